import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { taskMessages } from "@shared/messages.js";
import { type Task, type TaskDetail, type TaskList, type TaskUpdateInput } from "@shared/schemas/tasks.js";
import { apiFetch } from "@/lib/api-client.js";
import { tasksKey } from "./get-tasks.js";

export interface UpdateTaskVariables {
  id: string;
  changes: TaskUpdateInput;
  /** What the task looks like after the change, shown at once while the server confirms. */
  optimistic?: Partial<Task>;
}

export function updateTask({ id, changes }: UpdateTaskVariables): Promise<TaskDetail> {
  return apiFetch<TaskDetail>(`/api/tasks/${encodeURIComponent(id)}`, { method: "PATCH", json: changes });
}

type Snapshot = [readonly unknown[], unknown][];

/** Applies a change to every cached copy of the task (calendar ranges, list pages, the detail). */
function patchCached(queryClient: QueryClient, id: string, patch: Partial<Task>): Snapshot {
  const snapshot = queryClient.getQueriesData({ queryKey: tasksKey });
  const apply = (task: Task) => (task.id === id && task.occurrence === 0 ? { ...task, ...patch } : task);
  for (const [key, data] of snapshot) {
    if (!data || typeof data !== "object") continue;
    if ("tasks" in data) {
      queryClient.setQueryData(key, { ...(data as TaskList), tasks: (data as TaskList).tasks.map(apply) });
    } else if ("pages" in data) {
      const pages = (data as { pages: TaskList[] }).pages.map((page) => ({ ...page, tasks: page.tasks.map(apply) }));
      queryClient.setQueryData(key, { ...(data as object), pages });
    } else if ("id" in data && (data as Task).id === id) {
      queryClient.setQueryData(key, { ...(data as TaskDetail), ...patch });
    }
  }
  return snapshot;
}

export function useUpdateTask({ silent = false }: { silent?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTask,
    onMutate: async ({ id, optimistic }) => {
      if (!optimistic) return { snapshot: [] as Snapshot };
      await queryClient.cancelQueries({ queryKey: tasksKey });
      return { snapshot: patchCached(queryClient, id, optimistic) };
    },
    onError: (_error, _variables, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: tasksKey }),
    meta: { errorTitle: taskMessages.updateFailed, silent },
  });
}
