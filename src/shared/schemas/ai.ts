import { z } from "zod";
import { objectPathSchema } from "../storage.js";
import { colorThemeSchema, questionTypes, quizLimits, type QuestionInput } from "./quizzes.js";

/** The AI features (DESIGN.md §4 `/api/ai/*`). */
export const aiDifficulties = ["easy", "medium", "hard"] as const;
export type AiDifficulty = (typeof aiDifficulties)[number];

export const aiLimits = {
  questions: 50,
  cards: 100,
  /** Pasted text; a PDF's text is cut to the same length. */
  textChars: quizLimits.sourceContent,
  minTextChars: 80,
  breakdownSteps: 8,
  /** Pages read from one PDF: past this the file is refused before any page is read. */
  pdfPages: 300,
  tags: 5,
} as const;

export const aiMessages = {
  quotaReached: (limit: number) => `You have used all ${limit} AI generations for today. They come back at midnight (UTC).`,
  tooShort: "This text is too short to work from: give at least a few full sentences.",
  noTextInPdf: "This PDF has no text to read: it looks scanned. Paste the text instead, or use a PDF with selectable text.",
  unreadablePdf: "This file could not be read as a PDF.",
  tooManyPages: (pages: number, max: number) =>
    `This PDF has ${pages.toLocaleString("en-US")} pages; Cadence reads at most ${max} from one file. Upload the chapters you need, or paste their text.`,
  tooSlow:
    "This document took too long to work through, so the generation was stopped. Try a shorter extract. The attempt counts towards today's AI generations.",
  tooLarge:
    "This document needed more memory than one generation may use, so it was stopped. Try a shorter extract. The attempt counts towards today's AI generations.",
  providerUnreachable: "The AI provider could not be reached. Try again in a moment.",
  providerTimeout: "The AI provider took too long to answer. Try again, or ask for fewer questions.",
  malformed: "The AI provider's answer could not be used, even after a retry. Try again, or ask for fewer questions.",
  nothingGenerated: "No questions could be written from this text: it needs full sentences with key terms.",
  noCards: "No term and definition pairs were found: write lines like 'Term: definition' or sentences like 'A cell is the basic unit of life.'",
  sourceMissing: "Give either pasted text or an uploaded PDF",
  documentNotFound: "That uploaded file was not found",
} as const;

const sourceFields = {
  text: z
    .string()
    .max(aiLimits.textChars, `Paste at most ${aiLimits.textChars.toLocaleString("en-US")} characters`)
    .optional(),
  /** A PDF already uploaded to the documents bucket (its path there). */
  documentPath: objectPathSchema.optional(),
};

function oneSource(value: { text?: string | undefined; documentPath?: string | undefined }, context: z.RefinementCtx) {
  const hasText = value.text !== undefined && value.text.trim() !== "";
  if (hasText === (value.documentPath !== undefined)) context.addIssue({ code: "custom", path: ["text"], message: aiMessages.sourceMissing });
  else if (hasText && value.text!.trim().length < aiLimits.minTextChars) context.addIssue({ code: "custom", path: ["text"], message: aiMessages.tooShort });
}

/** What a generated quiz should be like, apart from its source (the generator form checks these before uploading). */
export const aiQuizOptionsSchema = z.object({
  title: z.string().trim().max(quizLimits.title).optional(),
  description: z.string().trim().max(quizLimits.description).optional(),
  colorTheme: colorThemeSchema.optional(),
  questionTypes: z.array(z.enum(questionTypes)).min(1, "Choose at least one question type.").max(questionTypes.length),
  count: z
    .number({ error: `Choose a whole number from 1 to ${aiLimits.questions}.` })
    .int(`Choose a whole number from 1 to ${aiLimits.questions}.`)
    .min(1, `Choose a whole number from 1 to ${aiLimits.questions}.`)
    .max(aiLimits.questions, `Choose a whole number from 1 to ${aiLimits.questions}.`),
  difficulty: z.enum(aiDifficulties).default("medium"),
});

export const aiQuizRequestSchema = aiQuizOptionsSchema.extend(sourceFields).strict().superRefine(oneSource);
export type AiQuizRequest = z.input<typeof aiQuizRequestSchema>;

/** A question as the editor takes it (the quiz form's input). */
export type DraftQuestion = QuestionInput & { explanation: string; points: number };

export const aiProgressStages = ["reading", "analysing", "writing", "done"] as const;
export interface AiProgress {
  stage: (typeof aiProgressStages)[number];
  /** Reading a PDF: page n of m. */
  page?: number;
  pages?: number;
  /** Writing: question k of n. */
  question?: number;
  questions?: number;
}

export interface AiQuizDraft {
  title: string;
  description: string;
  colorTheme?: string;
  sourceContent: string;
  pdfUrl: string | null;
  questions: DraftQuestion[];
}

export interface AiQuizResult {
  draft: AiQuizDraft;
  /** Why fewer questions than asked came back. */
  shortfall: string[];
  provider: string;
  remaining: number;
}

export const aiFlashcardRequestSchema = z
  .object({
    ...sourceFields,
    title: z.string().trim().max(200).optional(),
    count: z.number().int().min(1).max(aiLimits.cards).default(30),
  })
  .strict()
  .superRefine(oneSource);
export type AiFlashcardRequest = z.input<typeof aiFlashcardRequestSchema>;

export const aiFlashcardResultSchema = z.object({
  title: z.string(),
  cards: z.array(z.object({ front: z.string(), back: z.string() })),
  shortfall: z.array(z.string()),
  provider: z.string(),
  remaining: z.number().int(),
});
export type AiFlashcardResult = z.infer<typeof aiFlashcardResultSchema>;

const dateText = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date like 2026-12-01");

export const aiBreakdownRequestSchema = z
  .object({
    title: z.string().trim().min(1, "Title is required").max(200),
    description: z.string().trim().max(5000).optional(),
    /** The parent's due date (the user's calendar day); steps are spread before it. */
    dueDate: dateText.optional(),
    /** Today in the user's zone, where the steps may start. */
    today: dateText,
  })
  .strict();
export type AiBreakdownRequest = z.input<typeof aiBreakdownRequestSchema>;

export const aiBreakdownResultSchema = z.object({
  subtasks: z.array(z.object({ title: z.string(), dueDate: z.string().nullable() })),
  provider: z.string(),
  remaining: z.number().int(),
});
export type AiBreakdownResult = z.infer<typeof aiBreakdownResultSchema>;

export const aiTagRequestSchema = z.object({ title: z.string().trim().max(200), description: z.string().trim().max(5000).optional() }).strict();
export const aiTagResultSchema = z.object({ tags: z.array(z.string()) });

export const aiQuotaSchema = z.object({ limit: z.number().int(), used: z.number().int(), remaining: z.number().int(), resetsAt: z.string() });
export type AiQuota = z.infer<typeof aiQuotaSchema>;
