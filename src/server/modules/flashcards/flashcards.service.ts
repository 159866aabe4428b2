import type { Kysely } from "kysely";
import { createEmptyCard, fsrs, generatorParameters, Rating, type Card as FsrsCard, type Grade } from "ts-fsrs";
import { defaultColorTheme } from "../../../shared/color-themes.js";
import { parseCards, serializeCards, type ImportedCard, type ImportFormat } from "../../../shared/flashcard-import.js";
import { htmlToMarkdown } from "../../../shared/html-to-markdown.js";
import { flashcardMessages } from "../../../shared/messages.js";
import {
  cardStates,
  flashcardLimits,
  type Card,
  type Difficulty,
  type FlashcardSet,
  type ImportResponse,
  type Rating as RatingName,
  type ReviewResult,
  type SetSummary,
  type SetUpdate,
  type StudyCard,
  type StudyQueue,
} from "../../../shared/schemas/flashcards.js";
import type { Database, Db } from "../../db/schema.js";
import { AppError } from "../../lib/app-error.js";
import * as repository from "./flashcards.repository.js";
import type { CardRow, SetRow, SetSort } from "./flashcards.repository.js";

const scheduler = fsrs(generatorParameters({ enable_fuzz: true }));
const gradeOf: Record<RatingName, Grade> = { again: Rating.Again, hard: Rating.Hard, good: Rating.Good, easy: Rating.Easy };
/** New cards offered per study session, after the due ones. */
export const newCardsPerSession = 50;

const notFound = () => AppError.notFound(flashcardMessages.notFoundOrDenied);

/** The spec's difficulty, from FSRS's 1–10 scale. */
export function difficultyOf(row: Pick<CardRow, "state" | "fsrs_difficulty">): Difficulty | null {
  if (row.state === 0) return null;
  if (row.fsrs_difficulty <= 4) return "easy";
  if (row.fsrs_difficulty <= 7) return "medium";
  return "hard";
}

export function toCard(row: CardRow): Card {
  return {
    id: row.id,
    front: row.front,
    back: row.back,
    position: row.position,
    difficulty: difficultyOf(row),
    lastReviewed: row.last_reviewed?.toISOString() ?? null,
    due: row.due_at.toISOString(),
    state: cardStates[row.state] ?? "new",
    reps: row.reps,
    lapses: row.lapses,
    suspended: row.suspended,
  };
}

function toSummary(row: SetRow): SetSummary {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    colorTheme: row.color_theme,
    cardCount: row.card_count,
    dueCount: row.due_count,
    newCount: row.new_count,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export async function listSets(db: Db, userId: string, options: { q?: string | undefined; sort?: SetSort | undefined }) {
  return { sets: (await repository.listSets(db, userId, { q: options.q, sort: options.sort ?? "created" })).map(toSummary) };
}

export async function getSet(db: Db, userId: string, id: string): Promise<FlashcardSet> {
  const row = await repository.findSet(db, userId, id);
  if (!row) throw notFound();
  return { ...toSummary(row), cards: (await repository.findCards(db, id)).map(toCard) };
}

async function insertSetWithCards(
  db: Kysely<Database>,
  userId: string,
  input: {
    title: string;
    description?: string | undefined;
    colorTheme?: string | undefined;
    cards?: { front: string; back: string; guid?: string | undefined }[] | undefined;
  },
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const setId = await repository.insertSet(trx, {
      user_id: userId,
      title: input.title,
      description: input.description ?? "",
      color_theme: input.colorTheme ?? defaultColorTheme,
    });
    const cards = input.cards ?? [];
    await repository.insertCards(
      trx,
      setId,
      cards.map((card, position) => ({ front: card.front, back: card.back, guid: card.guid, position })),
    );
    await repository.updateSet(trx, setId, { card_count: cards.length });
    return setId;
  });
}

export async function createSet(db: Kysely<Database>, userId: string, input: Parameters<typeof insertSetWithCards>[2]): Promise<FlashcardSet> {
  return getSet(db, userId, await insertSetWithCards(db, userId, input));
}

/**
 * The set and, when given, its cards as the editor left them: new cards (no id, or an id not
 * in this set) are inserted, known ones updated in place (their schedules kept), missing ones
 * deleted, then card_count set, all in one transaction.
 */
