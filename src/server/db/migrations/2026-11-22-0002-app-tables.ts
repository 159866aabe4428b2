import { sql, type Kysely } from "kysely";

/**
 * The product's tables (spec §3 and DESIGN.md §5). Every user-owned row reaches "user"
 * through a foreign key with ON DELETE CASCADE, so deleting an account leaves nothing behind.
 * The default colour is the spec's default blue.
 */
const statements = [
  `create table profiles (
     id text primary key references "user"(id) on delete cascade,
     first_name text,
     last_name text,
     avatar_url text,
     created_at timestamptz not null default now(),
     updated_at timestamptz not null default now()
   )`,
  // A profile exists for every user, whichever way the user was created (password, phone,
  // Google, OIDC), and in the same transaction as the user row.
  `create function create_profile_for_user() returns trigger language plpgsql as $$
   begin
     insert into profiles (id, first_name, last_name)
     values (
       new.id,
       nullif(split_part(btrim(new.name), ' ', 1), ''),
       nullif(btrim(substr(btrim(new.name), length(split_part(btrim(new.name), ' ', 1)) + 1)), '')
     )
     on conflict (id) do nothing;
     return new;
   end
   $$`,
  `create trigger user_profile_after_insert after insert on "user"
     for each row execute function create_profile_for_user()`,

  `create table email_subscribers (
     id uuid primary key default gen_random_uuid(),
     email text not null unique check (email = lower(email)),
     name text,
     user_id text references "user"(id) on delete cascade,
     status text not null default 'active' check (status in ('active', 'unsubscribed')),
     source text not null default 'website',
     preferences jsonb not null default '{}'::jsonb,
     subscribed_at timestamptz not null default now(),
     created_at timestamptz not null default now(),
     updated_at timestamptz not null default now()
   )`,
  `create index email_subscribers_user_id_idx on email_subscribers (user_id)`,

  `create table flashcard_sets (
     id uuid primary key default gen_random_uuid(),
     user_id text not null references "user"(id) on delete cascade,
     title text not null,
     description text not null default '',
     color_theme text not null default '#3B82F6',
     card_count integer not null default 0 check (card_count >= 0),
     created_at timestamptz not null default now(),
     updated_at timestamptz not null default now()
   )`,
  `create index flashcard_sets_user_created_idx on flashcard_sets (user_id, created_at desc)`,
  `create index flashcard_sets_user_updated_idx on flashcard_sets (user_id, updated_at desc)`,

  `create table flashcards (
     id uuid primary key default gen_random_uuid(),
     set_id uuid not null references flashcard_sets(id) on delete cascade,
     front text not null,
     back text not null,
     difficulty text,
     last_reviewed timestamptz,
     position integer not null default 0,
     due_at timestamptz not null default now(),
     stability double precision not null default 0,
     fsrs_difficulty double precision not null default 0,
     elapsed_days integer not null default 0,
     scheduled_days integer not null default 0,
     learning_steps integer not null default 0,
     reps integer not null default 0,
     lapses integer not null default 0,
     state smallint not null default 0,
     created_at timestamptz not null default now(),
     updated_at timestamptz not null default now()
   )`,
  `create index flashcards_set_position_idx on flashcards (set_id, position)`,
  `create index flashcards_set_created_idx on flashcards (set_id, created_at)`,
  `create index flashcards_set_due_idx on flashcards (set_id, due_at)`,

  `create table flashcard_reviews (
     id uuid primary key default gen_random_uuid(),
     card_id uuid not null references flashcards(id) on delete cascade,
     user_id text not null references "user"(id) on delete cascade,
     rating smallint not null check (rating between 1 and 4),
     state smallint not null,
     due_at timestamptz not null,
     stability double precision not null,
     difficulty double precision not null,
     elapsed_days integer not null,
     scheduled_days integer not null,
     reviewed_at timestamptz not null default now()
   )`,
  `create index flashcard_reviews_card_idx on flashcard_reviews (card_id, reviewed_at)`,
  `create index flashcard_reviews_user_idx on flashcard_reviews (user_id, reviewed_at desc)`,

  `create table quizzes (
     id uuid primary key default gen_random_uuid(),
     user_id text not null references "user"(id) on delete cascade,
     title text not null,
     description text,
     color_theme text not null default '#3B82F6',
     question_count integer not null default 0 check (question_count >= 0),
     pdf_url text,
     source_content text,
     created_at timestamptz not null default now(),
     updated_at timestamptz not null default now()
   )`,
  `create index quizzes_user_updated_idx on quizzes (user_id, updated_at desc)`,
  `create index quizzes_user_created_idx on quizzes (user_id, created_at desc)`,

  `create table questions (
     id uuid primary key default gen_random_uuid(),
     quiz_id uuid not null references quizzes(id) on delete cascade,
     question_text text not null,
     question_type text not null
       check (question_type in ('multiple_choice', 'true_false', 'short_answer', 'matching')),
     points integer not null default 1 check (points >= 0),
     position integer not null default 0,
     explanation text,
     created_at timestamptz not null default now()
   )`,
  `create index questions_quiz_position_idx on questions (quiz_id, position)`,

  `create table answers (
     id uuid primary key default gen_random_uuid(),
     question_id uuid not null references questions(id) on delete cascade,
     answer_text text not null,
     is_correct boolean not null default false,
     position integer not null default 0
   )`,
  `create index answers_question_position_idx on answers (question_id, position)`,

  `create table quiz_attempts (
     id uuid primary key default gen_random_uuid(),
     user_id text not null references "user"(id) on delete cascade,
     quiz_id uuid not null references quizzes(id) on delete cascade,
     score double precision not null default 0,
     max_score double precision not null default 0,
     completed_at timestamptz not null default now(),
     time_taken integer not null default 0 check (time_taken >= 0),
     answers jsonb not null default '[]'::jsonb,
     created_at timestamptz not null default now()
   )`,
  `create index quiz_attempts_user_completed_idx on quiz_attempts (user_id, completed_at desc)`,
  `create index quiz_attempts_quiz_idx on quiz_attempts (quiz_id, completed_at desc)`,

  `create table tasks (
     id uuid primary key default gen_random_uuid(),
     user_id text not null references "user"(id) on delete cascade,
     parent_id uuid references tasks(id) on delete cascade,
     title text not null,
     description text,
     due_at timestamptz,
     all_day boolean not null default false,
     start_at timestamptz,
     priority text not null default 'medium' check (priority in ('high', 'medium', 'low')),
     status text not null default 'todo' check (status in ('todo', 'done')),
     completed_at timestamptz,
     tags text[] not null default '{}',
     rrule text,
     position integer not null default 0,
     created_at timestamptz not null default now(),
     updated_at timestamptz not null default now()
   )`,
  `create index tasks_user_due_idx on tasks (user_id, due_at)`,
  `create index tasks_user_created_idx on tasks (user_id, created_at desc)`,
  `create index tasks_user_updated_idx on tasks (user_id, updated_at desc)`,
  `create index tasks_user_completed_idx on tasks (user_id, completed_at desc)`,
  `create index tasks_user_position_idx on tasks (user_id, position)`,
  `create index tasks_parent_idx on tasks (parent_id)`,
  `create index tasks_tags_idx on tasks using gin (tags)`,

  `create table support_requests (
     id uuid primary key default gen_random_uuid(),
     user_id text references "user"(id) on delete cascade,
     kind text not null check (kind in ('bug', 'feature', 'support')),
     name text not null,
     email text not null,
     subject text not null,
     description text not null,
     details jsonb not null default '{}'::jsonb,
     created_at timestamptz not null default now()
   )`,
  `create index support_requests_user_idx on support_requests (user_id)`,
  `create index support_requests_created_idx on support_requests (created_at desc)`,

  `create table mail_outbox (
     id uuid primary key default gen_random_uuid(),
     to_address text not null,
     subject text not null,
     text_body text not null,
     html_body text,
     sent_at timestamptz,
     created_at timestamptz not null default now()
   )`,
  `create index mail_outbox_created_idx on mail_outbox (created_at desc)`,

  `create table storage_objects (
     id uuid primary key default gen_random_uuid(),
     owner_id text not null references "user"(id) on delete cascade,
     bucket text not null,
     path text not null,
     size bigint not null check (size >= 0),
     content_type text not null,
     etag text not null,
     cache_control text not null default '3600',
     created_at timestamptz not null default now(),
     updated_at timestamptz not null default now(),
     unique (bucket, path)
   )`,
  `create index storage_objects_owner_idx on storage_objects (owner_id, bucket, path)`,

  `create table calendar_feeds (
     user_id text primary key references "user"(id) on delete cascade,
     token text not null unique,
     created_at timestamptz not null default now(),
     rotated_at timestamptz
   )`,

  `create table ai_usage (
     id uuid primary key default gen_random_uuid(),
     user_id text not null references "user"(id) on delete cascade,
     kind text not null,
     units integer not null default 1 check (units > 0),
     created_at timestamptz not null default now()
   )`,
  `create index ai_usage_user_created_idx on ai_usage (user_id, created_at desc)`,
];

const dropOrder = [
  "ai_usage",
  "calendar_feeds",
  "storage_objects",
  "mail_outbox",
  "support_requests",
  "tasks",
  "quiz_attempts",
  "answers",
  "questions",
  "quizzes",
  "flashcard_reviews",
  "flashcards",
  "flashcard_sets",
  "email_subscribers",
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of dropOrder) {
    await db.schema.dropTable(table).execute();
  }
  await sql.raw(`drop trigger user_profile_after_insert on "user"`).execute(db);
  await sql.raw(`drop function create_profile_for_user()`).execute(db);
  await db.schema.dropTable("profiles").execute();
}
