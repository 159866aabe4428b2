import { GraduationCap } from "lucide-react";
import type { CSSProperties } from "react";
import { Link } from "react-router";
import type { StudyBlock } from "@shared/schemas/plans.js";
import { cn } from "@/lib/cn.js";

const clock = (iso: string, timeZone: string) => new Intl.DateTimeFormat(undefined, { timeZone, hour: "numeric", minute: "2-digit" }).format(new Date(iso));

/** A study plan's block on the calendar: its own dashed style, opening the plan. */
export function StudyBlockChip({ block, timeZone, className, style }: { block: StudyBlock; timeZone: string; className?: string; style?: CSSProperties }) {
  return (
    <Link
      to={`/plans/${block.planId}`}
      style={style}
      className={cn(
        "flex min-w-0 items-start gap-1 rounded border border-dashed border-primary/60 bg-primary/10 px-1.5 py-0.5 text-xs text-foreground hover:bg-primary/20 focus-visible:outline-2 focus-visible:outline-ring",
        className,
      )}
      aria-label={`Study block for ${block.title}, ${clock(block.start, timeZone)} to ${clock(block.end, timeZone)}, ${block.minutes} minutes`}
      data-study-block={block.planId}
    >
      <GraduationCap className="mt-0.5 size-3 shrink-0 text-primary" aria-hidden="true" />
      <span className="min-w-0 truncate">
        <span className="font-medium">Study: {block.title}</span> <span className="text-muted-foreground">{block.minutes} min</span>
      </span>
    </Link>
  );
}
