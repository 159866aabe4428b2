import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "../shared/messages.js";
import { startTcpProxy, type TcpProxy } from "./testing/tcp-proxy.js";
import { createTestApp, readJson, type TestApp } from "./testing/test-app.js";

const databaseUrl = process.env.TEST_DATABASE_URL;

/** PostgreSQL going away under a running server: clean 503s, then it recovers by itself. */
describe.skipIf(!databaseUrl)("a PostgreSQL outage under the server", () => {
  let direct: TestApp;
  let t: TestApp;
  let proxy: TcpProxy;
  beforeAll(async () => {
    proxy = await startTcpProxy(new URL(databaseUrl!));
    direct = await createTestApp("postgres");
    t = await createTestApp("postgres", {}, { sameDatabaseAs: direct.database, postgresUrl: proxy.url });
  });
  afterAll(async () => {
    await t?.close();
    await direct?.close();
    await proxy?.close();
  });

  it("answers 503 in the standard body while the database is gone, loses nothing acknowledged, and recovers without a restart", async () => {
    const user = await direct.signUp();
    expect((await t.request("/api/tasks", { method: "POST", cookie: user.cookie, json: { title: "Before the outage" } })).status).toBe(201);

    // The database goes while a request holds a connection between two queries (pg-pool has
    // taken its own error listener off a checked-out connection: unheard, its error ends the process).
    const held = await t.database.db
      .transaction()
      .execute(async (trx) => {
        await sql`select 1`.execute(trx);
        proxy.cut();
        await new Promise((resolve) => setTimeout(resolve, 200));
        await sql`select 1`.execute(trx);
      })
      .then(
        () => "committed",
        () => "failed",
      );
    expect(held).toBe("failed");
    for (const [method, path, json] of [
      ["GET", "/api/tasks", undefined],
      ["POST", "/api/tasks", { title: "During the outage" }],
      ["GET", "/api/quizzes", undefined],
      // better-auth's own routes too, not its bare 500.
      ["POST", "/api/auth/sign-in/email", { email: user.email, password: "a long enough password" }],
      ["GET", "/api/auth/get-session", undefined],
    ] as const) {
      const response = await t.request(path, { method, cookie: user.cookie, ...(json ? { json } : {}) });
      expect(response.status, `${method} ${path}`).toBe(503);
      expect(response.headers.get("retry-after")).toBe("5");
      const body = await readJson(response);
      expect(body.error).toMatchObject({ code: "unavailable", message: messages.databaseUnavailable });
      expect(JSON.stringify(body)).not.toMatch(/ECONN|at \w+ \(|node_modules/);
    }
    const health = await t.request("/api/health");
    expect(health.status).toBe(503);
    expect(await readJson(health)).toEqual({ status: "degraded", db: "error" });

    proxy.restore();
    await expect.poll(async () => (await t.request("/api/tasks", { cookie: user.cookie })).status, { timeout: 15_000, interval: 200 }).toBe(200);
    const titles = (await readJson<{ tasks: { title: string }[] }>(await t.request("/api/tasks", { cookie: user.cookie }))).tasks.map((task) => task.title);
    expect(titles).toEqual(["Before the outage"]);
    expect((await t.request("/api/tasks", { method: "POST", cookie: user.cookie, json: { title: "After the outage" } })).status).toBe(201);
  }, 60_000);
});
