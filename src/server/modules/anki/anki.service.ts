import type { Kysely } from "kysely";
import { ankiMessages, type AnkiImportResult, type AnkiPreview, type AnkiProgress } from "../../../shared/schemas/anki.js";
import { defaultColorTheme } from "../../../shared/color-themes.js";
import { flashcardMessages } from "../../../shared/messages.js";
import { flashcardLimits } from "../../../shared/schemas/flashcards.js";
import type { Database } from "../../db/schema.js";
import { AppError } from "../../lib/app-error.js";
import { BudgetExceeded, type WorkPool } from "../ai/work/work-pool.js";
import { difficultyOf } from "../flashcards/flashcards.service.js";
import * as flashcards from "../flashcards/flashcards.repository.js";
import type { Storage } from "../storage/storage.service.js";
import type { ConvertedCard, ConvertedDeck } from "./anki-convert.js";
import { imagePaths, type ExportImage, type ExportSet } from "./anki-write.js";
import * as repository from "./anki.repository.js";

export interface AnkiDependencies {
  db: Kysely<Database>;
  storage: Storage;
  /** The worker threads that read and write packages, with their time and memory budgets. */
  pool: WorkPool;
}

/** The uploaded package's bytes (404 when the user has no such file). */
export async function packageBytes(storage: Storage, userId: string, path: string): Promise<Uint8Array> {
  const { body } = await storage.download(userId, "imports", path);
  return new Uint8Array(await new Response(body).arrayBuffer());
}

/** A package over the worker's budget is refused with the import's own words. */
async function inWorker<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof BudgetExceeded) {
      const message = error.budget === "time" ? ankiMessages.tooSlow : ankiMessages.tooLarge;
      throw AppError.validation([{ path: ["path"], message }], message);
    }
    throw error;
  }
}

const refuse = (message: string): never => {
  throw AppError.validation([{ path: ["deckIds"], message }], message);
};

const titleOf = (name: string) => (name.length > flashcardLimits.title ? `${name.slice(0, flashcardLimits.title - 1)}…` : name);

/** What the package holds: its decks with their counts, the note types and how each comes over. */
export async function previewPackage({ db, storage, pool }: AnkiDependencies, userId: string, path: string, signal?: AbortSignal): Promise<AnkiPreview> {
  const bytes = await packageBytes(storage, userId, path);
  const summary = await inWorker(pool.run({ kind: "anki-preview", bytes, now: Date.now() }, { signal }));
  const decks = await Promise.all(
    summary.decks.map(async ({ guids, cardCount, ...deck }) => {
      const setId = await flashcards.findSetByGuids(db, userId, guids);
      const set = setId ? await flashcards.findSet(db, userId, setId) : undefined;
      return { ...deck, cards: cardCount, updates: set ? { setId: set.id, title: set.title } : null };
    }),
  );
  return { format: summary.format, decks, noteTypes: summary.noteTypes, images: summary.images, audio: summary.audio };
}

function scheduleRow(card: ConvertedCard) {
  const schedule = card.schedule;
  if (!schedule) return {};
  return { ...schedule, difficulty: difficultyOf({ state: schedule.state, fsrs_difficulty: schedule.fsrs_difficulty }) };
}

/**
 * Imports the chosen decks in one transaction: each deck a new set, or, when a set already holds
 * its notes (Anki's guids), that set updated: changed text rewritten, new cards added, the rest
 * (and Cadence's own schedules and history) left as they are. Images are stored first; if the
 * transaction fails, those it stored are removed again, so a failed import changes nothing.
 * `bytes` are the package at `path`, read by the caller (packageBytes) before it answers.
 */
export async function importPackage(
  { db, storage, pool }: AnkiDependencies,
  userId: string,
  input: { path: string; deckIds: string[] },
  { signal, onProgress, bytes }: { signal?: AbortSignal; onProgress?: (progress: AnkiProgress) => void; bytes: Uint8Array },
): Promise<AnkiImportResult> {
  onProgress?.({ stage: "reading" });
  const conversion = await inWorker(pool.run({ kind: "anki-import", bytes, deckIds: input.deckIds, now: Date.now() }, { signal }));
  const inPackage = new Set(conversion.deckIds);
  if (input.deckIds.some((id) => !inPackage.has(id))) refuse(ankiMessages.unknownDeck);
  if (!conversion.decks.length) refuse(ankiMessages.empty);
  const tooBig = conversion.decks.find((deck) => deck.cards.length > flashcardLimits.cards);
  if (tooBig) refuse(ankiMessages.tooManyCards(tooBig.cards.length, flashcardLimits.cards));

  const stored: string[] = [];
  for (const image of conversion.images) {
    try {
      await storage.upload(userId, "card-media", image.path, image.bytes);
      stored.push(image.path);
    } catch (error) {
      // The same picture, stored by an earlier import: its name is its content's hash.
      if (!(error instanceof AppError && error.code === "conflict")) throw error;
    }
  }
  const total = conversion.decks.reduce((sum, deck) => sum + deck.cards.length, 0);
  let done = 0;
  const saved = (count: number) => {
    done += count;
    onProgress?.({ stage: "saving", done, total });
  };
  try {
    const result = await db.transaction().execute(async (trx) => {
      const sets: AnkiImportResult["sets"] = [];
      let reviews = 0;
      for (const deck of conversion.decks) {
        const outcome = await importDeck(trx, userId, deck, saved);
        sets.push(outcome.set);
        reviews += outcome.reviews;
      }
      return { sets, reviews };
    });
    onProgress?.({ stage: "done", done: total, total });
    await storage.remove(userId, "imports", [input.path]).catch(() => undefined);
    return { ...result, images: conversion.images.length, audio: conversion.audio };
  } catch (error) {
    if (stored.length) await storage.remove(userId, "card-media", stored).catch(() => undefined);
    throw error;
  }
}

