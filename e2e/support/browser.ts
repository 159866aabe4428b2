import { chromium, type Browser, type Page } from "playwright-core";
import { chromiumArgs, chromiumPath } from "../../scripts/chromium.mjs";

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
}

/** A page that records console errors and uncaught exceptions, which every test checks. */
export async function openPage(
  browser: Browser,
  options: { width?: number; colorScheme?: "light" | "dark"; timezoneId?: string; cookie?: { url: string; header: string } } = {},
) {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: 800 },
    colorScheme: options.colorScheme ?? "light",
    ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
  });
  if (options.cookie) {
    const { url, header } = options.cookie;
    await context.addCookies(
      header.split("; ").map((pair) => {
        const at = pair.indexOf("=");
        return { name: pair.slice(0, at), value: pair.slice(at + 1), url };
      }),
    );
  }
  const page: Page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  waitForAdoption(page);
  return { page, errors, close: () => context.close() };
}

/**
 * The public pages arrive prerendered and are live once React has adopted them (<html
 * data-hydrated>, set by the site layout): until then a click on a menu button does nothing, so
 * a load (goto, reload) waits for it, as a person waits for the page to respond.
 */
function waitForAdoption(page: Page): void {
  const adopted = () =>
    page.waitForFunction(() => document.getElementById("root")?.dataset.prerendered === undefined || document.documentElement.dataset.hydrated !== undefined);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await adopted();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await adopted();
    return response;
  };
}
