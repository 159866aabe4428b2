import { sql, type Kysely } from "kysely";

/**
 * An attempt of some of a quiz's questions (retaking the mistakes) is marked as such, so that
 * it stays out of the quiz's latest and best score and its trend: 2 of 2 retaken mistakes is
 * not 100 % on the quiz.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table quiz_attempts add column scope text not null default 'full' check (scope in ('full', 'subset'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table quiz_attempts drop column scope`.execute(db);
}
