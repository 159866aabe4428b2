import { z } from "zod";
import { isValidTimeZone } from "../time.js";
import { studyCardSchema } from "./flashcards.js";

/** Study plans: an exam, what it covers, and the daily study that gets there (issue 22). */
export const planLimits = {
  title: 200,
  sets: 20,
  quizzes: 20,
  minMinutes: 5,
  maxMinutes: 480,
  /** How far ahead an exam may be. */
  maxDays: 366,
} as const;

export const planMessages = {
  notFound: "Study plan not found or access denied",
  examInPast: "The exam must be in the future",
  examTooFar: `The exam must be within ${planLimits.maxDays} days`,
  nothingCovered: "Choose at least one flashcard set or quiz",
  unknownSet: "One of the chosen flashcard sets was not found",
  unknownQuiz: "One of the chosen quizzes was not found",
  windowOrder: "The window must end after it starts",
  created: "Study plan created",
  updated: "Study plan updated",
  deleted: "Study plan deleted: your cards keep their own schedule",
  saveFailed: "Failed to save the study plan",
  blockNotFound: "No study block on that day",
  noMovedBlock: "That day's block is where the plan put it",
  blockInPast: "A study block cannot start in the past",
  blockAfterExam: "Move the block to a day before the exam",
  blockMoved: "Study block moved: the plan has been adjusted around it",
  blockReset: "Study block put back where the plan had it",
  moveFailed: "Failed to move the study block",
  loadFailed: "Failed to load study plans",
} as const;

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Use a time like 17:00");

const planFields = {
  title: z.string().trim().min(1, "Title is required").max(planLimits.title),
  examAt: z.iso.datetime({ offset: true, message: "Give the exam's date and time" }),
  timeZone: z.string().max(64).refine(isValidTimeZone, "Choose a time zone from the list"),
  /** Predicted recall wanted for every card at the exam's start. */
  targetRecall: z.number().min(0.7, "Aim for 70 % or more").max(0.97, "Aim for 97 % or less"),
  dailyMinutes: z
    .number()
    .int()
    .min(planLimits.minMinutes, `Study at least ${planLimits.minMinutes} minutes a day`)
    .max(planLimits.maxMinutes, `At most ${planLimits.maxMinutes} minutes a day`),
  /** 0 = Monday … 6 = Sunday. */
  daysOff: z
    .array(z.number().int().min(0).max(6))
    .max(6, "Leave at least one day a week to study")
    .refine((days) => new Set(days).size === days.length, "Each day once"),
  windowStart: time,
  windowEnd: time,
  setIds: z.array(z.uuid("Not a flashcard set id")).max(planLimits.sets),
  quizIds: z.array(z.uuid("Not a quiz id")).max(planLimits.quizzes),
  /** The exam's task on the calendar, when the plan starts from one. */
  taskId: z.uuid("Not a task id").nullable(),
};

const windowInOrder = (value: { windowStart?: string | undefined; windowEnd?: string | undefined }) =>
  value.windowStart === undefined || value.windowEnd === undefined || value.windowStart < value.windowEnd;

export const planInputSchema = z
  .object({
    title: planFields.title,
    examAt: planFields.examAt,
    timeZone: planFields.timeZone.optional(),
    targetRecall: planFields.targetRecall.default(0.9),
    dailyMinutes: planFields.dailyMinutes.default(30),
    daysOff: planFields.daysOff.default([]),
    windowStart: planFields.windowStart.default("17:00"),
    windowEnd: planFields.windowEnd.default("21:00"),
    setIds: planFields.setIds.default([]),
    quizIds: planFields.quizIds.default([]),
    taskId: planFields.taskId.optional(),
  })
  .strict()
  .refine(windowInOrder, { path: ["windowEnd"], message: planMessages.windowOrder })
  .refine((value) => value.setIds.length + value.quizIds.length > 0, { path: ["setIds"], message: planMessages.nothingCovered });
export type PlanInput = z.input<typeof planInputSchema>;

export const planUpdateSchema = z
  .object({
    title: planFields.title.optional(),
    examAt: planFields.examAt.optional(),
    timeZone: planFields.timeZone.optional(),
    targetRecall: planFields.targetRecall.optional(),
    dailyMinutes: planFields.dailyMinutes.optional(),
    daysOff: planFields.daysOff.optional(),
    windowStart: planFields.windowStart.optional(),
    windowEnd: planFields.windowEnd.optional(),
    setIds: planFields.setIds.optional(),
    quizIds: planFields.quizIds.optional(),
  })
  .strict()
  .refine((value) => Object.keys(value).length > 0, { message: "Nothing to update" })
  .refine(windowInOrder, { path: ["windowEnd"], message: planMessages.windowOrder });
export type PlanUpdate = z.output<typeof planUpdateSchema>;

