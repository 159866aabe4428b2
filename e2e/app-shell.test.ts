import { mkdirSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { AxeBuilder } from "@axe-core/playwright";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guardMessages } from "../src/shared/messages.js";
import { comeBackMessages } from "../src/web/lib/page-title.js";
import { launchBrowser, openPage } from "./support/browser.js";
import { mailedLink, signUpOverHttp } from "./support/http.js";
import { freePort, startServer, type RunningServer } from "./support/server.js";

const artifacts = "e2e/artifacts";

const publicRoutes: [string, string][] = [
  ["/", "Plan your work. Study what matters."],
  ["/pricing", "Pricing"],
  ["/features", "Features"],
  ["/support", "Support"],
  ["/report-bug", "Report a bug"],
  ["/feature-request", "Request a feature"],
  ["/documentation", "Documentation"],
  ["/privacy-policy", "Privacy Policy"],
  ["/terms-of-service", "Terms of Service"],
  ["/unsubscribe", "Unsubscribe"],
  ["/auth/login", "Log in to Cadence"],
  ["/auth/signup", "Create your Cadence account"],
  ["/auth/verify", "Verify your account"],
  ["/auth/forgot-password", "Forgot your password?"],
  ["/auth/reset-password", "Choose a new password"],
  ["/auth/google/callback", "Signing you in"],
];

const guardedRoutes = [
  "/today",
  "/calendar",
  "/tasks",
  "/tasks/create",
  "/flashcards",
  "/settings",
  "/quizzes",
  "/quizzes/create",
  "/quizzes/edit/some-id",
  "/quizzes/generate",
  "/quizzes/some-id/take",
  "/quizzes/some-id/results/other-id",
  "/quizzes/results",
  "/quizzes/attempts",
];

/** A stand-in analytics script on another origin: it records that it ran. */
function startAnalyticsServer(port: number): Promise<Server> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/javascript", "access-control-allow-origin": "*" });
    response.end("window.__cadenceAnalyticsRan = (window.__cadenceAnalyticsRan || 0) + 1;");
  });
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
}

/** Signs up over the API and follows the mailed verification link in the page, which signs in. */
async function signUpInBrowser(page: Page, baseUrl: string, email: string) {
  const { status } = await signUpOverHttp(baseUrl, email, "Ada Lovelace");
  expect(status).toBe(200);
  await page.goto(await mailedLink(baseUrl, email));
}

