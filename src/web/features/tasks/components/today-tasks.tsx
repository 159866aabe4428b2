import { AlarmClock, CalendarPlus } from "lucide-react";
import { useMemo, useState } from "react";
import { Link } from "react-router";
import { taskMessages } from "@shared/messages.js";
import type { Task } from "@shared/schemas/tasks.js";
import { addDays, localDate } from "@shared/time.js";
import { Button } from "@/components/ui/button.js";
import { LoadError } from "@/components/ui/load-error.js";
import { Skeleton } from "@/components/ui/skeleton.js";
import { useTimeZone } from "@/lib/time-zone.js";
import { useOpenTasks, useTasksInRange } from "@/features/tasks/api/get-tasks.js";
import type { ChipHandlers } from "@/features/tasks/components/task-chip.js";
import { TaskEditorDialog } from "@/features/tasks/components/task-editor.js";
import { OverdueTasks } from "@/features/tasks/components/overdue-tasks.js";
import { TaskRow } from "@/features/tasks/components/task-row.js";
import { useNow } from "@/features/tasks/hooks/use-now.js";
import { useTaskActions } from "@/features/tasks/hooks/use-task-actions.js";
import { isOverdue, rangeOf, taskDay, taskKey, taskMinutes } from "@/features/tasks/lib/calendar.js";

/** Today's tasks in time order (all-day first, what is done last), for the Today screen. */
export function todaysOrder(tasks: Task[], timeZone: string): Task[] {
  return [...tasks].sort(
    (a, b) =>
      Number(a.status === "done") - Number(b.status === "done") ||
      Number(b.allDay) - Number(a.allDay) ||
      taskMinutes(a, timeZone) - taskMinutes(b, timeZone) ||
      a.title.localeCompare(b.title),
  );
}

/**
 * Today's part of the Today screen: what is overdue (due before today and not done) and what is
 * due today, in time order. Tick, snooze (overdue to today, today's to tomorrow) and open the
 * editor in place.
 */
export function TodayTasks() {
  const timeZone = useTimeZone();
  const now = useNow();
  const today = localDate(now, timeZone);
  const range = useMemo(() => rangeOf([today], timeZone), [today, timeZone]);
  const todays = useTasksInRange(range);
  const open = useOpenTasks(timeZone);
  const { handlers: actions, snooze } = useTaskActions(timeZone);
  const [editing, setEditing] = useState<string | null>(null);
  const handlers: ChipHandlers = { ...actions, onOpen: (task) => setEditing(task.id) };

  const overdue = (open.data?.tasks ?? []).filter((task) => {
    const day = taskDay(task, timeZone);
    return day !== null && day < today && task.status !== "done";
  });
  const due = todaysOrder(
    (todays.data?.tasks ?? []).filter((task) => taskDay(task, timeZone) === today),
    timeZone,
  );
  const left = due.filter((task) => task.status !== "done").length;

  const snoozeButton = (task: Task, day: string, label: string) => (
    <Button variant="ghost" size="sm" className="shrink-0" onClick={() => snooze(task, day)} aria-label={`Move ${task.title} to ${label.toLowerCase()}`}>
      <AlarmClock className="size-4" aria-hidden="true" />
      <span className="hidden sm:inline">{label}</span>
    </Button>
  );

  return (
    <div className="grid min-w-0 content-start gap-6">
      <OverdueTasks tasks={overdue} timeZone={timeZone} handlers={handlers} trailing={(task) => snoozeButton(task, today, "Today")} />

      <section aria-labelledby="today-tasks" className="grid grid-cols-1 gap-2">
        <div className="flex items-baseline justify-between gap-2">
          <h2 id="today-tasks" className="text-lg font-semibold">
            Tasks today
          </h2>
          {todays.data && due.length > 0 && <span className="text-sm text-muted-foreground">{left === 0 ? "All done" : `${left} of ${due.length} left`}</span>}
        </div>
        {todays.isPending ? (
          <Skeleton className="h-32" aria-busy="true" aria-label="Loading today's tasks" />
        ) : todays.isError && !todays.data ? (
          <LoadError message={taskMessages.loadFailedInline} onRetry={() => void todays.refetch()} />
        ) : due.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed px-6 py-8 text-center">
            <p className="text-sm text-muted-foreground">Nothing due today.</p>
            <Button variant="outline" asChild>
              <Link to="/tasks/create">
                <CalendarPlus className="size-4" aria-hidden="true" /> Add a task
              </Link>
            </Button>
          </div>
        ) : (
          <ul className="grid grid-cols-1 gap-1">
            {due.map((task) => (
              <TaskRow
                key={taskKey(task)}
                task={task}
                timeZone={timeZone}
                overdue={isOverdue(task, now, today)}
                handlers={handlers}
                trailing={task.status === "done" || task.occurrence > 0 ? undefined : snoozeButton(task, addDays(today, 1), "Tomorrow")}
              />
            ))}
          </ul>
        )}
      </section>
      <TaskEditorDialog target={editing ? { mode: "edit", id: editing } : null} onClose={() => setEditing(null)} />
    </div>
  );
}
