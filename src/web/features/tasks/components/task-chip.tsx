import { Check, Repeat } from "lucide-react";
import type { KeyboardEvent, PointerEvent, ReactNode } from "react";
import { priorityName, type Task } from "@shared/schemas/tasks.js";
import { cn } from "@/lib/cn.js";
import { formatTime } from "@/features/tasks/lib/calendar.js";
import { priorityStyle } from "@/features/tasks/lib/priority.js";

export interface ChipHandlers {
  onOpen: (task: Task) => void;
  onToggle: (task: Task) => void;
  onPointerDown?: (event: PointerEvent<HTMLElement>, task: Task) => void;
  /** Alt+arrow keys move the task by a day (left, right) or a quarter hour (up, down). */
  onNudge?: (task: Task, days: number, minutes: number) => void;
}

export function nudgeOf(event: KeyboardEvent): [number, number] | null {
  if (!event.altKey) return null;
  const moves: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -15], ArrowDown: [0, 15] };
  return moves[event.key] ?? null;
}

export function CompleteButton({ task, onToggle, className }: { task: Task; onToggle: (task: Task) => void; className?: string }) {
  const done = task.status === "done";
  const later = task.occurrence > 0;
  return (
    <button
      type="button"
      className={cn(
        "flex size-4 shrink-0 items-center justify-center rounded-full border border-current focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-40",
        done && "border-primary bg-primary",
        className,
      )}
      disabled={later}
      title={later ? "Complete the earlier occurrence first" : undefined}
      aria-pressed={done}
      onPointerDown={(event) => event.stopPropagation()}
      onClick={(event) => {
        event.stopPropagation();
        onToggle(task);
      }}
    >
      {done && <Check className="size-3 text-primary-foreground" aria-hidden="true" />}
      <span className="sr-only">{done ? `Mark “${task.title}” not done` : `Complete “${task.title}”`}</span>
    </button>
  );
}

/** A task on the calendar: colour for priority, a ring when overdue, a repeat mark. */
export function TaskChip({
  task,
  timeZone,
  overdue,
  handlers,
  showTime = true,
  compact = false,
  className,
  children,
  style,
}: {
  task: Task;
  timeZone: string;
  overdue: boolean;
  handlers: ChipHandlers;
  showTime?: boolean;
  /** In a narrow month cell the title needs the room: completing waits for a wider screen or the editor. */
  compact?: boolean;
  className?: string;
  children?: ReactNode;
  style?: React.CSSProperties;
}) {
  const done = task.status === "done";
  const label = [
    task.title,
    task.allDay || !task.dueAt ? "all day" : formatTime(task.dueAt, timeZone),
    task.priority ? priorityName(task.priority) : "",
    overdue ? "overdue" : "",
    done ? "done" : "",
    task.rrule ? "repeats" : "",
  ]
    .filter(Boolean)
    .join(", ");
  return (
    <div
      className={cn(
        "group relative flex min-w-0 touch-none select-none items-start gap-1.5 rounded border-l-4 px-1.5 py-0.5 text-xs",
        priorityStyle(task.priority).chip,
        priorityStyle(task.priority).border,
        overdue && "ring-1 ring-destructive",
        done && "opacity-60",
        className,
      )}
      style={style}
      onPointerDown={handlers.onPointerDown ? (event) => handlers.onPointerDown?.(event, task) : undefined}
      data-task={task.id}
    >
      <CompleteButton task={task} onToggle={handlers.onToggle} className={cn("mt-0.5", compact && "hidden sm:flex")} />
      <button
        type="button"
        className="min-w-0 flex-1 text-left focus-visible:outline-2 focus-visible:outline-ring"
        aria-label={label}
        onClick={() => handlers.onOpen(task)}
        onKeyDown={(event) => {
          const nudge = nudgeOf(event);
          if (nudge && handlers.onNudge && task.occurrence === 0) {
            event.preventDefault();
            handlers.onNudge(task, nudge[0], nudge[1]);
          }
        }}
      >
        <span className={cn("block truncate font-medium", done && "line-through")}>
          {showTime && !task.allDay && task.dueAt && (
            <span className={cn("mr-1 font-normal tabular-nums", compact && "hidden sm:inline")}>{formatTime(task.dueAt, timeZone)}</span>
          )}
          {task.title}
        </span>
        {children}
      </button>
      {task.rrule && <Repeat className="mt-0.5 size-3 shrink-0 opacity-70" aria-hidden="true" />}
      {overdue && <span className="sr-only">Overdue</span>}
    </div>
  );
}
