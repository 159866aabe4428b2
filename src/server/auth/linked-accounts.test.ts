import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authMessages } from "../../shared/schemas/auth.js";
import { createTestApp, readJson, type TestApp, type TestUser } from "../testing/test-app.js";
import { testDatabaseKinds } from "../testing/test-database.js";

/** An OpenID provider's discovery document on loopback: enough for Cadence to build its links. */
async function startDiscovery(): Promise<{ issuer: string; server: Server }> {
  const server = createServer((request, response) => {
    const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    if (request.url !== "/.well-known/openid-configuration") return void response.writeHead(404).end();
    response.setHeader("content-type", "application/json");
    response.end(
      JSON.stringify({
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        userinfo_endpoint: `${issuer}/userinfo`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ["code"],
        subject_types_supported: ["public"],
        id_token_signing_alg_values_supported: ["RS256"],
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { issuer: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

interface LinkedAccount {
  id: string;
  providerId: string;
  accountId: string;
}

/** Settings → Sign-in methods on better-auth's account routes, with Cadence's rules on unlinking. */
describe.each(testDatabaseKinds())("linked sign-in providers on %s", (kind) => {
  let t: TestApp;
  let discovery: { issuer: string; server: Server };
  beforeAll(async () => {
    discovery = await startDiscovery();
    t = await createTestApp(kind, {
      OIDC_ISSUER: discovery.issuer,
      OIDC_CLIENT_ID: "cadence-test",
      OIDC_CLIENT_SECRET: "a-client-secret-of-thirty-two-characters",
      GOOGLE_CLIENT_ID: "google-client.apps.example",
      GOOGLE_CLIENT_SECRET: "a-google-secret",
    });
  });
  afterAll(async () => {
    await t.close();
    discovery.server.close();
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
    const oidc = await t.request("/api/auth/link-social", { method: "POST", cookie: user.cookie, json: { provider: "oidc", callbackURL: "/settings", disableRedirect: true } });
    expect(oidc.status).toBe(200);
    const oidcUrl = new URL((await readJson<{ url: string }>(oidc)).url);
    expect(`${oidcUrl.origin}${oidcUrl.pathname}`).toBe(`${discovery.issuer}/authorize`);
    expect(oidcUrl.searchParams.get("client_id")).toBe("cadence-test");
    expect(oidcUrl.searchParams.get("state")).toBeTruthy();
    const google = await t.request("/api/auth/link-social", { method: "POST", cookie: user.cookie, json: { provider: "google", callbackURL: "/settings", disableRedirect: true } });
    expect(new URL((await readJson<{ url: string }>(google)).url).hostname).toBe("accounts.google.com");
    expect((await t.request("/api/auth/link-social", { method: "POST", json: { provider: "oidc", callbackURL: "/settings" } })).status).toBe(401);
    expect((await t.request("/api/auth/link-social", { method: "POST", cookie: user.cookie, json: { provider: "nowhere", callbackURL: "/settings" } })).status).toBe(404);
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
