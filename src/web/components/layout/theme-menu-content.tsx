import { Monitor, Moon, Sun } from "lucide-react";
import { settingsMessages } from "../../../shared/messages.js";
import { errorMessage } from "../../lib/api-client.js";
import type { DeferredMenuProps } from "../../lib/deferred.js";
import { useTriggerFocus } from "../../lib/deferred.js";
import { useChooseTheme } from "../../lib/preferences.js";
import { parseThemePreference, useTheme } from "../../lib/theme.js";
import { toast } from "../../lib/toast.js";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../ui/dropdown-menu.js";

/** The theme menu itself, fetched when its button is first wanted (theme-menu.tsx). */
export function ThemeMenuDropdown({ trigger, defaultOpen, focusTrigger }: DeferredMenuProps) {
  const { theme } = useTheme();
  const chooseTheme = useChooseTheme();
  const triggerRef = useTriggerFocus<HTMLButtonElement>({ defaultOpen, focusTrigger });
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild ref={triggerRef}>
        {trigger}
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>Theme</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuRadioGroup value={theme} onValueChange={(value) => chooseTheme(parseThemePreference(value)).catch((error: unknown) => toast.error(settingsMessages.preferencesFailed, { description: errorMessage(error) }))}>
          <DropdownMenuRadioItem value="light">
            <Sun aria-hidden="true" /> Light
          </DropdownMenuRadioItem>
          <DropdownMenuRadioItem value="dark">
            <Moon aria-hidden="true" /> Dark
          </DropdownMenuRadioItem>
          <DropdownMenuRadioItem value="system">
            <Monitor aria-hidden="true" /> System
          </DropdownMenuRadioItem>
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
