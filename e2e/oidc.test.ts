import type { Server } from "node:http";
import { mkdirSync } from "node:fs";
import Provider from "oidc-provider";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage } from "./support/browser.js";
import { freePort, startServer, type RunningServer } from "./support/server.js";
import { answerTwoStep, signOut, turnOnTwoStep } from "./support/session.js";
import { waitForText } from "./support/checks.js";
import { signUpVerified } from "./support/http.js";
import { accountSecurityMessages } from "../src/shared/messages.js";
import { authMessages } from "../src/shared/schemas/auth.js";

const artifacts = "e2e/artifacts";

/**
 * A real OpenID Connect provider (the `oidc-provider` package) on loopback, with its own login
 * and consent pages: Cadence is configured for it through OIDC_ISSUER like any other provider.
 */
async function startProvider(port: number, appUrl: string): Promise<Server> {
  const provider = new Provider(`http://127.0.0.1:${port}`, {
    clients: [
      {
        client_id: "cadence-e2e",
        client_secret: "cadence-e2e-client-secret-at-least-32-chars",
        redirect_uris: [`${appUrl}/api/auth/callback/oidc`],
        grant_types: ["authorization_code"],
        response_types: ["code"],
      },
    ],
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name", "given_name", "family_name"] },
    findAccount: (_ctx, id) => ({
      accountId: id,
      claims: () => ({ sub: id, email: `${id}@oidc.example.com`, email_verified: true, name: "Olive Ides", given_name: "Olive", family_name: "Ides" }),
    }),
    cookies: { keys: ["an-e2e-cookie-signing-key"] },
  });
  return new Promise((resolve) => {
    const server = provider.listen(port, "127.0.0.1", () => resolve(server));
  });
}

/** The provider's own pages, until the browser is back on Cadence: any login works; then consent. */
async function passProvider(page: Page, appUrl: string, { from = "/auth/login", login = "olive" } = {}) {
  // The button asks Cadence for the provider's address first, then the browser leaves.
  await page.waitForURL((url) => !url.href.startsWith(`${appUrl}${from}`));
  for (let step = 0; step < 6; step++) {
    await page.waitForLoadState("load");
    if (page.url().startsWith(appUrl)) return;
    if (!page.url().includes("/interaction/")) {
      await page.waitForURL(/\/interaction\/|\/auth\/google\/callback/);
      continue;
    }
    // Login and consent share one /interaction/ address: wait for the next document, not a new URL.
    const leaving = page.waitForEvent("framenavigated", (frame) => frame === page.mainFrame());
    if (await page.locator('input[name="login"]').count()) {
      await page.locator('input[name="login"]').fill(login);
      await page.locator('input[name="password"]').fill("anything");
      await page.getByRole("button", { name: "Sign-in" }).click();
    } else {
      await page.getByRole("button", { name: "Continue" }).click();
    }
    await leaving;
  }
  throw new Error(`still at the provider: ${page.url()}`);
}

describe("sign-in through an OpenID Connect provider in Chromium", () => {
  let app: RunningServer;
  let provider: Server;
  let browser: Browser;
  let issuerPort: number;

  beforeAll(async () => {
    mkdirSync(artifacts, { recursive: true });
    const appPort = await freePort();
    issuerPort = await freePort();
    provider = await startProvider(issuerPort, `http://localhost:${appPort}`);
    [app, browser] = await Promise.all([
      startServer({
        port: appPort,
        env: {
          OIDC_ISSUER: `http://127.0.0.1:${issuerPort}`,
          OIDC_CLIENT_ID: "cadence-e2e",
          OIDC_CLIENT_SECRET: "cadence-e2e-client-secret-at-least-32-chars",
        },
      }),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    await new Promise((resolve) => provider?.close(resolve));
  });

  it("signs in, turns on TOTP, and then asks the provider's users for a code too", async () => {
    const { page, close } = await openPage(browser);
    // The provider's own pages load things this closed network refuses: count only Cadence's.
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" && message.location().url.startsWith(app.url)) errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(`${app.url}/auth/login`);
    const button = page.getByRole("button", { name: "Continue with 127.0.0.1" });
    await button.waitFor();
    await page.screenshot({ path: `${artifacts}/oidc-login.png` });
    await button.click();
    await passProvider(page, app.url);
    await page.waitForURL(`${app.url}/today`);
    await page.getByRole("button", { name: "Account menu for Olive Ides" }).waitFor();
    expect(await page.getByRole("button", { name: "Account menu for Olive Ides" }).textContent()).toContain("OI");

    // Settings → Security: an account without a password turns TOTP on with its session.
    const secret = await turnOnTwoStep(page, app.url, { screenshot: `${artifacts}/settings-two-factor-enroll.png` });
    await signOut(page);

    await page.goto(`${app.url}/auth/login`);
    await page.getByRole("button", { name: "Continue with 127.0.0.1" }).click();
    await passProvider(page, app.url);
    await page.waitForURL(/\/auth\/google\/callback\?twoFactor=required/);
    await page.getByLabel("Authentication code").waitFor();
    await page.screenshot({ path: `${artifacts}/oidc-two-factor.png` });
    await answerTwoStep(page, secret);
    await page.waitForURL(`${app.url}/today`);
    await page.getByRole("button", { name: "Account menu for Olive Ides" }).waitFor();

    // The provider is this account's only way in: it cannot be unlinked.
    await page.goto(`${app.url}/settings`);
    const unlink = page.getByRole("button", { name: "Unlink 127.0.0.1" });
    await unlink.waitFor();
    expect(await unlink.isDisabled()).toBe(true);
    await page.getByText(authMessages.lastSignInMethod).waitFor();

    expect(errors).toEqual([]);
    await close();
  });

  it("links the provider to an e-mail account from the settings, and unlinks it", async () => {
    // The provider vouches for linker@oidc.example.com: the same address as the Cadence account.
    const { cookie } = await signUpVerified(app.url, "linker@oidc.example.com", "Lin Ker");
    const { page, close } = await openPage(browser, { cookie: { url: app.url, header: cookie } });
    await page.goto(`${app.url}/settings`);
    await page.getByRole("button", { name: "Link 127.0.0.1" }).click();
    await passProvider(page, app.url, { from: "/settings", login: "linker" });
    await page.waitForURL(`${app.url}/settings#security`);
    expect(page.url()).toBe(`${app.url}/settings#security`);
    const unlink = page.getByRole("button", { name: "Unlink 127.0.0.1" });
    await unlink.waitFor();
    expect(await unlink.isDisabled()).toBe(false);
    await page.screenshot({ path: `${artifacts}/settings-linked.png` });
    await unlink.click();
    await waitForText(page, accountSecurityMessages.providerUnlinked("127.0.0.1"));
    await page.getByRole("button", { name: "Link 127.0.0.1" }).waitFor();
    await close();
  });

  it("says so when the provider refuses", async () => {
    const { page, close } = await openPage(browser, { width: 375, colorScheme: "dark" });
    await page.goto(`${app.url}/auth/google/callback?error=access_denied`);
    await page.getByText("Signing in with that provider did not work. Please try again.").waitFor();
    await page.screenshot({ path: `${artifacts}/oidc-error-dark.png` });
    await close();
  });
});
