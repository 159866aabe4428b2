import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, readJson, sessionCookie, type TestApp } from "../testing/test-app.js";
import { testDatabaseKinds } from "../testing/test-database.js";

/** Settings → Account: password change and sessions, on better-auth's own routes. */
describe.each(testDatabaseKinds())("password and sessions on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  const signIn = async (email: string, password: string, userAgent: string) => {
    const response = await t.request("/api/auth/sign-in/email", { method: "POST", json: { email, password }, headers: { "user-agent": userAgent } });
    return { status: response.status, cookie: sessionCookie(response) };
  };

  it("refuses a wrong current password, and signs other devices out when asked", async () => {
    const user = await t.signUp({ password: "the first password" });
    const laptop = await signIn(user.email, "the first password", "Mozilla/5.0 (Macintosh) Firefox/130.0");
    const wrong = await t.request("/api/auth/change-password", {
      method: "POST",
      cookie: user.cookie,
      json: { currentPassword: "not the password", newPassword: "a brand new password", revokeOtherSessions: true },
    });
    expect(wrong.status).toBe(400);
    expect(await readJson<{ code: string }>(wrong)).toMatchObject({ code: "INVALID_PASSWORD" });
    expect((await signIn(user.email, "the first password", "x")).status).toBe(200);

    const changed = await t.request("/api/auth/change-password", {
      method: "POST",
      cookie: user.cookie,
      json: { currentPassword: "the first password", newPassword: "a brand new password", revokeOtherSessions: true },
    });
    expect(changed.status).toBe(200);
    expect((await t.request("/api/me", { cookie: laptop.cookie })).status).toBe(401);
    expect((await signIn(user.email, "the first password", "x")).status).toBe(401);
    expect((await signIn(user.email, "a brand new password", "x")).status).toBe(200);
  });

  it("lists the user's sessions with their device and address, and revokes one or all others", async () => {
    const user = await t.signUp({ password: "the first password" });
    const phone = await signIn(user.email, "the first password", "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148 Safari/604.1");
    const tablet = await signIn(user.email, "the first password", "Mozilla/5.0 (Linux; Android 15) Chrome/130.0 Mobile Safari/537.36");
    const listed = await readJson<{ token: string; userAgent: string | null; ipAddress: string | null; updatedAt: string }[]>(
      await t.request("/api/auth/list-sessions", { cookie: user.cookie }),
    );
    expect(listed).toHaveLength(3);
    expect(listed.map((session) => session.userAgent)).toEqual(expect.arrayContaining([expect.stringContaining("iPhone"), expect.stringContaining("Android")]));

    const iphone = listed.find((session) => session.userAgent?.includes("iPhone"))!;
    const revoked = await t.request("/api/auth/revoke-session", { method: "POST", cookie: user.cookie, json: { token: iphone.token } });
    expect(revoked.status).toBe(200);
    expect((await t.request("/api/me", { cookie: phone.cookie })).status).toBe(401);
    expect((await t.request("/api/me", { cookie: tablet.cookie })).status).toBe(200);

    // Another user's session cannot be revoked with its token.
    const stranger = await t.signUp();
    const androidToken = listed.find((session) => session.userAgent?.includes("Android"))!.token;
    await t.request("/api/auth/revoke-session", { method: "POST", cookie: stranger.cookie, json: { token: androidToken } });
    expect((await t.request("/api/me", { cookie: tablet.cookie })).status).toBe(200);

    expect((await t.request("/api/auth/revoke-other-sessions", { method: "POST", cookie: user.cookie, json: {} })).status).toBe(200);
    expect((await t.request("/api/me", { cookie: tablet.cookie })).status).toBe(401);
    expect((await t.request("/api/me", { cookie: user.cookie })).status).toBe(200);
  });

  it("ends a session 30 days after its sign-in, however recently it was refreshed", async () => {
    const user = await t.signUp();
    expect((await t.request("/api/me", { cookie: user.cookie })).status).toBe(200);
    const signedInAt = new Date(Date.now() - 31 * 86_400_000);
    // Signed in 31 days ago and kept alive since: the sliding expiry alone would still run.
    await t.database.db
      .updateTable("session")
      .set({ createdAt: signedInAt, expiresAt: new Date(Date.now() + 6 * 86_400_000) })
      .where("userId", "=", user.id)
      .execute();
    const [session] = await t.database.db.selectFrom("session").select(["expiresAt"]).where("userId", "=", user.id).execute();
    expect(session!.expiresAt.getTime()).toBe(signedInAt.getTime() + 30 * 86_400_000);
    expect((await t.request("/api/me", { cookie: user.cookie })).status).toBe(401);
    // A session of yesterday keeps its sliding expiry.
    const fresh = await t.signUp();
    await t.database.db
      .updateTable("session")
      .set({ createdAt: new Date(Date.now() - 86_400_000) })
      .where("userId", "=", fresh.id)
      .execute();
    expect((await t.request("/api/me", { cookie: fresh.cookie })).status).toBe(200);
  });
});
