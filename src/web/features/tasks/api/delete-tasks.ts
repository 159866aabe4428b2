import { useMutation, useQueryClient } from "@tanstack/react-query";
import { taskMessages } from "@shared/messages.js";
import { apiFetch } from "@/lib/api-client.js";
import { tasksKey } from "./get-tasks.js";

/** Deleted tasks can be restored for a day; the toast's Undo calls `useRestoreTasks`. */
export function deleteTasks(ids: string[]): Promise<{ count: number }> {
  return apiFetch<{ count: number }>("/api/tasks", { method: "DELETE", json: { ids } });
}

export function useDeleteTasks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTasks,
    onSettled: () => queryClient.invalidateQueries({ queryKey: tasksKey }),
    meta: { errorTitle: taskMessages.bulkDeleteFailed },
  });
}

export function useRestoreTasks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => apiFetch<{ count: number }>("/api/tasks/restore", { method: "POST", json: { ids } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: tasksKey }),
    meta: { errorTitle: taskMessages.restoreFailed },
  });
}