describe("the app shell in Chromium", () => {
  let server: RunningServer;
  let browser: Browser;
  let analytics: Server;
  let analyticsUrl: string;

  beforeAll(async () => {
    mkdirSync(artifacts, { recursive: true });
    const analyticsPort = await freePort();
    analyticsUrl = `http://127.0.0.1:${analyticsPort}/script.js`;
    analytics = await startAnalyticsServer(analyticsPort);
    [server, browser] = await Promise.all([startServer({ env: { ANALYTICS_SCRIPT_URL: analyticsUrl, SUPPORT_EMAIL: "help@cadence.test" } }), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    analytics?.close();
  });

  it("renders every public route with its content and no console error", async () => {
    const { page, errors, close } = await openPage(browser);
    for (const [path, heading] of publicRoutes) {
      await page.goto(`${server.url}${path}`);
      await page.getByRole("heading", { level: 1, name: heading }).waitFor();
      expect(await page.title()).toMatch(/Cadence/);
    }
    expect(errors).toEqual([]);
    await close();
  });

  it("asks a signed-out visitor to log in on every guarded route", async () => {
    const { page, errors, close } = await openPage(browser);
    for (const path of guardedRoutes) {
      await page.goto(`${server.url}${path}`);
      await page.getByRole("heading", { name: guardMessages.loginRequired }).waitFor();
      expect(new URL(page.url()).pathname).toBe(path);
    }
    await page.screenshot({ path: `${artifacts}/guarded-signed-out.png` });
    expect(errors).toEqual([]);
    await close();
  });

  it("keeps the chosen theme across a reload, applied before the app starts", async () => {
    const { page, errors, close } = await openPage(browser, { colorScheme: "light" });
    await page.goto(`${server.url}/features`);
    await page.getByRole("button", { name: /^Theme:/ }).click();
    await page.getByRole("menuitemradio", { name: "Dark" }).click();
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);

    await page.reload({ waitUntil: "commit" });
    await page.waitForSelector("html.dark", { state: "attached" });
    await page.getByRole("heading", { level: 1, name: "Features" }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem("cadence-theme"))).toBe("dark");
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe("rgb(11, 17, 32)");
    await page.screenshot({ path: `${artifacts}/features-dark.png`, fullPage: true });

    await page.getByRole("button", { name: /^Theme:/ }).click();
    await page.getByRole("menuitemradio", { name: "System" }).click();
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(false);
    expect(errors).toEqual([]);
    await close();
  });

  it("opens the mobile menu at 375 px: sections, scroll lock, Escape, closes on navigation", async () => {
    const { page, errors, close } = await openPage(browser, { width: 375 });
    await page.goto(`${server.url}/`);
    const open = page.getByRole("button", { name: "Open menu" });
    await open.click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await menu.waitFor();
    await menu.getByRole("heading", { name: "Application" }).waitFor();
    await menu.getByRole("heading", { name: "Study Tools" }).waitFor();
    expect(await menu.evaluate((element) => getComputedStyle(element).maxHeight)).toBe(`${Math.round(800 * 0.85)}px`);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");
    await page.screenshot({ path: `${artifacts}/mobile-menu-375.png` });

    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "detached" });
    expect(await open.evaluate((element) => element === document.activeElement)).toBe(true);

    await open.click();
    await menu.getByRole("link", { name: "Pricing" }).click();
    await page.getByRole("heading", { level: 1, name: "Pricing" }).waitFor();
    await menu.waitFor({ state: "detached" });
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden");
    expect(errors).toEqual([]);
    await close();
  });

  it("shrinks the navigation bar after 20px of scroll", async () => {
    const { page, close } = await openPage(browser, { width: 1280 });
    await page.goto(`${server.url}/`);
    const header = page.getByRole("banner");
    expect(await header.getAttribute("data-scrolled")).toBe("false");
    const tall = (await header.boundingBox())!.height;
    await page.mouse.wheel(0, 300);
    await page.waitForSelector("header[data-scrolled=true]");
    await expect.poll(async () => (await header.boundingBox())!.height).toBeLessThan(tall);
    await close();
  });

  it("cycles the come-back titles while the window is blurred, and restores the title", async () => {
    const { page, close } = await openPage(browser);
    await page.goto(`${server.url}/pricing`);
    await page.getByRole("heading", { level: 1, name: "Pricing" }).waitFor();
    expect(await page.title()).toBe("Pricing | Cadence");
    await page.evaluate(() => window.dispatchEvent(new Event("blur")));
    expect(await page.title()).toBe(comeBackMessages[0]);
    await page.waitForFunction((next) => document.title === next, comeBackMessages[1], { timeout: 5000 });
    await page.evaluate(() => window.dispatchEvent(new Event("focus")));
    expect(await page.title()).toBe("Pricing | Cadence");
    await close();
  });

  it("loads the analytics script for logged-out visitors only; signed in, shows the avatar menu and signs out to /", async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto(`${server.url}/features`);
    await page.waitForFunction(() => (window as unknown as { __cadenceAnalyticsRan?: number }).__cadenceAnalyticsRan === 1);
    await page.getByRole("link", { name: "help@cadence.test" }).waitFor();

    await signUpInBrowser(page, server.url, "ada-shell@example.com");
    await page.goto(`${server.url}/tasks`);
    await page.getByRole("heading", { level: 1, name: "Tasks" }).waitFor();
    expect(await page.locator("#cadence-analytics").count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __cadenceAnalyticsRan?: number }).__cadenceAnalyticsRan)).toBeUndefined();

    const account = page.getByRole("button", { name: "Account menu for Ada Lovelace" });
    expect(await account.textContent()).toBe("AL");
    await account.click();
    const menu = page.getByRole("menu");
    await menu.getByText("ada-shell@example.com").waitFor();
    await page.screenshot({ path: `${artifacts}/avatar-menu.png` });
    expect((await menu.getByRole("menuitem").allTextContents()).map((text) => text.trim())).toEqual([
      "Dashboard",
      "Settings",
      "Quizzes",
      "Flashcards",
      "Sign out",
    ]);
    await menu.getByRole("menuitem", { name: "Sign out" }).click();
    await page.waitForURL(`${server.url}/`);
    await page.getByRole("banner").getByRole("link", { name: "Log in" }).waitFor();
    expect((await page.request.get(`${server.url}/api/me`)).status()).toBe(401);
    expect(errors).toEqual([]);
    await close();
  });

  it.each(["light", "dark"] as const)("has no serious or critical axe violation on the public routes (%s)", async (colorScheme) => {
    const { page, close } = await openPage(browser, { colorScheme });
    const found: string[] = [];
    for (const [path, heading] of publicRoutes) {
      await page.goto(`${server.url}${path}`);
      await page.getByRole("heading", { level: 1, name: heading }).waitFor();
      await page.locator("footer form").waitFor();
      const result = await new AxeBuilder({ page }).analyze();
      for (const violation of result.violations) {
        if (violation.impact === "serious" || violation.impact === "critical") {
          found.push(`${path}: ${violation.id} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`);
        }
      }
    }
    expect(found).toEqual([]);
    await close();
  });
});
