import { Monitor, Moon, Sun } from "lucide-react";
import { deferred, useDeferredMenu, type DeferredMenuProps } from "@/lib/deferred.js";
import { useTheme } from "@/lib/theme.js";
import { Button } from "@/components/ui/button.js";

// The menu's code (Radix's menu and its positioning) is not in the entry chunk.
const themeMenu = deferred<DeferredMenuProps>(() => import("./theme-menu-content.js").then((module) => module.ThemeMenuDropdown));

/** Light, dark or the system's; saved with the account too when someone is signed in. */
export function ThemeMenu() {
  const { theme, resolvedTheme } = useTheme();
  const { Component, openOnLoad, focusOnLoad, placeholderProps } = useDeferredMenu(themeMenu);
  const Icon = theme === "system" ? Monitor : resolvedTheme === "dark" ? Moon : Sun;
  const button = (extra: Partial<typeof placeholderProps> = {}) => (
    <Button variant="ghost" size="icon" aria-label={`Theme: ${theme}`} {...extra}>
      <Icon aria-hidden="true" />
    </Button>
  );
  return Component ? <Component trigger={button()} defaultOpen={openOnLoad} focusTrigger={focusOnLoad} /> : button(placeholderProps);
}
