import { Search } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "@/lib/cn.js";
import { Input } from "./input.js";

/** A search field with its icon; `label` names it for screen readers and is its placeholder. */
export function SearchInput({ label, className, ...props }: Omit<ComponentProps<typeof Input>, "type"> & { label: string }) {
  return (
    <div className={cn("relative min-w-56 flex-1", className)}>
      <Search className="pointer-events-none absolute left-2.5 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
      <Input type="search" aria-label={label} placeholder={label} className="pl-8" {...props} />
    </div>
  );
}