export async function updateSet(db: Kysely<Database>, userId: string, id: string, input: SetUpdate): Promise<FlashcardSet> {
  await db.transaction().execute(async (trx) => {
    if (!(await repository.lockSet(trx, userId, id))) throw notFound();
    await repository.updateSet(trx, id, {
      ...(input.title !== undefined && { title: input.title }),
      ...(input.description !== undefined && { description: input.description }),
      ...(input.colorTheme !== undefined && { color_theme: input.colorTheme }),
    });
    if (input.cards === undefined) return;
    const existing = new Set((await repository.findCards(trx, id)).map((card) => card.id));
    const kept: { id: string; front: string; back: string; position: number }[] = [];
    const suspension: { id: string; suspended: boolean }[] = [];
    const added: { front: string; back: string; position: number }[] = [];
    const seen = new Set<string>();
    input.cards.forEach((card, position) => {
      if (card.id && existing.has(card.id) && !seen.has(card.id)) {
        seen.add(card.id);
        kept.push({ id: card.id, front: card.front, back: card.back, position });
        if (card.suspended !== undefined) suspension.push({ id: card.id, suspended: card.suspended });
      } else {
        added.push({ front: card.front, back: card.back, position });
      }
    });
    await repository.deleteCardsExcept(
      trx,
      id,
      kept.map((card) => card.id),
    );
    await repository.updateCards(trx, id, kept);
    await repository.setSuspended(trx, id, suspension);
    await repository.insertCards(trx, id, added);
    await repository.updateSet(trx, id, { card_count: await repository.countCards(trx, id) });
  });
  return getSet(db, userId, id);
}

export async function deleteSet(db: Db, userId: string, id: string): Promise<void> {
  if ((await repository.deleteSets(db, userId, [id])) === 0) throw notFound();
}

export async function deleteSets(db: Db, userId: string, ids: string[]): Promise<number> {
  return repository.deleteSets(db, userId, ids);
}

export async function studyQueue(db: Db, userId: string, id: string): Promise<StudyQueue> {
  const set = await repository.findSet(db, userId, id);
  if (!set) throw notFound();
  const { due, fresh, nextDue } = await repository.studyQueue(db, id, newCardsPerSession);
  const now = new Date();
  // Cards in the same state share their preview: a new set's cards are all new, from one moment.
  const previews = new Map<string, StudyCard["next"]>();
  return {
    setId: id,
    cards: [...due, ...fresh].map((row) => toStudyCard(row, now, previews)),
    dueCount: set.due_count,
    newCount: set.new_count,
    nextDue: nextDue?.toISOString() ?? null,
  };
}

/**
 * A card as a study queue gives it: with when each rating would bring it back. `previews` keeps
 * the previews already worked out at `now`, by the card's schedule: ts-fsrs's preview depends on
 * nothing else (its fuzz is seeded by the review time, the repetitions and the memory state), so
 * cards in one state share it. A study queue of 200 new cards ran the scheduler 800 times.
 */
export function toStudyCard(row: CardRow, now: Date, previews?: Map<string, StudyCard["next"]>): StudyCard {
  if (!previews) return { ...toCard(row), next: nextDues(row, now) };
  const key = scheduleKey(row);
  let next = previews.get(key);
  if (!next) {
    next = nextDues(row, now);
    previews.set(key, next);
  }
  return { ...toCard(row), next };
}

/** Everything of a card that its scheduling reads (a new card: only when it is due). */
export function scheduleKey(row: CardRow): string {
  if (row.state === 0) return `new ${row.due_at.getTime()}`;
  return [
    row.state,
    row.due_at.getTime(),
    row.stability,
    row.fsrs_difficulty,
    row.elapsed_days,
    row.scheduled_days,
    row.learning_steps,
    row.reps,
    row.lapses,
    row.last_reviewed?.getTime() ?? "",
  ].join(" ");
}

/** When each rating given now would bring the card back (ts-fsrs's preview; the rating's own fuzz may move it slightly). */
function nextDues(row: CardRow, now: Date): StudyCard["next"] {
  const preview = scheduler.repeat(fsrsCard(row), now);
  return {
    again: preview[Rating.Again].card.due.toISOString(),
    hard: preview[Rating.Hard].card.due.toISOString(),
    good: preview[Rating.Good].card.due.toISOString(),
    easy: preview[Rating.Easy].card.due.toISOString(),
  };
}

