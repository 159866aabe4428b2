import { sql, type Kysely } from "kysely";
import type { Logger } from "../lib/logger.js";
import type { Database } from "./schema.js";

/** How often the tables are looked at. */
export const analyzeCheckEveryMs = 30_000;

/**
 * PGlite is PostgreSQL in single-user mode: no autovacuum, so nobody gathers the planner's
 * statistics. Without them every table looks empty, and the month range of a user with 10,000
 * tasks scans all of their past tasks (about 22 ms a query on PGlite; 10 ms once analysed). The
 * server does autovacuum's analyze part itself: shortly after start-up and then every 30 s it
 * analyses each table changed by more than 50 rows plus a tenth of its size since it was last
 * analysed (PostgreSQL's default `autovacuum_analyze_threshold` and `_scale_factor`).
 */
export function scheduleAnalyze(db: Kysely<Database>, logger: Logger, timing = { firstAfterMs: 5_000, everyMs: analyzeCheckEveryMs }): () => void {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const run = async () => {
    try {
      const stale = await sql<{ relname: string }>`
        select relname from pg_stat_user_tables
        where schemaname = current_schema() and n_mod_since_analyze > 50 + 0.1 * n_live_tup`.execute(db);
      for (const { relname } of stale.rows) {
        if (stopped) break;
        const started = performance.now();
        await sql`analyze ${sql.table(relname)}`.execute(db);
        logger.debug({ table: relname, ms: Math.round(performance.now() - started) }, "planner statistics gathered");
      }
    } catch (error) {
      logger.warn({ err: error }, "could not gather planner statistics");
    }
    if (!stopped) schedule(timing.everyMs);
  };
  const schedule = (delay: number) => {
    timer = setTimeout(() => void run(), delay);
    timer.unref();
  };
  schedule(timing.firstAfterMs);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
