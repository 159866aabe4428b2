import { useEffect, useState } from "react";

/** The navigation bar shrinks after more than this many pixels of scroll (spec §9). */
export const navShrinkThreshold = 20;

export function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(() => typeof window !== "undefined" && window.scrollY > threshold);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > threshold);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, [threshold]);
  return scrolled;
}
