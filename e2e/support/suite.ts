import { mkdirSync } from "node:fs";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { launchBrowser, openPage } from "./browser.js";
import { signUpVerified } from "./http.js";
import { startServer, type RunningServer } from "./server.js";

export const artifacts = "e2e/artifacts";

export interface BrowserSuite {
  server: RunningServer;
  browser: Browser;
  /** The signed-up account's session cookie ("" without an account). */
  cookie: string;
  /** A page, signed in as the account when there is one. */
  open(options?: Omit<Parameters<typeof openPage>[1] & object, "cookie">): ReturnType<typeof openPage>;
}

/**
 * One test file's world: a server on a fresh data directory and a browser, started before the
 * tests and stopped after them; with `account`, a verified user whose cookie `open()` carries.
 */
export function browserSuite(account?: { email: string; name: string }): BrowserSuite {
  const suite = {
    cookie: "",
    open(options = {}) {
      return openPage(suite.browser, { ...options, ...(suite.cookie ? { cookie: { url: suite.server.url, header: suite.cookie } } : {}) });
    },
  } as BrowserSuite;
  beforeAll(async () => {
    mkdirSync(artifacts, { recursive: true });
    suite.server = await startServer();
    suite.browser = await launchBrowser();
    if (account) suite.cookie = (await signUpVerified(suite.server.url, account.email, account.name)).cookie;
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.server?.stop();
  });
  return suite;
}
