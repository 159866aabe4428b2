import type { ComponentProps } from "react";
import { cn } from "@/lib/cn.js";

/**
 * The one select: the browser's own control (its picker on phones, its keyboard handling, its
 * form value), styled as the inputs are. `size="sm"` for toolbars and filters. Layout classes
 * (width, flex) go in `className`.
 */
export function Select({ className, size = "default", ...props }: Omit<ComponentProps<"select">, "size"> & { size?: "default" | "sm" }) {
  return (
    <select
      className={cn(
        "rounded-md border border-input bg-background text-sm font-normal text-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive dark:[color-scheme:dark]",
        size === "sm" ? "h-9 px-2" : "h-10 px-3",
        className,
      )}
      {...props}
    />
  );
}
