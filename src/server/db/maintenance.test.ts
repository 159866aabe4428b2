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

  const lastAnalyze = async (table: string) =>
    (
      await sql<{ last_analyze: Date | null }>`select last_analyze from pg_stat_user_tables where relname = ${table}`.execute(database.db)
    ).rows[0]?.last_analyze?.getTime() ?? null;

  const addTasks = async (count: number) => {
    const userId = `stats-user`;
    await database.db
      .insertInto("user")
      .values({ id: userId, name: "Stats", email: "stats@example.com" })
      .onConflict((oc) => oc.doNothing())
      .execute();
    await database.db
      .insertInto("tasks")
      .values(Array.from({ length: count }, (_, index) => ({ user_id: userId, title: `Task ${index}` })))
      .execute();
  };

  it("analyses a table once it has changed enough, as autovacuum would, and stops when asked", async () => {
    const stop = scheduleAnalyze(database.db, pino({ level: "silent" }), { firstAfterMs: 0, everyMs: 50 });
    let analysed: number | null = null;
    try {
      // A few rows are not worth it (50 plus a tenth of the table)...
      await addTasks(20);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await lastAnalyze("tasks")).toBeNull();
      // ...a few hundred are.
      await addTasks(300);
      await expect.poll(() => lastAnalyze("tasks"), { timeout: 10_000, interval: 20 }).not.toBeNull();
      analysed = await lastAnalyze("tasks");
      await new Promise((resolve) => setTimeout(resolve, 300));
      // Nothing changed since: not analysed again.
      expect(await lastAnalyze("tasks")).toBe(analysed);
    } finally {
      stop();
    }
    // Stopped: enough changes, but no more analysing.
    await addTasks(400);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await lastAnalyze("tasks")).toBe(analysed);
  });
});
