import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client.js";
import { tasksKey } from "./get-tasks.js";

export interface TagCount {
  tag: string;
  count: number;
}

export function getTaskTagsQueryOptions() {
  return queryOptions({
    queryKey: [...tasksKey, "tags"],
    queryFn: ({ signal }) => apiFetch<{ tags: TagCount[] }>("/api/tasks/tags", { signal }),
    select: (data) => data.tags,
    meta: { silent: true },
  });
}

export function useTaskTags() {
  return useQuery(getTaskTagsQueryOptions());
}
