import { Plus, X } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import type { TaskDetail } from "@shared/schemas/tasks.js";
import { Button } from "@/components/ui/button.js";
import { Checkbox } from "@/components/ui/checkbox.js";
import { Input } from "@/components/ui/input.js";
import { cn } from "@/lib/cn.js";
import { useTimeZone } from "@/lib/time-zone.js";
import { useCreateTask } from "@/features/tasks/api/create-task.js";
import { useDeleteTasks } from "@/features/tasks/api/delete-tasks.js";
import { useUpdateTask } from "@/features/tasks/api/update-task.js";

/** One level of steps under a task: tick, add, remove, each saved at once. */
export function SubtaskList({ parent }: { parent: TaskDetail }) {
  const id = useId();
  const timeZone = useTimeZone();
  const [title, setTitle] = useState("");
  const create = useCreateTask();
  const update = useUpdateTask();
  const remove = useDeleteTasks();

  const add = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (!title.trim()) return;
    create.mutate({ title: title.trim(), parentId: parent.id, timeZone }, { onSuccess: () => setTitle("") });
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-2">
      <h3 id={`${id}-heading`} className="text-sm font-medium">
        Subtasks{" "}
        {parent.subtasks.length > 0 && (
          <span className="text-muted-foreground">
            ({parent.subtasks.filter((task) => task.status === "done").length}/{parent.subtasks.length})
          </span>
        )}
      </h3>
      {parent.subtasks.length > 0 && (
        <ul className="grid gap-1">
          {parent.subtasks.map((subtask) => (
            <li key={subtask.id} className="flex items-center gap-2 rounded-md px-1 py-1 hover:bg-muted">
              <Checkbox
                id={`${id}-${subtask.id}`}
                checked={subtask.status === "done"}
                onCheckedChange={(checked) =>
                  update.mutate({ id: subtask.id, changes: { status: checked ? "done" : "todo" }, optimistic: { status: checked ? "done" : "todo" } })
                }
              />
              <label htmlFor={`${id}-${subtask.id}`} className={cn("flex-1 text-sm", subtask.status === "done" && "text-muted-foreground line-through")}>
                {subtask.title}
              </label>
              <Button type="button" variant="ghost" size="icon" className="size-7" onClick={() => remove.mutate([subtask.id])}>
                <X className="size-3.5" aria-hidden="true" />
                <span className="sr-only">Remove subtask {subtask.title}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      {/* A nested form is not allowed: the add field submits through its own handler. */}
      <div className="flex gap-2">
        <Input
          aria-label="New subtask"
          placeholder="Add a subtask"
          value={title}
          maxLength={200}
          onChange={(event) => setTitle(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") add(event);
          }}
        />
        <Button type="button" variant="outline" onClick={add} disabled={!title.trim() || create.isPending}>
          <Plus className="size-4" aria-hidden="true" /> Add
        </Button>
      </div>
    </section>
  );
}
