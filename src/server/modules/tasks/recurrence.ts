import rrulePkg from "rrule";
import { stripRulePrefix } from "../../../shared/repeat.js";
import { formatCalendarDate, instantOf, parseCalendarDate, wallClock, type WallClock } from "../../../shared/time.js";

const { RRule } = rrulePkg;
type RRuleOptions = ConstructorParameters<typeof RRule>[0];

/**
 * Repeat rules expand on the wall clock of the task's zone: the rule runs over "floating"
 * times (the local clock written as if it were UTC) and each result is turned back into an
 * instant in the zone, so a 09:00 task stays at 09:00 across a DST change.
 */
export type Due = { kind: "date"; date: string } | { kind: "instant"; at: Date };

const allowedFrequencies = new Set([RRule.DAILY, RRule.WEEKLY, RRule.MONTHLY, RRule.YEARLY]);

export class RuleError extends Error {}

/** The rule as stored (no `RRULE:` prefix, upper case), or a RuleError saying what is wrong. */
export function normalizeRule(rule: string): string {
  const text = stripRulePrefix(rule).toUpperCase();
  if (/DTSTART|\n/.test(text)) throw new RuleError("Give only the rule (FREQ=…); the due date is its start");
  let options: Partial<RRuleOptions>;
  try {
    options = RRule.parseString(text);
  } catch (error) {
    throw new RuleError(`This repeat rule is not valid: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (options.freq === undefined || !allowedFrequencies.has(options.freq)) {
    throw new RuleError("A repeat rule needs FREQ=DAILY, WEEKLY, MONTHLY or YEARLY");
  }
  if (options.count !== undefined && options.count !== null && options.count < 1) throw new RuleError("COUNT must be at least 1");
  if (options.interval !== undefined && (options.interval < 1 || options.interval > 366)) {
    throw new RuleError("INTERVAL must be between 1 and 366");
  }
  return text;
}

function floating(clock: Pick<WallClock, "year" | "month" | "day"> & Partial<WallClock>): Date {
  return new Date(Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour ?? 0, clock.minute ?? 0));
}

function clockOfFloating(date: Date): WallClock {
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    hour: date.getUTCHours(),
    minute: date.getUTCMinutes(),
  };
}

function floatingStart(due: Due, timeZone: string): Date {
  return due.kind === "date" ? floating(parseCalendarDate(due.date)) : floating(wallClock(due.at, timeZone));
}

function fromFloating(date: Date, kind: Due["kind"], timeZone: string): Due {
  const clock = clockOfFloating(date);
  return kind === "date" ? { kind: "date", date: formatCalendarDate(clock) } : { kind: "instant", at: instantOf(clock, timeZone) };
}

function ruleFrom(rule: string, start: Date) {
  return new RRule({ ...RRule.parseString(rule), dtstart: start });
}

export interface Window {
  from: Date;
  to: Date;
  /** The local dates the window covers, for all-day tasks (inclusive). */
  fromDate: string;
  toDate: string;
}

export function isInWindow(due: Due, window: Window): boolean {
  return due.kind === "date" ? due.date >= window.fromDate && due.date <= window.toDate : due.at >= window.from && due.at < window.to;
}

/** The occurrences of a repeating task inside a window, the first being the task itself. */
export function occurrencesIn(rule: string, due: Due, timeZone: string, window: Window, limit: number): { due: Due; index: number }[] {
  const start = floatingStart(due, timeZone);
  const expander = ruleFrom(rule, start);
  // A day's margin on each side covers every offset; exact bounds are checked on the instants.
  const after = due.kind === "date" ? floating(parseCalendarDate(window.fromDate)) : new Date(window.from.getTime() - 86_400_000 * 2);
  const before = due.kind === "date" ? floating(parseCalendarDate(window.toDate)) : new Date(window.to.getTime() + 86_400_000 * 2);
  const inside = (occurrence: Due) => isInWindow(occurrence, window);
  // The task itself comes first even when its date does not fit the rule (RFC 5545 counts it).
  const found: { due: Due; index: number }[] = inside(due) ? [{ due, index: 0 }] : [];
  let index = 0;
  expander.all((date) => {
    if (date > before || found.length >= limit) return false;
    if (date > start) {
      index += 1;
      if (date >= after) {
        const occurrence = fromFloating(date, due.kind, timeZone);
        if (inside(occurrence)) found.push({ due: occurrence, index });
      }
    }
    // rrule walks from the start; past this many steps a rule is not worth expanding.
    return index < 200_000;
  });
  return found;
}

/**
 * What a repeating task becomes when its current occurrence is done: the next occurrence and
 * the rule counted from there (a COUNT shrinks by one), or null when the series has ended.
 */
export function advance(rule: string, due: Due, timeZone: string): { due: Due; rule: string } | null {
  const start = floatingStart(due, timeZone);
  const options = RRule.parseString(rule);
  if (options.count === 1) return null;
  const next = ruleFrom(rule, start).after(start, false);
  if (!next) return null;
  const nextRule = options.count ? rule.replace(/COUNT=\d+/, `COUNT=${options.count - 1}`) : rule;
  return { due: fromFloating(next, due.kind, timeZone), rule: nextRule };
}
