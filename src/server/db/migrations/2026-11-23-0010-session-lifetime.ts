import { sql, type Kysely } from "kysely";

/**
 * An absolute session lifetime of 30 days on top of better-auth's sliding one: however often a
 * session is refreshed, it never lasts past 30 days from its sign-in. Enforced by the database,
 * so every path that makes or refreshes a session (better-auth's, a plugin's) obeys it, and
 * better-auth's own expiry check then ends the session.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function cap_session_lifetime() returns trigger language plpgsql as $$
    begin
      new."expiresAt" := least(new."expiresAt", new."createdAt" + interval '30 days');
      return new;
    end
    $$
  `.execute(db);
  await sql`create trigger session_lifetime before insert or update on session for each row execute function cap_session_lifetime()`.execute(db);
  // Sessions already older than that end now.
  await sql`update session set "expiresAt" = least("expiresAt", "createdAt" + interval '30 days')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger session_lifetime on session`.execute(db);
  await sql`drop function cap_session_lifetime()`.execute(db);
}
