import { sql, type Kysely } from "kysely";

/**
 * Issue 22, the rest: a study block the user drags to another time or day is kept on the plan
 * as a move (`block_moves`: the day it was planned for, the day and time it now starts), so the
 * planner works around it; and a preference that turns each attempt's mistakes into flashcards
 * without asking.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table study_plans add column block_moves jsonb not null default '[]'::jsonb check (jsonb_typeof(block_moves) = 'array')`.execute(db);
  await sql`alter table profiles add column mistake_cards boolean not null default false`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table profiles drop column mistake_cards`.execute(db);
  await sql`alter table study_plans drop column block_moves`.execute(db);
}
