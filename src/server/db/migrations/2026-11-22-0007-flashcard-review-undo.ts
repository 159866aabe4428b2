import { sql, type Kysely } from "kysely";

/**
 * A review keeps the card's scheduling as it was before, so the last rating can be undone
 * exactly; study queues look cards up by state and due time within a set.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table flashcard_reviews add column previous jsonb not null default '{}'::jsonb`.execute(db);
  await sql`create index flashcards_set_state_due_idx on flashcards (set_id, state, due_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index flashcards_set_state_due_idx`.execute(db);
  await sql`alter table flashcard_reviews drop column previous`.execute(db);
}
