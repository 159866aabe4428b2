import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app.js";
import { testDatabaseKinds } from "../testing/test-database.js";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(testDatabaseKinds())("one Kysely instance for the app and better-auth on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  it("keeps a sign-up made while an app transaction rolls back", async () => {
    const email = `concurrent-${kind}@example.com`;
    let pendingSignUp: ReturnType<TestApp["signUp"]> | undefined;
    await expect(
      t.database.db.transaction().execute(async (trx) => {
        await trx.insertInto("mail_outbox").values({ to_address: "x@example.com", subject: "rolled back", text_body: "-" }).execute();
        pendingSignUp = t.signUp({ email });
        await sleep(300);
        throw new Error("app transaction fails");
      }),
    ).rejects.toThrow("app transaction fails");

    const user = await pendingSignUp!;
    const rolledBack = await t.database.db.selectFrom("mail_outbox").select("id").where("subject", "=", "rolled back").execute();
    expect(rolledBack).toEqual([]);
    const stored = await t.database.db.selectFrom("user").select(["id", "email"]).where("email", "=", email).execute();
    expect(stored).toEqual([{ id: user.id, email }]);
    const me = await t.request("/api/me", { cookie: user.cookie });
    expect(me.status).toBe(200);
  });
});
