import type { ComponentProps } from "react";
import { cn } from "@/lib/cn.js";

export function Skeleton({ className, ...props }: ComponentProps<"div">) {
  return <div aria-hidden="true" className={cn("animate-pulse rounded-md bg-muted motion-reduce:animate-none", className)} {...props} />;
}

/** A grid of card-shaped placeholders while a list of cards loads. */
export function CardGridSkeleton({ label }: { label: string }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true" aria-label={label}>
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} className="h-44" />
      ))}
    </div>
  );
}
