import { toast } from "sonner";
import { taskMessages } from "@shared/messages.js";
import { describeRepeat } from "@shared/repeat.js";
import type { Task } from "@shared/schemas/tasks.js";
import { addDays, instantAt } from "@shared/time.js";
import { useUpdateTask } from "@/features/tasks/api/update-task.js";
import type { ChipHandlers } from "@/features/tasks/components/task-chip.js";
import type { DropTarget } from "@/features/tasks/components/use-task-drag.js";
import { formatDay, minutesToTime, taskDay, taskMinutes } from "@/features/tasks/lib/calendar.js";

/**
 * What a task on the calendar can do in place: tick (a repeating task moves to its next date,
 * said in the toast), nudge by keyboard, and move or resize by dragging; each saves at once
 * with the change shown before the server answers.
 */
export function useTaskActions(timeZone: string): {
  handlers: Omit<ChipHandlers, "onOpen">;
  onMove: (task: Task, drop: DropTarget) => void;
  /** Moves a task to another day at the same time of day (Today's snooze). */
  snooze: (task: Task, day: string) => void;
} {
  const update = useUpdateTask();
  const reschedule = (task: Task, changes: { dueAt: string | null; durationMinutes?: number | null }, message: string = taskMessages.rescheduled) => {
    update.mutate(
      { id: task.id, changes: { ...changes, timeZone }, optimistic: { ...changes, allDay: changes.dueAt !== null && changes.dueAt.length === 10 } },
      { onSuccess: () => toast.success(message) },
    );
  };

  const handlers: Omit<ChipHandlers, "onOpen"> = {
    onToggle: (task) => {
      const status = task.status === "done" ? "todo" : "done";
      const repeating = Boolean(task.rrule) && status === "done";
      // Undo puts back what the tick changed: the status, and for a repeating task the date it moved from.
      const undo = () =>
        update.mutate(
          {
            id: task.id,
            changes: repeating ? { dueAt: task.dueAt, timeZone } : { status: task.status },
            optimistic: repeating ? { dueAt: task.dueAt } : { status: task.status },
          },
          { onSuccess: () => toast.success(taskMessages.tickUndone) },
        );
      const action = { label: "Undo", onClick: undo };
      update.mutate(
        { id: task.id, changes: { status }, ...(repeating ? {} : { optimistic: { status } }) },
        {
          onSuccess: (saved) => {
            if (repeating && saved.status === "todo") {
              toast.success(taskMessages.completed, { description: `${describeRepeat(saved.rrule)}. Next: ${nextLabel(saved, timeZone)}`, action });
            } else {
              toast.success(status === "done" ? taskMessages.completed : taskMessages.reopened, status === "done" ? { action } : undefined);
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

  const snooze = (task: Task, day: string) => {
    const label = formatDay(day, { weekday: "short", day: "numeric", month: "short" });
    const dueAt = task.allDay || !task.dueAt ? day : instantAt(day, minutesToTime(taskMinutes(task, timeZone)), timeZone).toISOString();
    reschedule(task, { dueAt }, taskMessages.snoozed(label));
  };

  return { handlers, onMove, snooze };
}

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
