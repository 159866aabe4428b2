import { Plus } from "lucide-react";
import { useRef } from "react";
import type { Task } from "@shared/schemas/tasks.js";
import { cn } from "@/lib/cn.js";
import { formatDay, isOverdue, taskDay, taskKey, taskMinutes } from "@/features/tasks/lib/calendar.js";
import { TaskChip, type ChipHandlers } from "./task-chip.js";
import { elementAt, useTaskDrag, type DropTarget } from "./use-task-drag.js";

const chipsPerDay = 3;

export interface ViewProps {
  days: string[];
  tasks: Task[];
  timeZone: string;
  today: string;
  now: Date;
  handlers: ChipHandlers;
  onCreateAt: (day: string, minutes?: number) => void;
  onMove: (task: Task, target: DropTarget) => void;
  onShowDay: (day: string) => void;
}

export function byDay(tasks: Task[], timeZone: string): Map<string, Task[]> {
  const groups = new Map<string, Task[]>();
  for (const task of tasks) {
    const day = taskDay(task, timeZone);
    if (!day) continue;
    const list = groups.get(day) ?? [];
    list.push(task);
    groups.set(day, list);
  }
  for (const list of groups.values()) {
    list.sort((a, b) => Number(b.allDay) - Number(a.allDay) || taskMinutes(a, timeZone) - taskMinutes(b, timeZone));
  }
  return groups;
}

/** Whole weeks around the month; drag a task to another day, click a day's empty space to add one. */
export function MonthView({ days, tasks, timeZone, today, now, handlers, onCreateAt, onMove, onShowDay }: ViewProps) {
  const grid = useRef<HTMLDivElement>(null);
  const month = days[Math.floor(days.length / 2)]!.slice(0, 7);
  const groups = byDay(tasks, timeZone);
  const { drag, start, consumeClick } = useTaskDrag({
    resolve: (x, y) => {
      const cell = elementAt(grid.current, "[data-day]", x, y);
      return cell?.dataset.day ? { day: cell.dataset.day } : null;
    },
    onDrop: (task, target) => onMove(task, target),
  });
  const chipHandlers: ChipHandlers = {
    ...handlers,
    onOpen: (task) => !consumeClick() && handlers.onOpen(task),
    onPointerDown: (event, task) => task.occurrence === 0 && start(event, task),
  };

  return (
    <div className="overflow-hidden rounded-lg border">
      <div className="grid grid-cols-7 border-b bg-muted/50 text-center text-xs font-medium text-muted-foreground" aria-hidden="true">
        {days.slice(0, 7).map((day) => (
          <div key={day} className="py-2">
            {formatDay(day, { weekday: "short" })}
          </div>
        ))}
      </div>
      <div ref={grid} className="grid grid-cols-7" role="grid" aria-label="Month">
        {Array.from({ length: days.length / 7 }, (_, week) => (
          <div key={week} role="row" className="contents">
            {days.slice(week * 7, week * 7 + 7).map((day) => {
              const dayTasks = groups.get(day) ?? [];
              const hidden = dayTasks.length - chipsPerDay;
              const target = drag?.target?.day === day;
              return (
                <div
                  key={day}
                  role="gridcell"
                  data-day={day}
                  aria-label={formatDay(day, { weekday: "long", day: "numeric", month: "long" })}
                  className={cn(
                    "group/day relative flex min-h-24 min-w-0 flex-col gap-0.5 border-b border-r p-1 sm:min-h-28",
                    day.slice(0, 7) !== month && "bg-muted/30 text-muted-foreground",
                    target && "bg-primary/10 outline-2 -outline-offset-2 outline-primary",
                  )}
                  onClick={(event) => {
                    if (event.target === event.currentTarget) onCreateAt(day);
                  }}
                >
                  <div className="flex items-center justify-between">
                    <button
                      type="button"
                      className={cn(
                        "flex size-6 items-center justify-center rounded-full text-xs tabular-nums hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring",
                        day === today && "bg-primary font-semibold text-primary-foreground hover:bg-primary/90",
                      )}
                      onClick={() => onShowDay(day)}
                      aria-label={`Show ${formatDay(day, { weekday: "long", day: "numeric", month: "long" })}`}
                      aria-current={day === today ? "date" : undefined}
                    >
                      {Number(day.slice(8))}
                    </button>
                    <button
                      type="button"
                      className="rounded p-0.5 opacity-0 hover:bg-muted focus-visible:opacity-100 focus-visible:outline-2 focus-visible:outline-ring group-hover/day:opacity-100"
                      onClick={() => onCreateAt(day)}
                    >
                      <Plus className="size-3.5" aria-hidden="true" />
                      <span className="sr-only">Add a task on {formatDay(day, { day: "numeric", month: "long" })}</span>
                    </button>
                  </div>
                  {dayTasks.slice(0, hidden > 0 ? chipsPerDay - 1 : chipsPerDay).map((task) => (
                    <TaskChip
                      key={taskKey(task)}
                      task={task}
                      timeZone={timeZone}
                      overdue={isOverdue(task, now, today)}
                      handlers={chipHandlers}
                      compact
                      className={cn("px-1 sm:px-1.5", drag?.task.id === task.id && task.occurrence === 0 && "opacity-40")}
                    />
                  ))}
                  {hidden > 0 && (
                    <button
                      type="button"
                      className="rounded px-1 text-left text-xs font-medium text-muted-foreground hover:bg-muted hover:text-foreground"
                      onClick={() => onShowDay(day)}
                    >
                      {hidden + 1} more
                    </button>
                  )}
                </div>
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
}
