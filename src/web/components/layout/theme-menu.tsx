import { Monitor, Moon, Sun } from "lucide-react";
import { toast } from "../../lib/toast.js";
import { settingsMessages } from "../../../shared/messages.js";
import { errorMessage } from "../../lib/api-client.js";
import { useChooseTheme } from "../../lib/preferences.js";
import { parseThemePreference, useTheme } from "../../lib/theme.js";
import { Button } from "../ui/button.js";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../ui/dropdown-menu.js";

/** Light, dark or the system's; saved with the account too when someone is signed in. */
export function ThemeMenu() {
  const { theme, resolvedTheme } = useTheme();
  const chooseTheme = useChooseTheme();
  const Icon = theme === "system" ? Monitor : resolvedTheme === "dark" ? Moon : Sun;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Theme: ${theme}`}>
          <Icon aria-hidden="true" />
        </Button>
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
