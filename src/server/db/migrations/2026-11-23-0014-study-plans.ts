import { sql, type Kysely } from "kysely";

/**
 * Study plans (issue 22): an exam (optionally a task on the calendar), the sets and quizzes it
 * covers, and the settings the planner works to. The plan itself is computed when read, from
 * the cards' FSRS state; `study_plan_snapshots` keeps the predicted recall at the exam as it
 * was each day the plan was read, for the progress chart. Deleting a plan never touches cards.
 */
const statements = [
  `create table study_plans (
     id uuid primary key default gen_random_uuid(),
     user_id text not null references "user"(id) on delete cascade,
     title text not null,
     exam_at timestamptz not null,
     time_zone text not null,
     target_recall real not null default 0.9,
     daily_minutes integer not null default 30,
     seconds_per_card integer not null default 8,
     days_off jsonb not null default '[]',
     window_start text not null default '17:00',
     window_end text not null default '21:00',
     task_id uuid references tasks(id) on delete set null,
     created_at timestamptz not null default now(),
     updated_at timestamptz not null default now()
   )`,
  `create index study_plans_user_exam_idx on study_plans (user_id, exam_at)`,
  `create index study_plans_task_idx on study_plans (task_id)`,
  `create table study_plan_sets (
     plan_id uuid not null references study_plans(id) on delete cascade,
     set_id uuid not null references flashcard_sets(id) on delete cascade,
     primary key (plan_id, set_id)
   )`,
  `create index study_plan_sets_set_idx on study_plan_sets (set_id)`,
  `create table study_plan_quizzes (
     plan_id uuid not null references study_plans(id) on delete cascade,
     quiz_id uuid not null references quizzes(id) on delete cascade,
     primary key (plan_id, quiz_id)
   )`,
  `create index study_plan_quizzes_quiz_idx on study_plan_quizzes (quiz_id)`,
  `create table study_plan_snapshots (
     plan_id uuid not null references study_plans(id) on delete cascade,
     day date not null,
     predicted_recall real not null,
     cards_learned integer not null,
     primary key (plan_id, day)
   )`,
  `create trigger study_plans_notify_change after insert or update or delete on study_plans
     for each row execute function notify_user_change()`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table study_plan_snapshots`.execute(db);
  await sql`drop table study_plan_quizzes`.execute(db);
  await sql`drop table study_plan_sets`.execute(db);
  await sql`drop table study_plans`.execute(db);
}
