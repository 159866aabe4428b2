import { queryOptions, useQuery } from "@tanstack/react-query";
import { taskMessages } from "@shared/messages.js";
import type { TaskDetail } from "@shared/schemas/tasks.js";
import { apiFetch } from "@/lib/api-client.js";
import { tasksKey } from "./get-tasks.js";

export function getTaskQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...tasksKey, "detail", id],
    queryFn: ({ signal }) => apiFetch<TaskDetail>(`/api/tasks/${encodeURIComponent(id)}`, { signal }),
    meta: { errorTitle: taskMessages.loadFailed },
  });
}

export function useTask(id: string | undefined) {
  return useQuery({ ...getTaskQueryOptions(id ?? ""), enabled: Boolean(id) });
}
