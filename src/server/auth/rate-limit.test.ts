import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authMessages } from "../../shared/schemas/auth.js";
import { createTestApp, readJson, testBaseUrl, type TestApp } from "../testing/test-app.js";
import { testDatabaseKinds } from "../testing/test-database.js";
import { startTestServer } from "../testing/test-server.js";

/** A sign-in attempt over real TCP from a chosen loopback address (no proxy headers). */
let directTries = 0;
function signInFrom(url: string, localAddress: string): Promise<number> {
  return new Promise((resolve, reject) => {
    // A new address each time: these limits are per caller (per-account ones have a test of their own).
    const body = JSON.stringify({ email: `nobody-direct-${++directTries}@example.com`, password: "not the password" });
    const request = httpRequest(
      `${url}/api/auth/sign-in/email`,
      { method: "POST", localAddress, headers: { "content-type": "application/json", origin: testBaseUrl, "content-length": Buffer.byteLength(body) } },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

describe.each(testDatabaseKinds())("auth rate limits on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { rateLimit: true });
  });
  afterAll(async () => {
    await t.close();
  });

  let attempts = 0;
  /** A failed sign-in for a fresh address each time: these limits are per caller, not per account. */
  const attempt = (address = "203.0.113.7") =>
    t.request("/api/auth/sign-in/email", {
      method: "POST",
      headers: { "x-forwarded-for": address },
      json: { email: `nobody-${kind}-${++attempts}@example.com`, password: "not the password" },
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

  it("ignores X-Forwarded-For unless TRUST_PROXY says a proxy sets it", async () => {
    const direct = await createTestApp(kind, { TRUST_PROXY: "false" }, { rateLimit: true });
    try {
      // Without a trusted proxy, a new address per request is no way around the limit.
      for (let i = 0; i < 10; i += 1) {
        const response = await direct.request("/api/auth/sign-in/email", {
          method: "POST",
          headers: { "x-forwarded-for": `198.51.100.${i}` },
          json: { email: `x${i}@example.com`, password: "not it at all" },
        });
        expect(response.status).toBe(401);
      }
      const limited = await direct.request("/api/auth/sign-in/email", {
        method: "POST",
        headers: { "x-forwarded-for": "198.51.100.99" },
        json: { email: "x99@example.com", password: "not it at all" },
      });
      expect(limited.status).toBe(429);
    } finally {
      await direct.close();
    }
  });

  it("behind a proxy, takes the address the proxy added (counted from the right): a client's own entries change nothing", async () => {
    // TRUST_PROXY=true is one proxy: it appends the address it saw, 203.0.113.50, to what the client sent.
    for (let i = 0; i < 10; i += 1) {
      const response = await t.request("/api/auth/sign-in/email", {
        method: "POST",
        headers: { "x-forwarded-for": `198.51.100.${i}, 203.0.113.50` },
        json: { email: `spoof-${i}@example.com`, password: "not it at all" },
      });
      expect(response.status).toBe(401);
    }
    const limited = await t.request("/api/auth/sign-in/email", {
      method: "POST",
      headers: { "x-forwarded-for": "198.51.100.200, 203.0.113.50" },
      json: { email: "spoof-x@example.com", password: "not it at all" },
    });
    expect(limited.status).toBe(429);
    // Two proxies: the client is the second entry from the right.
    const twoHops = await createTestApp(kind, { TRUST_PROXY: "2" }, { rateLimit: true });
    try {
      let tries = 0;
      const from = (chain: string) =>
        twoHops.request("/api/auth/sign-in/email", {
          method: "POST",
          headers: { "x-forwarded-for": chain },
          json: { email: `two-hops-${++tries}@example.com`, password: "not it at all" },
        });
      for (let i = 0; i < 10; i += 1) expect((await from(`10.0.0.${i}, 203.0.113.60, 10.1.1.1`)).status).toBe(401);
      expect((await from("10.0.0.99, 203.0.113.60, 10.1.1.1")).status).toBe(429);
      expect((await from("203.0.113.61, 10.1.1.1")).status).toBe(401);
    } finally {
      await twoHops.close();
    }
  });

  it("counts direct callers by their socket address, not in one shared bucket", async () => {
    const server = await startTestServer(t);
    try {
      for (let i = 0; i < 10; i += 1) expect(await signInFrom(server.url, "127.0.0.1")).toBe(401);
      expect(await signInFrom(server.url, "127.0.0.1")).toBe(429);
      expect(await signInFrom(server.url, "127.0.0.2")).toBe(401);
    } finally {
      await server.close();
    }
  });

  it("counts each client apart: another address still gets to try", async () => {
    expect((await attempt("203.0.113.8")).status).toBe(401);
    expect((await attempt()).status).toBe(429);
  });
});
