import { TZDate } from "@date-fns/tz";

/**
 * Wall-clock arithmetic in a named zone. Instants are UTC; what a user sees and types is the
 * date and time on their clock, which these helpers translate both ways, DST included.
 */
const knownZones = new Map<string, boolean>();

export function isValidTimeZone(timeZone: string): boolean {
  // Building a formatter is costly and a task list asks about the same few zones again and again.
  const known = knownZones.get(timeZone);
  if (known !== undefined) return known;
  let valid: boolean;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone });
    valid = true;
  } catch {
    valid = false;
  }
  // Bounded: names come from requests, so a flood of junk must not grow the cache forever.
  if (knownZones.size < 1000) knownZones.set(timeZone, valid);
  return valid;
}

export interface WallClock {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
}

export function wallClock(instant: Date | string | number, timeZone: string): WallClock {
  const local = new TZDate(new Date(instant).getTime(), timeZone);
  return {
    year: local.getFullYear(),
    month: local.getMonth() + 1,
    day: local.getDate(),
    hour: local.getHours(),
    minute: local.getMinutes(),
  };
}

/** The instant a wall-clock time names in a zone; a time skipped by DST moves forward past the gap. */
export function instantOf(clock: WallClock, timeZone: string): Date {
  const local = new TZDate(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, timeZone);
  return new Date(local.getTime());
}

const pad = (value: number, width = 2) => String(value).padStart(width, "0");

export function formatCalendarDate({ year, month, day }: Pick<WallClock, "year" | "month" | "day">): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

export function parseCalendarDate(date: string): Pick<WallClock, "year" | "month" | "day"> {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return { year, month, day };
}

/** The calendar date of an instant on the zone's clock. */
export function localDate(instant: Date | string | number, timeZone: string): string {
  return formatCalendarDate(wallClock(instant, timeZone));
}

/** `HH:mm` of an instant on the zone's clock. */
export function localTime(instant: Date | string | number, timeZone: string): string {
  const clock = wallClock(instant, timeZone);
  return `${pad(clock.hour)}:${pad(clock.minute)}`;
}

export function addDays(date: string, days: number): string {
  const { year, month, day } = parseCalendarDate(date);
  const moved = new Date(Date.UTC(year, month - 1, day + days));
  return formatCalendarDate({ year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() });
}

/** Whole days from `from` to `to` (both calendar dates). */
export function daysBetween(from: string, to: string): number {
  const a = parseCalendarDate(from);
  const b = parseCalendarDate(to);
  return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86_400_000);
}

/** 0 = Monday … 6 = Sunday, as ISO 8601 counts. */
export function isoWeekday(date: string): number {
  const { year, month, day } = parseCalendarDate(date);
  return (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7;
}

/** The instant a day starts on the zone's clock (not always 00:00 where DST jumps at midnight). */
export function startOfDay(date: string, timeZone: string): Date {
  return instantOf({ ...parseCalendarDate(date), hour: 0, minute: 0 }, timeZone);
}

/** The instant for a date and `HH:mm` on the zone's clock. */
export function instantAt(date: string, time: string, timeZone: string): Date {
  const [hour, minute] = time.split(":").map(Number) as [number, number];
  return instantOf({ ...parseCalendarDate(date), hour, minute }, timeZone);
}

/** Minutes the zone is ahead of UTC at that instant. */
export function offsetMinutes(instant: Date, timeZone: string): number {
  const clock = wallClock(instant, timeZone);
  const asUtc = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute);
  return Math.round((asUtc - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000);
}
