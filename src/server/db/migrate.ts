import { Migrator, sql, type Kysely, type Migration } from "kysely";
import type { Database } from "./schema.js";
import * as auth from "./migrations/2026-11-22-0001-auth.js";
import * as appTables from "./migrations/2026-11-22-0002-app-tables.js";
import * as userNames from "./migrations/2026-11-22-0003-user-names.js";
import * as phoneAndMfa from "./migrations/2026-11-22-0004-phone-and-mfa.js";
import * as taskSchedule from "./migrations/2026-11-22-0005-task-schedule.js";
import * as quizDetails from "./migrations/2026-11-22-0006-quiz-details.js";
import * as flashcardReviewUndo from "./migrations/2026-11-22-0007-flashcard-review-undo.js";
import * as changeNotifications from "./migrations/2026-11-22-0008-change-notifications.js";
import * as preferences from "./migrations/2026-11-22-0009-preferences.js";
import * as sessionLifetime from "./migrations/2026-11-23-0010-session-lifetime.js";
import * as optionalPriority from "./migrations/2026-11-23-0011-optional-priority.js";
import * as attemptScope from "./migrations/2026-11-23-0012-attempt-scope.js";
import * as cardGuid from "./migrations/2026-11-23-0013-card-guid.js";
import * as studyPlans from "./migrations/2026-11-23-0014-study-plans.js";
import * as planMoves from "./migrations/2026-11-24-0015-plan-moves.js";
import * as cardSuspended from "./migrations/2026-11-24-0016-card-suspended.js";
import * as taskVersions from "./migrations/2026-11-24-0017-task-versions.js";

/**
 * Migrations are imported, not read from disk, so the same list runs from the sources (tests)
 * and from the build. Names sort by date: add new ones at the end.
 */
export const migrations: Record<string, Migration> = {
  "2026-11-22-0001-auth": auth,
  "2026-11-22-0002-app-tables": appTables,
  "2026-11-22-0003-user-names": userNames,
  "2026-11-22-0004-phone-and-mfa": phoneAndMfa,
  "2026-11-22-0005-task-schedule": taskSchedule,
  "2026-11-22-0006-quiz-details": quizDetails,
  "2026-11-22-0007-flashcard-review-undo": flashcardReviewUndo,
  "2026-11-22-0008-change-notifications": changeNotifications,
  "2026-11-22-0009-preferences": preferences,
  "2026-11-23-0010-session-lifetime": sessionLifetime,
  "2026-11-23-0011-optional-priority": optionalPriority,
  "2026-11-23-0012-attempt-scope": attemptScope,
  "2026-11-23-0013-card-guid": cardGuid,
  "2026-11-23-0014-study-plans": studyPlans,
  "2026-11-24-0015-plan-moves": planMoves,
  "2026-11-24-0016-card-suspended": cardSuspended,
  "2026-11-24-0017-task-versions": taskVersions,
};

/**
 * The migrations the database has run, when it has exactly the code's list: then there is
 * nothing to do, and a restart skips the migrator's locking and bookkeeping (about 0.3 s on
 * PGlite). Anything else (no table yet, one missing, one the code does not know) is left to the
 * migrator, which applies or refuses as before.
 */
async function upToDate(db: Kysely<Database>, schema?: string): Promise<boolean> {
  try {
    const { rows } = await sql<{ name: string }>`select name from ${sql.table(schema ? `${schema}.kysely_migration` : "kysely_migration")}`.execute(db);
    const known = Object.keys(migrations);
    const applied = new Set(rows.map((row) => row.name));
    return applied.size === known.length && known.every((name) => applied.has(name));
  } catch {
    return false;
  }
}

export async function migrateToLatest(db: Kysely<Database>, schema?: string): Promise<string[]> {
  if (await upToDate(db, schema)) return [];
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  const failed = results.find((result) => result.status === "Error");
  if (error || failed) {
    const cause = error instanceof Error ? error.message : String(error);
    throw new Error(`Database migration ${failed?.migrationName ?? ""} failed: ${cause}`.replace("  ", " "));
  }
  return results.map((result) => result.migrationName);
}
