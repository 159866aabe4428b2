import { sql, type Selectable, type Updateable } from "kysely";
import { containsPattern } from "../../lib/sql.js";
import type { FlashcardSetTable, FlashcardTable, Db } from "../../db/schema.js";

export type SetRow = Selectable<FlashcardSetTable> & { due_count: number; new_count: number };
export type CardRow = Selectable<FlashcardTable>;

/** Each set with how many of its cards are due and new, counted in one pass over its cards. */
function withCounts(db: Db) {
  return db
    .selectFrom("flashcard_sets as s")
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom("flashcards as c")
          .select([
            sql<number>`count(*) filter (where c.state > 0 and c.due_at <= now() and not c.suspended)::int`.as("due_count"),
            sql<number>`count(*) filter (where c.state = 0 and not c.suspended)::int`.as("new_count"),
          ])
          .whereRef("c.set_id", "=", "s.id")
          .as("counts"),
      (join) => join.onTrue(),
    )
    .selectAll("s")
    .select(["counts.due_count", "counts.new_count"])
    .$narrowType<{ due_count: number; new_count: number }>();
}

export type SetSort = "created" | "updated" | "title";

export async function listSets(db: Db, userId: string, options: { q?: string | undefined; sort: SetSort }): Promise<SetRow[]> {
  let query = withCounts(db).where("s.user_id", "=", userId);
  if (options.q) {
    const pattern = containsPattern(options.q);
    query = query.where((eb) => eb.or([eb("s.title", "ilike", pattern), eb("s.description", "ilike", pattern)]));
  }
  if (options.sort === "title") query = query.orderBy(sql`lower(s.title)`);
  else query = query.orderBy(options.sort === "updated" ? "s.updated_at" : "s.created_at", "desc");
  return query.orderBy("s.id").limit(1000).execute();
}

export async function findSet(db: Db, userId: string, id: string): Promise<SetRow | undefined> {
  return withCounts(db).where("s.id", "=", id).where("s.user_id", "=", userId).executeTakeFirst();
}

export async function lockSet(db: Db, userId: string, id: string): Promise<boolean> {
  return (await db.selectFrom("flashcard_sets").select("id").where("id", "=", id).where("user_id", "=", userId).forUpdate().executeTakeFirst()) !== undefined;
}

export async function findCards(db: Db, setId: string): Promise<CardRow[]> {
  return db.selectFrom("flashcards").selectAll().where("set_id", "=", setId).orderBy("position").orderBy("created_at").execute();
}

export async function insertSet(db: Db, row: { user_id: string; title: string; description: string; color_theme: string }): Promise<string> {
  return (await db.insertInto("flashcard_sets").values(row).returning("id").executeTakeFirstOrThrow()).id;
}

export async function updateSet(db: Db, id: string, changes: Updateable<FlashcardSetTable>): Promise<void> {
  await db
    .updateTable("flashcard_sets")
    .set({ ...changes, updated_at: new Date() })
    .where("id", "=", id)
    .execute();
}

const chunk = <T>(items: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, index * size + size));

export async function insertCards(db: Db, setId: string, cards: { front: string; back: string; position: number; guid?: string | undefined }[]): Promise<void> {
  for (const part of chunk(cards, 2000)) {
    await db
      .insertInto("flashcards")
      .values(part.map((card) => ({ ...card, set_id: setId })))
      .execute();
  }
}

/** Changes the text and order of existing cards in one statement per 2,000; their schedules stay. */
export async function updateCards(db: Db, setId: string, cards: { id: string; front: string; back: string; position: number }[]): Promise<void> {
  for (const part of chunk(cards, 2000)) {
    const values = sql.join(part.map((card) => sql`(${card.id}::uuid, ${card.front}, ${card.back}, ${card.position}::int)`));
    await sql`
      update flashcards as f
      set front = v.front, back = v.back, position = v.position, updated_at = now()
      from (values ${values}) as v(id, front, back, position)
      where f.id = v.id and f.set_id = ${setId}
        and (f.front, f.back, f.position) is distinct from (v.front, v.back, v.position)`.execute(db);
  }
}

/** Takes cards out of study or back in (only those whose state changes are written). */
export async function setSuspended(db: Db, setId: string, cards: { id: string; suspended: boolean }[]): Promise<void> {
  for (const suspended of [true, false]) {
    const ids = cards.filter((card) => card.suspended === suspended).map((card) => card.id);
    for (const part of chunk(ids, 2000)) {
      await db
        .updateTable("flashcards")
        .set({ suspended, updated_at: new Date() })
        .where("set_id", "=", setId)
        .where("id", "in", part)
        .where("suspended", "!=", suspended)
        .execute();
    }
  }
}

/** The user's set that holds most of these Anki note guids, if any does. */
export async function findSetByGuids(db: Db, userId: string, guids: string[]): Promise<string | undefined> {
  if (!guids.length) return undefined;
  const row = await db
    .selectFrom("flashcards as c")
    .innerJoin("flashcard_sets as s", "s.id", "c.set_id")
    .select("c.set_id")
    .where("s.user_id", "=", userId)
    .where("c.guid", "=", (eb) => eb.fn("any", [sql`${guids}::text[]`]))
    .groupBy("c.set_id")
    .orderBy(sql`count(*)`, "desc")
    .orderBy("c.set_id")
    .limit(1)
    .executeTakeFirst();
  return row?.set_id;
}

