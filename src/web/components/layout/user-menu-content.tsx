import { Layers, LayoutDashboard, ListChecks, LogOut, Settings } from "lucide-react";
import { Link } from "react-router";
import type { Me } from "@shared/schemas/profile.js";
import { useSignOut } from "@/lib/auth.js";
import type { DeferredMenuProps } from "@/lib/deferred.js";
import { DeferredDropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator } from "@/components/ui/dropdown-menu.js";
import { displayName } from "./user-avatar.js";

/** The avatar menu's entries (spec §2), in order. */
const accountLinks = [
  { to: "/tasks", label: "Dashboard", icon: LayoutDashboard },
  { to: "/settings", label: "Settings", icon: Settings },
  { to: "/quizzes", label: "Quizzes", icon: ListChecks },
  { to: "/flashcards", label: "Flashcards", icon: Layers },
];

export type UserMenuDropdownProps = DeferredMenuProps & { me: Me };

/** The account menu itself, fetched when its button is first wanted (user-menu.tsx). */
export function UserMenuDropdown({ me, ...menu }: UserMenuDropdownProps) {
  const signOut = useSignOut();
  return (
    <DeferredDropdownMenu {...menu}>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel className="flex flex-col gap-0.5">
          <span className="truncate font-semibold">{displayName(me)}</span>
          <span className="truncate text-xs font-normal text-muted-foreground">{me.user.email ?? me.user.phoneNumber}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {accountLinks.map(({ to, label, icon: Icon }) => (
          <DropdownMenuItem key={to} asChild>
            <Link to={to}>
              <Icon aria-hidden="true" /> {label}
            </Link>
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem disabled={signOut.isPending} onSelect={() => signOut.mutate()}>
          <LogOut aria-hidden="true" /> Sign out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DeferredDropdownMenu>
  );
}
