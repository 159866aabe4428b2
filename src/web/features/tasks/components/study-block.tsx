import { GraduationCap } from "lucide-react";
import type { CSSProperties, PointerEvent } from "react";
import { Link } from "react-router";
import type { StudyBlock } from "@shared/schemas/plans.js";
import { cn } from "@/lib/cn.js";
import { nudgeOf } from "./task-chip.js";

const clock = (iso: string, timeZone: string) => new Intl.DateTimeFormat(undefined, { timeZone, hour: "numeric", minute: "2-digit" }).format(new Date(iso));

/** What the calendar lets the user do with a block besides opening its plan. */
export interface BlockHandlers {
  onPointerDown?: (event: PointerEvent<HTMLElement>, block: StudyBlock) => void;
  /** Alt+arrow keys move the block by a day (left, right) or a quarter hour (up, down). */
  onNudge?: (block: StudyBlock, days: number, minutes: number) => void;
  /** True just after a drag, so the press that ended it does not open the plan. */
  consumeClick?: () => boolean;
}

/** A study plan's block on the calendar: its own dashed style, opening the plan; movable by drag or Alt+arrows. */
export function StudyBlockChip({
  block,
  timeZone,
  className,
  style,
  handlers,
}: {
  block: StudyBlock;
  timeZone: string;
  className?: string;
  style?: CSSProperties;
  handlers?: BlockHandlers | undefined;
}) {
  const movable = Boolean(handlers?.onNudge);
  return (
    <Link
      to={`/plans/${block.planId}`}
      style={style}
      draggable={false}
      className={cn(
        "flex min-w-0 items-start gap-1 rounded border border-dashed border-primary/60 bg-primary/10 px-1.5 py-0.5 text-xs text-foreground hover:bg-primary/20 focus-visible:outline-2 focus-visible:outline-ring",
        handlers?.onPointerDown && "cursor-grab touch-none select-none",
        className,
      )}
      aria-label={`Study block for ${block.title}, ${clock(block.start, timeZone)} to ${clock(block.end, timeZone)}, ${block.minutes} minutes${block.moved ? ", moved by you" : ""}`}
      aria-keyshortcuts={movable ? "Alt+ArrowLeft Alt+ArrowRight Alt+ArrowUp Alt+ArrowDown" : undefined}
      title={movable ? "Open the plan · drag or Alt+arrow keys to move" : undefined}
      data-study-block={block.planId}
      data-moved={block.moved ? "" : undefined}
      onPointerDown={handlers?.onPointerDown ? (event) => handlers.onPointerDown!(event, block) : undefined}
      onClick={(event) => {
        if (handlers?.consumeClick?.()) event.preventDefault();
      }}
      onKeyDown={(event) => {
        const nudge = nudgeOf(event);
        if (nudge && handlers?.onNudge) {
          event.preventDefault();
          handlers.onNudge(block, nudge[0], nudge[1]);
        }
      }}
    >
      <GraduationCap className="mt-0.5 size-3 shrink-0 text-primary" aria-hidden="true" />
      <span className="min-w-0 truncate">
        <span className="font-medium">Study: {block.title}</span> <span className="text-muted-foreground">{block.minutes} min</span>
      </span>
    </Link>
  );
}
