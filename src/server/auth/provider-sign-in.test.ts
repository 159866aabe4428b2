import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authMessages } from "../../shared/schemas/auth.js";
import { startTestIssuer, type TestIssuer } from "../testing/oidc-issuer.js";
import { createTestApp, readJson, sessionCookie, type TestApp } from "../testing/test-app.js";
import { testDatabaseKinds } from "../testing/test-database.js";

/**
 * Sign-in through an OpenID provider, with real RS256 ID tokens from a loopback issuer: no path
 * may skip two-step verification, and no unverified e-mail claim may take over an account.
 */
describe.each(testDatabaseKinds())("sign-in through a provider on %s", (kind) => {
  let t: TestApp;
  let issuer: TestIssuer;
  beforeAll(async () => {
    issuer = await startTestIssuer();
    t = await createTestApp(kind, { OIDC_ISSUER: issuer.issuer, OIDC_CLIENT_ID: issuer.clientId, OIDC_CLIENT_SECRET: issuer.clientSecret });
  });
  afterAll(async () => {
    await t.close();
    await issuer.close();
  });

  const userIdOf = async (cookie: string) => {
    const response = await t.request("/api/auth/get-session", { cookie });
    return ((await response.json()) as { user?: { id: string } } | null)?.user?.id;
  };

  /** The whole redirect flow: Cadence's authorize link, the provider's code, Cadence's callback. */
  async function signInThroughProvider(): Promise<Response> {
    const started = await t.request("/api/auth/sign-in/social", {
      method: "POST",
      json: { provider: "oidc", callbackURL: "/auth/google/callback", errorCallbackURL: "/auth/google/callback" },
    });
    expect(started.status).toBe(200);
    const { url } = await readJson<{ url: string }>(started);
    const { code, state } = issuer.authorize(url);
    return t.request(`/api/auth/callback/oidc?code=${code}&state=${encodeURIComponent(state)}`, { cookie: sessionCookie(started) });
  }

  /** A user with TOTP on whose provider account is `subject`; the issuer's next sign-in is theirs. */
  async function twoFactorUserAt(subject: string) {
    const user = await t.signUp();
    await t.database.db.updateTable("user").set({ twoFactorEnabled: true }).where("id", "=", user.id).execute();
    await t.database.db
      .insertInto("account")
      .values({ id: crypto.randomUUID(), userId: user.id, providerId: "oidc", accountId: subject, createdAt: new Date(), updatedAt: new Date() })
      .execute();
    issuer.claims = { sub: subject, email: user.email, email_verified: true };
    return user;
  }

  it("refuses ID-token sign-in, which would skip two-step verification", async () => {
    await twoFactorUserAt("subject-totp");
    const response = await t.request("/api/auth/sign-in/social", { method: "POST", json: { provider: "oidc", idToken: { token: issuer.idToken() } } });
    expect(response.status).toBe(400);
    expect(await readJson(response)).toMatchObject({ code: "ID_TOKEN_SIGN_IN_DISABLED", message: authMessages.idTokenSignInDisabled });
    expect(await userIdOf(sessionCookie(response))).toBeUndefined();
  });

  it("asks a TOTP user for a code after the redirect flow too", async () => {
    await twoFactorUserAt("subject-redirect");
    const callback = await signInThroughProvider();
    expect(callback.status).toBe(302);
    expect(callback.headers.get("location")).toContain("twoFactor=required");
    expect(await userIdOf(sessionCookie(callback))).toBeUndefined();
  });

  it("never links a provider account to an existing one on an unverified e-mail claim", async () => {
    const victim = await t.signUp();
    issuer.claims = { sub: "attacker-subject", email: victim.email, email_verified: false };
    const callback = await signInThroughProvider();
    expect(callback.status).toBe(302);
    expect(callback.headers.get("location")).toContain("error=account_not_linked");
    expect(await userIdOf(sessionCookie(callback))).toBeUndefined();
    const linked = await t.database.db.selectFrom("account").select("providerId").where("userId", "=", victim.id).execute();
    expect(linked.map((account) => account.providerId)).toEqual(["credential"]);
  });

  it("links on a verified claim, as before", async () => {
    const owner = await t.signUp();
    issuer.claims = { sub: "owner-subject", email: owner.email, email_verified: true };
    const callback = await signInThroughProvider();
    expect(callback.status).toBe(302);
    expect(await userIdOf(sessionCookie(callback))).toBe(owner.id);
  });
});
