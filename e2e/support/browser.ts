import { chromium, type Browser, type Page } from "playwright-core";
import { chromiumArgs, chromiumPath } from "../../scripts/chromium.mjs";

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
}

/** A page that records console errors and uncaught exceptions, which every test checks. */
export async function openPage(browser: Browser, options: { width?: number; colorScheme?: "light" | "dark" } = {}) {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: 800 },
    colorScheme: options.colorScheme ?? "light",
  });
  const page: Page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return { page, errors, close: () => context.close() };
}
