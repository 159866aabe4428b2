import { z } from "zod";
import { defaultColorTheme } from "../color-themes.js";

export const quizLimits = {
  title: 200,
  description: 2000,
  sourceContent: 200_000,
  questions: 200,
  questionText: 2000,
  answers: 10,
  answerText: 1000,
  longAnswerText: 10_000,
  explanation: 2000,
  points: 100,
  bulkIds: 500,
  listDefault: 50,
  listMax: 200,
} as const;

/** Stored names; `matching` is the long-answer type (spec §3). */
export const questionTypes = ["multiple_choice", "true_false", "short_answer", "matching"] as const;
export type QuestionType = (typeof questionTypes)[number];
export const questionTypeLabels: Record<QuestionType, string> = {
  multiple_choice: "Multiple choice",
  true_false: "True / false",
  short_answer: "Short answer",
  matching: "Long answer",
};

export const colorThemeSchema = z
  .string()
  .regex(/^#[0-9A-Fa-f]{6}$/, "Use a colour like #3B82F6")
  .transform((value) => value.toUpperCase());

const answerInputSchema = z
  .object({
    id: z.uuid().optional(),
    answerText: z.string().trim().min(1, "An option cannot be empty").max(quizLimits.longAnswerText, "This answer is too long"),
    isCorrect: z.boolean(),
  })
  .strict();

export const questionInputSchema = z
  .object({
    id: z.uuid().optional(),
    questionText: z
      .string()
      .trim()
      .min(1, "Write the question")
      .max(quizLimits.questionText, `A question must be ${quizLimits.questionText.toLocaleString("en-US")} characters or fewer`),
    questionType: z.enum(questionTypes, "Choose a question type"),
    points: z
      .number()
      .int("Points are whole numbers")
      .min(0, "Points cannot be negative")
      .max(quizLimits.points, `At most ${quizLimits.points} points`)
      .optional(),
    explanation: z.string().trim().max(quizLimits.explanation, "This explanation is too long").optional(),
    /** Multiple choice with several correct options: the taker picks all of them. */
    multipleCorrect: z.boolean().optional(),
    answers: z.array(answerInputSchema).max(quizLimits.answers, `At most ${quizLimits.answers} options`),
  })
  .strict()
  .superRefine((question, context) => {
    for (const issue of questionIssues(question)) context.addIssue({ code: "custom", path: issue.path, message: issue.message });
  });
export type QuestionInput = z.input<typeof questionInputSchema>;

/** Rules per type, shared by the form (as it is typed) and the server. */
export function questionIssues(question: {
  questionType: QuestionType;
  multipleCorrect?: boolean | undefined;
  answers: { answerText: string; isCorrect: boolean }[];
}): { path: (string | number)[]; message: string }[] {
  const issues: { path: (string | number)[]; message: string }[] = [];
  const correct = question.answers.filter((answer) => answer.isCorrect).length;
  const add = (message: string, path: (string | number)[] = ["answers"]) => issues.push({ path, message });
  switch (question.questionType) {
    case "multiple_choice": {
      if (question.answers.length < 2) add("A multiple-choice question needs at least 2 options");
      if (correct < 1) add("Mark at least one option as correct");
      if (!question.multipleCorrect && correct > 1) add("Only one option can be correct; allow several correct options to mark more");
      const seen = new Set<string>();
      question.answers.forEach((answer, index) => {
        const key = answer.answerText.trim().toLowerCase();
        if (key && seen.has(key)) add("Two options say the same thing", ["answers", index, "answerText"]);
        seen.add(key);
        if (answer.answerText.length > quizLimits.answerText) add("This option is too long", ["answers", index, "answerText"]);
      });
      break;
    }
    case "true_false": {
      const texts = question.answers.map((answer) => answer.answerText).join(",");
      if (texts !== "True,False" || correct !== 1) add("A true/false question has the answers True and False, one of them correct");
      break;
    }
    case "short_answer":
      if (question.answers.length !== 1 || correct !== 1) add("A short-answer question needs its correct answer");
      else if ((question.answers[0]?.answerText.length ?? 0) > quizLimits.answerText) add("This answer is too long", ["answers", 0, "answerText"]);
      break;
    case "matching":
      if (question.answers.length > 1) add("A long-answer question has at most one sample answer");
      break;
  }
  return issues;
}

const quizFields = {
  title: z.string().trim().min(1, "Title is required").max(quizLimits.title, `Title must be ${quizLimits.title} characters or fewer`),
  description: z
    .string()
    .trim()
    .max(quizLimits.description, `Description must be ${quizLimits.description.toLocaleString("en-US")} characters or fewer`),
  colorTheme: colorThemeSchema,
  sourceContent: z.string().max(quizLimits.sourceContent, "The reference material is too long (200,000 characters at most)").nullable(),
  pdfUrl: z.string().max(2000).nullable(),
  questions: z.array(questionInputSchema).max(quizLimits.questions, `A quiz can have at most ${quizLimits.questions} questions`),
};

export const quizInputSchema = z
  .object({
    title: quizFields.title,
    description: quizFields.description.optional(),
    colorTheme: quizFields.colorTheme.optional(),
    sourceContent: quizFields.sourceContent.optional(),
    pdfUrl: quizFields.pdfUrl.optional(),
    questions: quizFields.questions,
  })
  .strict();
export type QuizInput = z.input<typeof quizInputSchema>;
export type QuizInputParsed = z.output<typeof quizInputSchema>;

export const quizUpdateSchema = z
  .object({
    title: quizFields.title.optional(),
    description: quizFields.description.optional(),
    colorTheme: quizFields.colorTheme.optional(),
    sourceContent: quizFields.sourceContent.optional(),
    pdfUrl: quizFields.pdfUrl.optional(),
    questions: quizFields.questions.optional(),
  })
  .strict()
  .refine((value) => Object.keys(value).length > 0, { message: "Nothing to update" });
export type QuizUpdate = z.output<typeof quizUpdateSchema>;

export const answerSchema = z.object({ id: z.string(), answerText: z.string(), isCorrect: z.boolean(), position: z.number() });
export const questionSchema = z.object({
  id: z.string(),
  questionText: z.string(),
  questionType: z.enum(questionTypes),
  points: z.number(),
  position: z.number(),
  explanation: z.string().nullable(),
  multipleCorrect: z.boolean(),
  answers: z.array(answerSchema),
});
export type Question = z.infer<typeof questionSchema>;

export const quizSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  colorTheme: z.string(),
  questionCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
  attemptCount: z.number(),
  /** The newest attempt's score as a percentage, or null before the first. */
  lastPercentage: z.number().nullable(),
});
export type QuizSummary = z.infer<typeof quizSummarySchema>;

