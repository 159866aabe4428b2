import { describe, expect, it } from "vitest";
import { mistakesMessages, planMessages, type StudyPlan } from "../src/shared/schemas/plans.js";
import type { Quiz } from "../src/shared/schemas/quizzes.js";
import { addDays, localDate } from "../src/shared/time.js";
import { seriousViolations, waitForText } from "./support/checks.js";
import { artifacts, browserSuite } from "./support/suite.js";

/** Issue 22: from an exam on the calendar to a plan, and studying its block. */
describe("study plans in Chromium", () => {
  const suite = browserSuite({ email: "planner@example.com", name: "Pat Planner" });

  const api = async <T>(path: string, init: { method?: string; json?: unknown } = {}): Promise<T> => {
    const response = await fetch(`${suite.server.url}${path}`, {
      method: init.method ?? "GET",
      headers: { cookie: suite.cookie, origin: suite.server.url, ...(init.json ? { "content-type": "application/json" } : {}) },
      ...(init.json ? { body: JSON.stringify(init.json) } : {}),
    });
    expect(response.status, path).toBeLessThan(300);
    return (await response.json()) as T;
  };

  /** A one-question true/false quiz, and an attempt that answers its true statement "false". */
  const missedTrueStatement = async (title: string, statement: string) => {
    const quiz = await api<Quiz>("/api/quizzes", {
      method: "POST",
      json: {
        title,
        questions: [
          {
            questionText: statement,
            questionType: "true_false",
            answers: [
              { answerText: "True", isCorrect: true },
              { answerText: "False", isCorrect: false },
            ],
          },
        ],
      },
    });
    const attempt = await api<{ id: string }>(`/api/quizzes/${quiz.id}/attempts`, {
      method: "POST",
      json: { responses: [{ questionId: quiz.questions[0]!.id, booleanAnswer: false }], timeTakenSeconds: 5 },
    });
    return { quiz, attempt };
  };

  it("plans an exam quick-added on the calendar, shows the plan, and studies today's block", async () => {
    await api("/api/flashcard-sets", {
      method: "POST",
      json: { title: "Cell biology", cards: Array.from({ length: 24 }, (_, index) => ({ front: `Organelle ${index}`, back: `Job ${index}` })) },
    });
    const { quiz, attempt } = await missedTrueStatement("Cells quiz", "Ribosomes make proteins.");

    const { page, errors, close } = await suite.open();
    const examDay = addDays(localDate(new Date(), "UTC"), 10);
    await page.goto(`${suite.server.url}/calendar`);
    await page.getByLabel("Quick add a task").fill(`Biology exam ${examDay} 9am`);
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await page.getByRole("button", { name: "Plan study for this" }).click();

    await page.getByRole("heading", { level: 1, name: "Plan an exam" }).waitFor();
    expect(await page.getByLabel("Exam").inputValue()).toBe("Biology exam");
    expect(await page.getByLabel("Date").inputValue()).toBe(examDay);
    // Nothing chosen yet: the form says what is missing before anything is sent.
    await page.getByRole("button", { name: "Create the plan" }).click();
    await page.getByText(planMessages.nothingCovered).waitFor();
    await page.getByRole("checkbox", { name: /Cell biology/ }).click();
    await page.getByRole("checkbox", { name: /Cells quiz/ }).click();
    await page.getByLabel("Study a day (minutes)").fill("20");
    await page.getByRole("button", { name: "Create the plan" }).click();
    await waitForText(page, planMessages.created);

    await page.getByRole("heading", { name: "Day by day" }).waitFor();
    await page.getByText("On track").waitFor();
    await page.getByText("Cards learned").waitFor();
    await page.locator("figure").first().locator("svg").first().waitFor();
    await page.getByText(/retake the mistakes of “Cells quiz”/).waitFor();
    await page.getByText(/practice run of “Cells quiz”/).waitFor();
    await page.screenshot({ path: `${artifacts}/plan-1280.png`, fullPage: true });
    expect(await seriousViolations(page, { skipToasts: true })).toEqual([]);

    const plans = await api<{ plans: StudyPlan[] }>("/api/study-plans");
    expect(plans.plans).toHaveLength(1);
    const planId = plans.plans[0]!.id;
    // The exam is the quick-added task, on the calendar.
    expect(plans.plans[0]!.taskId).not.toBeNull();

    // Today's block, studied with the keyboard: the plan counts what was done.
    await page.getByRole("link", { name: /Study today's block/ }).click();
    await page.getByText(/Card 1 of \d+/).waitFor();
    for (let card = 0; card < 3; card++) {
      await page.keyboard.press("Space");
      await page.getByRole("group", { name: "How well did you know it?" }).waitFor();
      await page.keyboard.press("3");
    }
    await page.keyboard.press("Escape");
    await page.getByRole("heading", { name: "Day by day" }).waitFor();
    await expect.poll(async () => (await api<StudyPlan>(`/api/study-plans/${planId}`)).cardsLearned).toBe(3);
    await page.reload();
    await page.getByText("3 / 24").first().waitFor();

    // Today shows the exam's countdown and today's block.
    await page.goto(`${suite.server.url}/today`);
    await page.getByRole("region", { name: "Exams" }).getByText("Biology exam").waitFor();
    await page.getByRole("region", { name: "Exams" }).getByText("Exam in 10 days", { exact: false }).waitFor();

    // The quiz's mistake becomes a card (once), in a set named after the quiz that joins the plan.
    await page.goto(`${suite.server.url}/quizzes/${quiz.id}/results/${attempt.id}`);
    await page.getByRole("button", { name: "Make flashcards from my mistakes (1)" }).click();
    await page.getByRole("button", { name: "Add cards" }).click();
    await waitForText(page, mistakesMessages.added(1, "Cells quiz: mistakes"));
    await page.getByRole("button", { name: "Make flashcards from my mistakes (1)" }).click();
    await page.getByRole("button", { name: "Add cards" }).click();
    await waitForText(page, mistakesMessages.added(0, "Cells quiz: mistakes"));
    await expect
      .poll(async () => (await api<StudyPlan>(`/api/study-plans/${planId}`)).sets.map((entry) => entry.title))
      .toEqual(["Cell biology", "Cells quiz: mistakes"]);
    expect(errors).toEqual([]);
    await close();
  });

  it("drags a study block to another day on the week view: the plan works around it, and puts it back", async () => {
    const planId = (await api<{ plans: StudyPlan[] }>("/api/study-plans")).plans[0]!.id;
    const plan = await api<StudyPlan>(`/api/study-plans/${planId}`);
    // A week with a block on a day after today and another day of the plan to move it to: a block
    // from Tuesday to Friday, not the plan's first or last day, has a plan day after today on either
    // side in its own week, whichever day the week starts on (on a Saturday, the first block after
    // today may be a Sunday, the last day of its week).
    const weekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();
    const from = plan.days.find((day, index) => index > 1 && index < plan.days.length - 1 && day.block && weekday(day.date) >= 2 && weekday(day.date) <= 5)!;
    expect(from, "a block from Tuesday to Friday inside the plan").toBeTruthy();
    const { page, errors, close } = await suite.open();
    await page.goto(`${suite.server.url}/calendar?view=week&date=${from.date}`);
    const chip = page.locator(`[data-column="${from.date}"] [data-study-block="${planId}"]`);
    await chip.waitFor();
    const columns = await page.locator("[data-column]").evaluateAll((elements) => elements.map((element) => (element as HTMLElement).dataset.column!));
    // A later day than today: the block keeps its time, which today may already have passed (the move would be refused).
    const today = await page.evaluate(() => new Date().toLocaleDateString("en-CA"));
    const to = columns.find((day) => day !== from.date && day > today && plan.days.some((entry) => entry.date === day) && day < plan.examAt.slice(0, 10))!;
    expect(to, "another plan day in the same week").toBeTruthy();
    await chip.scrollIntoViewIfNeeded();
    const box = (await chip.boundingBox())!;
    const target = (await page.locator(`[data-column="${to}"]`).boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + 6);
    await page.mouse.down();
    for (let step = 1; step <= 8; step++)
      await page.mouse.move(box.x + box.width / 2 + ((target.x + target.width / 2 - box.x - box.width / 2) * step) / 8, box.y + 6);
    await page.locator(`[data-column="${to}"] [data-block-preview]`).waitFor();
    await page.mouse.up();
    await waitForText(page, planMessages.blockMoved);
    // Dropping does not open the plan; the block now sits on the new day, marked as moved.
    expect(new URL(page.url()).pathname).toBe("/calendar");
    await page.locator(`[data-column="${to}"] [data-study-block="${planId}"][data-moved]`).waitFor();
    const moved = await api<StudyPlan>(`/api/study-plans/${planId}`);
    expect(moved.days.map((day) => day.date)).not.toContain(from.date);
    expect(moved.days.find((day) => day.date === to)!.block?.moved).toBe(true);
    expect(moved.days.reduce((sum, day) => sum + day.newCards, 0) + moved.cardsLearned).toBe(moved.cardCount);
    await page.screenshot({ path: `${artifacts}/plan-block-moved.png` });

    // The plan's page says so and puts it back.
    await page.goto(`${suite.server.url}/plans/${planId}`);
    await page.getByText("moved by you").waitFor();
    await page.getByRole("button", { name: "Put back" }).click();
    await waitForText(page, planMessages.blockReset);
    await expect.poll(async () => (await api<StudyPlan>(`/api/study-plans/${planId}`)).days.some((day) => day.block?.moved)).toBe(false);
    expect(errors).toEqual([]);
    await close();
  });

  it("with the preference on, a quiz's mistakes become cards by themselves", async () => {
    const { page, errors, close } = await suite.open();
    await page.goto(`${suite.server.url}/settings`);
    await page.getByRole("checkbox", { name: "Turn my quiz mistakes into flashcards automatically" }).click();
    await page.getByText("Preferences updated successfully").first().waitFor();
    const { quiz, attempt } = await missedTrueStatement("Spelling quiz", "Necessary has one c.");
    const sets = await api<{ sets: { title: string; cardCount: number }[] }>("/api/flashcard-sets?limit=100");
    expect(sets.sets.find((set) => set.title === "Spelling quiz: mistakes")?.cardCount).toBe(1);
    await page.goto(`${suite.server.url}/quizzes/${quiz.id}/results/${attempt.id}`);
    await page.getByText("Each new attempt adds its mistakes to “Spelling quiz: mistakes” by itself", { exact: false }).waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  it("works at 375 px in dark mode", async () => {
    const plans = await api<{ plans: StudyPlan[] }>("/api/study-plans");
    const { page, errors, close } = await suite.open({ width: 375, colorScheme: "dark" });
    await page.goto(`${suite.server.url}/plans/${plans.plans[0]!.id}`);
    await page.getByRole("heading", { name: "Day by day" }).waitFor();
    await page.locator("figure svg").first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${artifacts}/plan-375-dark.png`, fullPage: true });
    await page.goto(`${suite.server.url}/plans`);
    await page.getByRole("link", { name: /Biology exam/ }).waitFor();
    expect(await seriousViolations(page, { skipToasts: true })).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });
});
