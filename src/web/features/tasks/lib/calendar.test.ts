import { describe, expect, it } from "vitest";
import type { Task } from "@shared/schemas/tasks.js";
import { addMonths, isOverdue, movedDue, rangeOf, step, taskDay, visibleDays } from "./calendar.js";

const base = { allDay: false, status: "todo" } as Task;

describe("calendar dates", () => {
  it("shows whole Monday-to-Sunday weeks around a month", () => {
    const days = visibleDays("month", "2026-11-22");
    expect(days[0]).toBe("2026-10-26");
    expect(days[days.length - 1]).toBe("2026-12-06");
    expect(days.length % 7).toBe(0);
    expect(visibleDays("month", "2027-02-10")).toHaveLength(28); // February 2027 starts on a Monday
    expect(visibleDays("week", "2026-11-22")).toEqual(["2026-11-16", "2026-11-17", "2026-11-18", "2026-11-19", "2026-11-20", "2026-11-21", "2026-11-22"]);
    expect(visibleDays("day", "2026-11-22")).toEqual(["2026-11-22"]);
  });

  it("starts weeks on the day chosen in settings", () => {
    expect(visibleDays("week", "2026-11-22", "sunday")).toEqual([
      "2026-11-22",
      "2026-11-23",
      "2026-11-24",
      "2026-11-25",
      "2026-11-26",
      "2026-11-27",
      "2026-11-28",
    ]);
    expect(visibleDays("week", "2026-11-20", "saturday")[0]).toBe("2026-11-14");
    const sundayMonth = visibleDays("month", "2026-11-10", "sunday");
    // November 2026 starts on a Sunday and ends on a Monday: five whole weeks, Sunday first.
    expect([sundayMonth[0], sundayMonth.at(-1), sundayMonth.length]).toEqual(["2026-11-01", "2026-12-05", 35]);
    expect(visibleDays("month", "2026-11-10", "monday")[0]).toBe("2026-10-26");
  });

  it("asks for the exact instants of the visible days in the zone, across DST", () => {
    // New York leaves summer time on 1 November 2026.
    expect(rangeOf(visibleDays("week", "2026-11-01"), "America/New_York")).toEqual({
      from: "2026-10-26T04:00:00.000Z",
      to: "2026-11-02T05:00:00.000Z",
      timeZone: "America/New_York",
    });
  });

  it("steps by the view and keeps month ends in range", () => {
    expect(addMonths("2026-01-31", 1)).toBe("2026-02-28");
    expect(step("month", "2026-12-15", 1)).toBe("2027-01-15");
    expect(step("week", "2026-11-22", -1)).toBe("2026-11-15");
    expect(step("agenda", "2026-11-22", 1)).toBe("2026-12-06");
  });

  it("places tasks on their local day and keeps the time when moving a timed task", () => {
    const late = { ...base, dueAt: "2026-11-23T03:30:00.000Z" };
    expect(taskDay(late, "America/New_York")).toBe("2026-11-22");
    expect(taskDay(late, "Europe/Paris")).toBe("2026-11-23");
    expect(taskDay({ ...base, allDay: true, dueAt: "2026-11-23" }, "Pacific/Honolulu")).toBe("2026-11-23");
    expect(movedDue(late, "2026-11-25", "America/New_York")).toBe("2026-11-26T03:30:00.000Z");
    expect(movedDue(late, "2026-11-25", "America/New_York", 9 * 60)).toBe("2026-11-25T14:00:00.000Z");
    expect(movedDue({ ...base, allDay: true, dueAt: "2026-11-23" }, "2026-11-25", "UTC")).toBe("2026-11-25");
  });

  it("calls unfinished tasks past their time overdue, and an all-day task only after its day", () => {
    const now = new Date("2026-11-22T15:00:00Z");
    expect(isOverdue({ ...base, dueAt: "2026-11-22T14:00:00Z" }, now, "2026-11-22")).toBe(true);
    expect(isOverdue({ ...base, dueAt: "2026-11-22T14:00:00Z", status: "done" }, now, "2026-11-22")).toBe(false);
    expect(isOverdue({ ...base, allDay: true, dueAt: "2026-11-22" }, now, "2026-11-22")).toBe(false);
    expect(isOverdue({ ...base, allDay: true, dueAt: "2026-11-21" }, now, "2026-11-22")).toBe(true);
  });
});
