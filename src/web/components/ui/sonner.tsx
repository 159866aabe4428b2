import type { CSSProperties } from "react";
import { Toaster as Sonner, type ToasterProps } from "sonner";
import { useTheme } from "@/lib/theme.js";

/** Sonner's light rich colours miss WCAG AA for text (3.99:1 for success); these reach 4.5:1. */
const lightRichColors = {
  "--success-text": "hsl(140 100% 20%)",
  "--error-text": "hsl(360 100% 36%)",
  "--info-text": "hsl(210 92% 36%)",
  "--warning-text": "hsl(31 92% 28%)",
} as CSSProperties;

/** Below the fixed navigation bar (4 rem), so that a toast never covers the account menu or the menu button. */
const belowNavBar = { top: "4.5rem" };

/** The one toast region of the app; follows the resolved theme. */
export function Toaster(props: ToasterProps) {
  const { resolvedTheme } = useTheme();
  return (
    <Sonner
      theme={resolvedTheme}
      richColors
      style={resolvedTheme === "light" ? lightRichColors : undefined}
      closeButton
      offset={belowNavBar}
      mobileOffset={belowNavBar}
      toastOptions={{ classNames: { description: "text-sm" } }}
      {...props}
    />
  );
}