/** The cards of a set that carry a guid, with their text. */
export async function findGuidCards(db: Db, setId: string): Promise<{ id: string; guid: string; front: string; back: string; position: number }[]> {
  return db
    .selectFrom("flashcards")
    .select(["id", "front", "back", "position", "guid"])
    .where("set_id", "=", setId)
    .where("guid", "is not", null)
    .$narrowType<{ guid: string }>()
    .execute();
}

export async function maxPosition(db: Db, setId: string): Promise<number> {
  return (
    await db
      .selectFrom("flashcards")
      .select(sql<number>`coalesce(max(position), -1)::int`.as("n"))
      .where("set_id", "=", setId)
      .executeTakeFirstOrThrow()
  ).n;
}

export async function deleteCardsExcept(db: Db, setId: string, keep: string[]): Promise<void> {
  let query = db.deleteFrom("flashcards").where("set_id", "=", setId);
  if (keep.length) query = query.where("id", "not in", keep);
  await query.execute();
}

export async function countCards(db: Db, setId: string): Promise<number> {
  return (
    await db
      .selectFrom("flashcards")
      .select(sql<number>`count(*)::int`.as("n"))
      .where("set_id", "=", setId)
      .executeTakeFirstOrThrow()
  ).n;
}

export async function deleteSets(db: Db, userId: string, ids: string[]): Promise<number> {
  return (await db.deleteFrom("flashcard_sets").where("user_id", "=", userId).where("id", "in", ids).returning("id").execute()).length;
}

/** A card as `to_json` gives it: its times as ISO text. */
type CardJson = Omit<CardRow, "due_at" | "last_reviewed" | "created_at" | "updated_at"> & {
  due_at: string;
  last_reviewed: string | null;
  created_at: string;
  updated_at: string;
};

const fromJson = (card: CardJson): CardRow => ({
  ...card,
  due_at: new Date(card.due_at),
  last_reviewed: card.last_reviewed === null ? null : new Date(card.last_reviewed),
  created_at: new Date(card.created_at),
  updated_at: new Date(card.updated_at),
});

/**
 * Due reviews, most overdue first, then new cards in set order, and when the next review falls
 * due: one query, each list one JSON value. (As rows, a queue of 200 cards was 3,600 fields, and
 * reading them was most of PGlite's work: its protocol parser copies each field out of the
 * WebAssembly memory.)
 */
export async function studyQueue(db: Db, setId: string, newLimit: number): Promise<{ due: CardRow[]; fresh: CardRow[]; nextDue: Date | null }> {
  const now = new Date();
  const { rows } = await sql<{ due: CardJson[]; fresh: CardJson[]; next_due: Date | null }>`
    select
      (select coalesce(json_agg(c order by c.due_at), '[]'::json) from (
        select * from flashcards
        where set_id = ${setId} and not suspended and state > 0 and due_at <= ${now}
        order by due_at limit 1000) c) as due,
      (select coalesce(json_agg(c order by c.position, c.created_at), '[]'::json) from (
        select * from flashcards
        where set_id = ${setId} and not suspended and state = 0
        order by position, created_at limit ${newLimit}) c) as fresh,
      (select min(due_at) from flashcards where set_id = ${setId} and not suspended and state > 0 and due_at > ${now}) as next_due`.execute(db);
  const [row] = rows;
  return { due: row!.due.map(fromJson), fresh: row!.fresh.map(fromJson), nextDue: row!.next_due };
}

/** A card with its set's owner, for the review routes' ownership check. */
export async function findOwnedCard(db: Db, userId: string, cardId: string): Promise<CardRow | undefined> {
  return db
    .selectFrom("flashcards as c")
    .innerJoin("flashcard_sets as s", "s.id", "c.set_id")
    .selectAll("c")
    .where("c.id", "=", cardId)
    .where("s.user_id", "=", userId)
    .forUpdate()
    .executeTakeFirst();
}

export async function updateCard(db: Db, id: string, changes: Updateable<FlashcardTable>): Promise<void> {
  await db
    .updateTable("flashcards")
    .set({ ...changes, updated_at: new Date() })
    .where("id", "=", id)
    .execute();
}

/** One rating in the log: the card's schedule after it, and the schedule before it (for undo). */
export interface ReviewRow {
  rating: number;
  state: number;
  due_at: Date;
  stability: number;
  difficulty: number;
  elapsed_days: number;
  scheduled_days: number;
  previous: Record<string, unknown>;
}

export async function insertReview(db: Db, row: ReviewRow & { card_id: string; user_id: string }): Promise<string> {
  return (
    await db
      .insertInto("flashcard_reviews")
      .values({ ...row, previous: JSON.stringify(row.previous) })
      .returning("id")
      .executeTakeFirstOrThrow()
  ).id;
}

export async function latestReview(db: Db, userId: string, cardId: string) {
  return db
    .selectFrom("flashcard_reviews")
    .selectAll()
    .where("card_id", "=", cardId)
    .where("user_id", "=", userId)
    .orderBy("reviewed_at", "desc")
    .orderBy("id")
    .limit(1)
    .executeTakeFirst();
}

export async function deleteReview(db: Db, id: string): Promise<void> {
  await db.deleteFrom("flashcard_reviews").where("id", "=", id).execute();
}
