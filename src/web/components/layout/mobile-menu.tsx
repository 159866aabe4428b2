import { LogOut, Menu } from "lucide-react";
import { useState } from "react";
import { Link, useLocation } from "react-router";
import { useAuth, useSignOut } from "@/lib/auth.js";
import { Button } from "@/components/ui/button.js";
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from "@/components/ui/sheet.js";
import { AuthLinks } from "./auth-links.js";
import { applicationLinks, centreLinks, studyToolLinks, type NavLink } from "./nav-links.js";
import { displayName, UserAvatar } from "./user-avatar.js";

function LinkSection({ title, links, pathname }: { title: string; links: NavLink[]; pathname: string }) {
  const headingId = `mobile-menu-${title.toLowerCase().replace(/\s+/g, "-")}`;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="mb-1 px-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
        {title}
      </h3>
      <ul className="grid gap-0.5">
        {links.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              aria-current={pathname === to ? "page" : undefined}
              className="flex items-center gap-3 rounded-md px-2 py-2 text-sm font-medium hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring aria-[current=page]:bg-accent"
            >
              {Icon && <Icon className="size-4 text-muted-foreground" aria-hidden="true" />}
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The menu below md: sections Application and Study Tools; closes on any route change. */
export function MobileMenu() {
  const { pathname } = useLocation();
  // Open only on the path it was opened on: any navigation closes it, with no effect needed.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const open = openedOn === pathname;
  const { status, me } = useAuth();
  const signOut = useSignOut();

  return (
    <Sheet open={open} onOpenChange={(next) => setOpenedOn(next ? pathname : null)}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="md:hidden" aria-label="Open menu">
          <Menu aria-hidden="true" />
        </Button>
      </SheetTrigger>
      <SheetContent side="top" className="max-h-[85vh] gap-5 pt-5" aria-describedby={undefined}>
        <SheetTitle>Menu</SheetTitle>
        <SheetDescription className="sr-only">Site and application navigation</SheetDescription>
        {me && (
          <div className="flex items-center gap-3 rounded-md bg-muted p-3">
            <UserAvatar me={me} />
            <div className="min-w-0">
              <p className="truncate text-sm font-semibold">{displayName(me)}</p>
              <p className="truncate text-xs text-muted-foreground">{me.user.email ?? me.user.phoneNumber}</p>
            </div>
          </div>
        )}
        <nav aria-label="Mobile" className="grid gap-5">
          <LinkSection title="Pages" links={centreLinks} pathname={pathname} />
          <LinkSection title="Application" links={applicationLinks} pathname={pathname} />
          <LinkSection title="Study Tools" links={studyToolLinks} pathname={pathname} />
        </nav>
        {status === "unauthenticated" && (
          <div className="grid grid-cols-2 gap-2">
            <AuthLinks />
          </div>
        )}
        {status === "authenticated" && (
          <Button variant="outline" disabled={signOut.isPending} onClick={() => signOut.mutate()}>
            <LogOut aria-hidden="true" /> Sign out
          </Button>
        )}
      </SheetContent>
    </Sheet>
  );
}
