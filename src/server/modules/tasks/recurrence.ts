import rrulePkg from "rrule";
import { stripRulePrefix } from "../../../shared/repeat.js";
import { formatCalendarDate, instantOf, parseCalendarDate, wallClock, type WallClock } from "../../../shared/time.js";

const { RRule } = rrulePkg;
type RRuleOptions = NonNullable<ConstructorParameters<typeof RRule>[0]>;
type RRuleInstance = InstanceType<typeof RRule>;
type IterArgument = Parameters<RRuleInstance["all"]>[0];

/**
 * Repeat rules expand on the wall clock of the task's zone: the rule runs over "floating"
 * times (the local clock written as if it were UTC) and each result is turned back into an
 * instant in the zone, so a 09:00 task stays at 09:00 across DST change.
 *
 * Every expansion is bounded by steps, not by matches. rrule walks period by period (a day for
 * DAILY, a week for WEEKLY…) and only hands back the dates that match, so a rule that never
 * matches (FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30) would walk to year 9999 without ever calling
 * back. `BoundedRule` counts rrule's steps and stops the walk when its budget runs out; each
 * caller gives a budget proportional to the window it asks about, and range expansions start
 * at the window (the rule's phase kept) instead of at the task's first date.
 */
export type Due = { kind: "date"; date: string } | { kind: "instant"; at: Date };

/** A due value as the API writes it (`2026-11-23`, or an ISO instant) and back. */
export function dueFromText(text: string): Due {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) ? { kind: "date", date: text } : { kind: "instant", at: new Date(text) };
}

export function dueText(due: Due): string {
  return due.kind === "date" ? due.date : due.at.toISOString();
}

const allowedFrequencies = new Set([RRule.DAILY, RRule.WEEKLY, RRule.MONTHLY, RRule.YEARLY]);

/** The most periods any one expansion may walk (about 80 ms of rrule's work here). */
export const maxExpansionSteps = 10_000;
/** A rule must have an occurrence after its start within this many years. */
export const ruleHorizonYears = 8;

export class RuleError extends Error {}

/** Thrown inside rrule's walk when the step budget is spent; never leaves this module. */
class StepBudgetSpent extends Error {}

/**
 * rrule reads `options.interval` once before its walk and twice per period (the loop's end
 * check and the counter's advance), so counting those reads counts the periods walked.
 * `recurrence.test.ts` checks that calibration against a rule of known length.
 */
class BoundedRule extends RRule {
  private readonly budget: number;
  stepsTaken = 0;

  constructor(options: Partial<RRuleOptions>, budget: number) {
    super(options, true);
    this.budget = Math.min(Math.max(1, Math.ceil(budget)), maxExpansionSteps);
  }

