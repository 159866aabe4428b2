import { PGlite } from "@electric-sql/pglite";
import { Kysely, sql } from "kysely";
import { PGliteDialect } from "kysely-pglite-dialect";
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

describe("the hazard that test guards against (PGlite, two dialects on one client)", () => {
  it("rolls back a write made through a second Kysely instance during a transaction", async () => {
    const client = new PGlite();
    const app = new Kysely<{ notes: { text: string } }>({ dialect: new PGliteDialect(client) });
    const second = new Kysely<{ notes: { text: string } }>({ dialect: new PGliteDialect(client) });
    try {
      await sql`create table notes (text text)`.execute(app);
      await expect(
        app.transaction().execute(async (trx) => {
          await trx.insertInto("notes").values({ text: "app" }).execute();
          await second.insertInto("notes").values({ text: "sign-up" }).execute();
          throw new Error("rollback");
        }),
      ).rejects.toThrow("rollback");
      // The second instance's write ran inside the first one's transaction and is gone.
      expect(await app.selectFrom("notes").selectAll().execute()).toEqual([]);
    } finally {
      await app.destroy();
    }
  });
});