/** A stored card as ts-fsrs takes it (a card never studied: FSRS's empty card). */
export function fsrsCard(row: CardRow): FsrsCard {
  if (row.state === 0) return createEmptyCard(row.due_at);
  return {
    due: row.due_at,
    stability: row.stability,
    difficulty: row.fsrs_difficulty,
    elapsed_days: row.elapsed_days,
    scheduled_days: row.scheduled_days,
    learning_steps: row.learning_steps,
    reps: row.reps,
    lapses: row.lapses,
    state: row.state,
    ...(row.last_reviewed ? { last_review: row.last_reviewed } : {}),
  } as FsrsCard;
}

const scheduleColumns = [
  "due_at",
  "stability",
  "fsrs_difficulty",
  "elapsed_days",
  "scheduled_days",
  "learning_steps",
  "reps",
  "lapses",
  "state",
  "last_reviewed",
  "difficulty",
] as const;

/** The log's row for a rating: the schedule FSRS gave the card, and the one it had before. */
export function reviewRow(rating: number, next: FsrsCard, previous: Record<string, unknown>): repository.ReviewRow {
  return {
    rating,
    state: next.state,
    due_at: next.due,
    stability: next.stability,
    difficulty: next.difficulty,
    elapsed_days: next.elapsed_days,
    scheduled_days: next.scheduled_days,
    previous,
  };
}

export async function review(db: Kysely<Database>, userId: string, cardId: string, rating: RatingName, now: Date = new Date()): Promise<ReviewResult> {
  return db.transaction().execute(async (trx) => {
    const row = await repository.findOwnedCard(trx, userId, cardId);
    if (!row) throw AppError.notFound(flashcardMessages.cardNotFound);
    const { card: next } = scheduler.next(fsrsCard(row), now, gradeOf[rating]);
    const previous = Object.fromEntries(
      scheduleColumns.map((column) => [column, row[column] instanceof Date ? (row[column] as Date).toISOString() : row[column]]),
    );
    const changes = {
      due_at: next.due,
      stability: next.stability,
      fsrs_difficulty: next.difficulty,
      elapsed_days: next.elapsed_days,
      scheduled_days: next.scheduled_days,
      learning_steps: next.learning_steps,
      reps: next.reps,
      lapses: next.lapses,
      state: next.state,
      last_reviewed: now,
    };
    const difficulty = difficultyOf({ state: next.state, fsrs_difficulty: next.difficulty });
    await repository.updateCard(trx, cardId, { ...changes, difficulty });
    const reviewId = await repository.insertReview(trx, { card_id: cardId, user_id: userId, ...reviewRow(gradeOf[rating], next, previous) });
    return { card: toCard({ ...row, ...changes, difficulty }), reviewId };
  });
}

/** Takes back the card's newest rating: its schedule returns to what it was, the log entry goes. */
export async function undoReview(db: Kysely<Database>, userId: string, cardId: string): Promise<Card> {
  return db.transaction().execute(async (trx) => {
    const row = await repository.findOwnedCard(trx, userId, cardId);
    if (!row) throw AppError.notFound(flashcardMessages.cardNotFound);
    const last = await repository.latestReview(trx, userId, cardId);
    if (!last) throw new AppError("conflict", "This card has no rating to undo");
    const previous = last.previous as Record<(typeof scheduleColumns)[number], unknown>;
    const restored = {
      due_at: new Date(String(previous.due_at)),
      stability: Number(previous.stability),
      fsrs_difficulty: Number(previous.fsrs_difficulty),
      elapsed_days: Number(previous.elapsed_days),
      scheduled_days: Number(previous.scheduled_days),
      learning_steps: Number(previous.learning_steps),
      reps: Number(previous.reps),
      lapses: Number(previous.lapses),
      state: Number(previous.state),
      last_reviewed: previous.last_reviewed ? new Date(String(previous.last_reviewed)) : null,
      difficulty: (previous.difficulty as string | null) ?? null,
    };
    await repository.updateCard(trx, cardId, restored);
    await repository.deleteReview(trx, last.id);
    return toCard({ ...row, ...restored });
  });
}

