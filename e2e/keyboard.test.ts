import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { quizMessages, taskMessages } from "../src/shared/messages.js";
import { waitForText } from "./support/checks.js";
import { signUpVerified } from "./support/http.js";
import { artifacts, browserSuite } from "./support/suite.js";

/** What has the keyboard focus: its accessible name as a person with a screen reader would hear it. */
async function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element) return "";
    const labelled = element.getAttribute("aria-label") ?? (element.id ? document.querySelector(`label[for="${CSS.escape(element.id)}"]`)?.textContent : null);
    return (labelled ?? element.closest("label")?.textContent ?? element.textContent ?? "").replace(/\s+/g, " ").trim();
  });
}

/** Presses Tab (or Shift+Tab: `back`) until the focused control's name matches; fails after `max` presses. */
async function tabTo(page: Page, name: RegExp, { back = false, max = 80 } = {}): Promise<void> {
  for (let press = 0; press < max; press++) {
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
    if (name.test(await focusedName(page))) return;
  }
  throw new Error(`Tab never reached ${name} (last: "${await focusedName(page)}")`);
}

/** The main flows with the keyboard only: log in, quick-add a task, open quizzes, take one, see the result. */
describe("keyboard-only walkthrough", () => {
  const suite = browserSuite();

  it("logs in, adds a task, and takes a quiz without the mouse", async () => {
    const { cookie } = await signUpVerified(suite.server.url, "keys@example.com", "Kay Board");
    await fetch(`${suite.server.url}/api/quizzes`, {
      method: "POST",
      headers: { cookie, origin: suite.server.url, "content-type": "application/json" },
      body: JSON.stringify({
        title: "Keys",
        questions: [
          {
            questionText: "Tab moves the focus forward.",
            questionType: "true_false",
            answers: [
              { answerText: "True", isCorrect: true },
              { answerText: "False", isCorrect: false },
            ],
          },
        ],
      }),
    });
    const { page, errors, close } = await suite.open();
    await page.goto(`${suite.server.url}/auth/login`);
    await page.getByRole("heading", { level: 1, name: "Log in to Cadence" }).waitFor();
    await tabTo(page, /^E-mail or phone number/);
    await page.keyboard.type("keys@example.com");
    await tabTo(page, /^Password/);
    await page.keyboard.type("a long enough password");
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/today$/);
    await page.getByRole("heading", { level: 1, name: "Today" }).waitFor();

    // The sidebar is in the tab order: on to the calendar.
    await tabTo(page, /^Calendar$/);
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/calendar$/);
    await page.getByRole("heading", { level: 1, name: "Tasks" }).waitFor();
    await tabTo(page, /^Quick add a task/);
    await page.keyboard.type("Revise keyboard shortcuts tomorrow 9am");
    await page.keyboard.press("Enter");
    await waitForText(page, taskMessages.created);

    // Back up to the menu bar (the month's days come after the quick add), open the account menu.
    await tabTo(page, /^Account menu for Kay Board/, { back: true });
    await page.keyboard.press("Enter");
    await page.getByRole("menu").waitFor();
    // The menu takes focus after it opens, and moves it to the next item after each key: wait for
    // each move before reading it (reading too soon pressed past "Quizzes" once on a busy machine).
    await page.waitForFunction(() => document.activeElement?.closest('[role="menu"]') !== null);
    for (let press = 0; press < 12 && !/^Quizzes$/.test(await focusedName(page)); press++) {
      const focused = await page.evaluateHandle(() => document.activeElement);
      await page.keyboard.press("ArrowDown");
      await page.waitForFunction((previous) => document.activeElement !== previous, focused);
    }
    expect(await focusedName(page)).toBe("Quizzes");
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/quizzes$/);
    await tabTo(page, /^Take “Keys”/);
    await page.keyboard.press("Enter");
    await page.getByText("Question 1 of 1").waitFor();
    await tabTo(page, /^True$/);
    await page.keyboard.press("Space");
    expect(await page.getByLabel("True").isChecked()).toBe(true);
    await tabTo(page, /^Submit answers$/);
    await page.keyboard.press("Enter");
    await waitForText(page, quizMessages.resultSaved);
    await page.getByRole("region", { name: "Score" }).getByText("100%").waitFor();
    await page.screenshot({ path: `${artifacts}/keyboard-result.png` });
    expect(errors).toEqual([]);
    await close();
  }, 120_000);
});
