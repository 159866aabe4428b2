import type { Selectable } from "kysely";
import { priorityLabels } from "../../../shared/schemas/tasks.js";
import { addDays, offsetMinutes, wallClock, type WallClock } from "../../../shared/time.js";
import type { TaskTable } from "../../db/schema.js";

/**
 * An iCalendar (RFC 5545) document of a user's tasks, for Google Calendar, Apple Calendar and
 * Outlook to subscribe to. Timed tasks are events at their due time (30 minutes unless they
 * have a duration); all-day tasks are all-day events; repeating tasks carry their RRULE, with
 * the start written on the wall clock of the task's zone and that zone described in a
 * VTIMEZONE, so a 09:00 class stays at 09:00 across DST in every client.
 */
type FeedTask = Selectable<TaskTable>;

const pad = (value: number, width = 2) => String(Math.abs(value)).padStart(width, "0");

function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

function localStamp(clock: WallClock): string {
  return `${pad(clock.year, 4)}${pad(clock.month)}${pad(clock.day)}T${pad(clock.hour)}${pad(clock.minute)}00`;
}

function dateStamp(date: string): string {
  return date.replaceAll("-", "");
}

/**
 * TEXT values (RFC 5545 §3.3.11): backslash, semicolon and comma escaped, a line break (CRLF,
 * LF or a lone CR) written as \n, and every other control character dropped, so that no value
 * can end its line and start a property of its own.
 */
export function escapeText(text: string): string {
  const escaped = text
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
  return withoutControls(escaped);
}

/** Drops control characters but the tab, which TEXT allows. */
function withoutControls(text: string): string {
  return [...text].filter((character) => character === "\t" || (character.charCodeAt(0) >= 0x20 && character.charCodeAt(0) !== 0x7f)).join("");
}

/** Lines longer than 75 octets continue on the next line after a space (RFC 5545 §3.1). */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  if (encoder.encode(line).length <= 75) return line;
  const pieces: string[] = [];
  let current = "";
  let size = 0;
  for (const character of line) {
    const length = encoder.encode(character).length;
    const limit = pieces.length === 0 ? 75 : 74;
    if (size + length > limit) {
      pieces.push(current);
      current = "";
      size = 0;
    }
    current += character;
    size += length;
  }
  pieces.push(current);
  return pieces.join("\r\n ");
}

function offsetText(minutes: number): string {
  return `${minutes < 0 ? "-" : "+"}${pad(Math.floor(Math.abs(minutes) / 60))}${pad(Math.abs(minutes) % 60)}`;
}

/**
 * The zone's offset at the start of `fromYear` and its changes until `toYear`, found by
 * scanning days and narrowing each change to the minute; each becomes a STANDARD or DAYLIGHT block.
 */
export function vtimezone(timeZone: string, fromYear: number, toYear: number): string[] {
  // A zone's history does not change while the server runs: each span is worked out once.
  const key = `${timeZone}|${fromYear}|${toYear}`;
  const cached = zoneCache.get(key);
  if (cached) return cached;
  const lines = scanZone(timeZone, fromYear, toYear);
  if (zoneCache.size >= zoneCacheSize) zoneCache.delete(zoneCache.keys().next().value!);
  zoneCache.set(key, lines);
  return lines;
}

const zoneCache = new Map<string, string[]>();
const zoneCacheSize = 512;

function scanZone(timeZone: string, fromYear: number, toYear: number): string[] {
  const lines = ["BEGIN:VTIMEZONE", `TZID:${timeZone}`];
  const offsetAt = (instant: number) => offsetMinutes(new Date(instant), timeZone);
  const day = 86_400_000;
  const end = Date.UTC(toYear + 1, 0, 1);
  let cursor = Date.UTC(fromYear, 0, 1);
  let previous = offsetAt(cursor);
  // The offset in force from the first year's start: without it, a reader has no rule for
  // dates before the year's first change (ical.js read a Chicago event in February 6 hours off).
  lines.push(
    "BEGIN:STANDARD",
    `DTSTART:${pad(fromYear, 4)}0101T000000`,
    `TZOFFSETFROM:${offsetText(previous)}`,
    `TZOFFSETTO:${offsetText(previous)}`,
    "END:STANDARD",
  );
  for (cursor += day; cursor <= end; cursor += day) {
    const offset = offsetAt(cursor);
    if (offset === previous) continue;
    let low = cursor - day;
    let high = cursor;
    while (high - low > 60_000) {
      const middle = Math.floor((low + high) / 2 / 60_000) * 60_000;
      if (offsetAt(middle) === previous) low = middle;
      else high = middle;
    }
    // The onset is written on the clock in force before the change (RFC 5545 §3.6.5).
    const onset = new Date(high + previous * 60_000);
    const clock = {
      year: onset.getUTCFullYear(),
      month: onset.getUTCMonth() + 1,
      day: onset.getUTCDate(),
      hour: onset.getUTCHours(),
      minute: onset.getUTCMinutes(),
    };
    const kind = offset > previous ? "DAYLIGHT" : "STANDARD";
    lines.push(`BEGIN:${kind}`, `DTSTART:${localStamp(clock)}`, `TZOFFSETFROM:${offsetText(previous)}`, `TZOFFSETTO:${offsetText(offset)}`, `END:${kind}`);
    previous = offset;
  }
  lines.push("END:VTIMEZONE");
  return lines;
}