async function importDeck(trx: Kysely<Database>, userId: string, deck: ConvertedDeck, saved: (count: number) => void) {
  const guids = deck.cards.map((card) => card.guid);
  const existingId = await flashcards.findSetByGuids(trx, userId, guids);
  let setId: string;
  let fresh: ConvertedCard[];
  let updated = 0;
  let unchanged = 0;
  if (existingId && (await flashcards.lockSet(trx, userId, existingId))) {
    setId = existingId;
    const known = new Map((await flashcards.findGuidCards(trx, setId)).map((card) => [card.guid, card]));
    const changed: { id: string; front: string; back: string; position: number }[] = [];
    fresh = [];
    for (const card of deck.cards) {
      const existing = known.get(card.guid);
      if (!existing) fresh.push(card);
      else if (existing.front === card.front && existing.back === card.back) unchanged += 1;
      else changed.push({ id: existing.id, front: card.front, back: card.back, position: existing.position });
    }
    const count = await flashcards.countCards(trx, setId);
    if (count + fresh.length > flashcardLimits.cards) refuse(ankiMessages.tooManyCards(count + fresh.length, flashcardLimits.cards));
    await flashcards.updateCards(trx, setId, changed);
    updated = changed.length;
    saved(changed.length + unchanged);
  } else {
    setId = await flashcards.insertSet(trx, { user_id: userId, title: titleOf(deck.name), description: "Imported from Anki", color_theme: defaultColorTheme });
    fresh = deck.cards;
  }
  const start = (await flashcards.maxPosition(trx, setId)) + 1;
  let reviews = 0;
  for (let offset = 0; offset < fresh.length; offset += 1000) {
    const part = fresh.slice(offset, offset + 1000);
    const ids = await repository.insertImportedCards(
      trx,
      setId,
      part.map((card, index) => ({
        front: card.front,
        back: card.back,
        guid: card.guid,
        position: start + offset + index,
        suspended: card.suspended,
        ...scheduleRow(card),
      })),
    );
    const rows = part.flatMap((card, index) =>
      card.reviews.map((review) => ({ ...review, card_id: ids[index]!, user_id: userId, previous: JSON.stringify(review.previous) })),
    );
    await repository.insertReviews(trx, rows);
    reviews += rows.length;
    saved(part.length);
  }
  await flashcards.updateSet(trx, setId, { card_count: await flashcards.countCards(trx, setId) });
  const set = await flashcards.findSet(trx, userId, setId);
  return {
    set: { id: setId, title: set?.title ?? deck.name, into: existingId ? ("existing" as const) : ("new" as const), added: fresh.length, updated, unchanged },
    reviews,
  };
}

export const noSetsToExport = "There are no flashcard sets to export yet.";

/** One set, or all of the user's sets, as an Anki package with their review history and images. */
export async function exportPackage(
  { db, storage, pool }: AnkiDependencies,
  userId: string,
  setId: string | undefined,
): Promise<{ title: string; bytes: Uint8Array }> {
  const sets = await repository.setsToExport(db, userId, setId);
  if (setId && !sets.length) throw AppError.notFound(flashcardMessages.notFoundOrDenied);
  if (!sets.length) throw AppError.validation([{ path: ["setId"], message: noSetsToExport }], noSetsToExport);
  const cards = await repository.cardsToExport(
    db,
    sets.map((set) => set.id),
  );
  const reviews = await repository.reviewsToExport(
    db,
    userId,
    cards.map((card) => card.id),
  );
  const paths = new Set(cards.flatMap((card) => [...imagePaths(card.front), ...imagePaths(card.back)]));
  const images: ExportImage[] = [];
  for (const path of paths) {
    try {
      const { body } = await storage.download(userId, "card-media", path);
      images.push({ path, bytes: new Uint8Array(await new Response(body).arrayBuffer()) });
    } catch (error) {
      // A picture since deleted: the card keeps its description.
      if (!(error instanceof AppError && error.code === "not_found")) throw error;
    }
  }
  const exportSets: ExportSet[] = sets.map((set) => ({
    title: set.title,
    cards: cards
      .filter((card) => card.set_id === set.id)
      .map((card) => ({
        guid: card.guid ?? `cadence-${card.id}`,
        front: card.front,
        back: card.back,
        state: card.state,
        dueAt: card.due_at.getTime(),
        stability: card.stability,
        difficulty: card.fsrs_difficulty,
        scheduledDays: card.scheduled_days,
        reps: card.reps,
        lapses: card.lapses,
        suspended: card.suspended,
        createdAt: card.created_at.getTime(),
        reviews: (reviews.get(card.id) ?? []).map((review) => ({
          reviewedAt: review.reviewed_at.getTime(),
          rating: review.rating,
          stateBefore: Number((review.previous as { state?: unknown }).state ?? 0),
          state: review.state,
          dueAt: review.due_at.getTime(),
          scheduledDays: review.scheduled_days,
        })),
      })),
  }));
  const bytes = await inWorker(pool.run({ kind: "anki-export", sets: exportSets, images, now: Date.now() }));
  return { title: setId ? sets[0]!.title : "Cadence flashcards", bytes };
}
