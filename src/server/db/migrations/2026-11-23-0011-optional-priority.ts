import { sql, type Kysely } from "kysely";

/**
 * A task has a priority only when one was given: a new task without one has none (shown
 * neutral), instead of Medium for everything. Existing tasks keep theirs.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table tasks alter column priority drop not null, alter column priority drop default`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update tasks set priority = 'medium' where priority is null`.execute(db);
  await sql`alter table tasks alter column priority set default 'medium', alter column priority set not null`.execute(db);
}
