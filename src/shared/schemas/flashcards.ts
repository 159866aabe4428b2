import { z } from "zod";
import { importLimits } from "../flashcard-import.js";
import { colorThemeSchema } from "./quizzes.js";

export const flashcardLimits = {
  title: 200,
  description: 2000,
  cards: importLimits.cards,
  side: importLimits.side,
  bulkIds: 500,
  importText: 900_000,
} as const;

export const ratings = ["again", "hard", "good", "easy"] as const;
export type Rating = (typeof ratings)[number];
export const ratingLabels: Record<Rating, string> = { again: "Again", hard: "Hard", good: "Good", easy: "Easy" };

/** FSRS card states (ts-fsrs): 0 new, 1 learning, 2 review, 3 relearning. */
export const cardStates = ["new", "learning", "review", "relearning"] as const;
export type CardState = (typeof cardStates)[number];

export const difficulties = ["easy", "medium", "hard"] as const;
export type Difficulty = (typeof difficulties)[number];

const side = (name: string) =>
  z
    .string()
    .trim()
    .min(1, `The ${name} cannot be empty`)
    .max(flashcardLimits.side, `The ${name} must be ${flashcardLimits.side.toLocaleString("en-US")} characters or fewer`);

export const cardInputSchema = z.object({ id: z.uuid().optional(), front: side("front"), back: side("back"), suspended: z.boolean().optional() }).strict();

const setFields = {
  title: z.string().trim().min(1, "Title is required").max(flashcardLimits.title, `Title must be ${flashcardLimits.title} characters or fewer`),
  description: z
    .string()
    .trim()
    .max(flashcardLimits.description, `Description must be ${flashcardLimits.description.toLocaleString("en-US")} characters or fewer`),
  colorTheme: colorThemeSchema,
  cards: z.array(cardInputSchema).max(flashcardLimits.cards, `A set holds at most ${flashcardLimits.cards.toLocaleString("en-US")} cards`),
};

export const setInputSchema = z
  .object({
    title: setFields.title,
    description: setFields.description.optional(),
    colorTheme: setFields.colorTheme.optional(),
    cards: setFields.cards.optional(),
  })
  .strict();
export type SetInput = z.input<typeof setInputSchema>;

export const setUpdateSchema = z
  .object({
    title: setFields.title.optional(),
    description: setFields.description.optional(),
    colorTheme: setFields.colorTheme.optional(),
    cards: setFields.cards.optional(),
  })
  .strict()
  .refine((value) => Object.keys(value).length > 0, { message: "Nothing to update" });
export type SetUpdate = z.output<typeof setUpdateSchema>;

export const cardSchema = z.object({
  id: z.string(),
  front: z.string(),
  back: z.string(),
  position: z.number(),
  /** easy / medium / hard from the FSRS difficulty; null until the first review. */
  difficulty: z.enum(difficulties).nullable(),
  lastReviewed: z.string().nullable(),
  due: z.string(),
  state: z.enum(cardStates),
  reps: z.number(),
  lapses: z.number(),
  /** Out of study until taken back (suspended in Anki). */
  suspended: z.boolean(),
});
export type Card = z.infer<typeof cardSchema>;

export const setSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  colorTheme: z.string(),
  cardCount: z.number(),
  /** Cards seen before that are due again now. */
  dueCount: z.number(),
  /** Cards never studied. */
  newCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SetSummary = z.infer<typeof setSummarySchema>;

export const setSchema = setSummarySchema.extend({ cards: z.array(cardSchema) });
export type FlashcardSet = z.infer<typeof setSchema>;

export const setListSchema = z.object({ sets: z.array(setSummarySchema) });

export const setIdsSchema = z
  .object({
    ids: z.array(z.uuid("Not a set id")).min(1, "Choose at least one set").max(flashcardLimits.bulkIds, `At most ${flashcardLimits.bulkIds} sets at once`),
  })
  .strict();

/** A card in a study queue, with when each rating would bring it back (ts-fsrs's preview at the time the queue was read). */
export const studyCardSchema = cardSchema.extend({
  next: z.object({ again: z.string(), hard: z.string(), good: z.string(), easy: z.string() }),
});
export type StudyCard = z.infer<typeof studyCardSchema>;

export const studyQueueSchema = z.object({
  setId: z.string(),
  /** Due reviews first (most overdue first), then new cards in set order. */
  cards: z.array(studyCardSchema),
  dueCount: z.number(),
  newCount: z.number(),
  /** When the next card not in this queue falls due, if any. */
  nextDue: z.string().nullable(),
});
export type StudyQueue = z.infer<typeof studyQueueSchema>;

export const reviewInputSchema = z.object({ rating: z.enum(ratings, "Rate again, hard, good or easy") }).strict();

export const reviewResultSchema = z.object({ card: cardSchema, reviewId: z.string() });
export type ReviewResult = z.infer<typeof reviewResultSchema>;

export const importInputSchema = z
  .object({
    title: setFields.title,
    description: setFields.description.optional(),
    colorTheme: setFields.colorTheme.optional(),
    format: z.enum(["auto", "csv", "tsv"]).optional(),
    /** Between term and definition (Quizlet: tab, comma or any text) and between rows (new line, semicolon or any text). */
    termSeparator: z
      .string()
      .min(1, "Choose what separates a term from its definition")
      .max(10)
      .refine((value) => !value.includes('"'), "A separator cannot contain a quote")
      .optional(),
    rowSeparator: z
      .string()
      .min(1, "Choose what separates one card from the next")
      .max(10)
      .refine((value) => !value.includes('"'), "A separator cannot contain a quote")
      .optional(),
    /** Leave out a first row of column names ("term, definition"). */
    skipHeader: z.boolean().optional(),
    /**
     * An Anki export that names its notes' guids and was imported before: "update" (the default)
     * updates that set's cards and adds the new ones; "new" makes a set of its own.
     */
    onExisting: z.enum(["update", "new"]).optional(),
    text: z.string().min(1, "Paste or upload some cards").max(flashcardLimits.importText, "This file is too large to import at once"),
  })
  .strict()
  .refine((value) => !value.termSeparator || value.termSeparator !== (value.rowSeparator ?? "\n"), {
    path: ["rowSeparator"],
    message: "Use different separators between term and definition and between cards",
  });

export type ImportInput = z.input<typeof importInputSchema>;

export const importResultSchema = z.object({
  set: setSummarySchema,
  /** "existing" when the file's notes were imported before and that set was updated. */
  into: z.enum(["new", "existing"]),
  imported: z.number(),
  /** Of the imported cards: new ones, changed ones and ones already as they were. */
  added: z.number(),
  updated: z.number(),
  unchanged: z.number(),
  errors: z.array(z.object({ line: z.number(), message: z.string() })),
  /** What could not be brought over (images in Anki's HTML). */
  notes: z.array(z.string()),
});
export type ImportResponse = z.infer<typeof importResultSchema>;
