import { sql, type Kysely } from "kysely";

/**
 * Settings → Preferences, kept with the profile so they follow the user to every device:
 * theme, a time-zone override (null: the browser's own), the calendar's first weekday and the
 * colour new quizzes start with (null: the spec's default).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table profiles
      add column theme text not null default 'system' check (theme in ('light', 'dark', 'system')),
      add column time_zone text check (char_length(time_zone) between 1 and 64),
      add column week_start text not null default 'monday' check (week_start in ('monday', 'sunday', 'saturday')),
      add column quiz_color text check (quiz_color ~ '^#[0-9A-Fa-f]{6}$')
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table profiles drop column quiz_color, drop column week_start, drop column time_zone, drop column theme`.execute(db);
}
