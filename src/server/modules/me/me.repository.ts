import type { Kysely, Transaction } from "kysely";
import type { Database, Profile } from "../../db/schema.js";

type Db = Kysely<Database> | Transaction<Database>;

export async function findProfile(db: Db, userId: string): Promise<Profile | undefined> {
  return db.selectFrom("profiles").selectAll().where("id", "=", userId).executeTakeFirst();
}

export async function updateProfile(
  db: Db,
  userId: string,
  patch: { first_name?: string | null; last_name?: string | null },
): Promise<Profile | undefined> {
  return db
    .updateTable("profiles")
    .set({ ...patch, updated_at: new Date() })
    .where("id", "=", userId)
    .returningAll()
    .executeTakeFirst();
}

/** Whether the user can sign in with a password (a credential account), not only with a provider. */
export async function userHasPassword(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom("account")
    .select("id")
    .where("userId", "=", userId)
    .where("providerId", "=", "credential")
    .where("password", "is not", null)
    .executeTakeFirst();
  return row !== undefined;
}