export const quizSchema = quizSummarySchema.extend({
  pdfUrl: z.string().nullable(),
  sourceContent: z.string().nullable(),
  questions: z.array(questionSchema),
});
export type Quiz = z.infer<typeof quizSchema>;

export const quizListSchema = z.object({ quizzes: z.array(quizSummarySchema), nextOffset: z.number().nullable() });
export type QuizList = z.infer<typeof quizListSchema>;

export const quizQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(200)
    .optional()
    .transform((value) => value || undefined),
  limit: z.coerce.number().int().min(1).max(quizLimits.listMax).optional(),
  offset: z.coerce.number().int().min(0).optional(),
});

export const quizIdsSchema = z
  .object({ ids: z.array(z.uuid("Not a quiz id")).min(1, "Choose at least one quiz").max(quizLimits.bulkIds, `At most ${quizLimits.bulkIds} quizzes at once`) })
  .strict();

/** What the taker gave for one question; which field depends on its type. */
export const responseSchema = z
  .object({
    questionId: z.string().max(64),
    selectedAnswerIds: z.array(z.string().max(64)).max(quizLimits.answers).optional(),
    booleanAnswer: z.boolean().optional(),
    text: z.string().max(quizLimits.longAnswerText, "This answer is too long").optional(),
  })
  .strict();
export type QuizResponse = z.infer<typeof responseSchema>;

export const attemptInputSchema = z
  .object({
    responses: z.array(responseSchema).max(quizLimits.questions),
    /** Retaking some questions (the mistakes): the attempt covers only these. */
    questionIds: z.array(z.string().max(64)).min(1, "Choose at least one question").max(quizLimits.questions).optional(),
    timeTakenSeconds: z
      .number()
      .int()
      .min(0, "Time cannot be negative")
      .max(7 * 24 * 3600, "That is longer than a week"),
  })
  .strict();
export type AttemptInput = z.infer<typeof attemptInputSchema>;

/** A question as it was when the attempt was graded, so later edits do not change old results. */
export const gradedAnswerSchema = z.object({
  questionId: z.string(),
  questionText: z.string(),
  questionType: z.enum(questionTypes),
  points: z.number(),
  explanation: z.string().nullable(),
  options: z.array(z.object({ id: z.string(), answerText: z.string(), isCorrect: z.boolean() })),
  response: z.object({ selectedAnswerIds: z.array(z.string()).optional(), booleanAnswer: z.boolean().optional(), text: z.string().optional() }),
  answered: z.boolean(),
  isCorrect: z.boolean(),
  pointsEarned: z.number(),
  /** A long answer waits for the taker to compare it with the sample and grade it. */
  needsReview: z.boolean(),
});
export type GradedAnswer = z.infer<typeof gradedAnswerSchema>;

export const attemptSchema = z.object({
  id: z.string(),
  quizId: z.string(),
  quizTitle: z.string(),
  colorTheme: z.string(),
  score: z.number(),
  maxScore: z.number(),
  percentage: z.number(),
  /** "subset": a retake of some questions (the mistakes), not counted in the quiz's latest or best score or its trend. */
  scope: z.enum(["full", "subset"]),
  completedAt: z.string(),
  timeTaken: z.number(),
  answers: z.array(gradedAnswerSchema),
});
export type Attempt = z.infer<typeof attemptSchema>;

export const attemptSummarySchema = attemptSchema.omit({ answers: true }).extend({ questionCount: z.number(), needsReview: z.number() });
export type AttemptSummary = z.infer<typeof attemptSummarySchema>;

export const attemptListSchema = z.object({ attempts: z.array(attemptSummarySchema) });

export const attemptQuerySchema = z.object({
  quizId: z.string().max(64).optional(),
  limit: z.coerce.number().int().min(1).max(500).optional(),
});

export const attemptRegradeSchema = z
  .object({
    score: z.number().min(0).optional(),
    answers: z
      .array(
        z.object({ questionId: z.string().max(64), isCorrect: z.boolean(), pointsEarned: z.number().min(0, "Points cannot be negative").optional() }).strict(),
      )
      .min(1, "Grade at least one answer")
      .max(quizLimits.questions),
  })
  .strict();
export type AttemptRegrade = z.infer<typeof attemptRegradeSchema>;

export { defaultColorTheme };
