import type { Updateable } from "kysely";
import type { Profile, ProfileTable, Db } from "../../db/schema.js";

/**
 * The profile, and whether the user can sign in with a password (a credential account) or only
 * through a provider: one query, since every session check reads both.
 */
export async function findProfile(db: Db, userId: string): Promise<(Profile & { has_password: boolean }) | undefined> {
  return db
    .selectFrom("profiles")
    .selectAll("profiles")
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom("account")
            .select("account.id")
            .whereRef("account.userId", "=", "profiles.id")
            .where("account.providerId", "=", "credential")
            .where("account.password", "is not", null),
        )
        .$castTo<boolean>()
        .as("has_password"),
    )
    .where("profiles.id", "=", userId)
    .executeTakeFirst();
}

export async function updateProfile(
  db: Db,
  userId: string,
  patch: Partial<
    Pick<Updateable<ProfileTable>, "first_name" | "last_name" | "avatar_url" | "theme" | "time_zone" | "week_start" | "quiz_color" | "mistake_cards">
  >,
): Promise<Profile | undefined> {
  return db
    .updateTable("profiles")
    .set({ ...patch, updated_at: new Date() })
    .where("id", "=", userId)
    .returningAll()
    .executeTakeFirst();
}
