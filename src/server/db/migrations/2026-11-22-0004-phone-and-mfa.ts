import { sql, type Kysely } from "kysely";

/**
 * Phone sign-in (better-auth's phoneNumber plugin) and TOTP multi-factor (its twoFactor
 * plugin). Columns keep better-auth's camelCase names; `auth-schema.test.ts` compares them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("user")
    .addColumn("phoneNumber", "text", (c) => c.unique())
    .execute();
  await db.schema.alterTable("user").addColumn("phoneNumberVerified", "boolean").execute();
  await db.schema
    .alterTable("user")
    .addColumn("twoFactorEnabled", "boolean", (c) => c.defaultTo(false))
    .execute();

  await db.schema
    .createTable("twoFactor")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("secret", "text", (c) => c.notNull())
    .addColumn("backupCodes", "text", (c) => c.notNull())
    .addColumn("userId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("verified", "boolean", (c) => c.defaultTo(true))
    .addColumn("failedVerificationCount", "integer", (c) => c.defaultTo(0))
    .addColumn("lockedUntil", "timestamptz")
    .execute();
  await db.schema.createIndex("two_factor_user_id_idx").on("twoFactor").column("userId").execute();
  await db.schema.createIndex("two_factor_secret_idx").on("twoFactor").column("secret").execute();

  // A phone sign-up gets its names after the user row exists (once the code is verified):
  // names set on "user" later reach the profile too.
  await sql
    .raw(
      `create function sync_profile_names() returns trigger language plpgsql as $$
   begin
     update profiles
       set first_name = coalesce(nullif(btrim(new."firstName"), ''), first_name),
           last_name = coalesce(nullif(btrim(new."lastName"), ''), last_name),
           updated_at = now()
       where id = new.id;
     return new;
   end
   $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger user_profile_names_after_update after update of "firstName", "lastName" on "user"
     for each row when (old."firstName" is distinct from new."firstName" or old."lastName" is distinct from new."lastName")
     execute function sync_profile_names()`,
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`drop trigger user_profile_names_after_update on "user"`).execute(db);
  await sql.raw(`drop function sync_profile_names()`).execute(db);
  await db.schema.dropTable("twoFactor").execute();
  for (const column of ["twoFactorEnabled", "phoneNumberVerified", "phoneNumber"]) {
    await db.schema.alterTable("user").dropColumn(column).execute();
  }
}
