import type { Page } from "playwright-core";
import { totpCode } from "../../src/server/testing/totp.js";

/** The avatar button in the navigation bar, there only while someone is signed in. */
export function accountButton(page: Page) {
  return page.getByRole("button", { name: /^Account menu for / });
}

/** Signs out through the avatar menu and waits for the landing page without the avatar. */
export async function signOut(page: Page) {
  await accountButton(page).click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await page.waitForURL(/\/$/);
  await accountButton(page).waitFor({ state: "detached" });
}

/** The login form, with an e-mail address or a phone number. */
export async function logIn(page: Page, baseUrl: string, login: string, password: string) {
  await page.goto(`${baseUrl}/auth/login`);
  await page.getByRole("heading", { level: 1, name: "Log in to Cadence" }).waitFor();
  await page.getByLabel("E-mail or phone number").fill(login);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
}

/**
 * Settings → Security → Turn on, as a person with an authenticator app would: the key shown
 * under the QR code, then a code computed from it. `password` is asked only of accounts that
 * have one. Returns the key, for the codes of later sign-ins.
 */
export async function turnOnTwoStep(page: Page, baseUrl: string, options: { password?: string; screenshot?: string } = {}) {
  await page.goto(`${baseUrl}/settings`);
  await page.getByRole("button", { name: "Turn on" }).click();
  if (options.password) {
    await page.getByLabel("Your password").fill(options.password);
    await page.getByRole("button", { name: "Continue" }).click();
  }
  const key = page.locator("code");
  await key.waitFor();
  const secret = (await key.textContent())!.trim();
  if ((await page.getByRole("list", { name: "Backup codes" }).getByRole("listitem").count()) !== 10) throw new Error("expected 10 backup codes");
  if (options.screenshot) await page.screenshot({ path: options.screenshot, fullPage: true });
  await page.getByLabel("Authentication code").fill(totpCode(secret));
  await page.getByRole("button", { name: "Turn on two-step verification" }).click();
  await page.getByText("On", { exact: true }).waitFor();
  return secret;
}

/** The challenge after a sign-in's first step: a code for the next 30 s step (the current one may be spent). */
export async function answerTwoStep(page: Page, secret: string) {
  await page.getByText("Enter the 6-digit code from your authenticator app.").waitFor();
  await page.getByLabel("Authentication code").fill(totpCode(secret, Date.now(), 1));
  await page.getByRole("button", { name: "Verify" }).click();
}
