import { mkdirSync } from "node:fs";
import { AxeBuilder } from "@axe-core/playwright";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authMessages } from "../src/shared/schemas/auth.js";
import { firstLink, startSmtpSink, type SmtpSink } from "../src/server/testing/smtp-sink.js";
import { launchBrowser, openPage } from "./support/browser.js";
import { startServer, type RunningServer } from "./support/server.js";
import { logIn, signOut } from "./support/session.js";

const artifacts = "e2e/artifacts";

describe("accounts by e-mail in Chromium, with a real SMTP server", () => {
  let server: RunningServer;
  let browser: Browser;
  let sink: SmtpSink;

  beforeAll(async () => {
    mkdirSync(artifacts, { recursive: true });
    sink = await startSmtpSink();
    [server, browser] = await Promise.all([startServer({ env: { SMTP_URL: sink.url } }), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await sink?.close();
  });

  it("signs up, verifies by the mailed link, signs out and in, and resets the password", async () => {
    const { page, errors, close } = await openPage(browser, { width: 375, colorScheme: "dark" });
    const email = "ada.e2e@example.com";

    await page.goto(`${server.url}/auth/signup`);
    await page.getByRole("button", { name: "Create account" }).click();
    await page.getByText("Enter your first name").waitFor();
    await page.getByLabel("First name").fill("Ada");
    await page.getByLabel("Last name").fill("Lovelace");
    await page.getByLabel("E-mail").fill("Ada.E2E@Example.com");
    await page.getByLabel("Password").fill("short");
    await page.getByRole("button", { name: "Create account" }).click();
    await page.getByText(authMessages.passwordTooShort).waitFor();
    await page.screenshot({ path: `${artifacts}/signup-errors-375-dark.png`, fullPage: true });
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
    await page.getByLabel("Password").fill("correct horse battery staple");
    await page.getByRole("checkbox", { name: /Send me the Cadence newsletter/ }).check();
    await page.getByRole("button", { name: "Create account" }).click();
    await page.getByText("Check your inbox").waitFor();
    await page.getByText(email).waitFor();

    const verification = await sink.waitFor(email, { subject: "Verify your e-mail address for Cadence" });
    await page.goto(firstLink(verification.text));
    await page.waitForURL(/\/auth\/verify/);
    await page.getByText("is verified and you are signed in").waitFor();
    expect(await page.getByRole("button", { name: "Account menu for Ada Lovelace" }).textContent()).toBe("AL");
    await page.screenshot({ path: `${artifacts}/verified-375-dark.png`, fullPage: true });

    await signOut(page);
    await page.goto(`${server.url}/auth/login`);
    await page.getByRole("button", { name: "Log in" }).click();
    await page.getByText(authMessages.credentialsRequired).waitFor();
    await logIn(page, server.url, email, "correct horse battery staple");
    await page.getByRole("heading", { level: 1, name: "Today" }).waitFor();

    await signOut(page);
    await page.goto(`${server.url}/auth/login`);
    await page.getByRole("link", { name: "Forgot your password?" }).click();
    // The login form has an E-mail field too: fill the new page's, not the old one's.
    await page.getByRole("heading", { level: 1, name: "Forgot your password?" }).waitFor();
    await page.getByLabel("E-mail").fill(email);
    await page.getByRole("button", { name: "Send me a link" }).click();
    await page.getByText("a link to choose a new password is on its way").waitFor();
    const resetMail = await sink.waitFor(email, { subject: "Reset your Cadence password" });
    await page.goto(firstLink(resetMail.text));
    await page.waitForURL(/\/auth\/reset-password\?token=/);
    await page.getByLabel("New password", { exact: true }).fill("a brand new passphrase");
    await page.getByLabel("Repeat the new password").fill("a brand new passphrase");
    await page.getByRole("button", { name: "Change password" }).click();
    await page.getByText("Your password has been changed").waitFor();

    await logIn(page, server.url, email, "correct horse battery staple");
    await page.getByText("Invalid email or password").waitFor();
    await logIn(page, server.url, email, "a brand new passphrase");
    await page.getByRole("heading", { level: 1, name: "Today" }).waitFor();
    // Changing the password ends the sessions: a realtime reconnect that was already on its way
    // when that happened is refused (and Chromium logs the refusal); the next attempt checks the
    // session first and stops.
    const expected = (line: string) =>
      line.includes("status of 401") || line.includes("status of 400") || /\/api\/realtime' failed: HTTP Authentication failed/.test(line);
    expect(errors.filter((line) => !expected(line))).toEqual([]);
    await close();
  });

  it("explains at sign-in that the address needs verifying, and sends a new link", async () => {
    const { page, close } = await openPage(browser);
    const email = "grace.e2e@example.com";
    await page.goto(`${server.url}/auth/signup`);
    await page.getByLabel("First name").fill("Grace");
    await page.getByLabel("Last name").fill("Hopper");
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Password").fill("another long password");
    await page.getByRole("button", { name: "Create account" }).click();
    await page.getByText("Check your inbox").waitFor();

    await logIn(page, server.url, email, "another long password");
    await page.getByText("Verify your e-mail address first").waitFor();
    await page.screenshot({ path: `${artifacts}/login-not-verified.png` });
    await page.getByRole("button", { name: "Send the link again" }).click();
    await page.getByText("A new link is on its way.").waitFor();
    await expect.poll(() => sink.received.filter((mail) => mail.to && JSON.stringify(mail.to).includes(email)).length).toBe(2);
    await close();
  });
});
