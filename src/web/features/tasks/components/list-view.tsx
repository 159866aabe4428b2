import { CheckCheck, RotateCcw, Search, Tag, Trash2 } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { Select } from "@/components/ui/select.js";
import { LoadError } from "@/components/ui/load-error.js";
import { toast } from "sonner";
import { taskMessages } from "@shared/messages.js";
import { priorityLabels, taskPriorities, type TaskPriority, type TaskSort, type TaskStatus } from "@shared/schemas/tasks.js";
import { Button } from "@/components/ui/button.js";
import { Checkbox } from "@/components/ui/checkbox.js";
import { Input } from "@/components/ui/input.js";
import { Skeleton } from "@/components/ui/skeleton.js";
import { useDebounced } from "@/lib/use-debounced.js";
import { useBulkUpdateTasks } from "@/features/tasks/api/bulk-update-tasks.js";
import { useTaskTags } from "@/features/tasks/api/get-task-tags.js";
import { useTaskList, type TaskFilters } from "@/features/tasks/api/get-tasks.js";
import { isOverdue, taskKey } from "@/features/tasks/lib/calendar.js";
import type { ChipHandlers } from "./task-chip.js";
import { TaskRow } from "./task-row.js";
import { useDeleteWithUndo } from "./use-delete-with-undo.js";

export interface ListState extends TaskFilters {
  sort: TaskSort;
}

