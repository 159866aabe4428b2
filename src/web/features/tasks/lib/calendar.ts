import type { WeekStart } from "@shared/schemas/profile.js";
import type { Task } from "@shared/schemas/tasks.js";
import { addDays, instantAt, isoWeekday, localDate, localTime, parseCalendarDate, startOfDay, wallClock } from "@shared/time.js";

export const calendarViews = ["month", "week", "day", "agenda", "list"] as const;
export type CalendarView = (typeof calendarViews)[number];
export const viewLabels: Record<CalendarView, string> = { month: "Month", week: "Week", day: "Day", agenda: "Agenda", list: "List" };

/** How many days the agenda shows from its start date. */
export const agendaDays = 14;

/** The first weekday's ISO position (Monday 0 … Sunday 6). */
const firstWeekday: Record<WeekStart, number> = { monday: 0, sunday: 6, saturday: 5 };

export function startOfWeek(date: string, weekStart: WeekStart = "monday"): string {
  return addDays(date, -((isoWeekday(date) - firstWeekday[weekStart] + 7) % 7));
}

export function startOfMonth(date: string): string {
  return `${date.slice(0, 7)}-01`;
}

export function addMonths(date: string, months: number): string {
  const { year, month, day } = parseCalendarDate(date);
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  const result = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth(), Math.min(day, lastDay)));
  return result.toISOString().slice(0, 10);
}

/** The days a view shows (month: whole weeks around the month), weeks starting on `weekStart`. */
export function visibleDays(view: CalendarView, date: string, weekStart: WeekStart = "monday"): string[] {
  if (view === "day") return [date];
  if (view === "week") return Array.from({ length: 7 }, (_, index) => addDays(startOfWeek(date, weekStart), index));
  if (view === "agenda") return Array.from({ length: agendaDays }, (_, index) => addDays(date, index));
  const first = startOfWeek(startOfMonth(date), weekStart);
  const last = addDays(startOfMonth(addMonths(date, 1)), -1);
  const days: string[] = [];
  for (let day = first; day <= last || days.length % 7 !== 0; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The instants bounding the visible days in the user's zone, for `GET /api/tasks?from&to`. */
export function rangeOf(days: string[], timeZone: string) {
  return {
    from: startOfDay(days[0]!, timeZone).toISOString(),
    to: startOfDay(addDays(days[days.length - 1]!, 1), timeZone).toISOString(),
    timeZone,
  };
}

export function step(view: CalendarView, date: string, direction: 1 | -1): string {
  if (view === "month") return addMonths(date, direction);
  if (view === "week") return addDays(date, 7 * direction);
  if (view === "agenda") return addDays(date, agendaDays * direction);
  return addDays(date, direction);
}

const utcDate = (date: string) => new Date(`${date}T12:00:00Z`);

export function formatDay(date: string, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(undefined, { ...options, timeZone: "UTC" }).format(utcDate(date));
}

export function viewTitle(view: CalendarView, date: string): string {
  if (view === "month") return formatDay(date, { month: "long", year: "numeric" });
  if (view === "day") return formatDay(date, { weekday: "long", day: "numeric", month: "long", year: "numeric" });
  const days = visibleDays(view, date);
  const first = days[0]!;
  const last = days[days.length - 1]!;
  const sameYear = first.slice(0, 4) === last.slice(0, 4);
  return `${formatDay(first, { day: "numeric", month: "short", ...(sameYear ? {} : { year: "numeric" }) })} – ${formatDay(last, { day: "numeric", month: "short", year: "numeric" })}`;
}

/** The local date a task falls on in the zone, or null when it has no due date. */
export function taskDay(task: Task, timeZone: string): string | null {
  if (!task.dueAt) return null;
  return task.allDay ? task.dueAt : localDate(task.dueAt, timeZone);
}

/** Minutes after local midnight a timed task starts. */
export function taskMinutes(task: Task, timeZone: string): number {
  if (!task.dueAt || task.allDay) return 0;
  const clock = wallClock(task.dueAt, timeZone);
  return clock.hour * 60 + clock.minute;
}

export function formatTime(instant: string, timeZone: string): string {
  return new Intl.DateTimeFormat(undefined, { timeZone, hour: "numeric", minute: "2-digit" }).format(new Date(instant));
}

export function minutesToTime(minutes: number): string {
  const bounded = Math.max(0, Math.min(24 * 60 - 1, Math.round(minutes)));
  return `${String(Math.floor(bounded / 60)).padStart(2, "0")}:${String(bounded % 60).padStart(2, "0")}`;
}

/** The due value for a task moved to another day (and, for a timed task, possibly another time). */
export function movedDue(task: Task, day: string, timeZone: string, minutes?: number): string {
  if (task.allDay && minutes === undefined) return day;
  const time = minutes !== undefined ? minutesToTime(minutes) : localTime(task.dueAt!, timeZone);
  return instantAt(day, time, timeZone).toISOString();
}

export function isOverdue(task: Task, now: Date, today: string): boolean {
  if (task.status === "done" || !task.dueAt) return false;
  if (task.allDay) return task.dueAt < today;
  return Date.parse(task.dueAt) < now.getTime();
}

/** React key of a task on the calendar: occurrences of one repeating task share its id. */
export function taskKey(task: Task): string {
  return `${task.id}:${task.occurrence}`;
}