export async function importSet(
  db: Kysely<Database>,
  userId: string,
  input: {
    title: string;
    description?: string | undefined;
    colorTheme?: string | undefined;
    format?: ImportFormat | "auto" | undefined;
    termSeparator?: string | undefined;
    rowSeparator?: string | undefined;
    skipHeader?: boolean | undefined;
    onExisting?: "update" | "new" | undefined;
    text: string;
  },
): Promise<ImportResponse> {
  const parsed = parseCards(input.text, {
    format: input.format ?? "auto",
    ...(input.termSeparator ? { termSeparator: input.termSeparator } : {}),
    ...(input.rowSeparator ? { rowSeparator: input.rowSeparator } : {}),
    skipHeader: input.skipHeader ?? false,
    convertHtml: htmlToMarkdown,
  });
  if (!parsed.cards.length) {
    throw AppError.validation(
      parsed.errors.length
        ? parsed.errors.slice(0, 50).map((error) => ({ path: ["text"], message: error.message }))
        : [{ path: ["text"], message: "No cards found: put the term and the definition on one line, separated by a tab or a comma" }],
    );
  }
  const found = { errors: parsed.errors, notes: parsed.notes ?? [], imported: parsed.cards.length };
  const guids = parsed.cards.flatMap((card) => (card.guid ? [card.guid] : []));
  if (guids.length && input.onExisting !== "new") {
    const merged = await mergeIntoExisting(db, userId, guids, parsed.cards);
    if (merged) return { ...found, ...merged };
  }
  // An import answers with the set's summary: its (possibly thousands of) cards are not read back.
  const id = await insertSetWithCards(db, userId, { title: input.title, description: input.description, colorTheme: input.colorTheme, cards: parsed.cards });
  const row = await repository.findSet(db, userId, id);
  if (!row) throw notFound();
  return { ...found, set: toSummary(row), into: "new", added: parsed.cards.length, updated: 0, unchanged: 0 };
}

/**
 * A newer export of a deck imported before (Anki's note guids): the set holding most of its
 * guids gets the changed text of its cards (their schedules and review history stay) and the
 * new notes at its end. Cards the file no longer has are left alone, as Anki's own import does.
 * The set's title and colour stay as the user has them.
 */
async function mergeIntoExisting(
  db: Kysely<Database>,
  userId: string,
  guids: string[],
  cards: ImportedCard[],
): Promise<Pick<ImportResponse, "set" | "into" | "added" | "updated" | "unchanged"> | undefined> {
  const result = await db.transaction().execute(async (trx) => {
    const setId = await repository.findSetByGuids(trx, userId, guids);
    if (!setId || !(await repository.lockSet(trx, userId, setId))) return undefined;
    const known = new Map((await repository.findGuidCards(trx, setId)).map((card) => [card.guid, card]));
    const changed: { id: string; front: string; back: string; position: number }[] = [];
    const fresh: ImportedCard[] = [];
    let unchanged = 0;
    for (const card of cards) {
      const existing = card.guid ? known.get(card.guid) : undefined;
      if (!existing) fresh.push(card);
      else if (existing.front === card.front && existing.back === card.back) unchanged++;
      else changed.push({ id: existing.id, front: card.front, back: card.back, position: existing.position });
    }
    const count = await repository.countCards(trx, setId);
    if (count + fresh.length > flashcardLimits.cards) {
      throw AppError.validation([
        {
          path: ["text"],
          message: `A set holds at most ${flashcardLimits.cards.toLocaleString("en-US")} cards: adding ${fresh.length.toLocaleString("en-US")} new cards to the ${count.toLocaleString("en-US")} already in this set is too many`,
        },
      ]);
    }
    const start = (await repository.maxPosition(trx, setId)) + 1;
    await repository.updateCards(trx, setId, changed);
    await repository.insertCards(
      trx,
      setId,
      fresh.map((card, index) => ({ front: card.front, back: card.back, guid: card.guid, position: start + index })),
    );
    await repository.updateSet(trx, setId, { card_count: count + fresh.length });
    return { setId, added: fresh.length, updated: changed.length, unchanged };
  });
  if (!result) return undefined;
  const row = await repository.findSet(db, userId, result.setId);
  if (!row) throw notFound();
  return { set: toSummary(row), into: "existing", added: result.added, updated: result.updated, unchanged: result.unchanged };
}

export async function exportSet(db: Db, userId: string, id: string, format: ImportFormat): Promise<{ title: string; body: string }> {
  const set = await getSet(db, userId, id);
  return { title: set.title, body: serializeCards(set.cards, format) };
}
