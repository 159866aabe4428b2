import { useMutation, useQueryClient } from "@tanstack/react-query";
import { taskMessages } from "@shared/messages.js";
import { type TaskBulkUpdate } from "@shared/schemas/tasks.js";
import { apiFetch } from "@/lib/api-client.js";
import { tasksKey } from "./get-tasks.js";

export function useBulkUpdateTasks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TaskBulkUpdate) => apiFetch<{ count: number }>("/api/tasks", { method: "PATCH", json: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: tasksKey }),
    meta: { errorTitle: taskMessages.bulkUpdateFailed },
  });
}
