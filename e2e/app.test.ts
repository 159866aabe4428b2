import { mkdirSync } from "node:fs";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage } from "./support/browser.js";
import { startServer, type RunningServer } from "./support/server.js";

const artifacts = "e2e/artifacts";

describe("the built app in Chromium", () => {
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

  it.each([
    ["light", 1280],
    ["dark", 375],
  ] as const)("renders the landing page (%s, %i px) with no console error", async (colorScheme, width) => {
    const { page, errors, close } = await openPage(browser, { colorScheme, width });
    await page.goto(server.url);
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Plan your work. Study what matters.");
    await page.screenshot({ path: `${artifacts}/landing-${colorScheme}-${width}.png`, fullPage: true });
    expect(errors).toEqual([]);
    await close();
  });

  it("shows the not-found screen for an unknown path, and its link leads home", async () => {
    const { page, errors, close } = await openPage(browser);
    const response = await page.goto(`${server.url}/no/such/page`);
    expect(response?.headers()["content-security-policy"]).toContain("object-src 'none'");
    await page.getByRole("heading", { name: "Page not found" }).waitFor();
    await page.screenshot({ path: `${artifacts}/not-found.png` });
    await page.getByRole("link", { name: "Back to home" }).click();
    await page.getByRole("heading", { level: 1, name: "Plan your work. Study what matters." }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/");
    expect(errors).toEqual([]);
    await close();
  });

  it("shows the API reference page", async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto(`${server.url}/api/docs`);
    await page.getByRole("heading", { level: 1, name: /Cadence API/ }).waitFor();
    expect(await page.getByText("/api/profile").count()).toBeGreaterThan(0);
    await page.screenshot({ path: `${artifacts}/api-docs.png` });
    expect(errors).toEqual([]);
    await close();
  });
});
