import type { Insertable } from "kysely";
import type { Db, FlashcardReviewTable, FlashcardTable } from "../../db/schema.js";

/** Cards with their schedules, in one statement; their ids in the order given (matched by guid, unique in a set). */
export async function insertImportedCards(db: Db, setId: string, cards: Omit<Insertable<FlashcardTable>, "set_id">[]): Promise<string[]> {
  if (!cards.length) return [];
  const rows = await db
    .insertInto("flashcards")
    .values(cards.map((card) => ({ ...card, set_id: setId })))
    .returning(["id", "guid"])
    .execute();
  const ids = new Map(rows.map((row) => [row.guid, row.id]));
  return cards.map((card) => ids.get(card.guid ?? null) ?? "");
}

export async function insertReviews(db: Db, rows: Insertable<FlashcardReviewTable>[]): Promise<void> {
  for (let offset = 0; offset < rows.length; offset += 2000) {
    await db
      .insertInto("flashcard_reviews")
      .values(rows.slice(offset, offset + 2000))
      .execute();
  }
}

/** One set of the user's, or all of them, oldest first. */
export function setsToExport(db: Db, userId: string, setId: string | undefined) {
  let query = db.selectFrom("flashcard_sets").select(["id", "title"]).where("user_id", "=", userId);
  if (setId) query = query.where("id", "=", setId);
  return query.orderBy("created_at").orderBy("id").execute();
}

export function cardsToExport(db: Db, setIds: string[]) {
  if (!setIds.length) return Promise.resolve([]);
  return db.selectFrom("flashcards").selectAll().where("set_id", "in", setIds).orderBy("set_id").orderBy("position").orderBy("created_at").execute();
}

/** Each card's reviews, oldest first. */
export async function reviewsToExport(db: Db, userId: string, cardIds: string[]) {
  const byCard = new Map<
    string,
    { rating: number; state: number; due_at: Date; scheduled_days: number; previous: Record<string, unknown>; reviewed_at: Date }[]
  >();
  for (let offset = 0; offset < cardIds.length; offset += 5000) {
    const rows = await db
      .selectFrom("flashcard_reviews")
      .select(["card_id", "rating", "state", "due_at", "scheduled_days", "previous", "reviewed_at"])
      .where("user_id", "=", userId)
      .where("card_id", "in", cardIds.slice(offset, offset + 5000))
      .orderBy("reviewed_at")
      .execute();
    for (const { card_id, ...review } of rows) {
      const list = byCard.get(card_id);
      if (list) list.push(review);
      else byCard.set(card_id, [review]);
    }
  }
  return byCard;
}
