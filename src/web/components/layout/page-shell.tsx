import type { ReactNode } from "react";
import { cn } from "@/lib/cn.js";

/** A screen's frame: width, spacing, the one h1 and its lead paragraph. */
export function PageShell({
  title,
  lead,
  actions,
  children,
  width = "wide",
}: {
  title: string;
  lead?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
  width?: "narrow" | "wide";
}) {
  return (
    <div className={cn("mx-auto w-full px-4 py-10 sm:px-6 sm:py-14", width === "narrow" ? "max-w-md" : "max-w-6xl")}>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid gap-2">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
          {lead && <p className="max-w-2xl text-muted-foreground">{lead}</p>}
        </div>
        {actions && <div className="flex shrink-0 flex-wrap gap-2">{actions}</div>}
      </div>
      {children && <div className="mt-8">{children}</div>}
    </div>
  );
}

/** What a list shows before it has anything in it. */
export function EmptyState({ title, description, action }: { title: string; description: string; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed px-6 py-14 text-center">
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="max-w-md text-sm text-muted-foreground">{description}</p>
      {action}
    </div>
  );
}
