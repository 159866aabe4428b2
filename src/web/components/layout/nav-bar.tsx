import { Link, NavLink } from "react-router";
import { useAuth } from "@/lib/auth.js";
import { cn } from "@/lib/cn.js";
import { Skeleton } from "@/components/ui/skeleton.js";
import { AuthLinks } from "./auth-links.js";
import { BrandMark } from "./brand-mark.js";
import { MobileMenu } from "./mobile-menu.js";
import { centreLinks } from "./nav-links.js";
import { ThemeMenu } from "./theme-menu.js";
import { navShrinkThreshold, useScrolledPast } from "./use-scrolled.js";
import { UserMenu } from "./user-menu.js";

function AuthArea() {
  const { status, me } = useAuth();
  if (status === "loading") {
    return (
      <span role="status" aria-label="Checking your account" className="flex items-center gap-2">
        <Skeleton className="h-9 w-20 rounded-full" />
        <Skeleton className="size-9 rounded-full" />
      </span>
    );
  }
  if (me) return <UserMenu me={me} />;
  return (
    <div className="hidden items-center gap-2 sm:flex">
      <AuthLinks size="sm" />
    </div>
  );
}

/** Fixed at the top; shrinks once the page has scrolled more than 20px. */
export function NavBar() {
  const scrolled = useScrolledPast(navShrinkThreshold);
  return (
    <header
      data-scrolled={scrolled}
      className={cn(
        "fixed inset-x-0 top-0 z-40 border-b transition-all duration-200 motion-reduce:transition-none",
        scrolled ? "border-border bg-background/95 shadow-sm backdrop-blur" : "border-transparent bg-background",
      )}
    >
      <div className={cn("mx-auto flex max-w-6xl items-center gap-4 px-4 transition-all motion-reduce:transition-none sm:px-6", scrolled ? "h-12" : "h-16")}>
        <Link
          to="/"
          className="flex items-center gap-2 rounded-md font-bold tracking-tight focus-visible:outline-2 focus-visible:outline-ring"
          aria-label="Cadence home"
        >
          <BrandMark className={cn("transition-all", scrolled ? "size-6" : "size-8")} />
          <span className={cn(scrolled ? "text-base" : "text-lg")}>Cadence</span>
        </Link>
        <nav aria-label="Main" className="mx-auto hidden md:block">
          <ul className="flex items-center gap-1">
            {centreLinks.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end
                  className={({ isActive }) =>
                    cn(
                      "rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring",
                      isActive && "text-foreground",
                    )
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-1 md:ml-0">
          <ThemeMenu />
          <AuthArea />
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
