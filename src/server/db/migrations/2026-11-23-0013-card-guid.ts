import { sql, type Kysely } from "kysely";

/**
 * A card imported from Anki keeps its note's guid, so that importing a newer export of the same
 * deck updates the cards it made (their schedules and history kept) and adds the new ones,
 * instead of making a second set. One guid per set at most.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table flashcards add column guid text check (guid is null or length(guid) between 1 and 100)`.execute(db);
  await sql`create unique index flashcards_set_guid on flashcards (set_id, guid) where guid is not null`.execute(db);
  await sql`create index flashcards_guid on flashcards (guid) where guid is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index flashcards_guid`.execute(db);
  await sql`drop index flashcards_set_guid`.execute(db);
  await sql`alter table flashcards drop column guid`.execute(db);
}
