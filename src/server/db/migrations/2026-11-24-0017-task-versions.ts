import { sql, type Kysely } from "kysely";

/**
 * Issue 24: a version per user of their tasks, bumped in the same transaction as any change to
 * them (by statement triggers, whoever writes: the API, an import, a plan, another instance).
 * The calendar's range answer is cached per instance with the version it was computed at and
 * served again only while the version is unchanged, so a cached answer is never stale.
 */
const statements = [
  `create table task_versions (
     user_id text primary key references "user"(id) on delete cascade,
     version bigint not null
   )`,
  // Rows of a user being deleted (the tasks go by cascade) leave no version behind.
  `create function bump_task_versions() returns trigger language plpgsql as $$
   begin
     insert into task_versions (user_id, version)
     select distinct c.user_id, 1 from changed_tasks c where exists (select 1 from "user" u where u.id = c.user_id)
     on conflict (user_id) do update set version = task_versions.version + 1;
     return null;
   end
   $$`,
  `create trigger tasks_insert_version after insert on tasks referencing new table as changed_tasks for each statement execute function bump_task_versions()`,
  `create trigger tasks_update_version after update on tasks referencing new table as changed_tasks for each statement execute function bump_task_versions()`,
  `create trigger tasks_delete_version after delete on tasks referencing old table as changed_tasks for each statement execute function bump_task_versions()`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const kind of ["insert", "update", "delete"]) await sql.raw(`drop trigger tasks_${kind}_version on tasks`).execute(db);
  await sql`drop function bump_task_versions()`.execute(db);
  await sql`drop table task_versions`.execute(db);
}
