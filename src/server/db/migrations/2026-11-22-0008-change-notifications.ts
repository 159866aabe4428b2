import { sql, type Kysely } from "kysely";

/**
 * Realtime (DESIGN.md §1): after a transaction commits, PostgreSQL tells every listening
 * instance which of a user's rows changed, on the channel `cadence_changes_<schema>`. NOTIFY
 * is transactional, so a rolled-back change is never announced, and identical payloads in one
 * transaction arrive once. A task's soft delete and restore are announced as DELETE and INSERT,
 * which is what they mean to a reader. Card changes are announced as a change of their set.
 */
const statements = [
  `create function notify_user_change() returns trigger language plpgsql as $$
   declare
     rec record;
     owner text;
     kind text := TG_OP;
   begin
     if TG_OP = 'DELETE' then rec := OLD; else rec := NEW; end if;
     if TG_TABLE_NAME = 'profiles' then
       owner := rec.id;
     else
       owner := rec.user_id;
     end if;
     if TG_TABLE_NAME = 'tasks' and TG_OP = 'UPDATE' then
       if NEW.deleted_at is not null and OLD.deleted_at is null then kind := 'DELETE';
       elsif NEW.deleted_at is null and OLD.deleted_at is not null then kind := 'INSERT';
       end if;
     end if;
     perform pg_notify(
       'cadence_changes_' || TG_TABLE_SCHEMA,
       json_build_object('userId', owner, 'table', TG_TABLE_NAME, 'type', kind, 'id', rec.id::text)::text
     );
     return null;
   end
   $$`,
  ...["tasks", "quizzes", "quiz_attempts", "flashcard_sets", "profiles"].map(
    (table) => `create trigger ${table}_notify_change after insert or update or delete on ${table}
       for each row execute function notify_user_change()`,
  ),
  `create function notify_card_change() returns trigger language plpgsql as $$
   begin
     perform pg_notify(
       'cadence_changes_' || TG_TABLE_SCHEMA,
       json_build_object('userId', s.user_id, 'table', 'flashcard_sets', 'type', 'UPDATE', 'id', s.id::text)::text
     )
     from flashcard_sets s
     where s.id in (select set_id from changed_cards);
     return null;
   end
   $$`,
  `create trigger flashcards_insert_notify after insert on flashcards
     referencing new table as changed_cards for each statement execute function notify_card_change()`,
  `create trigger flashcards_update_notify after update on flashcards
     referencing new table as changed_cards for each statement execute function notify_card_change()`,
  `create trigger flashcards_delete_notify after delete on flashcards
     referencing old table as changed_cards for each statement execute function notify_card_change()`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["tasks", "quizzes", "quiz_attempts", "flashcard_sets", "profiles"]) {
    await sql.raw(`drop trigger ${table}_notify_change on ${table}`).execute(db);
  }
  for (const kind of ["insert", "update", "delete"]) await sql.raw(`drop trigger flashcards_${kind}_notify on flashcards`).execute(db);
  await sql`drop function notify_card_change()`.execute(db);
  await sql`drop function notify_user_change()`.execute(db);
}
