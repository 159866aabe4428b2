import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authMessages } from "../../shared/schemas/auth.js";
import { createTestApp, readJson, sessionCookie, type TestApp } from "../testing/test-app.js";
import { testDatabaseKinds } from "../testing/test-database.js";
import { secretFromTotpUri, totpCode } from "../testing/totp.js";
import { accountThrottle } from "./account-throttle.js";

/**
 * Failed sign-ins and codes are counted per account, so spreading guesses over many addresses
 * (or forging X-Forwarded-For) gains nothing. The per-address limits are off here, to show this
 * throttle on its own.
 */
describe.each(testDatabaseKinds())("per-account throttling on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  const password = "a long enough password";
  const signIn = (email: string, secret: string, address: string) =>
    t.request("/api/auth/sign-in/email", { method: "POST", headers: { "x-forwarded-for": address }, json: { email, password: secret } });

  it("locks an account's password sign-in after 10 failures from any mix of addresses, until its window has passed", async () => {
    const user = await t.signUp({ password });
    expect((await signIn(user.email, "wrong once", "203.0.113.1")).status).toBe(401);
    // A success clears the count.
    expect((await signIn(user.email, password, "203.0.113.1")).status).toBe(200);
    for (let i = 0; i < accountThrottle.maxFailures; i += 1) expect((await signIn(user.email.toUpperCase(), `guess ${i}`, `198.51.100.${i}`)).status).toBe(401);
    const locked = await signIn(user.email, password, "192.0.2.77");
    expect(locked.status).toBe(429);
    expect(locked.headers.get("retry-after")).toBe(String(accountThrottle.windowMs / 1000));
    expect(await readJson(locked)).toEqual({ error: { code: "rate_limited", message: authMessages.accountThrottled } });
    // Another account is not affected.
    const other = await t.signUp({ password });
    expect((await signIn(other.email, password, "198.51.100.1")).status).toBe(200);
    // Once the window has passed, the right password works again.
    await t.database.db
      .updateTable("rateLimit")
      .set({ lastRequest: Date.now() - accountThrottle.windowMs - 1000 })
      .where("key", "like", "account-failures:%")
      .execute();
    expect((await signIn(user.email, password, "192.0.2.77")).status).toBe(200);
  });

  it("counts wrong TOTP codes per user across fresh sign-ins", async () => {
    const user = await t.signUp({ password });
    const enabled = await readJson<{ totpURI: string }>(
      await t.request("/api/auth/two-factor/enable", { method: "POST", cookie: user.cookie, json: { password } }),
    );
    const secret = secretFromTotpUri(enabled.totpURI);
    expect((await t.request("/api/auth/two-factor/verify-totp", { method: "POST", cookie: user.cookie, json: { code: totpCode(secret) } })).status).toBe(200);
    let failures = 0;
    // Each sign-in starts a new pending state (better-auth counts only per pending state).
    while (failures < accountThrottle.maxFailures) {
      const pending = sessionCookie(await signIn(user.email, password, `198.51.100.${failures}`));
      for (let tries = 0; tries < 3 && failures < accountThrottle.maxFailures; tries += 1, failures += 1) {
        const wrong = await t.request("/api/auth/two-factor/verify-totp", { method: "POST", cookie: pending, json: { code: "000000" } });
        expect(wrong.status).toBe(401);
      }
    }
    const pending = sessionCookie(await signIn(user.email, password, "192.0.2.1"));
    const locked = await t.request("/api/auth/two-factor/verify-totp", { method: "POST", cookie: pending, json: { code: totpCode(secret, Date.now(), 1) } });
    expect(locked.status).toBe(429);
    expect((await readJson(locked)).error.message).toBe(authMessages.accountThrottled);
  });

  it("counts wrong phone codes per number", async () => {
    const phoneNumber = `+6141${kind === "pglite" ? "3" : "4"}${String(Date.now() % 100000).padStart(5, "0")}9`;
    const started = await t.request("/api/auth/sign-up/phone-number", { method: "POST", json: { phoneNumber, password } });
    expect(started.status).toBe(200);
    // better-auth allows 3 tries per code: a fresh code is asked for as needed.
    let failures = 0;
    while (failures < accountThrottle.maxFailures) {
      await t.request("/api/auth/phone-number/send-otp", { method: "POST", json: { phoneNumber } });
      for (let tries = 0; tries < 3 && failures < accountThrottle.maxFailures; tries += 1, failures += 1) {
        const wrong = await t.request("/api/auth/phone-number/verify", {
          method: "POST",
          cookie: sessionCookie(started),
          json: { phoneNumber, code: "000000" },
        });
        expect(wrong.status).toBeGreaterThanOrEqual(400);
        expect(wrong.status).toBeLessThan(429);
      }
    }
    const locked = await t.request("/api/auth/phone-number/verify", { method: "POST", cookie: sessionCookie(started), json: { phoneNumber, code: "000000" } });
    expect(locked.status).toBe(429);
  });
});
