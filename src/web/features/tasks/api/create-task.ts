import { useMutation, useQueryClient } from "@tanstack/react-query";
import { taskMessages } from "@shared/messages.js";
import { type TaskCreateInput, type TaskDetail } from "@shared/schemas/tasks.js";
import { apiFetch } from "@/lib/api-client.js";
import { tasksKey } from "./get-tasks.js";

export function createTask(input: TaskCreateInput): Promise<TaskDetail> {
  return apiFetch<TaskDetail>("/api/tasks", { method: "POST", json: input });
}

export function useCreateTask({ silent = false }: { silent?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTask,
    onSettled: () => queryClient.invalidateQueries({ queryKey: tasksKey }),
    meta: { errorTitle: taskMessages.createFailed, silent },
  });
}
