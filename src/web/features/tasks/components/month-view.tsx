import { Plus } from "lucide-react";
import { useRef, useState } from "react";
import type { StudyBlock } from "@shared/schemas/plans.js";
import type { Task } from "@shared/schemas/tasks.js";
import { cn } from "@/lib/cn.js";
import { formatDay, isOverdue, taskDay, taskKey, taskMinutes } from "@/features/tasks/lib/calendar.js";
import { priorityStyle } from "@/features/tasks/lib/priority.js";
import { Sheet, SheetContent, SheetDescription, SheetTitle } from "@/components/ui/sheet.js";
import { TaskChip, type ChipHandlers } from "./task-chip.js";
import { StudyBlockChip, type BlockHandlers } from "./study-block.js";
import { TaskRow } from "./task-row.js";
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
  /** Study plans' blocks in these days. */
  blocks?: StudyBlock[];
  /** Moving a block (keyboard everywhere; drag in the week and day views). */
  blockHandlers?: BlockHandlers;
  /** A block dropped at a day and minute of the day. */
  onMoveBlock?: (block: StudyBlock, day: string, minutes: number) => void;
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
export function MonthView({ days, tasks, timeZone, today, now, handlers, onCreateAt, onMove, onShowDay, blocks = [], blockHandlers }: ViewProps) {
  const grid = useRef<HTMLDivElement>(null);
  const month = days[Math.floor(days.length / 2)]!.slice(0, 7);
  const groups = byDay(tasks, timeZone);
  // What is left to do comes first in a cell, so "2 more" never hides an open task behind finished ones.
  const dayList = (day: string) => [...(groups.get(day) ?? [])].sort((a, b) => Number(a.status === "done") - Number(b.status === "done"));
  // On a phone a cell shows dots; tapping them lists the day in a sheet.
  const [sheetDay, setSheetDay] = useState<string | null>(null);
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
              const dayTasks = dayList(day);
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
                  {blocks
                    .filter((block) => block.date === day)
                    .map((block) => (
                      <StudyBlockChip key={block.planId} block={block} timeZone={timeZone} className="hidden sm:flex" handlers={blockHandlers} />
                    ))}
                  {dayTasks.length > 0 && (
                    <button
                      type="button"
                      className="flex flex-wrap items-center gap-1 rounded px-1 py-1 focus-visible:outline-2 focus-visible:outline-ring sm:hidden"
                      onClick={() => setSheetDay(day)}
                      aria-label={`${dayTasks.length} ${dayTasks.length === 1 ? "task" : "tasks"} on ${formatDay(day, { weekday: "long", day: "numeric", month: "long" })}`}
                    >
                      {dayTasks.slice(0, 6).map((task) => (
                        <span
                          key={taskKey(task)}
                          className={cn("size-2 rounded-full", task.status === "done" ? "bg-muted-foreground/40" : priorityStyle(task.priority).dot)}
                          aria-hidden="true"
                        />
                      ))}
                      {dayTasks.length > 6 && <span className="text-[10px] leading-none text-muted-foreground">+{dayTasks.length - 6}</span>}
                    </button>
                  )}
                  {dayTasks.slice(0, hidden > 0 ? chipsPerDay - 1 : chipsPerDay).map((task) => (
                    <TaskChip
                      key={taskKey(task)}
                      task={task}
                      timeZone={timeZone}
                      overdue={isOverdue(task, now, today)}
                      handlers={chipHandlers}
                      compact
                      className={cn("hidden px-1 sm:flex sm:px-1.5", drag?.task.id === task.id && task.occurrence === 0 && "opacity-40")}
                    />
                  ))}
                  {hidden > 0 && (
                    <button
                      type="button"
                      className="hidden rounded px-1 text-left text-xs font-medium text-muted-foreground hover:bg-muted hover:text-foreground sm:block"
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
      <Sheet open={sheetDay !== null} onOpenChange={(open) => !open && setSheetDay(null)}>
        <SheetContent side="bottom" className="max-h-[70vh] gap-3 overflow-y-auto pt-5">
          <SheetTitle>{sheetDay ? formatDay(sheetDay, { weekday: "long", day: "numeric", month: "long" }) : ""}</SheetTitle>
          <SheetDescription className="sr-only">The tasks of this day</SheetDescription>
          <ul className="grid grid-cols-1 gap-1">
            {sheetDay &&
              dayList(sheetDay).map((task) => (
                <TaskRow
                  key={taskKey(task)}
                  task={task}
                  timeZone={timeZone}
                  overdue={isOverdue(task, now, today)}
                  handlers={{ ...handlers, onOpen: (opened) => (setSheetDay(null), handlers.onOpen(opened)) }}
                />
              ))}
          </ul>
          {sheetDay && (
            <button
              type="button"
              className="justify-self-start rounded-md px-2 py-1.5 text-sm font-medium text-primary hover:bg-muted"
              onClick={() => {
                const day = sheetDay;
                setSheetDay(null);
                onCreateAt(day);
              }}
            >
              <Plus className="mr-1 inline size-4" aria-hidden="true" />
              Add a task on {formatDay(sheetDay, { day: "numeric", month: "long" })}
            </button>
          )}
        </SheetContent>
      </Sheet>
    </div>
  );
}
