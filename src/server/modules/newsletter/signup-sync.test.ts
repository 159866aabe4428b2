import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signupSyncMessages } from "../../../shared/messages.js";
import { createTestApp, readJson, type TestApp } from "../../testing/test-app.js";
import { testDatabaseKinds } from "../../testing/test-database.js";

interface SignUpAnswer {
  user: { id: string };
  newsletter: { status: string; message: string };
}

describe.each(testDatabaseKinds())("newsletter sync at sign-up on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  const signUp = (email: string, newsletterOptIn: boolean | undefined) =>
    t.request("/api/auth/sign-up/email", {
      method: "POST",
      json: { email, password: "a long enough password", name: "Ada Lovelace", firstName: "Ada", lastName: "Lovelace", newsletterOptIn },
    });
  const subscriber = (email: string) => t.database.db.selectFrom("email_subscribers").selectAll().where("email", "=", email.toLowerCase()).executeTakeFirst();

  it("creates an active subscriber, source signup, when a new user opts in", async () => {
    const email = `Optin-${kind}@Example.com`;
    const response = await signUp(email, true);
    expect(response.status).toBe(200);
    const body = await readJson<SignUpAnswer>(response);
    expect(body.newsletter).toEqual({ status: "subscribed", message: signupSyncMessages.subscribed });
    expect(await subscriber(email)).toMatchObject({ status: "active", source: "signup", user_id: body.user.id, name: "Ada Lovelace" });
  });

  it("creates nothing when a new user does not opt in", async () => {
    const email = `optout-${kind}@example.com`;
    const body = await readJson<SignUpAnswer>(await signUp(email, false));
    expect(body.newsletter).toEqual({ status: "saved", message: signupSyncMessages.saved });
    expect(await subscriber(email)).toBeUndefined();
  });

  it("links an existing subscriber and sets it unsubscribed when the user does not opt in", async () => {
    const email = `existing-out-${kind}@example.com`;
    await t.database.db.insertInto("email_subscribers").values({ email, name: null, user_id: null, source: "website" }).execute();
    const body = await readJson<SignUpAnswer>(await signUp(email, false));
    expect(body.newsletter.message).toBe(signupSyncMessages.saved);
    expect(await subscriber(email)).toMatchObject({ status: "unsubscribed", user_id: body.user.id, name: "Ada Lovelace", source: "website" });
  });

  it("reactivates an unsubscribed record when the user opts in", async () => {
    const email = `existing-in-${kind}@example.com`;
    await t.database.db.insertInto("email_subscribers").values({ email, name: "Old name", user_id: null, source: "website", status: "unsubscribed" }).execute();
    const body = await readJson<SignUpAnswer>(await signUp(email, true));
    expect(body.newsletter.message).toBe(signupSyncMessages.subscribed);
    expect(await subscriber(email)).toMatchObject({ status: "active", user_id: body.user.id, name: "Ada Lovelace" });
  });

  it("stores nothing for a repeated sign-up with a taken address, and says the same", async () => {
    const email = `twice-${kind}@example.com`;
    await signUp(email, false);
    const again = await readJson<SignUpAnswer>(await signUp(email, true));
    expect(again.newsletter.message).toBe(signupSyncMessages.saved);
    expect(await subscriber(email)).toBeUndefined();
  });

  it("keeps the account and reports the failure when the sync cannot be saved", async () => {
    const email = `broken-${kind}@example.com`;
    // A trigger that refuses this address makes the insert fail inside the sync.
    await sql
      .raw(
        `create or replace function refuse_subscriber() returns trigger language plpgsql as $$
      begin if new.email like 'broken-%' then raise exception 'refused for the test'; end if; return new; end $$`,
      )
      .execute(t.database.db);
    await sql
      .raw(`create trigger refuse_subscriber before insert on email_subscribers for each row execute function refuse_subscriber()`)
      .execute(t.database.db);
    try {
      const response = await signUp(email, true);
      expect(response.status).toBe(200);
      const body = await readJson<SignUpAnswer>(response);
      expect(body.newsletter).toEqual({ status: "failed", message: signupSyncMessages.failed });
      const user = await t.database.db.selectFrom("user").select("id").where("email", "=", email).executeTakeFirst();
      expect(user?.id).toBe(body.user.id);
    } finally {
      await sql.raw(`drop trigger refuse_subscriber on email_subscribers`).execute(t.database.db);
      await sql.raw(`drop function refuse_subscriber()`).execute(t.database.db);
    }
  });
});