export const planSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  examAt: z.string(),
  timeZone: z.string(),
  /** "active" until the exam starts, then "closed". */
  status: z.enum(["active", "closed"]),
  daysLeft: z.number(),
  setCount: z.number(),
  quizCount: z.number(),
  taskId: z.string().nullable(),
});
export type PlanSummary = z.infer<typeof planSummarySchema>;

export const planListSchema = z.object({ plans: z.array(planSummarySchema) });

const plannedQuizSchema = z.object({ quizId: z.string(), title: z.string(), kind: z.enum(["mistakes", "full"]), minutes: z.number() });

export const planDaySchema = z.object({
  date: z.string(),
  reviews: z.number(),
  newCards: z.number(),
  /** Reviews with same-day learning steps: what the day costs. */
  reviewCount: z.number(),
  quizzes: z.array(plannedQuizSchema),
  minutes: z.number(),
  /** The study block on the calendar (in free time within the window, or where the user moved it), when there is room for it. */
  block: z.object({ start: z.string(), end: z.string(), moved: z.boolean() }).nullable(),
});
export type PlanDay = z.infer<typeof planDaySchema>;

export const planSchema = planSummarySchema.extend({
  targetRecall: z.number(),
  dailyMinutes: z.number(),
  daysOff: z.array(z.number()),
  windowStart: z.string(),
  windowEnd: z.string(),
  sets: z.array(
    z.object({ id: z.string(), title: z.string(), colorTheme: z.string(), cardCount: z.number(), learned: z.number(), predictedRecall: z.number() }),
  ),
  quizzes: z.array(z.object({ id: z.string(), title: z.string(), colorTheme: z.string(), questionCount: z.number(), mistakes: z.number() })),
  feasible: z.boolean(),
  /** Mean predicted recall of the plan's cards at the exam's start. */
  predictedRecall: z.number(),
  cardCount: z.number(),
  cardsAtTarget: z.number(),
  cardsLearned: z.number(),
  newCardsLeft: z.number(),
  suggestion: z.object({ dailyMinutes: z.number().nullable(), startBy: z.string() }).nullable(),
  days: z.array(planDaySchema),
  /** The predicted recall at the exam as it was on each day the plan was read. */
  history: z.array(z.object({ date: z.string(), predictedRecall: z.number(), cardsLearned: z.number() })),
  /** After the exam: the linked quizzes' attempts since the plan began. */
  results: z.array(z.object({ quizId: z.string(), quizTitle: z.string(), percentage: z.number(), completedAt: z.string() })),
});
export type StudyPlan = z.infer<typeof planSchema>;

/** A plan's study block on the calendar. */
export const studyBlockSchema = z.object({
  planId: z.string(),
  title: z.string(),
  date: z.string(),
  start: z.string(),
  end: z.string(),
  minutes: z.number(),
  reviews: z.number(),
  newCards: z.number(),
  /** The user moved it here (PUT /api/study-plans/{id}/blocks/{date}); the plan works around it. */
  moved: z.boolean(),
  updatedAt: z.string(),
});
export type StudyBlock = z.infer<typeof studyBlockSchema>;
export const studyBlockListSchema = z.object({ blocks: z.array(studyBlockSchema) });

/** PUT /api/study-plans/{id}/blocks/{date}: the block of that day starts at `start` instead (another time, or another day before the exam). */
export const blockMoveSchema = z.object({ start: z.iso.datetime({ offset: true, message: "Give the block's new start" }) }).strict();
export type BlockMoveInput = z.infer<typeof blockMoveSchema>;

/** Today's session of a plan: its reviews and new cards across the linked sets, in one queue. */
export const planStudyQueueSchema = z.object({
  planId: z.string(),
  cards: z.array(studyCardSchema.extend({ setId: z.string(), setTitle: z.string() })),
  minutes: z.number(),
});
export type PlanStudyQueue = z.infer<typeof planStudyQueueSchema>;

/** POST /api/attempts/{id}/flashcards: the attempt's missed questions as cards. */
export const mistakesToCardsSchema = z
  .object({
    /** The set to add to; without it, a set named after the quiz (made the first time). */
    setId: z.uuid("Not a flashcard set id").optional(),
  })
  .strict();
export type MistakesToCardsInput = z.infer<typeof mistakesToCardsSchema>;

export const mistakesToCardsResultSchema = z.object({
  setId: z.string(),
  setTitle: z.string(),
  /** Cards made now. */
  added: z.number(),
  /** Missed questions that already had a card in the set (missed again). */
  skipped: z.number(),
});
export type MistakesToCardsResult = z.infer<typeof mistakesToCardsResultSchema>;

export const mistakesMessages = {
  setTitle: (quizTitle: string) => `${quizTitle}: mistakes`.slice(0, planLimits.title),
  added: (added: number, title: string) =>
    added === 0 ? `Every mistake already has a card in “${title}”` : `${added} ${added === 1 ? "card" : "cards"} added to “${title}”`,
  failed: "Failed to make flashcards from the mistakes",
} as const;
