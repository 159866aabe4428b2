import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authMessages } from "../../shared/schemas/auth.js";
import { createTestApp, readJson, sessionCookie, type TestApp } from "../testing/test-app.js";
import { testDatabaseKinds } from "../testing/test-database.js";
import { secretFromTotpUri, totpCode } from "../testing/totp.js";

describe.each(testDatabaseKinds())("TOTP multi-factor on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  const password = "a long enough password";

  /** A user with TOTP switched on; returns the secret and backup codes. */
  async function enrolled(email: string) {
    const user = await t.signUp({ email, password });
    const enabled = await t.request("/api/auth/two-factor/enable", { method: "POST", cookie: user.cookie, json: { password } });
    expect(enabled.status).toBe(200);
    const { totpURI, backupCodes } = await readJson<{ totpURI: string; backupCodes: string[] }>(enabled);
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/Cadence:/);
    expect(backupCodes).toHaveLength(10);
    const secret = secretFromTotpUri(totpURI);
    const code = totpCode(secret);
    const verified = await t.request("/api/auth/two-factor/verify-totp", { method: "POST", cookie: user.cookie, json: { code } });
    expect(verified.status).toBe(200);
    // Switching TOTP on replaces the session: this is the cookie the browser now holds.
    const cookie = sessionCookie(verified);
    expect(cookie).toContain("cadence.session_token=");
    return { user, cookie, secret, backupCodes, enrollCode: code };
  }

  async function signInPending(email: string) {
    const response = await t.request("/api/auth/sign-in/email", { method: "POST", json: { email, password } });
    expect(response.status).toBe(200);
    expect(await readJson<{ twoFactorRedirect?: boolean }>(response)).toMatchObject({ twoFactorRedirect: true });
    const cookie = sessionCookie(response);
    expect(cookie).toContain("cadence.two_factor=");
    expect(cookie).not.toMatch(/cadence\.session_token=[^;]/);
    return cookie;
  }

  it("enrols with a QR secret, then asks every password sign-in for a code", async () => {
    const email = `mfa-${kind}@example.com`;
    const { secret, enrollCode } = await enrolled(email);
    const pending = await signInPending(email);
    expect((await t.request("/api/me", { cookie: pending })).status).toBe(401);

    const wrong = await t.request("/api/auth/two-factor/verify-totp", { method: "POST", cookie: pending, json: { code: "000000" } });
    expect(wrong.status).toBe(401);

    const reused = await t.request("/api/auth/two-factor/verify-totp", { method: "POST", cookie: pending, json: { code: enrollCode } });
    expect(reused.status).toBe(401);
    expect(await readJson<{ message: string; code: string }>(reused)).toMatchObject({
      code: "CODE_ALREADY_USED",
      message: authMessages.codeReused,
    });

    const fresh = totpCode(secret, Date.now(), 1);
    const verified = await t.request("/api/auth/two-factor/verify-totp", { method: "POST", cookie: pending, json: { code: fresh } });
    expect(verified.status).toBe(200);
    const session = sessionCookie(verified);
    expect(session).toContain("cadence.session_token=");
    const me = await t.request("/api/me", { cookie: session });
    expect(me.status).toBe(200);
  });

  it("accepts each backup code once", async () => {
    const email = `backup-${kind}@example.com`;
    const { backupCodes } = await enrolled(email);
    const first = await signInPending(email);
    const used = await t.request("/api/auth/two-factor/verify-backup-code", { method: "POST", cookie: first, json: { code: backupCodes[0] } });
    expect(used.status).toBe(200);
    expect(sessionCookie(used)).toContain("cadence.session_token=");

    const second = await signInPending(email);
    const again = await t.request("/api/auth/two-factor/verify-backup-code", { method: "POST", cookie: second, json: { code: backupCodes[0] } });
    expect(again.status).toBe(401);
  });

  it("makes new backup codes with the password; the old ones stop working", async () => {
    const email = `regenerate-${kind}@example.com`;
    const { cookie, backupCodes } = await enrolled(email);
    const wrong = await t.request("/api/auth/two-factor/generate-backup-codes", { method: "POST", cookie, json: { password: "not the password" } });
    expect(wrong.status).toBe(400);
    const fresh = await t.request("/api/auth/two-factor/generate-backup-codes", { method: "POST", cookie, json: { password } });
    expect(fresh.status).toBe(200);
    const { backupCodes: next } = await readJson<{ backupCodes: string[] }>(fresh);
    expect(next).toHaveLength(10);
    expect(next.some((code) => backupCodes.includes(code))).toBe(false);
    const old = await t.request("/api/auth/two-factor/verify-backup-code", {
      method: "POST",
      cookie: await signInPending(email),
      json: { code: backupCodes[1] },
    });
    expect(old.status).toBe(401);
    const used = await t.request("/api/auth/two-factor/verify-backup-code", { method: "POST", cookie: await signInPending(email), json: { code: next[0] } });
    expect(used.status).toBe(200);
  });

  it("switches off with the password; sign-in no longer asks", async () => {
    const email = `off-${kind}@example.com`;
    const { user, cookie } = await enrolled(email);
    const row = await t.database.db.selectFrom("user").select("twoFactorEnabled").where("id", "=", user.id).executeTakeFirstOrThrow();
    expect(row.twoFactorEnabled).toBe(true);

    const badPassword = await t.request("/api/auth/two-factor/disable", { method: "POST", cookie, json: { password: "not the password" } });
    expect(badPassword.status).not.toBe(200);
    const disabled = await t.request("/api/auth/two-factor/disable", { method: "POST", cookie, json: { password } });
    expect(disabled.status).toBe(200);
    const plain = await t.request("/api/auth/sign-in/email", { method: "POST", json: { email, password } });
    expect(await readJson<{ twoFactorRedirect?: boolean }>(plain)).not.toHaveProperty("twoFactorRedirect");
    expect(sessionCookie(plain)).toContain("cadence.session_token=");
  });

  it("asks for a code after an e-mail link sign-in too", async () => {
    const email = `link-${kind}@example.com`;
    const { user, secret } = await enrolled(email);
    // An unverified address (as after an e-mail change) gets a link that signs in.
    await t.database.db.updateTable("user").set({ emailVerified: false }).where("id", "=", user.id).execute();
    const sent = await t.request("/api/auth/send-verification-email", { method: "POST", json: { email, callbackURL: "/auth/verify" } });
    expect(sent.status).toBe(200);
    const mail = await t.database.db
      .selectFrom("mail_outbox")
      .selectAll()
      .where("to_address", "=", email)
      .orderBy("created_at", "desc")
      .executeTakeFirstOrThrow();
    const link = new URL(/https?:\/\/\S+/.exec(mail.text_body)![0]);
    const followed = await t.request(`${link.pathname}${link.search}`);
    expect(followed.status).toBe(302);
    expect(followed.headers.get("location")).toBe("http://localhost:3000/auth/google/callback?twoFactor=required");
    const cookie = sessionCookie(followed);
    expect(cookie).not.toMatch(/cadence\.session_token=[^;]/);
    expect(cookie).toContain("cadence.two_factor=");
    const verified = await t.request("/api/auth/two-factor/verify-totp", {
      method: "POST",
      cookie,
      json: { code: totpCode(secret, Date.now(), 1) },
    });
    expect(verified.status).toBe(200);
  });
});
