import { AlertTriangle } from "lucide-react";
import { useId, type ReactNode } from "react";
import type { Task } from "@shared/schemas/tasks.js";
import { taskKey } from "@/features/tasks/lib/calendar.js";
import type { ChipHandlers } from "./task-chip.js";
import { TaskRow } from "./task-row.js";

/** What is overdue, in a red box on top of the agenda and of Today; `trailing` adds an action to each line. */
export function OverdueTasks({
  tasks,
  timeZone,
  handlers,
  trailing,
}: {
  tasks: Task[];
  timeZone: string;
  handlers: ChipHandlers;
  trailing?: (task: Task) => ReactNode;
}) {
  const id = useId();
  if (tasks.length === 0) return null;
  return (
    <section aria-labelledby={id} className="rounded-lg border border-destructive/40 p-3">
      <h2 id={id} className="mb-2 flex items-center gap-2 text-sm font-semibold text-destructive">
        <AlertTriangle className="size-4" aria-hidden="true" /> Overdue ({tasks.length})
      </h2>
      <ul className="grid grid-cols-1 gap-1">
        {tasks.map((task) => (
          <TaskRow key={taskKey(task)} task={task} timeZone={timeZone} overdue handlers={handlers} showDate trailing={trailing?.(task)} />
        ))}
      </ul>
    </section>
  );
}
