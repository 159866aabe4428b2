import { useCallback } from "react";
import { useBrowserValue } from "@/lib/hydration.js";

/** The navigation bar shrinks after more than this many pixels of scroll (spec §9). */
export const navShrinkThreshold = 20;

function subscribeScroll(onChange: () => void): () => void {
  window.addEventListener("scroll", onChange, { passive: true });
  return () => window.removeEventListener("scroll", onChange);
}

/** Whether the page has scrolled past `threshold` pixels (not during the prerender and its hydration). */
export function useScrolledPast(threshold: number): boolean {
  const read = useCallback(() => window.scrollY > threshold, [threshold]);
  return useBrowserValue(subscribeScroll, read, false);
}
