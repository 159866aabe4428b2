import { sql } from "kysely";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "./client.js";
import { scheduleAnalyze } from "./maintenance.js";
import { createTestDatabase } from "../testing/test-database.js";

describe("planner statistics on PGlite (no autovacuum there)", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase("pglite");
  });
  afterAll(async () => {
    await database.close();
  });

  const lastAnalyze = async () =>
    (await sql<{ last_analyze: Date | null }>`select last_analyze from pg_stat_user_tables where relname = 'tasks'`.execute(database.db)).rows[0]?.last_analyze ?? null;

  it("are gathered after start-up and again on schedule, and stop when asked", async () => {
    expect(await lastAnalyze()).toBeNull();
    const stop = scheduleAnalyze(database.db, pino({ level: "silent" }), { firstAfterMs: 0, everyMs: 50 });
    await expect.poll(lastAnalyze, { timeout: 10_000, interval: 20 }).not.toBeNull();
    const first = (await lastAnalyze())!.getTime();
    await expect.poll(async () => (await lastAnalyze())!.getTime(), { timeout: 10_000, interval: 20 }).toBeGreaterThan(first);
    stop();
    // Let a run already under way finish, then nothing more happens.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const after = (await lastAnalyze())!.getTime();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await lastAnalyze())!.getTime()).toBe(after);
  });
});
