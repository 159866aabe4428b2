import type { ColumnType, Generated, GeneratedAlways, Kysely, Selectable, Transaction } from "kysely";

/** A timestamp column read as a Date, written as a Date or an ISO string. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string, string>;
/** Columns with a database default: optional on insert. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;

export interface UserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: Defaulted<boolean>;
  image: string | null;
  firstName: string | null;
  lastName: string | null;
  phoneNumber: string | null;
  phoneNumberVerified: boolean | null;
  twoFactorEnabled: Defaulted<boolean | null>;
  createdAt: DefaultTimestamp;
  updatedAt: DefaultTimestamp;
}

export interface TwoFactorTable {
  id: string;
  secret: string;
  backupCodes: string;
  userId: string;
  verified: Defaulted<boolean | null>;
  failedVerificationCount: Defaulted<number | null>;
  lockedUntil: Timestamp | null;
}

export interface SessionTable {
  id: string;
  expiresAt: Timestamp;
  token: string;
  createdAt: DefaultTimestamp;
  updatedAt: DefaultTimestamp;
  ipAddress: string | null;
  userAgent: string | null;
  userId: string;
}

export interface AccountTable {
  id: string;
  accountId: string;
  providerId: string;
  userId: string;
  accessToken: string | null;
  refreshToken: string | null;
  idToken: string | null;
  accessTokenExpiresAt: Timestamp | null;
  refreshTokenExpiresAt: Timestamp | null;
  scope: string | null;
  password: string | null;
  createdAt: DefaultTimestamp;
  updatedAt: DefaultTimestamp;
}

export interface VerificationTable {
  id: string;
  identifier: string;
  value: string;
  expiresAt: Timestamp;
  createdAt: DefaultTimestamp;
  updatedAt: DefaultTimestamp;
}

export interface RateLimitTable {
  id: string;
  key: string;
  count: number;
  lastRequest: ColumnType<string, number | string, number | string>;
}

export interface ProfileTable {
  id: string;
  first_name: string | null;
  last_name: string | null;
  avatar_url: string | null;
  theme: Defaulted<"light" | "dark" | "system">;
  time_zone: string | null;
  week_start: Defaulted<"monday" | "sunday" | "saturday">;
  quiz_color: string | null;
  /** Turn each attempt's mistakes into flashcards without asking. */
  mistake_cards: Defaulted<boolean>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface EmailSubscriberTable {
  id: Generated<string>;
  email: string;
  name: string | null;
  user_id: string | null;
  status: Defaulted<"active" | "unsubscribed">;
  source: Defaulted<string>;
  preferences: Json<Record<string, unknown>> | undefined;
  subscribed_at: DefaultTimestamp;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

/** A user's tasks' version, bumped by triggers on every change to them (the range cache's check). */
export interface TaskVersionTable {
  user_id: string;
  version: ColumnType<string, string | number, string | number>;
}

export interface FlashcardSetTable {
  id: Generated<string>;
  user_id: string;
  title: string;
  description: Defaulted<string>;
  color_theme: Defaulted<string>;
  card_count: Defaulted<number>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface FlashcardTable {
  id: Generated<string>;
  set_id: string;
  front: string;
  back: string;
  /** The Anki note's guid of an imported card. */
  guid: Defaulted<string | null>;
  /** Out of study (suspended in Anki, or by the user) until taken back. */
  suspended: Defaulted<boolean>;
  difficulty: string | null;
  last_reviewed: Timestamp | null;
  position: Defaulted<number>;
  due_at: DefaultTimestamp;
  stability: Defaulted<number>;
  fsrs_difficulty: Defaulted<number>;
  elapsed_days: Defaulted<number>;
  scheduled_days: Defaulted<number>;
  learning_steps: Defaulted<number>;
  reps: Defaulted<number>;
  lapses: Defaulted<number>;
  state: Defaulted<number>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface FlashcardReviewTable {
  id: Generated<string>;
  card_id: string;
  user_id: string;
  rating: number;
  state: number;
  due_at: Timestamp;
  stability: number;
  difficulty: number;
  elapsed_days: number;
  scheduled_days: number;
  previous: ColumnType<Record<string, unknown>, string | undefined, string>;
  reviewed_at: DefaultTimestamp;
}

export interface QuizTable {
  id: Generated<string>;
  user_id: string;
  title: string;
  description: Defaulted<string>;
  color_theme: Defaulted<string>;
  question_count: Defaulted<number>;
  pdf_url: string | null;
  source_content: string | null;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export type QuestionType = "multiple_choice" | "true_false" | "short_answer" | "matching";

export interface QuestionTable {
  id: Generated<string>;
  quiz_id: string;
  question_text: string;
  question_type: QuestionType;
  points: Defaulted<number>;
  position: Defaulted<number>;
  explanation: string | null;
  multiple_correct: Defaulted<boolean>;
  created_at: DefaultTimestamp;
}

export interface AnswerTable {
  id: Generated<string>;
  question_id: string;
  answer_text: string;
  is_correct: Defaulted<boolean>;
  position: Defaulted<number>;
}

export interface QuizAttemptTable {
  id: Generated<string>;
  user_id: string;
  quiz_id: string;
  score: Defaulted<number>;
  max_score: Defaulted<number>;
  completed_at: DefaultTimestamp;
  time_taken: Defaulted<number>;
  answers: Json<unknown[]>;
  /** "subset": some of the questions (a retake of the mistakes), kept out of the quiz's scores. */
  scope: Defaulted<"full" | "subset">;
  created_at: DefaultTimestamp;
}

export interface TaskTable {
  id: Generated<string>;
  user_id: string;
  parent_id: string | null;
  title: string;
  description: string | null;
  /** A timed task's due instant. */
  due_at: Timestamp | null;
  /** An all-day task's date, `YYYY-MM-DD` (read as a string: see db/client.ts). */
  due_date: string | null;
  all_day: GeneratedAlways<boolean>;
  start_date: string | null;
  duration_minutes: number | null;
  time_zone: Defaulted<string>;
  /** Null: none was given (shown neutral). */
  priority: "high" | "medium" | "low" | null;
  status: Defaulted<"todo" | "done">;
  completed_at: Timestamp | null;
  tags: Defaulted<string[]>;
  rrule: string | null;
  position: Defaulted<number>;
  deleted_at: Timestamp | null;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface SupportRequestTable {
  id: Generated<string>;
  user_id: string | null;
  kind: "bug" | "feature" | "support";
  name: string;
  email: string;
  subject: string;
  description: string;
  details: Json<Record<string, unknown>> | undefined;
  created_at: DefaultTimestamp;
}

export interface MailOutboxTable {
  id: Generated<string>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  sent_at: Timestamp | null;
  created_at: DefaultTimestamp;
}

export interface StorageObjectTable {
  id: Generated<string>;
  owner_id: string;
  bucket: string;
  path: string;
  /** bigint: pg returns it as a string. */
  size: ColumnType<string, number | string, number | string>;
  content_type: string;
  etag: string;
  cache_control: Defaulted<string>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface CalendarFeedTable {
  user_id: string;
  token: string;
  created_at: DefaultTimestamp;
  rotated_at: Timestamp | null;
}

export interface AiUsageTable {
  id: Generated<string>;
  user_id: string;
  kind: string;
  units: Defaulted<number>;
  created_at: DefaultTimestamp;
}

export interface StudyPlanTable {
  id: Generated<string>;
  user_id: string;
  title: string;
  exam_at: Timestamp;
  time_zone: string;
  target_recall: Defaulted<number>;
  daily_minutes: Defaulted<number>;
  seconds_per_card: Defaulted<number>;
  days_off: ColumnType<number[], string | undefined, string>;
  window_start: Defaulted<string>;
  window_end: Defaulted<string>;
  task_id: string | null;
  /** Blocks the user moved: planned for `from`, now on `to` at `time` (the plan's clock). */
  block_moves: ColumnType<BlockMove[], string | undefined, string>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface BlockMove {
  from: string;
  to: string;
  time: string;
}

export interface StudyPlanSetTable {
  plan_id: string;
  set_id: string;
}

export interface StudyPlanQuizTable {
  plan_id: string;
  quiz_id: string;
}

export interface StudyPlanSnapshotTable {
  plan_id: string;
  day: ColumnType<string, string, string>;
  predicted_recall: number;
  cards_learned: number;
}

export interface Database {
  user: UserTable;
  session: SessionTable;
  account: AccountTable;
  verification: VerificationTable;
  rateLimit: RateLimitTable;
  twoFactor: TwoFactorTable;
  profiles: ProfileTable;
  email_subscribers: EmailSubscriberTable;
  task_versions: TaskVersionTable;
  flashcard_sets: FlashcardSetTable;
  flashcards: FlashcardTable;
  flashcard_reviews: FlashcardReviewTable;
  quizzes: QuizTable;
  questions: QuestionTable;
  answers: AnswerTable;
  quiz_attempts: QuizAttemptTable;
  tasks: TaskTable;
  support_requests: SupportRequestTable;
  mail_outbox: MailOutboxTable;
  storage_objects: StorageObjectTable;
  calendar_feeds: CalendarFeedTable;
  ai_usage: AiUsageTable;
  study_plans: StudyPlanTable;
  study_plan_sets: StudyPlanSetTable;
  study_plan_quizzes: StudyPlanQuizTable;
  study_plan_snapshots: StudyPlanSnapshotTable;
}

export type Profile = Selectable<ProfileTable>;

/** The database or a transaction on it: what repositories and services take. */
export type Db = Kysely<Database> | Transaction<Database>;
