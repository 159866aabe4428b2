import * as chrono from "chrono-node";
import { describeRepeat, weekdayCodes, type WeekdayCode } from "../../../shared/repeat.js";
import { priorityLabels, type ParsedPart, type ParsedTask, type TaskPriority } from "../../../shared/schemas/tasks.js";
import { addDays, formatCalendarDate, instantOf, isoWeekday, localDate, offsetMinutes, type WallClock } from "../../../shared/time.js";
import { dueFromText, dueText, firstOnRule, type Due } from "./recurrence.js";

/**
 * Quick add: "Essay draft tomorrow 5pm #english !high" → a title, a due date, tags, a priority
 * and a repeat rule, each with where it was in the text so the preview can show it as a chip.
 * Text in quotes is never read as anything but title ("The 5th Wave" is not a date).
 */
interface Span {
  start: number;
  end: number;
}

const priorityWords: Record<string, TaskPriority> = {
  high: "high",
  h: "high",
  "1": "high",
  medium: "medium",
  med: "medium",
  m: "medium",
  "2": "medium",
  low: "low",
  l: "low",
  "3": "low",
};

const dayPattern = "(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:day|nesday|sday|urday|rsday)?";
const dayCode: Record<string, WeekdayCode> = { mon: "MO", tue: "TU", wed: "WE", thu: "TH", fri: "FR", sat: "SA", sun: "SU" };

const repeatPatterns: { pattern: RegExp; rule: (match: RegExpExecArray) => string }[] = [
  { pattern: /\bevery\s+weekdays?\b|\bweekdays\b/i, rule: () => "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR" },
  {
    pattern: new RegExp(`\\bevery\\s+(${dayPattern}(?:\\s*(?:,|and|&)\\s*${dayPattern})*)\\b`, "i"),
    rule: (match) => {
      const days = (match[1] ?? "").toLowerCase().match(new RegExp(dayPattern, "gi")) ?? [];
      const codes = weekdayCodes.filter((code) => days.some((day) => dayCode[day.slice(0, 3).toLowerCase()] === code));
      return `FREQ=WEEKLY;BYDAY=${codes.join(",")}`;
    },
  },
  {
    pattern: /\bevery\s+(\d{1,3})\s+(day|week|month|year)s?\b/i,
    rule: (match) => `FREQ=${frequencyOf(match[2] ?? "day")};INTERVAL=${Number(match[1])}`,
  },
  { pattern: /\b(?:every\s+other)\s+(day|week|month|year)\b/i, rule: (match) => `FREQ=${frequencyOf(match[1] ?? "day")};INTERVAL=2` },
  { pattern: /\b(?:every\s+day|daily)\b/i, rule: () => "FREQ=DAILY" },
  { pattern: /\b(?:every\s+week|weekly)\b/i, rule: () => "FREQ=WEEKLY" },
  { pattern: /\b(?:every\s+month|monthly)\b/i, rule: () => "FREQ=MONTHLY" },
  { pattern: /\b(?:every\s+year|yearly|annually)\b/i, rule: () => "FREQ=YEARLY" },
];

function frequencyOf(unit: string): string {
  return { day: "DAILY", week: "WEEKLY", month: "MONTHLY", year: "YEARLY" }[unit.toLowerCase()] ?? "DAILY";
}

function overlaps(spans: Span[], start: number, end: number): boolean {
  return spans.some((span) => start < span.end && end > span.start);
}

/** The text with the given spans blanked, so offsets still line up with the original. */
function blank(text: string, spans: Span[]): string {
  const characters = [...text].map((character, index) => (overlaps(spans, index, index + 1) ? " " : character));
  return characters.join("");
}

