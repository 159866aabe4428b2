import { PanelLeftClose, PanelLeftOpen } from "lucide-react";
import { useState } from "react";
import { Link, Outlet, useLocation } from "react-router";
import { cn } from "@/lib/cn.js";
import { appSections, tabBarSections } from "./nav-links.js";

const collapsedKey = "cadence.sidebar.collapsed";

function readCollapsed(): boolean {
  try {
    return localStorage.getItem(collapsedKey) === "1";
  } catch {
    return false;
  }
}

/**
 * The signed-in screens' frame: a sidebar on wide screens (collapsible to icons, remembered on
 * this device) and a tab bar at the bottom on phones, each marking the current section
 * (`aria-current="page"`). The footer is not shown here (the site layout hides it).
 */
export function AppLayout() {
  const { pathname } = useLocation();
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const toggle = () => {
    const next = !collapsed;
    setCollapsed(next);
    try {
      localStorage.setItem(collapsedKey, next ? "1" : "0");
    } catch {
      // Private windows may refuse storage; the choice then lasts for this page only.
    }
  };

  return (
    <div className="flex">
      <aside
        className={cn(
          "sticky top-16 hidden h-[calc(100dvh-4rem)] shrink-0 flex-col border-r bg-background/95 py-4 transition-[width] duration-200 md:flex",
          collapsed ? "w-16" : "w-56",
        )}
      >
        <nav aria-label="App" className="grid gap-0.5 px-2">
          {appSections.map(({ to, label, icon: Icon, current }) => {
            const active = current(pathname);
            return (
              <Link
                key={to}
                to={to}
                aria-current={active ? "page" : undefined}
                title={collapsed ? label : undefined}
                className={cn(
                  "flex h-10 items-center gap-3 rounded-md px-3 text-sm font-medium text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring",
                  active && "bg-accent text-foreground",
                  collapsed && "justify-center px-0",
                )}
              >
                <Icon className={cn("size-4 shrink-0", active && "text-primary")} aria-hidden="true" />
                <span className={cn(collapsed && "sr-only")}>{label}</span>
              </Link>
            );
          })}
        </nav>
        <button
          type="button"
          onClick={toggle}
          aria-expanded={!collapsed}
          aria-label={collapsed ? "Expand sidebar" : "Collapse sidebar"}
          className={cn(
            "mx-2 mt-auto flex h-10 items-center gap-3 rounded-md px-3 text-sm text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring",
            collapsed && "justify-center px-0",
          )}
        >
          {collapsed ? <PanelLeftOpen className="size-4" aria-hidden="true" /> : <PanelLeftClose className="size-4" aria-hidden="true" />}
          {!collapsed && <span>Collapse</span>}
        </button>
      </aside>

      <div className="min-w-0 flex-1 pb-20 md:pb-0">
        <Outlet />
      </div>

      <nav
        aria-label="App tabs"
        className="fixed inset-x-0 bottom-0 z-40 grid grid-cols-5 border-t bg-background/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
      >
        {tabBarSections.map(({ to, label, short, icon: Icon, current }) => {
          const active = current(pathname);
          return (
            <Link
              key={to}
              to={to}
              aria-current={active ? "page" : undefined}
              aria-label={label}
              className={cn(
                "flex h-16 flex-col items-center justify-center gap-1 text-[11px] font-medium text-muted-foreground focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring",
                active && "text-primary",
              )}
            >
              <Icon className="size-5" aria-hidden="true" />
              <span aria-hidden="true">{short ?? label}</span>
            </Link>
          );
        })}
      </nav>
    </div>
  );
}
