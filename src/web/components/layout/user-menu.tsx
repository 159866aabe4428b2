import type { Me } from "@shared/schemas/profile.js";
import { deferred, useDeferredMenu } from "@/lib/deferred.js";
import type { UserMenuDropdownProps } from "./user-menu-content.js";
import { displayName, UserAvatar } from "./user-avatar.js";

// The menu's code (Radix's menu and its positioning) is not in the entry chunk.
const userMenu = deferred<UserMenuDropdownProps>(() => import("./user-menu-content.js").then((module) => module.UserMenuDropdown));

export function UserMenu({ me }: { me: Me }) {
  const { Component, openOnLoad, focusOnLoad, placeholderProps } = useDeferredMenu(userMenu);
  const button = (extra: Partial<typeof placeholderProps> = {}) => (
    <button
      type="button"
      className="rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      aria-label={`Account menu for ${displayName(me)}`}
      {...extra}
    >
      <UserAvatar me={me} />
    </button>
  );
  return Component ? <Component me={me} trigger={button()} defaultOpen={openOnLoad} focusTrigger={focusOnLoad} /> : button(placeholderProps);
}
