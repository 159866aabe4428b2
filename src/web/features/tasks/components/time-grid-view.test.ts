import { describe, expect, it } from "vitest";
import type { Task } from "@shared/schemas/tasks.js";
import { layoutDay } from "./time-grid-view.js";

const at = (id: string, time: string, durationMinutes: number | null = 60) =>
  ({ id, occurrence: 0, allDay: false, dueAt: `2026-11-23T${time}:00.000Z`, durationMinutes }) as Task;

describe("laying out a day", () => {
  it("puts overlapping tasks side by side, reusing a lane once it is free, and lone ones at full width", () => {
    const placed = layoutDay([at("a", "09:00"), at("b", "09:30"), at("c", "11:00"), at("d", "09:15", 15)], "UTC");
    const byId = Object.fromEntries(placed.map((item) => [item.task.id, item]));
    expect(byId.a).toMatchObject({ lane: 0, lanes: 2, top: 9 * 48, height: 48 });
    expect(byId.d).toMatchObject({ lane: 1, lanes: 2 });
    // b starts as d ends, so it takes d's lane.
    expect(byId.b).toMatchObject({ lane: 1, lanes: 2 });
    expect(byId.c).toMatchObject({ lane: 0, lanes: 1 });
  });

  it("gives a task without a duration a half-hour block", () => {
    expect(layoutDay([at("a", "08:00", null)], "UTC")[0]).toMatchObject({ height: 24 });
  });
});
