import type { TaskCreateInput } from "../src/shared/schemas/tasks.js";

/** How many tasks the benchmark user has: the "a user with 10,000 tasks". */
export const benchTaskCount = Number(process.env.BENCH_TASKS ?? 10_000);
export const benchTimeZone = "Europe/Berlin";

/** The month the range query asks for, and its bounds in the zone (CET all month). */
export const benchMonth = { from: "2026-11-30T23:00:00.000Z", to: "2026-12-31T23:00:00.000Z" };

const tags = ["math", "english", "history", "chemistry", "biology", "exam", "reading", "project"];
const priorities = ["high", "medium", "low"] as const;
const dayMs = 86_400_000;
const start = Date.parse("2026-01-01T00:00:00Z");

/**
 * Task `index` of the benchmark user, the same on every run: spread over two years (about
 * 420 a month), a fifth all-day, one in a hundred repeating weekly.
 */
export function benchTask(index: number): TaskCreateInput {
  const day = Math.floor((index * 731) / benchTaskCount);
  const due = new Date(start + day * dayMs + ((index * 37) % 14) * 3_600_000 + 8 * 3_600_000);
  const allDay = index % 5 === 0;
  return {
    title: `Task ${index}: ${tags[index % tags.length]} work`,
    description: index % 3 === 0 ? "Read the chapter, make notes, then summarise them in a page." : "",
    dueAt: allDay ? due.toISOString().slice(0, 10) : due.toISOString(),
    durationMinutes: allDay ? null : 30 + (index % 4) * 15,
    priority: priorities[index % 3],
    tags: [tags[index % tags.length]!, tags[(index * 7) % tags.length]!],
    rrule: index % 100 === 0 ? "FREQ=WEEKLY" : null,
    timeZone: benchTimeZone,
    status: index % 4 === 0 ? "done" : "todo",
  };
}
