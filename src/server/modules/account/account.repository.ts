import { isPlaceholderEmail } from "../../../shared/schemas/auth.js";
import type { Kysely } from "kysely";
import type { Database, Db } from "../../db/schema.js";

/** The hash of the account's password, if it has one (a social or phone account may not). */
export async function findPasswordHash(db: Db, userId: string): Promise<string | null> {
  const credential = await db.selectFrom("account").select("password").where("userId", "=", userId).where("providerId", "=", "credential").executeTakeFirst();
  return credential?.password ?? null;
}

/** The user row (every table cascades from it), its by-value tokens and its newsletter row, in one transaction. */
export async function deleteUser(db: Kysely<Database>, user: { id: string; email: string }): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("verification").where("value", "like", `%${user.id}%`).execute();
    // The newsletter row of the account's address (subscribed from the settings or the footer).
    if (!isPlaceholderEmail(user.email)) await trx.deleteFrom("email_subscribers").where("email", "=", user.email.toLowerCase()).execute();
    await trx.deleteFrom("user").where("id", "=", user.id).execute();
  });
}
