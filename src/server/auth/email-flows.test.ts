import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { firstLink, startSmtpSink, type SmtpSink } from "../testing/smtp-sink.js";
import { createTestApp, readJson, sessionCookie, type TestApp } from "../testing/test-app.js";
import { testDatabaseKinds } from "../testing/test-database.js";

describe.each(testDatabaseKinds())("e-mail verification and password reset on %s", (kind) => {
  let t: TestApp;
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp(kind, { SMTP_URL: sink.url });
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  it("mails a verification link on sign-up; sign-in waits for it; following it verifies and signs in", async () => {
    const user = { email: `verify-${kind}@example.com`, password: "a long enough password" };
    const created = await t.request("/api/auth/sign-up/email", {
      method: "POST",
      json: { ...user, name: "Ada Lovelace", firstName: "Ada", lastName: "Lovelace" },
    });
    expect(created.status).toBe(200);
    expect(sessionCookie(created)).not.toContain("cadence.session_token=");

    const early = await t.request("/api/auth/sign-in/email", { method: "POST", json: user });
    expect(early.status).toBe(403);
    expect(await readJson<{ code: string }>(early)).toMatchObject({ code: "EMAIL_NOT_VERIFIED" });

    const mail = await sink.waitFor(user.email);
    expect(mail.subject).toBe("Verify your e-mail address for Cadence");
    const link = new URL(firstLink(mail.text));
    expect(link.origin).toBe("http://localhost:3000");
    expect(link.pathname).toBe("/api/auth/verify-email");

    const followed = await t.request(`${link.pathname}${link.search}`);
    expect(followed.status).toBe(302);
    const cookie = sessionCookie(followed);
    expect(cookie).toContain("cadence.session_token=");
    const me = await readJson<{ user: { emailVerified: boolean }; profile: { firstName: string; lastName: string } }>(await t.request("/api/me", { cookie }));
    expect(me.user.emailVerified).toBe(true);
    expect(me.profile).toMatchObject({ firstName: "Ada", lastName: "Lovelace" });
    expect((await t.request("/api/auth/sign-in/email", { method: "POST", json: user })).status).toBe(200);

    const forged = await t.request(`${link.pathname}?token=not-a-token`);
    expect(forged.status).not.toBe(200);
    expect(sessionCookie(forged)).not.toContain("cadence.session_token=");
  });

  it("resets a password by a single-use link that ends the other sessions", async () => {
    const email = `reset-${kind}@example.com`;
    const other = await t.signUp({ email, password: "the old password" });
    const requested = await t.request("/api/auth/request-password-reset", {
      method: "POST",
      json: { email, redirectTo: "/auth/reset-password" },
    });
    expect(requested.status).toBe(200);
    const mail = await sink.waitFor(email, { subject: "Reset your Cadence password" });
    const link = new URL(firstLink(mail.text));

    const landing = await t.request(`${link.pathname}${link.search}`);
    expect(landing.status).toBe(302);
    const target = new URL(landing.headers.get("location")!, "http://localhost:3000");
    expect(target.pathname).toBe("/auth/reset-password");
    const token = target.searchParams.get("token")!;
    expect(token).toBeTruthy();

    const reset = await t.request("/api/auth/reset-password", { method: "POST", json: { token, newPassword: "the new password" } });
    expect(reset.status).toBe(200);
    const again = await t.request("/api/auth/reset-password", { method: "POST", json: { token, newPassword: "yet another one" } });
    expect(again.status).toBe(400);

    expect((await t.request("/api/me", { cookie: other.cookie })).status).toBe(401);
    const oldPassword = await t.request("/api/auth/sign-in/email", { method: "POST", json: { email, password: "the old password" } });
    expect(oldPassword.status).toBe(401);
    const newPassword = await t.request("/api/auth/sign-in/email", { method: "POST", json: { email, password: "the new password" } });
    expect(newPassword.status).toBe(200);
  });

  it("resends the verification mail on request", async () => {
    const email = `resend-${kind}@example.com`;
    await t.request("/api/auth/sign-up/email", { method: "POST", json: { email, password: "a long enough password", name: "R" } });
    await sink.waitFor(email);
    const resent = await t.request("/api/auth/send-verification-email", { method: "POST", json: { email, callbackURL: "/auth/verify" } });
    expect(resent.status).toBe(200);
    for (let attempt = 0; attempt < 50 && sink.received.filter((mail) => JSON.stringify(mail.to).includes(email)).length < 2; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(sink.received.filter((mail) => JSON.stringify(mail.to).includes(email))).toHaveLength(2);
  });

  it.each([
    ["sign-up", "/api/auth/sign-up/email", { email: "", password: "a long enough password", name: "X" }],
    ["sign-up", "/api/auth/sign-up/email", { email: "x@example.com", name: "X" }],
    ["sign-in", "/api/auth/sign-in/email", { password: "whatever" }],
    ["sign-in", "/api/auth/sign-in/email", { email: "x@example.com", password: "   " }],
  ])("%s without an e-mail or a password answers the spec's message and creates nothing", async (_name, path, json) => {
    const response = await t.request(path, { method: "POST", json });
    expect(response.status).toBe(400);
    expect(await readJson<{ message: string }>(response)).toMatchObject({
      message: "You must provide either an email or phone number and a password",
    });
    expect(await t.database.db.selectFrom("user").select("id").where("email", "=", "x@example.com").execute()).toEqual([]);
  });

  it.each([
    ["password1", "This is a very common password"],
    ["grace-hopper-2026", "Password must not contain your name or e-mail address"],
    ["short", "Password is too short"],
  ])("refuses the weak password %j at sign-up with the reason, and creates nothing", async (password, reason) => {
    const email = `grace-hopper-${kind}-${password.length}@example.com`;
    const response = await t.request("/api/auth/sign-up/email", {
      method: "POST",
      json: { email, password, name: "Grace Hopper", firstName: "Grace", lastName: "Hopper" },
    });
    expect(response.status).toBe(400);
    const body = await readJson<{ code: string; message: string; reasons: string[] }>(response);
    expect(body.code).toBe("WEAK_PASSWORD");
    expect(body.reasons).toContain(reason);
    expect(body.message).toContain(reason);
    expect(await t.database.db.selectFrom("user").select("id").where("email", "=", email).execute()).toEqual([]);
  });

  it("refuses a very common password as the new one at reset", async () => {
    const response = await t.request("/api/auth/reset-password", { method: "POST", json: { token: "any-token", newPassword: "iloveyou" } });
    expect(response.status).toBe(400);
    expect(await readJson<{ code: string }>(response)).toMatchObject({ code: "WEAK_PASSWORD" });
  });

  it("answers a reset request for an unknown address the same way, and sends nothing", async () => {
    const before = sink.received.length;
    const response = await t.request("/api/auth/request-password-reset", {
      method: "POST",
      json: { email: `nobody-${kind}@example.com`, redirectTo: "/auth/reset-password" },
    });
    expect(response.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sink.received.length).toBe(before);
  });

  it("changes the address only when the new one confirms it, and warns the old one", async () => {
    const old = `change-old-${kind}@example.com`;
    const next = `change-new-${kind}@example.com`;
    const user = await t.signUp({ email: old, password: "a long enough password" });
    await t.request("/api/newsletter/subscribe", { method: "POST", json: { email: old } });
    const requested = await t.request("/api/auth/change-email", {
      method: "POST",
      cookie: user.cookie,
      json: { newEmail: next.toUpperCase(), callbackURL: "/settings" },
    });
    expect(requested.status).toBe(200);
    // Nothing changes until the link is followed.
    expect((await readJson<{ user: { email: string } }>(await t.request("/api/me", { cookie: user.cookie }))).user.email).toBe(old);

    const notice = await sink.waitFor(old, { subject: "Your Cadence e-mail address is being changed" });
    expect(notice.text).toContain(next);
    expect(notice.text).toContain("http://localhost:3000/auth/forgot-password");
    const mail = await sink.waitFor(next, { subject: "Confirm your new e-mail address for Cadence" });
    const link = new URL(firstLink(mail.text));
    expect(link.pathname).toBe("/api/auth/verify-email");

    // Another signed-in user cannot use the link.
    const stranger = await t.signUp();
    const refused = await t.request(`${link.pathname}${link.search}`, { cookie: stranger.cookie });
    expect(refused.status).toBe(302);
    expect(refused.headers.get("location")).toContain("error=");
    expect((await readJson<{ user: { email: string } }>(await t.request("/api/me", { cookie: user.cookie }))).user.email).toBe(old);

    const followed = await t.request(`${link.pathname}${link.search}`, { cookie: user.cookie });
    expect(followed.status).toBe(302);
    expect(followed.headers.get("location")).toBe("/settings");
    const me = await readJson<{ user: { email: string; emailVerified: boolean } }>(await t.request("/api/me", { cookie: user.cookie }));
    expect(me.user).toMatchObject({ email: next, emailVerified: true });
    // The newsletter subscription moved with the address.
    expect(await readJson(await t.request("/api/profile/newsletter", { cookie: user.cookie }))).toEqual({ email: next, status: "active" });
    expect((await t.request("/api/auth/sign-in/email", { method: "POST", json: { email: old, password: "a long enough password" } })).status).toBe(401);
    expect((await t.request("/api/auth/sign-in/email", { method: "POST", json: { email: next, password: "a long enough password" } })).status).toBe(200);
  });

  it("answers the same for an address already taken, and sends it nothing", async () => {
    const taken = await t.signUp({ email: `taken-${kind}@example.com` });
    const user = await t.signUp({ email: `wants-taken-${kind}@example.com` });
    const requested = await t.request("/api/auth/change-email", { method: "POST", cookie: user.cookie, json: { newEmail: taken.email } });
    expect(requested.status).toBe(200);
    await expect(sink.waitFor(taken.email, { subject: "Confirm your new e-mail address for Cadence", timeoutMs: 500 })).rejects.toThrow();
    const invalid = await t.request("/api/auth/change-email", { method: "POST", cookie: user.cookie, json: { newEmail: "not an address" } });
    expect(invalid.status).toBe(400);
    expect((await t.request("/api/auth/change-email", { method: "POST", json: { newEmail: "x@example.com" } })).status).toBe(401);
  });
});
