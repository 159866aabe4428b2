import { AlertTriangle, ChevronLeft, ChevronRight, Plus } from "lucide-react";
import { useCallback, useMemo, useState } from "react";
import { LoadError } from "@/components/ui/load-error.js";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { taskMessages } from "@shared/messages.js";
import { describeRepeat } from "@shared/repeat.js";
import { isCalendarDate, taskPriorities, taskSorts, taskStatuses, type Task, type TaskPriority, type TaskStatus } from "@shared/schemas/tasks.js";
import { addDays, instantAt, localDate } from "@shared/time.js";
import { PageShell } from "@/components/layout/page-shell.js";
import { Button } from "@/components/ui/button.js";
import { Skeleton } from "@/components/ui/skeleton.js";
import { cn } from "@/lib/cn.js";
import { useTimeZone } from "@/lib/time-zone.js";
import { useOpenTasks, useTasksInRange } from "@/features/tasks/api/get-tasks.js";
import { useUpdateTask } from "@/features/tasks/api/update-task.js";
import { AgendaView } from "@/features/tasks/components/agenda-view.js";
import { ListView, type ListState } from "@/features/tasks/components/list-view.js";
import { MonthView } from "@/features/tasks/components/month-view.js";
import { QuickAdd } from "@/features/tasks/components/quick-add.js";
import type { ChipHandlers } from "@/features/tasks/components/task-chip.js";
import { TaskEditorDialog, type TaskDraft } from "@/features/tasks/components/task-editor.js";
import { TimeGridView } from "@/features/tasks/components/time-grid-view.js";
import type { DropTarget } from "@/features/tasks/components/use-task-drag.js";
import { usePreferences } from "@/lib/preferences.js";
import {
  calendarViews,
  isOverdue,
  minutesToTime,
  rangeOf,
  step,
  taskDay,
  taskMinutes,
  viewLabels,
  viewTitle,
  visibleDays,
  type CalendarView,
} from "@/features/tasks/lib/calendar.js";
import { useNow } from "@/features/tasks/hooks/use-now.js";

