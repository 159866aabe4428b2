import { useCallback, useState } from "react";
import { useSearchParams } from "react-router";
import { isCalendarDate, taskPriorities, taskSorts, taskStatuses, type TaskPriority, type TaskStatus } from "@shared/schemas/tasks.js";
import type { ListState } from "@/features/tasks/components/list-view.js";
import { calendarViews, type CalendarView } from "@/features/tasks/lib/calendar.js";

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined => (values.includes(value as T) ? (value as T) : undefined);

/**
 * The dashboard's state lives in the URL (shareable, kept by Back): the view, the date it shows,
 * the list's sort and filters, and the task open in the editor. Unknown values fall back to the
 * defaults. `setParam` changes some of them (an empty value removes it); opening or closing a
 * task adds a history entry, everything else replaces the current one.
 */
/** The view with no `view` in the URL: the month, or on a phone (under 640 px) the agenda, whose titles fit. */
export function defaultCalendarView(): CalendarView {
  return typeof window !== "undefined" && window.matchMedia?.("(max-width: 639px)").matches ? "agenda" : "month";
}

export function useCalendarUrlState(today: string) {
  const [params, setParams] = useSearchParams();
  const [defaultView] = useState(defaultCalendarView);
  const view: CalendarView = oneOf(calendarViews, params.get("view")) ?? defaultView;
  const requestedDate = params.get("date");
  const date = requestedDate && isCalendarDate(requestedDate) ? requestedDate : today;
  const listState: ListState = {
    sort: oneOf(taskSorts, params.get("sort")) ?? "due",
    ...(params.get("q") ? { q: params.get("q")! } : {}),
    ...(params.get("tag") ? { tag: params.get("tag")! } : {}),
    ...(oneOf(taskPriorities, params.get("priority")) ? { priority: params.get("priority") as TaskPriority } : {}),
    ...(oneOf(taskStatuses, params.get("status")) ? { status: params.get("status") as TaskStatus } : {}),
  };

  const setParam = useCallback(
    (changes: Record<string, string | undefined>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === undefined || value === "") next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: "task" in changes ? false : true },
      );
    },
    [setParams],
  );

  return { view, defaultView, date, requestedDate, listState, editing: params.get("task"), setParam };
}
