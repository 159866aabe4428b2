import { sql, type Kysely } from "kysely";
import type { Logger } from "../lib/logger.js";
import type { Database } from "./schema.js";

/** After start-up (not in its way), then this often. */
export const analyzeFirstAfterMs = 5_000;
export const analyzeEveryMs = 10 * 60_000;

/**
 * PGlite is PostgreSQL in single-user mode: no autovacuum, so nobody ever gathers the planner's
 * statistics. Without them every table looks empty, and the month range of a user with 10,000
 * tasks scans all of their past tasks (about 22 ms a query on PGlite; 10 ms once analysed). The
 * server runs ANALYZE itself: shortly after start-up, then every ten minutes. PostgreSQL's own
 * autovacuum does this there.
 */
export function scheduleAnalyze(db: Kysely<Database>, logger: Logger, timing = { firstAfterMs: analyzeFirstAfterMs, everyMs: analyzeEveryMs }): () => void {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const run = async () => {
    const started = performance.now();
    try {
      await sql`analyze`.execute(db);
      logger.debug({ ms: Math.round(performance.now() - started) }, "planner statistics gathered");
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
