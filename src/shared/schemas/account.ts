import { z } from "zod";
import { preferenceFields } from "./profile.js";
import { questionTypes } from "./quizzes.js";
import { calendarDateSchema, inTaskYears, taskFields } from "./tasks.js";

/**
 * The account export (Settings → Data): everything a user owns, as one JSON file, and what an
 * import into an empty account accepts. Ids are the exporting account's; an import gives every
 * row a new id and keeps the links between them.
 */
export const exportFormat = "cadence-export";
export const exportVersion = 1;
/** An export file may be far larger than an ordinary JSON request. */
export const importMaxBytes = 20 * 1024 * 1024;

const id = z.uuid();
const instant = z.iso.datetime({ offset: true });
const text = (max: number) => z.string().max(max);

/** How deeply the free-form parts of a file (graded answers, a review's previous state) may nest. */
export const importMaxDepth = 16;

/** True when no array or object inside `value` lies deeper than `max` levels (walked without recursion). */
export function nestsAtMost(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length) {
    const [current, depth] = stack.pop()!;
    if (current === null || typeof current !== "object") continue;
    if (depth > max) return false;
    for (const inner of Array.isArray(current) ? current : Object.values(current)) stack.push([inner, depth + 1]);
  }
  return true;
}
const shallow = <T extends z.ZodType>(schema: T) =>
  schema.refine((value) => nestsAtMost(value, importMaxDepth), `Nested more than ${importMaxDepth} levels deep`);

export const exportedTaskSchema = z.object({
  id,
  parentId: id.nullable(),
  // The same rules as the task API; the repeat rule's meaning is checked by the server.
  title: taskFields.title,
  description: taskFields.description.nullable(),
  dueAt: instant.refine(inTaskYears, "Use a date between 1900 and 2200").nullable(),
  dueDate: calendarDateSchema.nullable(),
  startDate: calendarDateSchema.nullable(),
  durationMinutes: taskFields.durationMinutes,
  timeZone: taskFields.timeZone,
  priority: taskFields.priority,
  status: taskFields.status,
  completedAt: instant.nullable(),
  tags: taskFields.tags,
  rrule: taskFields.rrule,
  position: z.number().int(),
  createdAt: instant,
  updatedAt: instant,
});

const exportedAnswerSchema = z.object({ id, answerText: text(20_000), isCorrect: z.boolean(), position: z.number().int() });
const exportedQuestionSchema = z.object({
  id,
  questionText: text(5000),
  questionType: z.enum(questionTypes),
  points: z.number().int().min(0).max(1000),
  position: z.number().int(),
  explanation: text(5000).nullable(),
  multipleCorrect: z.boolean(),
  createdAt: instant,
  answers: z.array(exportedAnswerSchema).max(50),
});

export const exportedQuizSchema = z.object({
  id,
  title: text(500),
  description: text(5000),
  colorTheme: text(20),
  pdfUrl: text(2000).nullable(),
  sourceContent: text(250_000).nullable(),
  createdAt: instant,
  updatedAt: instant,
  questions: z.array(exportedQuestionSchema).max(500),
});

export const exportedAttemptSchema = z.object({
  id,
  quizId: id,
  score: z.number(),
  maxScore: z.number(),
  completedAt: instant,
  timeTaken: z.number().int().min(0),
  /** Older exports have none: their attempts were of the whole quiz. */
  scope: z.enum(["full", "subset"]).default("full"),
  /** The graded answers with the questions as they were: kept as they are. */
  answers: shallow(z.array(z.unknown()).max(1000)),
  createdAt: instant,
});

const exportedReviewSchema = z.object({
  id,
  rating: z.number().int().min(1).max(4),
  state: z.number().int(),
  dueAt: instant,
  stability: z.number(),
  difficulty: z.number(),
  elapsedDays: z.number().int(),
  scheduledDays: z.number().int(),
  reviewedAt: instant,
  previous: shallow(z.record(z.string(), z.unknown())),
});

const exportedCardSchema = z.object({
  id,
  front: text(20_000),
  back: text(20_000),
  /** Anki's note guid of an imported card (exports before it existed have none). */
  guid: text(100).nullable().optional(),
  /** Out of study until taken back (exports before it existed have none). */
  suspended: z.boolean().optional(),
  difficulty: text(20).nullable(),
  lastReviewed: instant.nullable(),
  position: z.number().int(),
  dueAt: instant,
  stability: z.number(),
  fsrsDifficulty: z.number(),
  elapsedDays: z.number().int(),
  scheduledDays: z.number().int(),
  learningSteps: z.number().int(),
  reps: z.number().int(),
  lapses: z.number().int(),
  state: z.number().int(),
  createdAt: instant,
  updatedAt: instant,
  reviews: z.array(exportedReviewSchema).max(100_000),
});

export const exportedSetSchema = z.object({
  id,
  title: text(500),
  description: text(5000),
  colorTheme: text(20),
  createdAt: instant,
  updatedAt: instant,
  cards: z.array(exportedCardSchema).max(20_000),
});

export const accountExportSchema = z.object({
  format: z.literal(exportFormat, `Not a Cadence export (expected "format": "${exportFormat}")`),
  version: z.literal(exportVersion, `This export's version is not supported (expected ${exportVersion})`),
  exportedAt: instant,
  profile: z.object({
    firstName: text(100).nullable(),
    lastName: text(100).nullable(),
    // Preferences (optional: an export from before they existed still imports).
    ...preferenceFields,
  }),
  tasks: z.array(exportedTaskSchema).max(200_000),
  quizzes: z.array(exportedQuizSchema).max(10_000),
  attempts: z.array(exportedAttemptSchema).max(100_000),
  flashcardSets: z.array(exportedSetSchema).max(10_000),
});
export type AccountExport = z.infer<typeof accountExportSchema>;

export const importResultSchema = z.object({
  tasks: z.number().int(),
  quizzes: z.number().int(),
  attempts: z.number().int(),
  flashcardSets: z.number().int(),
  cards: z.number().int(),
});
export type ImportResult = z.infer<typeof importResultSchema>;

export const deleteAccountSchema = z
  .object({
    /** Typed by the user to confirm: must be the account's address (or phone number). */
    confirm: z.string().trim().min(1, "Type your e-mail address to confirm"),
    /** Re-authentication for accounts with a password. */
    password: z.string().max(200).optional(),
  })
  .strict();

export const accountMessages = {
  notEmpty: "Import works only into an empty account: this one already has tasks, quizzes or flashcards.",
  confirmMismatch: "That is not this account's e-mail address",
  wrongPassword: "The password is not correct",
  recentSignInNeeded: "For your safety, sign in again (within the last 10 minutes) before deleting the account.",
  invalidFile: "This file is not a Cadence export, or it is damaged",
  deleted: "Your account and everything in it have been deleted",
} as const;
