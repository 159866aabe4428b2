import { sql, type Kysely } from "kysely";

/**
 * A multiple-choice question can allow several correct options (the spec's multipleCorrect):
 * the taker then picks with checkboxes and must find all of them. Descriptions default to "".
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table questions add column multiple_correct boolean not null default false`.execute(db);
  await sql`update quizzes set description = '' where description is null`.execute(db);
  await sql`alter table quizzes alter column description set default ''`.execute(db);
  await sql`alter table quizzes alter column description set not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table quizzes alter column description drop not null`.execute(db);
  await sql`alter table quizzes alter column description drop default`.execute(db);
  await sql`alter table questions drop column multiple_correct`.execute(db);
}
