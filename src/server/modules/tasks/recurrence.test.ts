import fc from "fast-check";
import rrulePkg from "rrule";
import { describe, expect, it } from "vitest";
import { advance, checkRuleFollows, maxExpansionSteps, occurrencesIn, RuleError, stepsToWalk, type Due, type Window } from "./recurrence.js";

const { RRule } = rrulePkg;

function monthWindow(year: number, month: number): Window {
  const from = new Date(Date.UTC(year, month - 1, 1));
  const to = new Date(Date.UTC(year, month, 1));
  const pad = (value: number) => String(value).padStart(2, "0");
  const last = new Date(to.getTime() - 1);
  return { from, to, fromDate: `${year}-${pad(month)}-01`, toDate: `${year}-${pad(month)}-${pad(last.getUTCDate())}` };
}

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

describe("bounded expansion", () => {
  it("counts rrule's steps: a daily walk over 30 days takes about 30 steps", () => {
    // The guard counts rrule's reads of `interval`; this pins that calibration to rrule's code.
    const steps = stepsToWalk("FREQ=DAILY", new Date(Date.UTC(2026, 0, 1)), new Date(Date.UTC(2026, 0, 31)));
    expect(steps).toBeGreaterThanOrEqual(30);
    expect(steps).toBeLessThanOrEqual(32);
  });

  it("a rule that never matches stops within its budget instead of walking to year 9999", () => {
    const rule = "FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30";
    const due: Due = { kind: "date", date: "2026-01-05" };
    expect(occurrencesIn(rule, due, "UTC", monthWindow(2026, 3), 500)).toEqual([]);
    // Far from its start, the walk starts at the window: still bounded by the window's length.
    expect(occurrencesIn(rule, due, "UTC", monthWindow(2199, 3), 500)).toEqual([]);
    expect(stepsToWalk(rule, new Date(Date.UTC(2026, 0, 5)), new Date(Date.UTC(9999, 0, 1)))).toBe(maxExpansionSteps);
    expect(advance(rule, due, "UTC")).toBeNull();
  });

  it("refuses at save a rule with no date in the years after its start", () => {
    expect(() => checkRuleFollows("FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30", { kind: "date", date: "2026-01-05" }, "UTC")).toThrow(RuleError);
    expect(() => checkRuleFollows("FREQ=YEARLY;BYMONTH=4;BYMONTHDAY=31", { kind: "date", date: "2026-01-05" }, "UTC")).toThrow(/no date in the 8 years/);
    // A leap day comes every four years: kept.
    expect(() => checkRuleFollows("FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29", { kind: "date", date: "2026-01-05" }, "UTC")).not.toThrow();
    // A COUNT series that could not end within the budget.
    expect(() => checkRuleFollows("FREQ=DAILY;BYMONTH=2;BYMONTHDAY=29;COUNT=100", { kind: "date", date: "2026-01-05" }, "UTC")).toThrow(/too far apart/);
    expect(() => checkRuleFollows("FREQ=WEEKLY;BYDAY=MO,TH;COUNT=30", { kind: "date", date: "2026-01-05" }, "UTC")).not.toThrow();
  });

  // The window walk starts late for speed; it must give exactly what rrule gives walking from
  // the task's first date.
  const rules = fc.oneof(
    fc.record({
      freq: fc.constantFrom("DAILY", "WEEKLY", "MONTHLY", "YEARLY"),
      interval: fc.integer({ min: 1, max: 5 }),
      extra: fc.constantFrom(
        "",
        ";BYDAY=MO,TH",
        ";BYDAY=FR",
        ";BYMONTHDAY=-1",
        ";BYMONTHDAY=15,31",
        ";BYDAY=1MO,-1FR",
        ";BYSETPOS=-1;BYDAY=MO,TU,WE,TH,FR",
        ";BYMONTH=2,8",
        ";WKST=SU;BYDAY=SU,SA",
      ),
    }),
  );
  it("a window far from the first date gives the same dates as walking from the first date", () => {
    fc.assert(
      fc.property(
        rules,
        fc.date({ min: new Date(Date.UTC(2000, 0, 1)), max: new Date(Date.UTC(2025, 11, 31)), noInvalidDate: true }),
        fc.integer({ min: 2026, max: 2031 }),
        fc.integer({ min: 1, max: 12 }),
        ({ freq, interval, extra }, first, year, month) => {
          if (freq === "DAILY" && extra.includes("1MO")) return;
          if (freq !== "MONTHLY" && freq !== "YEARLY" && extra.includes("BYSETPOS")) return;
          const rule = `FREQ=${freq};INTERVAL=${interval}${extra}`;
          const start = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), first.getUTCDate()));
          const window = monthWindow(year, month);
          const ours = occurrencesIn(rule, { kind: "date", date: isoDate(start) }, "UTC", window, 500).map((o) => (o.due.kind === "date" ? o.due.date : ""));
          const reference = new RRule({ ...RRule.parseString(rule), dtstart: start })
            .between(new Date(Date.UTC(year, month - 1, 1)), new Date(Date.UTC(year, month, 1) - 1), true)
            .filter((date) => date > start)
            .map(isoDate);
          expect(ours).toEqual(reference);
        },
      ),
      { numRuns: 300, seed: 20261123 },
    );
  });

  it("every expansion of a random rule stops within its step bound", () => {
    const parts = fc.constantFrom(
      "",
      ";BYMONTH=2",
      ";BYMONTHDAY=30",
      ";BYMONTHDAY=31",
      ";BYDAY=MO",
      ";BYYEARDAY=366",
      ";BYWEEKNO=53",
      ";BYSETPOS=7",
      ";BYMONTH=4,6",
    );
    fc.assert(
      fc.property(
        fc.constantFrom("DAILY", "WEEKLY", "MONTHLY", "YEARLY"),
        fc.array(parts, { maxLength: 3 }),
        fc.integer({ min: 1, max: 366 }),
        (freq, extras, interval) => {
          const rule = `FREQ=${freq};INTERVAL=${interval}${[...new Set(extras)].join("")}`;
          let parsed = true;
          try {
            RRule.parseString(rule);
          } catch {
            parsed = false;
          }
          if (!parsed) return;
          const due: Due = { kind: "date", date: "2026-01-05" };
          // Each call either answers or refuses; none may walk past the step budget.
          expect(stepsToWalk(rule, new Date(Date.UTC(2026, 0, 5)), new Date(Date.UTC(9999, 0, 1)))).toBeLessThanOrEqual(maxExpansionSteps);
          occurrencesIn(rule, due, "UTC", monthWindow(2150, 6), 500);
          advance(rule, due, "UTC");
          try {
            checkRuleFollows(rule, due, "UTC");
          } catch (error) {
            expect(error).toBeInstanceOf(RuleError);
          }
        },
      ),
      { numRuns: 60, seed: 7 },
    );
  });
});
