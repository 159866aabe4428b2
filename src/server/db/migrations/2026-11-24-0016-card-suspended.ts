import { sql, type Kysely } from "kysely";

/**
 * Issue 25: a card suspended in Anki stays suspended when it comes over: out of the study queue,
 * the due and new counts and study plans, until the user takes it back in the set's editor.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table flashcards add column suspended boolean not null default false`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table flashcards drop column suspended`.execute(db);
}
