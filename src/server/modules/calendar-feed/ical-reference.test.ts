import fc from "fast-check";
import ICAL from "ical.js";
import type { Selectable } from "kysely";
import { describe, expect, it } from "vitest";
import type { TaskTable } from "../../db/schema.js";
import { checkRuleFollows, firstOnRule, normalizeRule, occurrencesIn, RuleError, synchronizeUntil, type Due, type Window } from "../tasks/recurrence.js";
import { renderCalendar } from "./ical.js";

/**
 * The feed read by an independent iCalendar implementation (ical.js, with the feed's own
 * VTIMEZONE) gives exactly the occurrences the API gives, across zones, rules and windows
 * that cross daylight-saving changes.
 */
const zones = [
  "America/New_York",
  "America/Chicago",
  "Europe/Berlin",
  "Europe/London",
  "Australia/Melbourne",
  "Pacific/Auckland",
  "Asia/Kolkata",
  "America/Sao_Paulo",
  "UTC",
];

function row(due: Due, rrule: string, timeZone: string): Selectable<TaskTable> {
  const now = new Date("2026-11-23T12:00:00Z");
  return {
    id: "00000000-0000-4000-8000-000000000001",
    user_id: "00000000-0000-4000-8000-000000000002",
    parent_id: null,
    title: "Lecture",
    description: "",
    due_at: due.kind === "instant" ? due.at : null,
    due_date: due.kind === "date" ? due.date : null,
    all_day: due.kind === "date",
    duration_minutes: null,
    start_date: null,
    time_zone: timeZone,
    priority: "medium",
    status: "todo",
    completed_at: null,
    tags: [],
    rrule,
    position: 0,
    deleted_at: null,
    created_at: now,
    updated_at: now,
  };
}

/** Occurrences ical.js finds in the window, as ISO instants (timed) or dates (all-day). */
function icalOccurrences(feed: string, window: Window, allDay: boolean): string[] {
  const calendar = new ICAL.Component(ICAL.parse(feed));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
  const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
  const iterator = event.iterator();
  const found: string[] = [];
  for (let next = iterator.next(), steps = 0; next && steps < 5000; next = iterator.next(), steps++) {
    if (allDay) {
      const date = next.toString().slice(0, 10);
      if (date > window.toDate) break;
      if (date >= window.fromDate) found.push(date);
    } else {
      const at = next.toJSDate();
      if (at >= window.to) break;
      if (at >= window.from) found.push(at.toISOString());
    }
  }
  return found;
}

const ruleArbitrary = fc
  .record({
    freq: fc.constantFrom("DAILY", "WEEKLY", "MONTHLY", "YEARLY"),
    interval: fc.integer({ min: 1, max: 3 }),
    extra: fc.constantFrom("", ";BYDAY=MO,TH", ";BYDAY=SU", ";BYMONTHDAY=-1", ";BYMONTHDAY=1,15", ";BYDAY=-1FR", ";BYMONTH=3,10,11"),
    end: fc.oneof(
      fc.constant(""),
      fc.integer({ min: 2, max: 40 }).map((count) => `;COUNT=${count}`),
      fc.constantFrom(";UNTIL=20270408T120000Z", ";UNTIL=20271105T070000Z", ";UNTIL=20280331"),
    ),
  })
  .filter(({ freq, extra }) => !(freq === "DAILY" && extra.includes("-1FR")) && !(freq === "WEEKLY" && extra.includes("-1FR")))
  // ical.js 2.2 never returns from next() on a daily rule limited to days of the month
  // (FREQ=DAILY;BYMONTHDAY=-1;COUNT=5 from 31 July): the reference cannot judge those.
  .filter(({ freq, extra }) => !(freq === "DAILY" && extra.includes("BYMONTHDAY")))
  // ical.js 2.2 gives 1 October for FREQ=YEARLY;BYMONTH=1,…,12;BYMONTHDAY=-1;COUNT=3 from 31
  // July (the last days are 31 July, 31 August and 30 September): yearly last-day rules are
  // checked against our own expectations in tasks.test.ts instead.
  .filter(({ freq, extra }) => !(freq === "YEARLY" && extra.includes("BYMONTHDAY=-1")))
  // ical.js 2.2 ignores INTERVAL when BYMONTH limits a monthly rule (every 3 months from
  // October, March only: it gives March 2027; the periods are January and April).
  .filter(({ freq, interval, extra }) => !(freq === "MONTHLY" && interval > 1 && extra.includes("BYMONTH=")))
  .map(({ freq, interval, extra, end }) => `FREQ=${freq};INTERVAL=${interval}${extra}${end}`);

