import { Monitor, Moon, Sun } from "lucide-react";
import { settingsMessages } from "@shared/messages.js";
import { errorMessage } from "@/lib/api-client.js";
import type { DeferredMenuProps } from "@/lib/deferred.js";
import { useChooseTheme } from "@/lib/preferences.js";
import { parseThemePreference, useTheme } from "@/lib/theme.js";
import { toast } from "@/lib/toast.js";
import {
  DeferredDropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
} from "@/components/ui/dropdown-menu.js";

/** The theme menu itself, fetched when its button is first wanted (theme-menu.tsx). */
export function ThemeMenuDropdown(props: DeferredMenuProps) {
  const { theme } = useTheme();
  const chooseTheme = useChooseTheme();
  return (
    <DeferredDropdownMenu {...props}>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>Theme</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuRadioGroup
          value={theme}
          onValueChange={(value) =>
            chooseTheme(parseThemePreference(value)).catch((error: unknown) =>
              toast.error(settingsMessages.preferencesFailed, { description: errorMessage(error) }),
            )
          }
        >
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
    </DeferredDropdownMenu>
  );
}
