import { mkdirSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { AxeBuilder } from "@axe-core/playwright";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guardMessages } from "../src/shared/messages.js";
import { prerenderedPages } from "../src/shared/prerendered-pages.js";
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

  it("sends the public pages prerendered: their content is there without JavaScript, and only without a query", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    for (const path of prerenderedPages) {
      const heading = publicRoutes.find(([route]) => route === path)![1];
      await page.goto(`${server.url}${path}`);
      expect(await page.getByRole("heading", { level: 1, name: heading }).count()).toBe(1);
      expect(await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Pricing" }).getAttribute("href")).toBe("/pricing");
      expect(await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).count()).toBe(1);
      expect(await page.title()).toMatch(path === "/" ? /^Cadence \| / : new RegExp(`^${heading} \\| Cadence$`));
    }
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`${server.url}/features`);
    await page.screenshot({ path: `${artifacts}/features-prerendered-no-js-375.png`, fullPage: true });
    await context.close();

    const html = async (path: string) => (await fetch(`${server.url}${path}`)).text();
    expect(await html("/pricing")).toContain('data-prerendered=""');
    // A query may change what the page shows (a search, a tag): the plain app, drawn by the browser.
    expect(await html("/documentation?q=flashcards")).not.toContain("data-prerendered");
    expect(await html("/today")).not.toContain("data-prerendered");
    expect(await html("/support")).not.toContain("data-prerendered");
  });

  it("adopts a prerendered page as it was sent: signed in, in dark, without a hydration error", async () => {
    const { page, errors, close } = await openPage(browser, { colorScheme: "light" });
    await signUpInBrowser(page, server.url, "ada-prerendered@example.com");
    await page.goto(`${server.url}/today`);
    await page.getByRole("heading", { level: 1, name: "Today" }).waitFor();
    await page.getByRole("button", { name: /^Theme:/ }).click();
    // Saved with the account before the pages below are opened (each applies the account's theme).
    const saved = page.waitForResponse((response) => response.url().endsWith("/api/profile") && response.request().method() === "PATCH");
    await page.getByRole("menuitemradio", { name: "Dark" }).click();
    await page.waitForSelector("html.dark", { state: "attached" });
    expect((await saved).ok()).toBe(true);
    // Adopted, never replaced: the screen's markup is not swapped for the loading screen meanwhile.
    await page.addInitScript(() => {
      new MutationObserver(() => {
        if (document.querySelector("main")?.textContent?.includes("Loading application"))
          (window as unknown as { screenReplaced?: boolean }).screenReplaced = true;
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    // The screens' code comes late, after the session and the public config: what the prerender
    // did not know must still not show while React adopts the screen's markup.
    await page.route(/\/assets\/(landing|features|pricing|documentation|privacy-policy|terms-of-service)-[^/]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    for (const path of prerenderedPages) {
      await page.goto(`${server.url}${path}`);
      // The page was written for a signed-out visitor in the system theme; once adopted it is this reader's.
      await page.getByRole("button", { name: "Account menu for Ada Lovelace" }).waitFor();
      expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
      await page.getByRole("button", { name: "Theme: dark" }).waitFor();
      await page.getByRole("contentinfo").getByRole("link", { name: "help@cadence.test" }).waitFor();
      await page.locator("footer form").waitFor();
      expect(await page.evaluate(() => (window as unknown as { screenReplaced?: boolean }).screenReplaced ?? false)).toBe(false);
    }
    expect(await page.getByRole("link", { name: "Share on X" }).getAttribute("href")).toContain(encodeURIComponent(server.url));
    // Live: a client-side navigation, and the theme menu.
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Pricing" }).click();
    await page.getByRole("heading", { level: 1, name: "Pricing" }).waitFor();
    await page.getByRole("button", { name: "Theme: dark" }).click();
    await page.getByRole("menuitemradio", { name: "Light" }).click();
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(false);
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
    // (Focus comes back to the button once the menu has closed; on a busy machine that may be a
    // moment after the menu leaves the page, so wait for it, five seconds at most, before asserting.)
    await open.evaluate(
      (element) =>
        element === document.activeElement ||
        new Promise((settle) => {
          element.addEventListener("focus", settle, { once: true });
          setTimeout(settle, 5000);
        }),
    );
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
