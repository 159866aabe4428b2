import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { ParsedTask } from "@shared/schemas/tasks.js";
import { apiFetch } from "@/lib/api-client.js";
import { tasksKey } from "./get-tasks.js";

export function parseTask(text: string, timeZone: string, signal?: AbortSignal): Promise<ParsedTask> {
  return apiFetch<ParsedTask>("/api/tasks/parse", { method: "POST", json: { text, timeZone }, signal });
}

/** The quick-add preview of a line of text; the caller debounces the text. */
export function getParsedTaskQueryOptions(text: string, timeZone: string) {
  return queryOptions({
    queryKey: [...tasksKey, "parse", text, timeZone],
    queryFn: ({ signal }) => parseTask(text, timeZone, signal),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}

export function useParsedTask(text: string, timeZone: string) {
  return useQuery({ ...getParsedTaskQueryOptions(text, timeZone), enabled: text.trim().length > 0 });
}
