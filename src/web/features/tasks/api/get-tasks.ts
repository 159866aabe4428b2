import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { taskMessages } from "@shared/messages.js";
import type { TaskList, TaskPriority, TaskSort, TaskStatus } from "@shared/schemas/tasks.js";
import { apiFetch } from "@/lib/api-client.js";

export interface TaskFilters {
  q?: string;
  tag?: string;
  priority?: TaskPriority;
  status?: TaskStatus;
}

export interface TaskRange {
  from: string;
  to: string;
  timeZone: string;
}

/** Every task query key starts here, so one invalidation refreshes calendar, list and details. */
export const tasksKey = ["tasks"] as const;

function search(params: Record<string, string | number | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== "") query.set(key, String(value));
  return query.toString();
}

export function getTasksInRange(range: TaskRange, filters: TaskFilters = {}, signal?: AbortSignal): Promise<TaskList> {
  return apiFetch<TaskList>(`/api/tasks?${search({ ...range, ...filters })}`, { signal });
}

/** The calendar's tasks, repeats expanded, for the days on screen. */
export function getTasksInRangeQueryOptions(range: TaskRange, filters: TaskFilters = {}) {
  return queryOptions({
    queryKey: [...tasksKey, "range", range, filters],
    queryFn: ({ signal }) => getTasksInRange(range, filters, signal),
    placeholderData: (previous) => previous,
    meta: { errorTitle: taskMessages.loadFailed },
  });
}

export function useTasksInRange(range: TaskRange, filters: TaskFilters = {}) {
  return useQuery(getTasksInRangeQueryOptions(range, filters));
}

export interface TaskListParams extends TaskFilters {
  sort: TaskSort;
  timeZone: string;
}

const pageSize = 50;

/** The list view: top-level tasks, sorted and filtered, fetched a page at a time. */
export function getTaskListQueryOptions(params: TaskListParams) {
  return infiniteQueryOptions({
    queryKey: [...tasksKey, "list", params],
    queryFn: ({ pageParam, signal }) => apiFetch<TaskList>(`/api/tasks?${search({ ...params, limit: pageSize, offset: pageParam })}`, { signal }),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextOffset ?? undefined,
    placeholderData: (previous) => previous,
    meta: { errorTitle: taskMessages.loadFailed },
  });
}

export function useTaskList(params: TaskListParams) {
  return useInfiniteQuery(getTaskListQueryOptions(params));
}

/** Unfinished tasks soonest first: the overdue ones lead. */
export function getOpenTasksQueryOptions(timeZone: string) {
  return queryOptions({
    queryKey: [...tasksKey, "open", timeZone],
    queryFn: ({ signal }) => apiFetch<TaskList>(`/api/tasks?${search({ status: "todo", sort: "due", limit: 100, timeZone })}`, { signal }),
    meta: { silent: true },
  });
}

export function useOpenTasks(timeZone: string) {
  return useQuery(getOpenTasksQueryOptions(timeZone));
}
