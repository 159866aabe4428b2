import { ListChecks, Repeat } from "lucide-react";
import type { ReactNode } from "react";
import { describeRepeat } from "@shared/repeat.js";
import { priorityLabels, type Task } from "@shared/schemas/tasks.js";
import { cn } from "@/lib/cn.js";
import { formatDay, formatTime } from "@/features/tasks/lib/calendar.js";
import { priorityStyle } from "@/features/tasks/lib/priority.js";
import { CompleteButton, type ChipHandlers } from "./task-chip.js";

export function dueLabel(task: Task, timeZone: string, withDate: boolean): string {
  if (!task.dueAt) return "No date";
  if (task.allDay) return withDate ? formatDay(task.dueAt, { weekday: "short", day: "numeric", month: "short" }) : "All day";
  const time = formatTime(task.dueAt, timeZone);
  if (!withDate) return time;
  return `${new Intl.DateTimeFormat(undefined, { timeZone, weekday: "short", day: "numeric", month: "short" }).format(new Date(task.dueAt))}, ${time}`;
}

/** A task as a line: done toggle, title, when, priority, tags, subtasks, repeat. */
export function TaskRow({
  task,
  timeZone,
  overdue,
  handlers,
  showDate = false,
  leading,
  trailing,
}: {
  task: Task;
  timeZone: string;
  overdue: boolean;
  handlers: ChipHandlers;
  showDate?: boolean;
  leading?: ReactNode;
  /** Actions at the end of the line (Today's snooze). */
  trailing?: ReactNode;
}) {
  const done = task.status === "done";
  return (
    <li className={cn("flex min-w-0 items-center gap-3 rounded-md border-l-4 bg-card px-3 py-2 hover:bg-muted/60", priorityStyle(task.priority).border)}>
      {leading}
      <CompleteButton task={task} onToggle={handlers.onToggle} className="size-5 text-muted-foreground" />
      <button type="button" className="min-w-0 flex-1 text-left focus-visible:outline-2 focus-visible:outline-ring" onClick={() => handlers.onOpen(task)}>
        <span className={cn("block truncate text-sm font-medium", done && "text-muted-foreground line-through")}>{task.title}</span>
        <span className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-xs text-muted-foreground">
          <span className={cn(overdue && "font-medium text-destructive")}>
            {overdue && "Overdue · "}
            {dueLabel(task, timeZone, showDate)}
          </span>
          {task.priority && (
            <span className="inline-flex items-center gap-1">
              <span className={cn("size-2 rounded-full", priorityStyle(task.priority).dot)} aria-hidden="true" />
              {priorityLabels[task.priority]}
            </span>
          )}
          {task.tags.map((tag) => (
            <span key={tag}>#{tag}</span>
          ))}
          {task.subtaskCount > 0 && (
            <span className="inline-flex items-center gap-1">
              <ListChecks className="size-3" aria-hidden="true" />
              {task.subtasksDone}/{task.subtaskCount}
            </span>
          )}
          {task.rrule && (
            <span className="inline-flex items-center gap-1">
              <Repeat className="size-3" aria-hidden="true" />
              {describeRepeat(task.rrule)}
            </span>
          )}
        </span>
      </button>
      {trailing}
    </li>
  );
}
