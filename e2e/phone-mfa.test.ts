import { mkdirSync } from "node:fs";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage } from "./support/browser.js";
import { startServer, type RunningServer } from "./support/server.js";
import { mailedLink, textedCode } from "./support/http.js";
import { accountButton, answerTwoStep, logIn, signOut, turnOnTwoStep } from "./support/session.js";

const artifacts = "e2e/artifacts";

describe("phone accounts, TOTP after a password and session events across tabs, in Chromium", () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    mkdirSync(artifacts, { recursive: true });
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("signs up by phone with a texted code, turns on TOTP, and signs in with number, password and code", async () => {
    const { page, errors, close } = await openPage(browser, { width: 375 });
    const phoneNumber = "+61412345678";
    const password = "correct horse battery staple";

    await page.goto(`${server.url}/auth/signup`);
    await page.getByLabel("First name").fill("Grace");
    await page.getByLabel("Last name").fill("Hopper");
    await page.getByLabel("E-mail or phone number").fill("+61 412 345 678");
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Create account" }).click();
    await page.getByText("Check your phone").waitFor();
    await page.screenshot({ path: `${artifacts}/phone-code-375.png`, fullPage: true });
    await page.getByLabel("Code").fill(await textedCode(server.url, phoneNumber));
    await page.getByRole("button", { name: "Verify and continue" }).click();
    await page.waitForURL(`${server.url}/today`);
    expect(await accountButton(page).textContent()).toContain("GH");

    const secret = await turnOnTwoStep(page, server.url, { password });
    await signOut(page);

    await logIn(page, server.url, phoneNumber, password);
    await answerTwoStep(page, secret);
    await page.waitForURL(`${server.url}/today`);
    await accountButton(page).waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  it("tells every open tab when one signs out or in", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const [first, second] = [await context.newPage(), await context.newPage()];
    const errors: string[] = [];
    for (const page of [first, second]) page.on("pageerror", (error) => errors.push(error.message));

    // An e-mail account, verified through the dev mailbox link.
    await first.goto(`${server.url}/auth/signup`);
    await first.getByLabel("First name").fill("Tab");
    await first.getByLabel("Last name").fill("Tester");
    await first.getByLabel("E-mail or phone number").fill("tabs@example.com");
    await first.getByLabel("Password").fill("correct horse battery staple");
    await first.getByRole("button", { name: "Create account" }).click();
    await first.getByText("Check your inbox").waitFor();
    const link = await mailedLink(server.url, "tabs@example.com");

    await second.goto(`${server.url}/`);
    await second.getByRole("link", { name: "Log in" }).first().waitFor();

    await first.goto(link);
    await first.getByText("is verified and you are signed in").waitFor();
    // The other tab hears "signed in" and shows the account without a reload.
    await accountButton(second).waitFor();

    await signOut(first);
    await accountButton(second).waitFor({ state: "detached" });
    await second.getByRole("link", { name: "Log in" }).first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
