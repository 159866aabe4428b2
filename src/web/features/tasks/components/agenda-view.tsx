import { CalendarPlus } from "lucide-react";
import type { Task } from "@shared/schemas/tasks.js";
import { Button } from "@/components/ui/button.js";
import { cn } from "@/lib/cn.js";
import { formatDay, isOverdue, taskKey } from "@/features/tasks/lib/calendar.js";
import { byDay, type ViewProps } from "./month-view.js";
import { OverdueTasks } from "./overdue-tasks.js";
import { StudyBlockChip } from "./study-block.js";
import { TaskRow } from "./task-row.js";

/** Day by day from the chosen date, with what is overdue on top. */
export function AgendaView({ days, tasks, timeZone, today, now, handlers, onCreateAt, overdue, blocks = [], blockHandlers }: ViewProps & { overdue: Task[] }) {
  const groups = byDay(tasks, timeZone);
  const withTasks = days.filter((day) => (groups.get(day) ?? []).length > 0 || blocks.some((block) => block.date === day));
  return (
    <div className="grid gap-6">
      <OverdueTasks tasks={overdue} timeZone={timeZone} handlers={handlers} />
      {withTasks.length === 0 && (
        <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed px-6 py-12 text-center">
          <p className="text-sm text-muted-foreground">Nothing due in these {days.length} days.</p>
          <Button variant="outline" onClick={() => onCreateAt(days[0]!)}>
            <CalendarPlus className="size-4" aria-hidden="true" /> Add a task
          </Button>
        </div>
      )}
      {withTasks.map((day) => (
        <section key={day} aria-labelledby={`agenda-${day}`}>
          <h2 id={`agenda-${day}`} className={cn("mb-1 text-sm font-semibold", day === today && "text-primary")}>
            {day === today ? "Today · " : ""}
            {formatDay(day, { weekday: "long", day: "numeric", month: "long" })}
          </h2>
          <ul className="grid gap-1">
            {blocks
              .filter((block) => block.date === day)
              .map((block) => (
                <li key={block.planId}>
                  <StudyBlockChip block={block} timeZone={timeZone} className="py-2 text-sm" handlers={blockHandlers} />
                </li>
              ))}
            {(groups.get(day) ?? []).map((task) => (
              <TaskRow key={taskKey(task)} task={task} timeZone={timeZone} overdue={isOverdue(task, now, today)} handlers={handlers} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
