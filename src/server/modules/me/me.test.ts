import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "../../../shared/messages.js";
import type { Me, ProfileView, SessionState } from "../../../shared/schemas/profile.js";
import { createTestApp, readJson, type TestApp } from "../../testing/test-app.js";
import { testDatabaseKinds } from "../../testing/test-database.js";

const defaultPreferences = { theme: "system", timeZone: null, weekStart: "monday", quizColor: null, mistakeCards: false };

describe.each(testDatabaseKinds())("/api/me and /api/profile on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  it("returns the signed-in user with the profile made at sign-up", async () => {
    const user = await t.signUp({ name: "Ada Lovelace" });
    const response = await t.request("/api/me", { cookie: user.cookie });
    expect(response.status).toBe(200);
    const body = await readJson<Me>(response);
    expect(body.user).toMatchObject({ id: user.id, email: user.email, name: "Ada Lovelace", emailVerified: true });
    expect(body.profile).toEqual({ firstName: "Ada", lastName: "Lovelace", avatarUrl: null, ...defaultPreferences });
  });

  it("reports the session state with 200 whether or not someone is signed in", async () => {
    const anonymous = await t.request("/api/session");
    expect(anonymous.status).toBe(200);
    expect(await readJson<SessionState>(anonymous)).toEqual({ me: null, expiresAt: null });
    const forged = await t.request("/api/session", { cookie: "cadence.session_token=forged.value" });
    expect(await readJson<SessionState>(forged)).toEqual({ me: null, expiresAt: null });

    const user = await t.signUp({ name: "Mary Somerville" });
    const signedIn = await readJson<SessionState>(await t.request("/api/session", { cookie: user.cookie }));
    expect(signedIn.me?.user.email).toBe(user.email);
    expect(signedIn.me?.profile).toEqual({ firstName: "Mary", lastName: "Somerville", avatarUrl: null, ...defaultPreferences });
    expect(signedIn.me?.user).toMatchObject({ phoneNumber: null, twoFactorEnabled: false, hasPassword: true });
    // Sessions last a week unless used.
    const left = Date.parse(signedIn.expiresAt!) - Date.now();
    expect(left).toBeGreaterThan(6 * 24 * 3600 * 1000);
    expect(left).toBeLessThanOrEqual(7 * 24 * 3600 * 1000);
  });

  it("answers 401 'User not authenticated' without a session or with a forged one", async () => {
    for (const cookie of [undefined, "cadence.session_token=forged.value"]) {
      const response = await t.request("/api/me", { cookie });
      expect(response.status).toBe(401);
      expect(await readJson(response)).toEqual({ error: { code: "unauthenticated", message: messages.unauthenticated } });
    }
  });

  it("changes the names, trimming them, and clears one with null", async () => {
    const user = await t.signUp({ name: "Alan Turing" });
    const changed = await t.request("/api/profile", { method: "PATCH", cookie: user.cookie, json: { firstName: "  Alan M. " } });
    expect(changed.status).toBe(200);
    expect(await readJson<ProfileView>(changed)).toEqual({ firstName: "Alan M.", lastName: "Turing", avatarUrl: null, ...defaultPreferences });
    const cleared = await t.request("/api/profile", { method: "PATCH", cookie: user.cookie, json: { lastName: null } });
    expect((await readJson<ProfileView>(cleared)).lastName).toBeNull();
    const me = await readJson<Me>(await t.request("/api/me", { cookie: user.cookie }));
    expect(me.profile).toEqual({ firstName: "Alan M.", lastName: null, avatarUrl: null, ...defaultPreferences });
  });

  it("sets and removes an avatar from the user's own avatars, and refuses outside addresses", async () => {
    const user = await t.signUp();
    const url = "/api/storage/avatars/object/avatar.png?v=abc123";
    const set = await t.request("/api/profile", { method: "PATCH", cookie: user.cookie, json: { avatarUrl: url } });
    expect((await readJson<ProfileView>(set)).avatarUrl).toBe(url);
    expect((await readJson<Me>(await t.request("/api/me", { cookie: user.cookie }))).profile.avatarUrl).toBe(url);
    for (const outside of [
      "https://tracker.example/pixel.png",
      "/api/storage/documents/object/a.pdf",
      "/api/storage/avatars/object/../x",
      "javascript:alert(1)",
    ]) {
      const refused = await t.request("/api/profile", { method: "PATCH", cookie: user.cookie, json: { avatarUrl: outside } });
      expect(refused.status, outside).toBe(422);
      expect((await readJson(refused)).error.issues?.[0]?.path).toEqual(["avatarUrl"]);
    }
    const removed = await t.request("/api/profile", { method: "PATCH", cookie: user.cookie, json: { avatarUrl: null } });
    expect((await readJson<ProfileView>(removed)).avatarUrl).toBeNull();
  });

  it("saves preferences one at a time: theme, time zone (null follows the browser), week start, quiz colour", async () => {
    const user = await t.signUp({ name: "Grace Hopper" });
    const patch = async (json: object) => readJson<ProfileView>(await t.request("/api/profile", { method: "PATCH", cookie: user.cookie, json }));
    expect((await patch({ theme: "dark" })).theme).toBe("dark");
    expect(await patch({ timeZone: "Australia/Melbourne", weekStart: "sunday", quizColor: "#10b981" })).toMatchObject({
      firstName: "Grace",
      theme: "dark",
      timeZone: "Australia/Melbourne",
      weekStart: "sunday",
      quizColor: "#10B981",
    });
    const me = await readJson<Me>(await t.request("/api/me", { cookie: user.cookie }));
    expect(me.profile).toMatchObject({ theme: "dark", timeZone: "Australia/Melbourne", weekStart: "sunday", quizColor: "#10B981" });
    expect(await patch({ timeZone: null, quizColor: null, theme: "system" })).toMatchObject({ ...defaultPreferences, weekStart: "sunday" });
  });

  it("reports the newsletter state of the user's own address as the footer's state machine leaves it", async () => {
    const user = await t.signUp();
    const state = async () => readJson(await t.request("/api/profile/newsletter", { cookie: user.cookie }));
    expect(await state()).toEqual({ email: user.email, status: "none" });
    await t.request("/api/newsletter/subscribe", { method: "POST", json: { email: user.email.toUpperCase() } });
    expect(await state()).toEqual({ email: user.email, status: "active" });
    await t.request("/api/newsletter/unsubscribe", { method: "POST", json: { email: user.email } });
    expect(await state()).toEqual({ email: user.email, status: "unsubscribed" });
    expect((await t.request("/api/profile/newsletter")).status).toBe(401);
  });

  it.each([
    [{ theme: "sepia" }, ["theme"]],
    [{ timeZone: "Mars/Olympus_Mons" }, ["timeZone"]],
    [{ weekStart: "wednesday" }, ["weekStart"]],
    [{ quizColor: "blue" }, ["quizColor"]],
    [{ firstName: "x".repeat(101) }, ["firstName"]],
    [{ firstName: 42 }, ["firstName"]],
    [{ nickname: "x" }, []],
    [{}, []],
  ])("rejects %j with 422 and the issues", async (json, issuePath) => {
    const user = await t.signUp();
    const response = await t.request("/api/profile", { method: "PATCH", cookie: user.cookie, json });
    expect(response.status).toBe(422);
    const body = await readJson(response);
    expect(body.error.code).toBe("validation_failed");
    expect(body.error.issues?.[0]?.path).toEqual(issuePath);
  });

  it("answers 404 when the profile is gone and changes nothing", async () => {
    const user = await t.signUp();
    await t.database.db.deleteFrom("profiles").where("id", "=", user.id).execute();
    const response = await t.request("/api/profile", { method: "PATCH", cookie: user.cookie, json: { firstName: "X" } });
    expect(response.status).toBe(404);
    expect((await readJson(response)).error.code).toBe("not_found");
    expect(await t.database.db.selectFrom("profiles").select("id").where("id", "=", user.id).execute()).toEqual([]);
  });
});