function literalSpans(text: string): Span[] {
  const spans: Span[] = [];
  for (const match of text.matchAll(/"[^"]*"|“[^”]*”/g)) spans.push({ start: match.index, end: match.index + match[0].length });
  return spans;
}

export interface ParseOptions {
  timeZone: string;
  now: Date;
}

export function parseQuickAdd(text: string, { timeZone, now }: ParseOptions): ParsedTask {
  const literals = literalSpans(text);
  const parts: ParsedPart[] = [];
  const taken = (): Span[] => [...literals, ...parts];

  const tags: string[] = [];
  for (const match of text.matchAll(/(^|\s)#([\p{L}\p{N}_\-/.]+)/gu)) {
    const start = match.index + (match[1]?.length ?? 0);
    const end = start + 1 + (match[2]?.length ?? 0);
    if (overlaps(literals, start, end)) continue;
    const tag = (match[2] ?? "").replace(/[.]+$/, "").toLowerCase().slice(0, 40);
    if (!tag) continue;
    if (!tags.includes(tag)) tags.push(tag);
    parts.push({ kind: "tag", text: text.slice(start, end), start, end, label: `#${tag}` });
  }

  let priority: TaskPriority | null = null;
  for (const match of text.matchAll(/(^|\s)!(high|medium|med|low|h|m|l|1|2|3)(?=$|[\s,.;])/gi)) {
    const start = match.index + (match[1]?.length ?? 0);
    const end = start + 1 + (match[2]?.length ?? 0);
    if (overlaps(literals, start, end)) continue;
    priority = priorityWords[(match[2] ?? "").toLowerCase()] ?? null;
    if (priority) parts.push({ kind: "priority", text: text.slice(start, end), start, end, label: `${priorityLabels[priority]} priority` });
  }

  // Durations come before dates: chrono reads "20 min" as "in 20 minutes".
  let durationMinutes: number | null = null;
  const duration = durationPattern.exec(blank(text, taken()));
  if (duration) {
    const minutes = durationOf(duration);
    if (minutes >= 5 && minutes <= 1440) {
      durationMinutes = minutes;
      const start = duration.index;
      const end = start + duration[0].length;
      parts.push({ kind: "duration", text: text.slice(start, end), start, end, label: durationLabel(minutes) });
    }
  }

  let rrule: string | null = null;
  const searchable = blank(text, taken());
  for (const { pattern, rule } of repeatPatterns) {
    const match = pattern.exec(searchable);
    if (!match) continue;
    rrule = rule(match);
    const start = match.index;
    const end = start + match[0].length;
    parts.push({ kind: "repeat", text: text.slice(start, end), start, end, label: describeRepeat(rrule) });
    break;
  }

  let dueAt: string | null = null;
  const reference = { instant: now, timezone: offsetMinutes(now, timeZone) };
  const relative = relativeDate(blank(text, taken()), localDate(now, timeZone));
  const [found] = relative ? [] : chrono.parse(blank(text, taken()), reference, { forwardDate: true });
  if (relative) {
    dueAt = relative.date;
    parts.push({
      kind: "date",
      text: text.slice(relative.start, relative.end),
      start: relative.start,
      end: relative.end,
      label: dueLabel({ kind: "date", date: relative.date }, timeZone),
    });
  } else if (found) {
    const start = found.index;
    const end = start + found.text.length;
    const clock = (components: chrono.ParsedComponents): WallClock => ({
      year: components.get("year") ?? 1970,
      month: components.get("month") ?? 1,
      day: components.get("day") ?? 1,
      hour: components.get("hour") ?? 0,
      minute: components.get("minute") ?? 0,
    });
    const startClock = clock(found.start);
    const timed = found.start.isCertain("hour");
    let label: string;
    if (timed) {
      const at = instantOf(startClock, timeZone);
      dueAt = at.toISOString();
      label = dueLabel({ kind: "instant", at }, timeZone);
      if (durationMinutes === null && found.end?.isCertain("hour")) {
        const minutes = Math.round((instantOf(clock(found.end), timeZone).getTime() - at.getTime()) / 60_000);
        if (minutes >= 5 && minutes <= 1440) durationMinutes = minutes;
      }
    } else {
      dueAt = formatCalendarDate(startClock);
      label = dueLabel({ kind: "date", date: dueAt }, timeZone);
    }
    parts.push({ kind: "date", text: found.text, start, end, label });
  }

  if (rrule) {
    // A repeat starts on its first date at or after the one typed (or today): "every monday and
    // thursday 7am" typed on a Monday afternoon starts on Thursday, in the preview as when saved.
    const typed = dueFromText(dueAt ?? localDate(now, timeZone));
    const first = firstOnRule(rrule, typed, timeZone) ?? typed;
    const moved = dueText(first);
    if (moved !== dueAt) {
      dueAt = moved;
      const datePart = parts.find((part) => part.kind === "date");
      if (datePart) datePart.label = dueLabel(first, timeZone);
    }
  }

  parts.sort((a, b) => a.start - b.start);
  return { title: titleWithout(text, parts), dueAt, durationMinutes, tags, priority, rrule, parts };
}

/** "20 min", "for 30 minutes", "2h", "1h30", "for 2 hours", "45m", "1.5 hours". */
const durationPattern =
  /(?<![\w:])(?:for\s+)?(?:(\d{1,2}(?:[.,]\d)?)\s*(?:h|hrs?|hours?)(?:\s*(\d{1,2})(?:\s*(?:m|mins?|minutes?))?)?|(\d{1,4})\s*(?:m|mins?|minutes?))(?![\w:])/i;

function durationOf(match: RegExpExecArray): number {
  if (match[3] !== undefined) return Number(match[3]);
  return Math.round(Number((match[1] ?? "0").replace(",", ".")) * 60) + Number(match[2] ?? 0);
}

function durationLabel(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return hours ? `${hours} h${rest ? ` ${rest} min` : ""}` : `${rest} min`;
}

/** Dates chrono does not read: "end of (the) week" (Friday; the weekend's Sunday) and "end of (the) month". */
function relativeDate(text: string, today: string): { date: string; start: number; end: number } | undefined {
  const match = /\b(?:by\s+)?(?:the\s+)?end\s+of\s+(?:the\s+|this\s+)?(week|month)\b/i.exec(text);
  if (!match) return undefined;
  const start = match.index;
  const end = start + match[0].length;
  if (match[1]!.toLowerCase() === "month") {
    const [year, month] = today.split("-").map(Number) as [number, number];
    return { date: formatCalendarDate({ year, month, day: new Date(Date.UTC(year, month, 0)).getUTCDate() }), start, end };
  }
  const weekday = isoWeekday(today); // 0 Monday … 6 Sunday
  return { date: addDays(today, weekday <= 4 ? 4 - weekday : 6 - weekday), start, end };
}

function dueLabel(due: Due, timeZone: string): string {
  return due.kind === "instant"
    ? new Intl.DateTimeFormat("en-GB", { timeZone, weekday: "short", day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" }).format(due.at)
    : new Intl.DateTimeFormat("en-GB", { timeZone: "UTC", weekday: "short", day: "numeric", month: "short" }).format(new Date(`${due.date}T00:00:00Z`));
}

function titleWithout(text: string, parts: ParsedPart[]): string {
  let title = "";
  let cursor = 0;
  for (const part of parts) {
    let before = text.slice(cursor, part.start);
    // "Call Sam on Friday" reads "Call Sam": a linking word before a date goes with it.
    if (part.kind === "date" || part.kind === "repeat") before = before.replace(/\s+(?:on|at|by|due)\s*$/i, " ");
    title += before + " ";
    cursor = part.end;
  }
  title += text.slice(cursor);
  return title
    .replace(/"([^"]*)"|“([^”]*)”/g, (_match, plain: string | undefined, curly: string | undefined) => plain ?? curly ?? "")
    .replace(/\s+/g, " ")
    .trim();
}
