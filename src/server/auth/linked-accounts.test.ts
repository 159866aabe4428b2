import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authMessages } from "../../shared/schemas/auth.js";
import { startTestIssuer, type TestIssuer } from "../testing/oidc-issuer.js";
import { createTestApp, readJson, type TestApp, type TestUser } from "../testing/test-app.js";
import { testDatabaseKinds } from "../testing/test-database.js";

interface LinkedAccount {
  id: string;
  providerId: string;
  accountId: string;
}

/** Settings → Sign-in methods on better-auth's account routes, with Cadence's rules on unlinking. */
describe.each(testDatabaseKinds())("linked sign-in providers on %s", (kind) => {
  let t: TestApp;
  let discovery: TestIssuer;
  beforeAll(async () => {
    discovery = await startTestIssuer();
    t = await createTestApp(kind, {
      OIDC_ISSUER: discovery.issuer,
      OIDC_CLIENT_ID: discovery.clientId,
      OIDC_CLIENT_SECRET: discovery.clientSecret,
      GOOGLE_CLIENT_ID: "google-client.apps.example",
      GOOGLE_CLIENT_SECRET: "a-google-secret",
    });
  });
  afterAll(async () => {
    await t.close();
    await discovery.close();
  });

  const accounts = async (user: TestUser) => readJson<LinkedAccount[]>(await t.request("/api/auth/list-accounts", { cookie: user.cookie }));
  const unlink = (user: TestUser, accountId: string) => t.request("/api/auth/unlink-account", { method: "POST", cookie: user.cookie, json: { accountId } });
  /** What a finished provider link leaves behind (the provider's own pages are in the e2e suite). */
  const linkDirectly = (user: TestUser, providerId: string) =>
    t.database.db
      .insertInto("account")
      .values({ id: crypto.randomUUID(), userId: user.id, providerId, accountId: `${providerId}-${user.id}`, createdAt: new Date(), updatedAt: new Date() })
      .execute();

  it("starts a link at Google or the OpenID provider, for the signed-in user only", async () => {
    const user = await t.signUp();
    expect((await accounts(user)).map((account) => account.providerId)).toEqual(["credential"]);
    const oidc = await t.request("/api/auth/link-social", {
      method: "POST",
      cookie: user.cookie,
      json: { provider: "oidc", callbackURL: "/settings", disableRedirect: true },
    });
    expect(oidc.status).toBe(200);
    const oidcUrl = new URL((await readJson<{ url: string }>(oidc)).url);
    expect(`${oidcUrl.origin}${oidcUrl.pathname}`).toBe(`${discovery.issuer}/authorize`);
    expect(oidcUrl.searchParams.get("client_id")).toBe("cadence-test");
    expect(oidcUrl.searchParams.get("state")).toBeTruthy();
    const google = await t.request("/api/auth/link-social", {
      method: "POST",
      cookie: user.cookie,
      json: { provider: "google", callbackURL: "/settings", disableRedirect: true },
    });
    expect(new URL((await readJson<{ url: string }>(google)).url).hostname).toBe("accounts.google.com");
    expect((await t.request("/api/auth/link-social", { method: "POST", json: { provider: "oidc", callbackURL: "/settings" } })).status).toBe(401);
    expect(
      (await t.request("/api/auth/link-social", { method: "POST", cookie: user.cookie, json: { provider: "nowhere", callbackURL: "/settings" } })).status,
    ).toBe(404);
  });

  it("unlinks a provider, but never the password and never the last way in", async () => {
    const user = await t.signUp();
    await linkDirectly(user, "oidc");
    const linked = await accounts(user);
    expect(linked.map((account) => account.providerId).sort()).toEqual(["credential", "oidc"]);
    const password = linked.find((account) => account.providerId === "credential")!;
    const oidc = linked.find((account) => account.providerId === "oidc")!;

    const refusedPassword = await unlink(user, password.id);
    expect(refusedPassword.status).toBe(400);
    expect(await readJson(refusedPassword)).toMatchObject({ code: "PASSWORD_NOT_UNLINKABLE", message: authMessages.passwordNotUnlinkable });

    // Another user's account cannot be unlinked with its id.
    const stranger = await t.signUp();
    expect((await unlink(stranger, oidc.id)).status).toBe(400);
    expect((await unlink(user, oidc.id)).status).toBe(200);
    expect((await accounts(user)).map((account) => account.providerId)).toEqual(["credential"]);
    expect((await t.request("/api/auth/unlink-account", { method: "POST", json: { accountId: password.id } })).status).toBe(401);
  });

  it("refuses to unlink an OpenID-only account's one provider", async () => {
    const user = await t.signUp();
    await linkDirectly(user, "oidc");
    // The account signs in only through the provider now (as one made by it would).
    await t.database.db.deleteFrom("account").where("userId", "=", user.id).where("providerId", "=", "credential").execute();
    const [only] = await accounts(user);
    const refused = await unlink(user, only!.id);
    expect(refused.status).toBe(400);
    expect(await readJson(refused)).toMatchObject({ code: "LAST_SIGN_IN_METHOD", message: authMessages.lastSignInMethod });
    expect(await accounts(user)).toHaveLength(1);
  });
});