/** Every task (top level; subtasks inside their parent), sorted and filtered, with bulk actions. */
export function ListView({
  state,
  onStateChange,
  timeZone,
  today,
  now,
  handlers,
  onCreate,
}: {
  state: ListState;
  onStateChange: (state: ListState) => void;
  timeZone: string;
  today: string;
  now: Date;
  handlers: ChipHandlers;
  onCreate: () => void;
}) {
  const id = useId();
  // The box follows the URL as typed; the list asks the server once typing pauses.
  const search = useDebounced(state.q ?? "", 250).trim();
  const list = useTaskList({ ...state, q: search || undefined, timeZone });
  const tags = useTaskTags();
  const tasks = useMemo(() => list.data?.pages.flatMap((page) => page.tasks) ?? [], [list.data]);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [bulkTag, setBulkTag] = useState("");
  const visibleSelected = tasks.filter((task) => selected.has(task.id)).map((task) => task.id);
  const bulk = useBulkUpdateTasks();
  const deleteWithUndo = useDeleteWithUndo();
  const filtered = Boolean(state.q || state.tag || state.priority || state.status);

  const toggle = (taskId: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(taskId);
    else next.delete(taskId);
    setSelected(next);
  };
  const runBulk = (changes: Parameters<typeof bulk.mutate>[0]["changes"]) =>
    bulk.mutate({ ids: visibleSelected, changes }, { onSuccess: ({ count }) => toast.success(taskMessages.bulkUpdated(count)) });

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end gap-2" role="search">
        <div className="relative min-w-48 flex-1">
          <Search className="pointer-events-none absolute left-2.5 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
          <Input
            aria-label="Search tasks"
            placeholder="Search tasks"
            className="h-9 pl-8"
            value={state.q ?? ""}
            onChange={(event) => onStateChange({ ...state, q: event.target.value || undefined })}
            type="search"
          />
        </div>
        <label className="grid gap-1 text-xs font-medium">
          Status
          <Select
            size="sm"
            value={state.status ?? ""}
            onChange={(event) => onStateChange({ ...state, status: (event.target.value || undefined) as TaskStatus | undefined })}
          >
            <option value="">All</option>
            <option value="todo">To do</option>
            <option value="done">Done</option>
          </Select>
        </label>
        <label className="grid gap-1 text-xs font-medium">
          Priority
          <Select
            size="sm"
            value={state.priority ?? ""}
            onChange={(event) => onStateChange({ ...state, priority: (event.target.value || undefined) as TaskPriority | undefined })}
          >
            <option value="">All</option>
            {taskPriorities.map((priority) => (
              <option key={priority} value={priority}>
                {priorityLabels[priority]}
              </option>
            ))}
          </Select>
        </label>
        <label className="grid gap-1 text-xs font-medium">
          Tag
          <Select size="sm" value={state.tag ?? ""} onChange={(event) => onStateChange({ ...state, tag: event.target.value || undefined })}>
            <option value="">All</option>
            {(tags.data ?? []).map(({ tag, count }) => (
              <option key={tag} value={tag}>
                #{tag} ({count})
              </option>
            ))}
            {state.tag && !(tags.data ?? []).some((entry) => entry.tag === state.tag) && <option value={state.tag}>#{state.tag}</option>}
          </Select>
        </label>
        <label className="grid gap-1 text-xs font-medium">
          Sort by
          <Select size="sm" value={state.sort} onChange={(event) => onStateChange({ ...state, sort: event.target.value as TaskSort })}>
            <option value="due">Due date</option>
            <option value="priority">Priority</option>
            <option value="created">Newest</option>
          </Select>
        </label>
      </div>

      {visibleSelected.length > 0 && (
        <div
          className="sticky top-16 z-10 flex flex-wrap items-center gap-2 rounded-md border bg-background p-2 shadow-sm"
          role="toolbar"
          aria-label="Selected tasks"
        >
          <span className="px-1 text-sm font-medium">{visibleSelected.length} selected</span>
          <Button size="sm" variant="outline" onClick={() => runBulk({ status: "done" })} disabled={bulk.isPending}>
            <CheckCheck className="size-4" aria-hidden="true" /> Complete
          </Button>
          <Button size="sm" variant="outline" onClick={() => runBulk({ status: "todo" })} disabled={bulk.isPending}>
            <RotateCcw className="size-4" aria-hidden="true" /> Not done
          </Button>
          <label className="sr-only" htmlFor={`${id}-priority`}>
            Set priority
          </label>
          <Select
            id={`${id}-priority`}
            size="sm"
            value=""
            onChange={(event) => event.target.value && runBulk({ priority: event.target.value as TaskPriority })}
          >
            <option value="">Set priority…</option>
            {taskPriorities.map((priority) => (
              <option key={priority} value={priority}>
                {priorityLabels[priority]}
              </option>
            ))}
          </Select>
          <form
            className="flex gap-1"
            onSubmit={(event) => {
              event.preventDefault();
              const tag = bulkTag.replace(/^#+/, "").trim().toLowerCase();
              if (tag) runBulk({ addTags: [tag] });
              setBulkTag("");
            }}
          >
            <Input aria-label="Tag to add" placeholder="tag" className="h-9 w-24" value={bulkTag} onChange={(event) => setBulkTag(event.target.value)} />
            <Button size="sm" variant="outline" type="submit" disabled={!bulkTag.trim()}>
              <Tag className="size-4" aria-hidden="true" /> Add tag
            </Button>
          </form>
          <Button size="sm" variant="destructive" onClick={() => deleteWithUndo(visibleSelected, () => setSelected(new Set()))}>
            <Trash2 className="size-4" aria-hidden="true" /> Delete
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setSelected(new Set())}>
            Clear selection
          </Button>
        </div>
      )}

      {list.isPending ? (
        <div className="grid gap-2" aria-busy="true" aria-label="Loading tasks">
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton key={index} className="h-14" />
          ))}
        </div>
      ) : list.isError ? (
        <LoadError message={taskMessages.loadFailedInline} onRetry={() => list.refetch()} />
      ) : tasks.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed px-6 py-12 text-center">
          <h2 className="text-lg font-semibold">{filtered ? "No tasks match" : "No tasks yet"}</h2>
          <p className="max-w-md text-sm text-muted-foreground">
            {filtered ? "Try another search or clear the filters." : "Add what you need to do and when it is due; it appears on your calendar."}
          </p>
          {filtered ? (
            <Button variant="outline" onClick={() => onStateChange({ sort: state.sort })}>
              Clear filters
            </Button>
          ) : (
            <Button onClick={onCreate}>New task</Button>
          )}
        </div>
      ) : (
        <>
          <div className="flex items-center gap-2 px-3 text-xs text-muted-foreground">
            <Checkbox
              id={`${id}-all`}
              checked={visibleSelected.length === tasks.length ? true : visibleSelected.length ? "indeterminate" : false}
              onCheckedChange={(checked) => setSelected(checked === true ? new Set(tasks.map((task) => task.id)) : new Set())}
            />
            <label htmlFor={`${id}-all`}>Select all {tasks.length} shown</label>
          </div>
          <ul className="grid gap-1" aria-label="Tasks">
            {tasks.map((task) => (
              <TaskRow
                key={taskKey(task)}
                task={task}
                timeZone={timeZone}
                overdue={isOverdue(task, now, today)}
                handlers={handlers}
                showDate
                leading={
                  <Checkbox
                    aria-label={`Select “${task.title}”`}
                    checked={selected.has(task.id)}
                    onCheckedChange={(checked) => toggle(task.id, checked === true)}
                  />
                }
              />
            ))}
          </ul>
          {list.hasNextPage && (
            <Button variant="outline" className="justify-self-center" onClick={() => list.fetchNextPage()} disabled={list.isFetchingNextPage}>
              {list.isFetchingNextPage ? "Loading…" : "Load more"}
            </Button>
          )}
        </>
      )}
    </div>
  );
}
