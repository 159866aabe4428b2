import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authMessages } from "../../shared/schemas/auth.js";
import { createTestApp, readJson, type TestApp } from "../testing/test-app.js";
import { testDatabaseKinds } from "../testing/test-database.js";

describe.each(testDatabaseKinds())("auth rate limits on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { rateLimit: true });
  });
  afterAll(async () => {
    await t.close();
  });

  const attempt = () =>
    t.request("/api/auth/sign-in/email", {
      method: "POST",
      headers: { "x-forwarded-for": "203.0.113.7" },
      json: { email: `nobody-${kind}@example.com`, password: "not the password" },
    });

  it("answers 429 with a clear message after 10 sign-in attempts a minute, counted in the database", async () => {
    for (let i = 0; i < 10; i += 1) expect((await attempt()).status).toBe(401);
    const limited = await attempt();
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await readJson(limited)).toEqual({ error: { code: "rate_limited", message: authMessages.rateLimited } });
    const counters = await t.database.db.selectFrom("rateLimit").selectAll().execute();
    expect(counters.some((row) => row.key.includes("/sign-in/email") && row.count >= 10)).toBe(true);
  });
});
