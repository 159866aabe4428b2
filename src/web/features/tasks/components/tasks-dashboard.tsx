import { AlertTriangle, ChevronLeft, ChevronRight, Plus } from "lucide-react";
import { useMemo, useState } from "react";
import { LoadError } from "@/components/ui/load-error.js";
import { useLocation, useNavigate } from "react-router";
import { taskMessages } from "@shared/messages.js";
import { planMessages, type StudyBlock } from "@shared/schemas/plans.js";
import { addDays, instantAt, localDate, wallClock } from "@shared/time.js";
import { toast } from "sonner";
import { PageShell } from "@/components/layout/page-shell.js";
import { Button } from "@/components/ui/button.js";
import { Skeleton } from "@/components/ui/skeleton.js";
import { cn } from "@/lib/cn.js";
import { useTimeZone } from "@/lib/time-zone.js";
import { useOpenTasks, useTasksInRange } from "@/features/tasks/api/get-tasks.js";
import { useStudyBlocks } from "@/features/tasks/api/get-study-blocks.js";
import { useMoveStudyBlock, useResetStudyBlock } from "@/features/tasks/api/move-study-block.js";
import { AgendaView } from "@/features/tasks/components/agenda-view.js";
import { ListView } from "@/features/tasks/components/list-view.js";
import { MonthView } from "@/features/tasks/components/month-view.js";
import { QuickAdd } from "@/features/tasks/components/quick-add.js";
import type { BlockHandlers } from "@/features/tasks/components/study-block.js";
import type { ChipHandlers } from "@/features/tasks/components/task-chip.js";
import { TaskEditorDialog, type TaskDraft } from "@/features/tasks/components/task-editor.js";
import { TimeGridView } from "@/features/tasks/components/time-grid-view.js";
import { usePreferences } from "@/lib/preferences.js";
import { calendarViews, isOverdue, minutesToTime, rangeOf, step, viewLabels, viewTitle, visibleDays } from "@/features/tasks/lib/calendar.js";
import { useCalendarUrlState } from "@/features/tasks/hooks/use-calendar-url-state.js";
import { useNow } from "@/features/tasks/hooks/use-now.js";
import { useTaskActions } from "@/features/tasks/hooks/use-task-actions.js";

/** The dashboard: quick add, the calendar in five views, and the task editor. */
export function TasksDashboard({ creating = false }: { creating?: boolean }) {
  const navigate = useNavigate();
  const location = useLocation();
  const timeZone = useTimeZone();
  const now = useNow();
  const today = localDate(now, timeZone);

  const { view, defaultView, date, requestedDate, listState, editing, setParam } = useCalendarUrlState(today);
  const { weekStart } = usePreferences();
  const days = useMemo(() => visibleDays(view, date, weekStart), [view, date, weekStart]);
  const range = useMemo(() => rangeOf(days, timeZone), [days, timeZone]);

  const tasks = useTasksInRange(range);
  const studyBlocks = useStudyBlocks();
  const open = useOpenTasks(timeZone);
  const overdue = (open.data?.tasks ?? []).filter((task) => isOverdue(task, now, today));

  const [draft, setDraft] = useState<TaskDraft | null>(null);
  const target = editing ? { mode: "edit" as const, id: editing } : creating || draft ? { mode: "create" as const, draft: draft ?? {} } : null;

  const closeEditor = () => {
    setDraft(null);
    if (editing) setParam({ task: undefined });
    if (creating) navigate({ pathname: "/tasks", search: location.search }, { replace: true });
  };

  const { handlers: actions, onMove } = useTaskActions(timeZone);
  const handlers: ChipHandlers = { ...actions, onOpen: (task) => setParam({ task: task.id }) };

  const moveBlock = useMoveStudyBlock();
  const resetBlock = useResetStudyBlock();
  /** A study block to a new start: the plan is worked out around it, and the toast can put it back. */
  const placeBlock = (block: StudyBlock, day: string, minutes: number) => {
    const start = instantAt(day, minutesToTime(minutes), timeZone);
    if (start.toISOString() === block.start) return;
    moveBlock.mutate(
      { block, start, date: day },
      {
        onSuccess: (plan) => {
          const landed = plan.days.find((entry) => entry.block?.moved && entry.block.start === start.toISOString());
          toast.success(planMessages.blockMoved, {
            action: landed
              ? {
                  label: "Put back",
                  onClick: () => resetBlock.mutate({ planId: block.planId, date: landed.date }, { onSuccess: () => toast.success(planMessages.blockReset) }),
                }
              : undefined,
          });
        },
      },
    );
  };
  const blockHandlers: BlockHandlers = {
    onNudge: (block, dayShift, minuteShift) => {
      const clock = wallClock(block.start, timeZone);
      const minutes = Math.max(0, Math.min(24 * 60 - 15, clock.hour * 60 + clock.minute + minuteShift));
      placeBlock(block, addDays(localDate(block.start, timeZone), dayShift), minutes);
    },
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
    blocks: (studyBlocks.data ?? []).filter((block) => days.includes(block.date)),
    blockHandlers,
    onMoveBlock: placeBlock,
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
                  onClick={() => setParam({ view: option === defaultView ? undefined : option })}
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
