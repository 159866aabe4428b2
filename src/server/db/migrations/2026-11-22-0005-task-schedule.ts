import { sql, type Kysely } from "kysely";

/**
 * Tasks as the planner needs them. An all-day task keeps a calendar date (`due_date`), not an
 * instant, so it stays on its day in every zone; a timed task keeps a UTC instant (`due_at`)
 * and, for the calendar block, a duration. `start_date` is the optional day work may begin.
 * `time_zone` is the zone a repeat rule recurs in (9:00 stays 9:00 across DST). `deleted_at`
 * holds a deletion for undo until it is purged.
 */
const statements = [
  `alter table tasks drop column all_day`,
  `alter table tasks drop column start_at`,
  `alter table tasks add column due_date date`,
  `alter table tasks add column all_day boolean generated always as (due_date is not null) stored`,
  `alter table tasks add column start_date date`,
  `alter table tasks add column duration_minutes integer check (duration_minutes between 5 and 1440)`,
  `alter table tasks add column time_zone text not null default 'UTC'`,
  `alter table tasks add column deleted_at timestamptz`,
  `alter table tasks add constraint tasks_one_due_kind check (due_at is null or due_date is null)`,
  `alter table tasks add constraint tasks_rrule_needs_due check (rrule is null or due_at is not null or due_date is not null)`,
  `alter table tasks add constraint tasks_title_length check (char_length(title) between 1 and 200)`,
  `alter table tasks add constraint tasks_description_length check (description is null or char_length(description) <= 5000)`,
  `create index tasks_user_due_date_idx on tasks (user_id, due_date)`,
  `create index tasks_user_repeating_idx on tasks (user_id) where rrule is not null`,
  `create index tasks_deleted_idx on tasks (deleted_at) where deleted_at is not null`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    `drop index tasks_deleted_idx`,
    `drop index tasks_user_repeating_idx`,
    `drop index tasks_user_due_date_idx`,
    `alter table tasks drop constraint tasks_description_length`,
    `alter table tasks drop constraint tasks_title_length`,
    `alter table tasks drop constraint tasks_rrule_needs_due`,
    `alter table tasks drop constraint tasks_one_due_kind`,
    `alter table tasks drop column deleted_at`,
    `alter table tasks drop column time_zone`,
    `alter table tasks drop column duration_minutes`,
    `alter table tasks drop column start_date`,
    `alter table tasks drop column all_day`,
    `alter table tasks drop column due_date`,
    `alter table tasks add column start_at timestamptz`,
    `alter table tasks add column all_day boolean not null default false`,
  ]) {
    await sql.raw(statement).execute(db);
  }
}