/** The dashboard: quick add, the calendar in five views, and the task editor. */
export function TasksDashboard({ creating = false }: { creating?: boolean }) {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const timeZone = useTimeZone();
  const now = useNow();
  const today = localDate(now, timeZone);

  const view: CalendarView = oneOf(calendarViews, params.get("view")) ?? "month";
  const requestedDate = params.get("date");
  const date = requestedDate && isCalendarDate(requestedDate) ? requestedDate : today;
  const { weekStart } = usePreferences();
  const days = useMemo(() => visibleDays(view, date, weekStart), [view, date, weekStart]);
  const range = useMemo(() => rangeOf(days, timeZone), [days, timeZone]);
  const listState: ListState = {
    sort: oneOf(taskSorts, params.get("sort")) ?? "due",
    ...(params.get("q") ? { q: params.get("q")! } : {}),
    ...(params.get("tag") ? { tag: params.get("tag")! } : {}),
    ...(oneOf(taskPriorities, params.get("priority")) ? { priority: params.get("priority") as TaskPriority } : {}),
    ...(oneOf(taskStatuses, params.get("status")) ? { status: params.get("status") as TaskStatus } : {}),
  };

  const tasks = useTasksInRange(range);
  const open = useOpenTasks(timeZone);
  const overdue = (open.data?.tasks ?? []).filter((task) => isOverdue(task, now, today));
  const update = useUpdateTask();

  const [draft, setDraft] = useState<TaskDraft | null>(null);
  const editing = params.get("task");
  const target = editing ? { mode: "edit" as const, id: editing } : creating || draft ? { mode: "create" as const, draft: draft ?? {} } : null;

  const setParam = useCallback(
    (changes: Record<string, string | undefined>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === undefined || value === "") next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: "task" in changes ? false : true },
      );
    },
    [setParams],
  );

  const closeEditor = () => {
    setDraft(null);
    if (editing) setParam({ task: undefined });
    if (creating) navigate({ pathname: "/tasks", search: location.search }, { replace: true });
  };

  const reschedule = (task: Task, changes: { dueAt: string | null; durationMinutes?: number | null }) => {
    update.mutate(
      { id: task.id, changes: { ...changes, timeZone }, optimistic: { ...changes, allDay: changes.dueAt !== null && changes.dueAt.length === 10 } },
      { onSuccess: () => toast.success(taskMessages.rescheduled) },
    );
  };

  const handlers: ChipHandlers = {
    onOpen: (task) => setParam({ task: task.id }),
    onToggle: (task) => {
      const status = task.status === "done" ? "todo" : "done";
      const repeating = Boolean(task.rrule) && status === "done";
      update.mutate(
        { id: task.id, changes: { status }, ...(repeating ? {} : { optimistic: { status } }) },
        {
          onSuccess: (saved) => {
            if (repeating && saved.status === "todo") {
              toast.success(taskMessages.completed, { description: `${describeRepeat(saved.rrule)}. Next: ${nextLabel(saved, timeZone)}` });
            } else {
              toast.success(status === "done" ? taskMessages.completed : taskMessages.reopened);
            }
          },
        },
      );
    },
    onNudge: (task, dayShift, minuteShift) => {
      const day = taskDay(task, timeZone);
      if (!day) return;
      if (task.allDay) {
        if (dayShift) reschedule(task, { dueAt: addDays(day, dayShift) });
        return;
      }
      const minutes = Math.max(0, Math.min(24 * 60 - 15, taskMinutes(task, timeZone) + minuteShift));
      reschedule(task, { dueAt: instantAt(addDays(day, dayShift), minutesToTime(minutes), timeZone).toISOString() });
    },
  };

  const onMove = (task: Task, drop: DropTarget) => {
    if (drop.durationMinutes !== undefined) {
      if (drop.durationMinutes !== task.durationMinutes) {
        update.mutate(
          { id: task.id, changes: { durationMinutes: drop.durationMinutes }, optimistic: { durationMinutes: drop.durationMinutes } },
          { onSuccess: () => toast.success(taskMessages.updated) },
        );
      }
      return;
    }
    if (drop.allDay || (task.allDay && drop.minutes === undefined)) {
      if (!(task.allDay && task.dueAt === drop.day)) reschedule(task, { dueAt: drop.day });
      return;
    }
    const minutes = drop.minutes ?? taskMinutes(task, timeZone);
    const dueAt = instantAt(drop.day, minutesToTime(minutes), timeZone).toISOString();
    if (dueAt !== task.dueAt) reschedule(task, { dueAt, ...(task.allDay ? { durationMinutes: 60 } : {}) });
  };

  const onCreateAt = (day: string, minutes?: number) =>
    setDraft(minutes === undefined ? { dueAt: day } : { dueAt: instantAt(day, minutesToTime(minutes), timeZone).toISOString(), durationMinutes: 60 });

  const viewProps = {
    days,
    tasks: tasks.data?.tasks ?? [],
    timeZone,
    today,
    now,
    handlers,
    onCreateAt,
    onMove,
    onShowDay: (day: string) => setParam({ view: "day", date: day }),
  };

  return (
    <PageShell
      title="Tasks"
      lead="Plan your week: quick add in plain words, then drag tasks around the calendar."
      actions={
        <Button onClick={() => setDraft({})}>
          <Plus className="size-4" aria-hidden="true" /> New task
        </Button>
      }
    >
      <div className="grid gap-4">
        <QuickAdd onMoreOptions={(next) => setDraft(next)} />

        <div className="flex flex-wrap items-center justify-between gap-2">
          <div className="flex items-center gap-1">
            {view !== "list" && (
              <>
                <Button variant="outline" size="sm" onClick={() => setParam({ date: undefined })} disabled={date === today && !requestedDate}>
                  Today
                </Button>
                <Button variant="ghost" size="icon" className="size-9" onClick={() => setParam({ date: step(view, date, -1) })}>
                  <ChevronLeft className="size-4" aria-hidden="true" />
                  <span className="sr-only">Previous {view === "agenda" ? "days" : view}</span>
                </Button>
                <Button variant="ghost" size="icon" className="size-9" onClick={() => setParam({ date: step(view, date, 1) })}>
                  <ChevronRight className="size-4" aria-hidden="true" />
                  <span className="sr-only">Next {view === "agenda" ? "days" : view}</span>
                </Button>
                <h2 className="ml-1 text-lg font-semibold" aria-live="polite">
                  {viewTitle(view, date)}
                </h2>
              </>
            )}
          </div>
          <div className="flex flex-wrap items-center gap-2">
            {overdue.length > 0 && view !== "agenda" && (
              <Button
                variant="ghost"
                size="sm"
                className="text-destructive hover:text-destructive"
                onClick={() => setParam({ view: "agenda", date: undefined })}
              >
                <AlertTriangle className="size-4" aria-hidden="true" /> {overdue.length} overdue
              </Button>
            )}
            <div className="inline-flex rounded-md border p-0.5" role="group" aria-label="Calendar view">
              {calendarViews.map((option) => (
                <button
                  key={option}
                  type="button"
                  aria-pressed={view === option}
                  className={cn(
                    "rounded px-2.5 py-1 text-sm font-medium hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring",
                    view === option && "bg-primary text-primary-foreground hover:bg-primary/90",
                  )}
                  onClick={() => setParam({ view: option === "month" ? undefined : option })}
                >
                  {viewLabels[option]}
                </button>
              ))}
            </div>
          </div>
        </div>

        {view === "list" ? (
          <ListView
            state={listState}
            onStateChange={(next) =>
              setParam({ sort: next.sort === "due" ? undefined : next.sort, q: next.q, tag: next.tag, priority: next.priority, status: next.status })
            }
            timeZone={timeZone}
            today={today}
            now={now}
            handlers={handlers}
            onCreate={() => setDraft({})}
          />
        ) : tasks.isPending ? (
          <Skeleton className="h-[32rem]" aria-busy="true" aria-label="Loading tasks" />
        ) : tasks.isError && !tasks.data ? (
          <LoadError message={taskMessages.loadFailedInline} onRetry={() => tasks.refetch()} />
        ) : (
          <>
            {view === "month" && <MonthView {...viewProps} />}
            {(view === "week" || view === "day") && <TimeGridView {...viewProps} />}
            {view === "agenda" && <AgendaView {...viewProps} overdue={overdue} />}
            {view !== "agenda" && (tasks.data?.tasks.length ?? 0) === 0 && (
              <p className="text-center text-sm text-muted-foreground">Nothing scheduled here yet. Click a day to add a task, or type one above.</p>
            )}
            <p className="hidden text-xs text-muted-foreground sm:block">
              Tip: drag a task to another day{view === "week" || view === "day" ? " or time, drag its lower edge to change how long it takes" : ""}; with a task
              focused, Alt+arrow keys move it.
            </p>
          </>
        )}
      </div>
      <TaskEditorDialog target={target} onClose={closeEditor} />
    </PageShell>
  );
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined => (values.includes(value as T) ? (value as T) : undefined);

function nextLabel(task: Task, timeZone: string): string {
  if (!task.dueAt) return "";
  if (task.allDay)
    return new Intl.DateTimeFormat(undefined, { timeZone: "UTC", weekday: "short", day: "numeric", month: "short" }).format(
      new Date(`${task.dueAt}T12:00:00Z`),
    );
  return new Intl.DateTimeFormat(undefined, { timeZone, weekday: "short", day: "numeric", month: "short", hour: "numeric", minute: "2-digit" }).format(
    new Date(task.dueAt),
  );
}