describe("the calendar feed against ical.js", () => {
  it("gives the same occurrences as the API for random rules, zones and DST-crossing windows", () => {
    let compared = 0;
    fc.assert(
      fc.property(
        ruleArbitrary,
        fc.constantFrom(...zones),
        fc.date({ min: new Date("2026-01-01T00:00:00Z"), max: new Date("2027-12-31T00:00:00Z"), noInvalidDate: true }),
        fc.boolean(),
        fc.integer({ min: 0, max: 23 }),
        fc.constantFrom([2027, 3], [2027, 4], [2027, 10], [2027, 11], [2026, 3], [2026, 10], [2028, 3], [2026, 2]),
        (typed, timeZone, day, allDay, hour, [year, month]) => {
          const date = day.toISOString().slice(0, 10);
          const chosen: Due = allDay ? { kind: "date", date } : { kind: "instant", at: new Date(`${date}T${String(hour).padStart(2, "0")}:30:00Z`) };
          // The same steps the API takes when a task is saved.
          let rule: string;
          let due: Due | null;
          try {
            rule = synchronizeUntil(normalizeRule(typed), chosen, timeZone);
            due = firstOnRule(rule, chosen, timeZone);
            if (!due) return;
            checkRuleFollows(rule, due, timeZone);
          } catch (error) {
            if (error instanceof RuleError) return;
            throw error;
          }
          const from = new Date(Date.UTC(year!, month! - 1, 1));
          const to = new Date(Date.UTC(year!, month!, 1));
          const window: Window = {
            from,
            to,
            fromDate: from.toISOString().slice(0, 10),
            toDate: new Date(to.getTime() - 86_400_000).toISOString().slice(0, 10),
          };
          const ours = occurrencesIn(rule, due, timeZone, window, 500).map(({ due: occurrence }) =>
            occurrence.kind === "date" ? occurrence.date : occurrence.at.toISOString(),
          );
          if (process.env.ICAL_TRACE) process.stderr.write(`CASE ${rule} ${JSON.stringify(due)} ${timeZone} ${year}-${month}\n`);
          const theirs = icalOccurrences(renderCalendar([row(due, rule, timeZone)], new Date("2026-11-23T12:00:00Z")), window, allDay);
          expect(ours, `${rule} from ${JSON.stringify(due)} in ${timeZone}`).toEqual(theirs);
          compared += 1;
        },
      ),
      { numRuns: 400, seed: 20261123 },
    );
    expect(compared).toBeGreaterThan(200);
  });

  it("describes the zone from the first year's start, so a series starting before its first change reads right", () => {
    // Chicago at 10:00 from 20 February (CST, 16:00Z): before the year's first change (March).
    const due: Due = { kind: "instant", at: new Date("2027-02-20T16:00:00Z") };
    const window: Window = { from: new Date("2027-02-01T00:00:00Z"), to: new Date("2027-03-01T00:00:00Z"), fromDate: "2027-02-01", toDate: "2027-02-28" };
    const feed = renderCalendar([row(due, "FREQ=WEEKLY", "America/Chicago")], new Date("2026-11-23T12:00:00Z"));
    expect(icalOccurrences(feed, window, false)).toEqual(["2027-02-20T16:00:00.000Z", "2027-02-27T16:00:00.000Z"]);
  });

  it("reads UNTIL with Z as an instant, in the task's zone", () => {
    const window = (year: number, month: number): Window => {
      const from = new Date(Date.UTC(year, month - 1, 1));
      const to = new Date(Date.UTC(year, month, 1));
      return { from, to, fromDate: from.toISOString().slice(0, 10), toDate: new Date(to.getTime() - 86_400_000).toISOString().slice(0, 10) };
    };
    // New York at 09:00 (13:00Z): UNTIL 12:00Z on 8 April is before that day's 09:00.
    const newYork: Due = { kind: "instant", at: new Date("2027-04-01T13:00:00Z") };
    const ny = occurrencesIn("FREQ=DAILY;UNTIL=20270408T120000Z", newYork, "America/New_York", window(2027, 4), 500).map((o) =>
      o.due.kind === "instant" ? o.due.at.toISOString() : "",
    );
    expect(ny.at(-1)).toBe("2027-04-07T13:00:00.000Z");
    // Melbourne at 09:00 (23:00Z the day before): UNTIL 00:00Z on 12 April keeps 11 April's 23:00Z.
    const melbourne: Due = { kind: "instant", at: new Date("2027-04-04T23:00:00Z") };
    const mel = occurrencesIn("FREQ=DAILY;UNTIL=20270412T000000Z", melbourne, "Australia/Melbourne", window(2027, 4), 500).map((o) =>
      o.due.kind === "instant" ? o.due.at.toISOString() : "",
    );
    expect(mel.at(-1)).toBe("2027-04-11T23:00:00.000Z");
  });

  it("converts UNTIL to the start's value type", () => {
    expect(synchronizeUntil("FREQ=DAILY;UNTIL=20270408", { kind: "instant", at: new Date("2027-04-01T13:00:00Z") }, "America/New_York")).toBe(
      "FREQ=DAILY;UNTIL=20270409T035959Z",
    );
    expect(synchronizeUntil("FREQ=DAILY;UNTIL=20270408T120000Z", { kind: "date", date: "2027-04-01" }, "Australia/Melbourne")).toBe(
      "FREQ=DAILY;UNTIL=20270408",
    );
    expect(synchronizeUntil("FREQ=DAILY;UNTIL=20270408T090000", { kind: "instant", at: new Date("2027-04-01T13:00:00Z") }, "America/New_York")).toBe(
      "FREQ=DAILY;UNTIL=20270408T130000Z",
    );
  });

  it("starts a series on its first date on the rule", () => {
    // "every monday and thursday 7am" typed on Monday 23 November at 12:15 reads Tuesday 07:00 first.
    const typed: Due = { kind: "instant", at: new Date("2026-11-24T07:00:00Z") };
    const first = firstOnRule("FREQ=WEEKLY;BYDAY=MO,TH", typed, "UTC");
    expect(first).toEqual({ kind: "instant", at: new Date("2026-11-26T07:00:00Z") });
    expect(firstOnRule("FREQ=WEEKLY;BYDAY=MO,TH", { kind: "date", date: "2026-11-23" }, "UTC")).toEqual({ kind: "date", date: "2026-11-23" });
    expect(firstOnRule("FREQ=DAILY;UNTIL=20261101", { kind: "date", date: "2026-11-23" }, "UTC")).toBeNull();
  });
});