  /** `all` with a callback; false when the budget ran out before the walk ended by itself. */
  walk(callback: NonNullable<IterArgument>): boolean {
    const original = this.options;
    let reads = 0;
    const limit = this.budget * 2 + 1;
    // rrule's walk reads the options it is handed at call time, so a counting view of them
    // stands in for the duration of this one walk.
    this.options = new Proxy(original, {
      get: (target, key, receiver) => {
        if (key === "interval") {
          reads += 1;
          this.stepsTaken = Math.floor((reads - 1) / 2);
          if (reads > limit) throw new StepBudgetSpent();
        }
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    try {
      this.all(callback);
      return true;
    } catch (error) {
      if (error instanceof StepBudgetSpent) return false;
      throw error;
    } finally {
      this.options = original;
    }
  }
}

const hasControlCharacter = (text: string) => [...text].some((character) => character.charCodeAt(0) < 0x20 || character.charCodeAt(0) === 0x7f);

/** The rule as stored (no `RRULE:` prefix, upper case), or a RuleError saying what is wrong. */
export function normalizeRule(rule: string): string {
  const text = stripRulePrefix(rule).toUpperCase();
  if (text.includes("DTSTART") || hasControlCharacter(text)) throw new RuleError("Give only the rule (FREQ=…) on one line; the due date is its start");
  let options: Partial<RRuleOptions>;
  try {
    options = RRule.parseString(text);
  } catch (error) {
    throw new RuleError(`This repeat rule is not valid: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (options.freq === undefined || !allowedFrequencies.has(options.freq)) {
    throw new RuleError("A repeat rule needs FREQ=DAILY, WEEKLY, MONTHLY or YEARLY (Cadence does not repeat by the hour, minute or second)");
  }
  if (options.count !== undefined && options.count !== null && options.count < 1) throw new RuleError("COUNT must be at least 1");
  if (options.interval !== undefined && (options.interval < 1 || options.interval > 366)) {
    throw new RuleError("INTERVAL must be between 1 and 366");
  }
  // RFC 5545 §3.3.10's limits on which parts go with which frequency.
  const has = (part: string) => new RegExp(`(?:^|;)${part}=`).test(text);
  if (options.freq === RRule.WEEKLY && (has("BYMONTHDAY") || has("BYYEARDAY"))) throw new RuleError("A weekly rule cannot have BYMONTHDAY or BYYEARDAY");
  if (options.freq !== RRule.YEARLY && (has("BYYEARDAY") || has("BYWEEKNO"))) throw new RuleError("BYYEARDAY and BYWEEKNO go only with FREQ=YEARLY");
  // A yearly rule on days of the month but no month means those days in every month (RFC
  // 5545 expands BYMONTHDAY for YEARLY), which some calendars read as the first date's month
  // only: the months are written out, so every reader agrees.
  if (options.freq === RRule.YEARLY && has("BYMONTHDAY") && !has("BYMONTH") && !has("BYWEEKNO") && !has("BYYEARDAY")) {
    return `${text};BYMONTH=1,2,3,4,5,6,7,8,9,10,11,12`;
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

const dayMs = 86_400_000;
/** The shortest length of one period of each frequency, in days. */
const shortestPeriodDays: Record<number, number> = { [RRule.YEARLY]: 365, [RRule.MONTHLY]: 28, [RRule.WEEKLY]: 7, [RRule.DAILY]: 1 };

/** Enough steps to walk from `from` past `to` (two periods of slack either side). */
function stepsBetween(options: Partial<RRuleOptions>, from: Date, to: Date): number {
  const period = (shortestPeriodDays[options.freq ?? RRule.DAILY] ?? 1) * (options.interval ?? 1);
  return Math.ceil(Math.max(0, to.getTime() - from.getTime()) / dayMs / period) + 3;
}

/**
 * The rule with a later start in the same phase: the parts rrule would take from the start
 * (the day of the month, the weekday, the time) written out, and the start moved forward by
 * whole intervals to the beginning of a period at least one period before `target`.
 * A COUNT rule cannot move (its count runs from the first date), nor can a rule already past.
 */
function shiftedRule(options: Partial<RRuleOptions>, start: Date, target: Date): { options: Partial<RRuleOptions>; start: Date } {
  const interval = options.interval ?? 1;
  const freq = options.freq ?? RRule.DAILY;
  if (options.count || target <= start) return { options, start };
  const explicit: Partial<RRuleOptions> = { ...options };
  const none = (value: unknown) => value === undefined || value === null || (Array.isArray(value) && value.length === 0);
  if (none(options.byweekno) && none(options.byyearday) && none(options.bymonthday) && none(options.byweekday) && none(options.byeaster)) {
    if (freq === RRule.YEARLY) {
      if (none(options.bymonth)) explicit.bymonth = start.getUTCMonth() + 1;
      explicit.bymonthday = start.getUTCDate();
    } else if (freq === RRule.MONTHLY) {
      explicit.bymonthday = start.getUTCDate();
    } else if (freq === RRule.WEEKLY) {
      explicit.byweekday = [(start.getUTCDay() + 6) % 7];
    }
  }
  if (none(options.byhour)) explicit.byhour = start.getUTCHours();
  if (none(options.byminute)) explicit.byminute = start.getUTCMinutes();
  if (none(options.bysecond)) explicit.bysecond = 0;

  const y = start.getUTCFullYear();
  const m = start.getUTCMonth();
  let periodStart: (k: number) => Date;
  let periodsToTarget: number;
  if (freq === RRule.YEARLY) {
    periodStart = (k) => new Date(Date.UTC(y + k, 0, 1));
    periodsToTarget = target.getUTCFullYear() - y;
  } else if (freq === RRule.MONTHLY) {
    periodStart = (k) => new Date(Date.UTC(y, m + k, 1));
    periodsToTarget = (target.getUTCFullYear() - y) * 12 + target.getUTCMonth() - m;
  } else if (freq === RRule.WEEKLY) {
    const weekStart = (options.wkst as { weekday?: number } | number | undefined) ?? 0;
    const wkst = typeof weekStart === "number" ? weekStart : (weekStart.weekday ?? 0);
    const startDay = Date.UTC(y, m, start.getUTCDate());
    const first = startDay - ((((start.getUTCDay() + 6) % 7) - wkst + 7) % 7) * dayMs;
    periodStart = (k) => new Date(first + k * 7 * dayMs);
    periodsToTarget = Math.floor((target.getTime() - first) / (7 * dayMs));
  } else {
    const first = Date.UTC(y, m, start.getUTCDate());
    periodStart = (k) => new Date(first + k * dayMs);
    periodsToTarget = Math.floor((target.getTime() - first) / dayMs);
  }
  const k = (Math.floor(periodsToTarget / interval) - 1) * interval;
  if (k <= 0) return { options, start };
  return { options: explicit, start: periodStart(k) };
}

/**
 * The rule's options with UNTIL on the same clock as the walk. A `Z` UNTIL is an instant (RFC
 * 5545): it becomes the task zone's wall clock at that instant, so a New York series with
 * UNTIL=20270408T120000Z stops at 08:00 local, not at 12:00. A plain date UNTIL on a timed
 * task (older rows; new ones are converted at save) runs through the end of that day.
 */
function parseRule(rule: string, kind: Due["kind"], timeZone: string): Partial<RRuleOptions> {
  const options = RRule.parseString(rule);
  const until = untilPart(rule);
  if (!options.until || !until) return options;
  if (until.utc) {
    const clock = wallClock(options.until, timeZone);
    // Occurrences fall on whole minutes: through the end of UNTIL's minute is the same as through UNTIL.
    options.until = kind === "date" ? floating({ year: clock.year, month: clock.month, day: clock.day }) : new Date(floating(clock).getTime() + 59_999);
  } else if (until.dateOnly && kind === "instant") {
    options.until = new Date(options.until.getTime() + dayMs - 1);
  }
  return options;
}

function untilPart(rule: string): { text: string; utc: boolean; dateOnly: boolean } | undefined {
  const text = /(?:^|;)UNTIL=([0-9TZ]+)/.exec(rule)?.[1];
  return text ? { text, utc: text.endsWith("Z"), dateOnly: !text.includes("T") } : undefined;
}

const stamp = (value: number, width = 2) => String(value).padStart(width, "0");

/**
 * The rule as stored for its start: UNTIL takes the start's value type (RFC 5545 §3.3.10). On
 * a timed task it is a UTC instant (a plain date becomes the end of that day in the task's
 * zone, a floating time that time in the zone); on an all-day task it is a date.
 */
export function synchronizeUntil(rule: string, due: Due, timeZone: string): string {
  const until = untilPart(rule);
  if (!until) return rule;
  const year = Number(until.text.slice(0, 4));
  const month = Number(until.text.slice(4, 6));
  const day = Number(until.text.slice(6, 8));
  const hour = until.dateOnly ? 0 : Number(until.text.slice(9, 11));
  const minute = until.dateOnly ? 0 : Number(until.text.slice(11, 13));
  let replacement: string;
  if (due.kind === "date") {
    const clock = until.utc ? wallClock(new Date(Date.UTC(year, month - 1, day, hour, minute)), timeZone) : { year, month, day };
    replacement = `${stamp(clock.year, 4)}${stamp(clock.month)}${stamp(clock.day)}`;
  } else {
    const instant = until.utc
      ? new Date(Date.UTC(year, month - 1, day, hour, minute, Number(until.text.slice(13, 15)) || 0))
      : until.dateOnly
        ? new Date(instantOf({ year, month, day: day + 1, hour: 0, minute: 0 }, timeZone).getTime() - 1000)
        : instantOf({ year, month, day, hour, minute }, timeZone);
    replacement = instant
      .toISOString()
      .replace(/[-:]/g, "")
      .replace(/\.\d{3}/, "");
  }
  return rule.replace(`UNTIL=${until.text}`, `UNTIL=${replacement}`);
}

/**
 * The first occurrence at or after the chosen start: a start that is not on the rule (a
 * Monday for "every Tuesday and Thursday") moves to it, so the stored task is the series'
 * first date and every calendar reads the series alike. Null when the rule has no date from
 * the start on (an UNTIL before it), or none within `ruleHorizonYears`.
 */
export function firstOnRule(rule: string, due: Due, timeZone: string): Due | null {
  const start = floatingStart(due, timeZone);
  const first = firstFrom(parseRule(rule, due.kind, timeZone), start, { inclusive: true });
  if (!first) return null;
  return first.getTime() === start.getTime() ? due : fromFloating(first, due.kind, timeZone);
}

/**
 * The first date of the rule at (`inclusive`) or after the start, walking at most
 * `ruleHorizonYears` ahead; null when there is none.
 */
function firstFrom(parsed: Partial<RRuleOptions>, start: Date, { inclusive }: { inclusive: boolean }): Date | null {
  const horizon = new Date(Date.UTC(start.getUTCFullYear() + ruleHorizonYears, start.getUTCMonth(), start.getUTCDate()));
  let found: Date | null = null;
  new BoundedRule({ ...parsed, dtstart: start }, stepsBetween(parsed, start, horizon)).walk((date) => {
    if (date > horizon) return false;
    if (inclusive ? date < start : date <= start) return true;
    found = date;
    return false;
  });
  return found;
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

/**
 * The occurrences of a repeating task inside a window, the first being the task itself.
 * Later occurrences are numbered 1, 2, … in the order they come in the window.
 */
export function occurrencesIn(rule: string, due: Due, timeZone: string, window: Window, limit: number): { due: Due; index: number }[] {
  const start = floatingStart(due, timeZone);
  // A day's margin on each side covers every offset; exact bounds are checked on the instants.
  const after = due.kind === "date" ? floating(parseCalendarDate(window.fromDate)) : new Date(window.from.getTime() - dayMs * 2);
  const before = due.kind === "date" ? floating(parseCalendarDate(window.toDate)) : new Date(window.to.getTime() + dayMs * 2);
  const inside = (occurrence: Due) => isInWindow(occurrence, window);
  // The task itself comes first even when its date does not fit the rule (RFC 5545 counts it).
  const found: { due: Due; index: number }[] = inside(due) ? [{ due, index: 0 }] : [];
  if (before <= start) return found;
  const parsed = parseRule(rule, due.kind, timeZone);
  const walk = shiftedRule(parsed, start, after);
  const expander = new BoundedRule({ ...walk.options, dtstart: walk.start }, stepsBetween(parsed, walk.start, before));
  let index = 0;
  // A spent budget means the walk went past `before`, or the rule's dates lie too far apart
  // to follow (COUNT rules walk from their first date): either way the window is done.
  expander.walk((date) => {
    if (date > before || found.length >= limit) return false;
    if (date > start && date >= after) {
      const occurrence = fromFloating(date, due.kind, timeZone);
      if (inside(occurrence)) found.push({ due: occurrence, index: ++index });
    }
    return true;
  });
  return found;
}

/**
 * Checks, at save, that a rule can be followed from its start: it must have an occurrence
 * after the start within `ruleHorizonYears`, and a COUNT series must end within the step
 * budget. Throws a RuleError saying what is wrong.
 */
export function checkRuleFollows(rule: string, due: Due, timeZone: string): void {
  const start = floatingStart(due, timeZone);
  const parsed = parseRule(rule, due.kind, timeZone);
  if (parsed.count === 1) return;
  if (!firstFrom(parsed, start, { inclusive: false })) {
    throw new RuleError(`This repeat rule has no date in the ${ruleHorizonYears} years after the due date; check its month and day parts`);
  }
  if (parsed.count) {
    const ends = new BoundedRule({ ...parsed, dtstart: start }, maxExpansionSteps).walk(() => true);
    if (!ends) throw new RuleError("This repeat rule's dates are too far apart for its COUNT; use fewer repeats or an UNTIL date");
  }
}

/**
 * A repeating task as it is stored, whoever saves it (the task API, an account import): the
 * rule checked and written out (`normalizeRule`), UNTIL in the start's value type, the due date
 * moved to the rule's first date at or after the one given ("every Monday and Thursday" chosen
 * on a Tuesday starts on the Thursday), and the rule one Cadence can follow from there.
 * Throws a RuleError saying what is wrong.
 */
export function scheduleRule(rule: string, due: Due, timeZone: string): { rule: string; due: Due } {
  const synchronized = synchronizeUntil(normalizeRule(rule), due, timeZone);
  const first = firstOnRule(synchronized, due, timeZone);
  if (!first) throw new RuleError("This repeat rule has no date on or after the due date (check its UNTIL)");
  checkRuleFollows(synchronized, first, timeZone);
  return { rule: synchronized, due: first };
}

/**
 * What a repeating task becomes when its current occurrence is done: the next occurrence and
 * the rule counted from there (a COUNT shrinks by one), or null when the series has ended (or
 * its next date lies more than `ruleHorizonYears` away).
 */
export function advance(rule: string, due: Due, timeZone: string): { due: Due; rule: string } | null {
  const start = floatingStart(due, timeZone);
  const options = parseRule(rule, due.kind, timeZone);
  if (options.count === 1) return null;
  const next = firstFrom(options, start, { inclusive: false });
  if (!next) return null;
  const nextRule = options.count ? rule.replace(/COUNT=\d+/, `COUNT=${options.count - 1}`) : rule;
  return { due: fromFloating(next, due.kind, timeZone), rule: nextRule };
}

/** For tests: how many periods a walk from `start` to `until` takes under the guard. */
export function stepsToWalk(rule: string, start: Date, until: Date): number {
  const expander = new BoundedRule({ ...RRule.parseString(rule), dtstart: start }, maxExpansionSteps);
  expander.walk((date) => date <= until);
  return expander.stepsTaken;
}
