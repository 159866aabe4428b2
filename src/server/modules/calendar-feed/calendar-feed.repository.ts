import type { Selectable } from "kysely";
import type { CalendarFeedTable, Db } from "../../db/schema.js";

export async function findByUser(db: Db, userId: string): Promise<Selectable<CalendarFeedTable> | undefined> {
  return db.selectFrom("calendar_feeds").selectAll().where("user_id", "=", userId).executeTakeFirst();
}

export async function findByToken(db: Db, token: string): Promise<Selectable<CalendarFeedTable> | undefined> {
  return db.selectFrom("calendar_feeds").selectAll().where("token", "=", token).executeTakeFirst();
}

/** The user's feed, made on first use; a concurrent first use keeps whichever row won. */
export async function ensureFeed(db: Db, userId: string, token: string): Promise<Selectable<CalendarFeedTable>> {
  await db
    .insertInto("calendar_feeds")
    .values({ user_id: userId, token })
    .onConflict((oc) => oc.column("user_id").doNothing())
    .execute();
  const feed = await findByUser(db, userId);
  if (!feed) throw new Error("calendar feed row missing after insert");
  return feed;
}

export async function rotate(db: Db, userId: string, token: string): Promise<Selectable<CalendarFeedTable>> {
  return db
    .insertInto("calendar_feeds")
    .values({ user_id: userId, token, rotated_at: new Date() })
    .onConflict((oc) => oc.column("user_id").doUpdateSet({ token, rotated_at: new Date() }))
    .returningAll()
    .executeTakeFirstOrThrow();
}
