import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { taskMessages } from "../src/shared/messages.js";
import type { AttemptSummary, Quiz } from "../src/shared/schemas/quizzes.js";
import type { Task } from "../src/shared/schemas/tasks.js";
import { seriousViolations, waitForText } from "./support/checks.js";
import { publicScreens } from "./support/screens.js";
import { artifacts, browserSuite } from "./support/suite.js";

/** Each screen is looked at wide and on a phone, light and dark. */
const looks = [
  ["light", 1280],
  ["dark", 1280],
  ["light", 375],
  ["dark", 375],
] as const;

/** Issue 21: the signed-in app as one place: navigation in view, Today first, scroll, phones. */
describe("the signed-in app frame", () => {
  const suite = browserSuite({ email: "frame@example.com", name: "Fran Frame" });
  const seeded: { quiz?: Quiz; attempt?: AttemptSummary } = {};

  const post = async <T>(path: string, body: unknown): Promise<T> => {
    const response = await fetch(`${suite.server.url}${path}`, {
      method: "POST",
      headers: { cookie: suite.cookie, origin: suite.server.url, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    expect(response.status, `${path}: ${response.status}`).toBeLessThan(300);
    return (await response.json()) as T;
  };
  const task = async (id: string) => (await (await fetch(`${suite.server.url}/api/tasks/${id}`, { headers: { cookie: suite.cookie } })).json()) as Task;

  /** A week of a student: something overdue, three things today, a set with new cards, a quiz with a mistake. */
  async function seed() {
    if (seeded.quiz) return;
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    await post("/api/tasks", { title: "Hand in the lab report", dueAt: day(-2), priority: "high", timeZone: "UTC" });
    await post("/api/tasks", { title: "Email the tutor", dueAt: day(0), timeZone: "UTC" });
    await post("/api/tasks", { title: "Read chapter 4", dueAt: `${day(0)}T23:30:00.000Z`, durationMinutes: 30, timeZone: "UTC" });
    await post("/api/flashcard-sets", { title: "Organelles", cards: [{ front: "Mitochondrion", back: "Makes ATP" }] });
    const quiz = await post<Quiz>("/api/quizzes", {
      title: "Photosynthesis",
      questions: [
        {
          questionText: "Chlorophyll absorbs green light.",
          questionType: "true_false",
          answers: [
            { answerText: "True", isCorrect: false },
            { answerText: "False", isCorrect: true },
          ],
        },
      ],
    });
    seeded.quiz = quiz;
    seeded.attempt = await post<AttemptSummary>(`/api/quizzes/${quiz.id}/attempts`, {
      responses: [{ questionId: quiz.questions[0]!.id, booleanAnswer: true }],
      timeTakenSeconds: 20,
    });
  }

  const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
  const widerThanViewport = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

  it("keeps the sections in view at 1280 px, marks the current one, and starts each screen at the top", async () => {
    await seed();
    const { page, errors, close } = await suite.open();
    await page.goto(`${suite.server.url}/today`);
    const nav = page.getByRole("navigation", { name: "App" });
    await nav.waitFor();
    const sections: [string, string, string][] = [
      ["Calendar", "/calendar", "Tasks"],
      ["Quizzes", "/quizzes", "Quizzes"],
      ["Flashcards", "/flashcards", "Flashcards"],
      ["Generate", "/quizzes/generate", "Generate a quiz with AI"],
      ["Results", "/quizzes/results", "Recent results"],
      ["Settings", "/settings", "Settings"],
      ["Today", "/today", "Today"],
    ];
    for (const [label, path, heading] of sections) {
      // A screen scrolled down first: the next one still opens at its top.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await nav.getByRole("link", { name: label, exact: true }).click();
      await page.waitForURL(`${suite.server.url}${path}`);
      await page.getByRole("heading", { level: 1, name: heading }).waitFor();
      await expect.poll(() => nav.getByRole("link", { name: label, exact: true }).getAttribute("aria-current")).toBe("page");
      expect(await nav.locator('[aria-current="page"]').count()).toBe(1);
      expect(await scrollY(page)).toBe(0);
    }
    // No marketing footer inside the app.
    expect(await page.getByRole("contentinfo").count()).toBe(0);

    // Collapsing keeps the entries (as icons) and is remembered.
    await page.getByRole("button", { name: "Collapse sidebar" }).click();
    await nav.getByRole("link", { name: "Quizzes", exact: true }).click();
    await page.reload();
    await page.getByRole("button", { name: "Expand sidebar" }).waitFor();
    expect(await nav.getByRole("link", { name: "Quizzes", exact: true }).getAttribute("aria-current")).toBe("page");
    await page.getByRole("button", { name: "Expand sidebar" }).click();
    expect(errors).toEqual([]);
    await close();
  });

  it("opens public pages at the top from the footer, and Back returns to where you were", async () => {
    const { page, errors, close } = await suite.open();
    await page.goto(`${suite.server.url}/documentation`);
    await page.getByRole("heading", { level: 1, name: "Documentation" }).waitFor();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const bottom = await scrollY(page);
    expect(bottom).toBeGreaterThan(300);
    await page.getByRole("contentinfo").getByRole("link", { name: "Pricing" }).click();
    await page.getByRole("heading", { level: 1, name: "Pricing" }).waitFor();
    expect(await scrollY(page)).toBe(0);
    await page.goBack();
    await page.getByRole("heading", { level: 1, name: "Documentation" }).waitFor();
    await page.waitForFunction((expected) => Math.abs(window.scrollY - expected) < 5, bottom);
    expect(errors).toEqual([]);
    await close();
  });

  it("shows Today: overdue and today's tasks in time order, cards due per set, quizzes to retake; tick with Undo, snooze", async () => {
    await seed();
    for (const [colorScheme, width] of looks) {
      const { page, errors, close } = await suite.open({ colorScheme, width });
      await page.goto(`${suite.server.url}/today`);
      await page.getByRole("heading", { level: 1, name: "Today" }).waitFor();
      await page.getByText("Hand in the lab report", { exact: true }).waitFor();
      await page.getByRole("link", { name: "Study Organelles" }).waitFor();
      await page.getByRole("link", { name: "Review mistakes in Photosynthesis" }).waitFor();
      expect(await widerThanViewport(page)).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `${artifacts}/today-${width}-${colorScheme}.png`, fullPage: true });
      expect(errors).toEqual([]);
      await close();
    }

    const { page, errors, close } = await suite.open();
    await page.goto(`${suite.server.url}/today`);
    const overdue = page.getByRole("region", { name: /Overdue/ });
    await overdue.getByText("Hand in the lab report", { exact: true }).waitFor();
    const today = page.getByRole("region", { name: "Tasks today" });
    await today.getByText("Read chapter 4", { exact: true }).waitFor();
    // All-day first, then by time.
    expect(await today.getByRole("listitem").allInnerTexts()).toEqual([expect.stringMatching(/Email the tutor/), expect.stringMatching(/Read chapter 4/)]);
    await page.getByRole("link", { name: "Study Organelles" }).waitFor();
    expect(await page.getByRole("link", { name: "Review mistakes in Photosynthesis" }).getAttribute("href")).toBe(
      `/quizzes/${seeded.quiz!.id}/results/${seeded.attempt!.id}`,
    );

    // Tick, then Undo: the task is open again.
    const emailed = (await (await fetch(`${suite.server.url}/api/tasks?q=Email`, { headers: { cookie: suite.cookie } })).json()) as { tasks: Task[] };
    const emailId = emailed.tasks[0]!.id;
    await today.getByRole("button", { name: "Complete “Email the tutor”" }).click();
    await waitForText(page, taskMessages.completed);
    await expect.poll(async () => (await task(emailId)).status).toBe("done");
    await page.getByRole("button", { name: "Undo" }).click();
    await waitForText(page, taskMessages.tickUndone);
    await expect.poll(async () => (await task(emailId)).status).toBe("todo");

    // Snooze the overdue task to today: it leaves Overdue and joins today's list.
    await overdue.getByRole("button", { name: "Move Hand in the lab report to today" }).click();
    await today.getByText("Hand in the lab report", { exact: true }).waitFor();
    expect(await page.getByRole("region", { name: /Overdue/ }).count()).toBe(0);

    // Opening a task edits it in place.
    await today.getByRole("button", { name: /^Read chapter 4/ }).click();
    await page.getByRole("dialog").getByLabel("Title").waitFor();
    expect(page.url()).toBe(`${suite.server.url}/today`);
    await page.keyboard.press("Escape");
    expect(errors).toEqual([]);
    await close();
  });

  it("shows the calendar, quizzes and flashcards at 1280 px (light, dark) and on a phone, where the calendar opens on the agenda", async () => {
    await seed();
    for (const [colorScheme, width] of looks) {
      const { page, errors, close } = await suite.open({ colorScheme, width });
      await page.goto(`${suite.server.url}/calendar`);
      await page.getByRole("heading", { level: 1, name: "Tasks" }).waitFor();
      const view = width === 375 ? "Agenda" : "Month";
      expect(await page.getByRole("button", { name: view, exact: true }).getAttribute("aria-pressed")).toBe("true");
      await page.screenshot({ path: `${artifacts}/calendar-${view.toLowerCase()}-${width}-${colorScheme}.png`, fullPage: true });
      if (width === 1280) {
        await page.getByRole("button", { name: "Week", exact: true }).click();
        await page.getByRole("region", { name: "Hours of the week" }).waitFor();
        // The week opens on the current time: the hour before now is at the top.
        const hour = new Date().getUTCHours();
        const hours = page.getByRole("region", { name: "Hours of the week" });
        const room = await hours.evaluate((element) => element.scrollHeight - element.clientHeight);
        // On an hour line (48 px an hour), so the top hour's label is whole.
        expect(await hours.evaluate((element) => element.scrollTop)).toBe(Math.min(Math.max(0, hour - 1), Math.floor(room / 48)) * 48);
        await page.screenshot({ path: `${artifacts}/calendar-week-${width}-${colorScheme}.png` });
      } else {
        // On a phone the month shows dots; tapping a day lists it in a sheet, open tasks first.
        await page.getByRole("button", { name: "Month", exact: true }).click();
        await page
          .getByRole("button", { name: /^\d+ tasks? on / })
          .first()
          .click();
        await page.getByRole("dialog").getByRole("listitem").first().waitFor();
        await page.screenshot({ path: `${artifacts}/calendar-month-sheet-${width}-${colorScheme}.png` });
        await page.keyboard.press("Escape");
      }
      for (const [path, heading] of [
        ["/quizzes", "Quizzes"],
        ["/flashcards", "Flashcards"],
      ]) {
        await page.goto(`${suite.server.url}${path}`);
        await page.getByRole("heading", { level: 1, name: heading }).waitFor();
        await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, { timeout: 5_000 }).catch(() => undefined);
        await page.screenshot({ path: `${artifacts}${path}-${width}-${colorScheme}.png`, fullPage: true });
      }
      if (width === 375) {
        // The phone's tab bar carries the sections.
        const tabs = page.getByRole("navigation", { name: "App tabs" });
        await tabs.getByRole("link", { name: "Today" }).click();
        await page.waitForURL(`${suite.server.url}/today`);
        await expect.poll(() => tabs.getByRole("link", { name: "Today" }).getAttribute("aria-current")).toBe("page");
      }
      expect(await seriousViolations(page, { skipToasts: true })).toEqual([]);
      expect(errors).toEqual([]);
      await close();
    }
  });

  it("never scrolls sideways at 375 px, signed out or in, on any screen", async () => {
    await seed();
    const { quiz, attempt } = seeded;
    const appScreens = [
      "/today",
      "/plans",
      "/plans/new",
      "/calendar",
      "/tasks?view=month",
      "/tasks?view=week",
      "/tasks?view=day",
      "/tasks?view=agenda",
      "/tasks?view=list",
      "/tasks/create",
      "/flashcards",
      "/settings",
      "/quizzes",
      "/quizzes/create",
      `/quizzes/edit/${quiz!.id}`,
      "/quizzes/generate",
      "/quizzes/results",
      "/quizzes/attempts",
      `/quizzes/${quiz!.id}/results/${attempt!.id}`,
      `/quizzes/${quiz!.id}/take`,
    ];
    const wide: string[] = [];
    const visitor = await suite.browser.newContext({ viewport: { width: 375, height: 800 } });
    const signedOut = await visitor.newPage();
    for (const screen of publicScreens) {
      await signedOut.goto(`${suite.server.url}${screen}`);
      await signedOut.locator("main h1").first().waitFor();
      const over = await widerThanViewport(signedOut);
      if (over > 0) wide.push(`${screen} (signed out): ${over} px too wide`);
    }
    await visitor.close();
    const { page, close } = await suite.open({ width: 375 });
    for (const screen of appScreens) {
      await page.goto(`${suite.server.url}${screen}`);
      await page.locator("main h1").first().waitFor();
      await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, { timeout: 5_000 }).catch(() => undefined);
      const over = await widerThanViewport(page);
      if (over > 0) wide.push(`${screen}: ${over} px too wide`);
    }
    await close();
    expect(wide).toEqual([]);
  });
});