const icalPriority = { high: 1, medium: 5, low: 9 } as const;

function eventLines(task: FeedTask): string[] {
  // Without METHOD, DTSTAMP is when the event was last revised (§3.8.7.2): the same bytes for
  // the same tasks, so the feed's ETag holds until something changes.
  const lines = ["BEGIN:VEVENT", `UID:${task.id}@cadence`, `DTSTAMP:${utcStamp(task.updated_at)}`];
  const done = task.status === "done";
  lines.push(`SUMMARY:${escapeText(done ? `✓ ${task.title}` : task.title)}`);
  if (task.due_date) {
    lines.push(`DTSTART;VALUE=DATE:${dateStamp(task.due_date)}`, `DTEND;VALUE=DATE:${dateStamp(addDays(task.due_date, 1))}`);
  } else if (task.due_at) {
    lines.push(
      task.rrule ? `DTSTART;TZID=${task.time_zone}:${localStamp(wallClock(task.due_at, task.time_zone))}` : `DTSTART:${utcStamp(task.due_at)}`,
      `DURATION:PT${task.duration_minutes ?? 30}M`,
    );
  }
  if (task.rrule && !done) lines.push(`RRULE:${withoutControls(task.rrule)}`);
  const details = [
    task.description ?? "",
    ...(task.priority ? [`Priority: ${priorityLabels[task.priority]}`] : []),
    ...(task.tags.length ? [`Tags: ${task.tags.map((tag) => `#${tag}`).join(" ")}`] : []),
  ].filter(Boolean);
  lines.push(`DESCRIPTION:${escapeText(details.join("\n"))}`);
  if (task.tags.length) lines.push(`CATEGORIES:${task.tags.map(escapeText).join(",")}`);
  // No priority is PRIORITY's default (0, undefined): the property is left out.
  if (task.priority) lines.push(`PRIORITY:${icalPriority[task.priority]}`);
  lines.push("TRANSP:TRANSPARENT", `LAST-MODIFIED:${utcStamp(task.updated_at)}`, "END:VEVENT");
  return lines;
}

/** A study plan's block, as the feed shows it: busy time, so other calendars plan around it. */
export interface FeedBlock {
  planId: string;
  title: string;
  date: string;
  start: string;
  end: string;
  reviews: number;
  newCards: number;
  updatedAt: string;
}

function blockLines(block: FeedBlock): string[] {
  const work = [block.reviews ? `${block.reviews} reviews` : "", block.newCards ? `${block.newCards} new cards` : ""].filter(Boolean).join(", ");
  return [
    "BEGIN:VEVENT",
    `UID:study-${block.planId}-${block.date}@cadence`,
    `DTSTAMP:${utcStamp(new Date(block.updatedAt))}`,
    `SUMMARY:${escapeText(`Study: ${block.title}`)}`,
    `DTSTART:${utcStamp(new Date(block.start))}`,
    `DTEND:${utcStamp(new Date(block.end))}`,
    `DESCRIPTION:${escapeText(`Cadence study plan for ${block.title}${work ? `: ${work}` : ""}.`)}`,
    "CATEGORIES:study",
    "TRANSP:OPAQUE",
    "END:VEVENT",
  ];
}

export function renderCalendar(tasks: FeedTask[], now: Date = new Date(), blocks: FeedBlock[] = []): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Cadence//Tasks//EN",
    "CALSCALE:GREGORIAN",
    "X-WR-CALNAME:Cadence tasks",
    "REFRESH-INTERVAL;VALUE=DURATION:PT1H",
    "X-PUBLISHED-TTL:PT1H",
  ];
  const zones = new Map<string, number>();
  for (const task of tasks) {
    if (task.rrule && task.due_at) {
      const year = wallClock(task.due_at, task.time_zone).year;
      zones.set(task.time_zone, Math.min(zones.get(task.time_zone) ?? year, year));
    }
  }
  for (const [zone, fromYear] of zones) lines.push(...vtimezone(zone, fromYear, Math.max(fromYear, now.getUTCFullYear()) + 5));
  for (const task of tasks) if (task.due_at || task.due_date) lines.push(...eventLines(task));
  for (const block of blocks) lines.push(...blockLines(block));
  lines.push("END:VCALENDAR");
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
