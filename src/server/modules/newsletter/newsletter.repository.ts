import type { Selectable } from "kysely";
import type { EmailSubscriberTable, Db } from "../../db/schema.js";

export type Subscriber = Selectable<EmailSubscriberTable>;

/** Subscribers are keyed by lowercased e-mail (the column has a check for it). */
export async function findSubscriberByEmail(db: Db, email: string): Promise<Subscriber | undefined> {
  return db.selectFrom("email_subscribers").selectAll().where("email", "=", email.toLowerCase()).executeTakeFirst();
}

export async function insertSubscriber(db: Db, values: { email: string; name: string | null; userId: string | null; source: string }): Promise<Subscriber> {
  return db
    .insertInto("email_subscribers")
    .values({ email: values.email.toLowerCase(), name: values.name, user_id: values.userId, source: values.source, status: "active" })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateSubscriber(
  db: Db,
  id: string,
  patch: { status?: "active" | "unsubscribed"; name?: string | null; userId?: string | null; source?: string; resubscribed?: boolean },
): Promise<Subscriber | undefined> {
  const now = new Date();
  return db
    .updateTable("email_subscribers")
    .set({
      updated_at: now,
      ...(patch.status !== undefined ? { status: patch.status } : {}),
      ...(patch.name !== undefined ? { name: patch.name } : {}),
      ...(patch.userId !== undefined ? { user_id: patch.userId } : {}),
      ...(patch.source !== undefined ? { source: patch.source } : {}),
      ...(patch.resubscribed ? { subscribed_at: now } : {}),
    })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirst();
}

/** Inserts unless the address is already there (the unique index decides a race); true when this call made the row. */
export async function insertSubscriberIfNew(db: Db, values: { email: string; name: string | null; userId: string | null; source: string }): Promise<boolean> {
  const inserted = await db
    .insertInto("email_subscribers")
    .values({ email: values.email.toLowerCase(), name: values.name, user_id: values.userId, source: values.source, status: "active" })
    .onConflict((oc) => oc.column("email").doNothing())
    .returning("id")
    .executeTakeFirst();
  return inserted !== undefined;
}
