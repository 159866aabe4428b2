import { z } from "zod";
import { objectPathSchema } from "../storage.js";

/** Anki packages in and out (issue 25). */
export const ankiMessages = {
  notAPackage: "This file is not an Anki package: export a deck from Anki as .apkg (or the whole collection as .colpkg) and choose that file.",
  noCollection: "This zip file holds no Anki collection (collection.anki21b, collection.anki21 or collection.anki2).",
  damaged: "This Anki package is damaged or cut short, so nothing was imported. Export it from Anki again and choose the new file.",
  noDecks: "Choose at least one deck to import.",
  unknownDeck: "That deck is not in this package.",
  empty: "The chosen decks have no cards to import.",
  tooManyCards: (count: number, max: number) =>
    `A set holds at most ${max.toLocaleString("en-US")} cards: this deck has ${count.toLocaleString("en-US")}. Split it into subdecks in Anki first.`,
  tooSlow: "This package took too long to read, so the import was stopped and nothing was changed.",
  tooLarge: "This package needed more memory than one import may use, so the import was stopped and nothing was changed.",
} as const;

/** The package, as the user uploaded it to their `imports` folder. */
export const ankiPreviewRequestSchema = z.object({ path: objectPathSchema }).strict();

export const ankiImportRequestSchema = z
  .object({
    path: objectPathSchema,
    deckIds: z
      .array(z.string().regex(/^\d{1,20}$/, "A deck id is a number"))
      .min(1, ankiMessages.noDecks)
      .max(500),
  })
  .strict();

export const ankiDeckPreviewSchema = z.object({
  id: z.string(),
  /** "Parent › Child" */
  name: z.string(),
  cards: z.number(),
  newCards: z.number(),
  learningCards: z.number(),
  reviewCards: z.number(),
  suspended: z.number(),
  reviews: z.number(),
  /** A set of the user's already holds some of its notes: importing updates that set. */
  updates: z.object({ setId: z.string(), title: z.string() }).nullable(),
});

export const ankiNotetypeHandling = ["front-back", "cloze", "first-two-fields"] as const;

export const ankiPreviewSchema = z.object({
  format: z.string(),
  decks: z.array(ankiDeckPreviewSchema),
  noteTypes: z.array(z.object({ name: z.string(), notes: z.number(), handling: z.enum(ankiNotetypeHandling) })),
  images: z.number(),
  /** Sound and video files the cards use: not imported. */
  audio: z.array(z.string()),
});

export const ankiImportResultSchema = z.object({
  sets: z.array(
    z.object({ id: z.string(), title: z.string(), into: z.enum(["new", "existing"]), added: z.number(), updated: z.number(), unchanged: z.number() }),
  ),
  reviews: z.number(),
  images: z.number(),
  audio: z.array(z.string()),
});

export const ankiProgressSchema = z.object({
  stage: z.enum(["reading", "saving", "done"]),
  done: z.number().optional(),
  total: z.number().optional(),
});

export type AnkiPreview = z.infer<typeof ankiPreviewSchema>;
export type AnkiDeckPreview = z.infer<typeof ankiDeckPreviewSchema>;
export type AnkiImportResult = z.infer<typeof ankiImportResultSchema>;
export type AnkiProgress = z.infer<typeof ankiProgressSchema>;
export type AnkiNotetypeHandling = (typeof ankiNotetypeHandling)[number];
