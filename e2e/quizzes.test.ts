import { describe, expect, it } from "vitest";
import { quizMessages } from "../src/shared/messages.js";
import type { AttemptSummary } from "../src/shared/schemas/quizzes.js";
import { seriousViolations, waitForText } from "./support/checks.js";
import { artifacts, browserSuite } from "./support/suite.js";

describe("quizzes in the browser", () => {
  const suite = browserSuite({ email: "quizzer@example.com", name: "Marie Curie" });

  it("creates a quiz of all four types, takes it, grades it, retakes the mistakes, edits it and lists both attempts", async () => {
    const { page, errors, close } = await suite.open();
    // What the realtime sockets deliver, to know when the echo of a save has arrived.
    const frames: string[] = [];
    page.on("websocket", (socket) => socket.on("framereceived", (frame) => frames.push(String(frame.payload))));
    await page.goto(`${suite.server.url}/quizzes`);
    await page.getByRole("heading", { name: "No quizzes yet" }).waitFor();
    await page.getByRole("main").getByRole("link", { name: "Create a quiz" }).first().click();
    await page.getByRole("heading", { level: 1, name: "Create a quiz" }).waitFor();

    await page.getByLabel("Title").fill("Cell biology");
    await page.getByText("Personal", { exact: true }).click();
    // Question 1: multiple choice (the default type).
    await page.getByLabel("Question 1", { exact: true }).fill("Which organelle produces ATP?");
    await page.getByLabel("Option 1 of question 1").fill("Nucleus");
    await page.getByLabel("Option 2 of question 1").fill("Mitochondrion");
    await page.getByLabel("Option 2 is correct").check();
    await page.getByRole("button", { name: "Add option" }).click();
    await page.getByLabel("Option 3 of question 1").fill("Ribosome");
    // Question 2: true/false.
    await page.getByRole("button", { name: "Add a question" }).click();
    await page.getByLabel("Type of question 2").selectOption("true_false");
    await page.getByLabel("Question 2", { exact: true }).fill("The nucleus holds DNA.");
    // Question 3: short answer.
    await page.getByRole("button", { name: "Add a question" }).click();
    await page.getByLabel("Type of question 3").selectOption("short_answer");
    await page.getByLabel("Question 3", { exact: true }).fill("What molecule carries energy in cells?");
    await page.getByLabel("Correct answer to question 3").fill("Adenosine triphosphate");
    // Question 4: long answer, worth 2 points.
    await page.getByRole("button", { name: "Add a question" }).click();
    await page.getByLabel("Type of question 4").selectOption("matching");
    await page.getByLabel("Question 4", { exact: true }).fill("Explain what mitochondria do.");
    await page.getByLabel("Sample answer to question 4 (optional)").fill("They turn nutrients into ATP.");
    await page.getByLabel("Points").nth(3).fill("2");

    // An empty question is refused before anything is sent.
    await page.getByRole("button", { name: "Add a question" }).click();
    await page.getByRole("button", { name: "Create quiz" }).click();
    await page.getByText("Write the question").first().waitFor();
    await page.getByRole("button", { name: "Remove question 5" }).click();
    await page.screenshot({ path: `${artifacts}/quiz-form.png`, fullPage: true });
    await page.getByRole("button", { name: "Create quiz" }).click();
    await waitForText(page, quizMessages.created);
    await page.getByRole("heading", { level: 2, name: "Cell biology" }).waitFor();
    expect(await seriousViolations(page, { skipToasts: true })).toEqual([]);
    await page.screenshot({ path: `${artifacts}/quiz-list.png` });

    // Take it: right, wrong, right (with a typo), and a long answer.
    await page.getByRole("link", { name: "Take “Cell biology”" }).click();
    await page.getByText("Question 1 of 4").waitFor();
    await page.getByLabel("Mitochondrion").check();
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByLabel("False").check();
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByLabel("Your answer").fill("adenosine triphosphte");
    // A reload keeps the answers given so far.
    await page.reload();
    await page.getByText("Question 3 of 4").waitFor();
    expect(await page.getByLabel("Your answer").inputValue()).toBe("adenosine triphosphte");
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByLabel("Your answer").fill("They make energy.");
    await page.screenshot({ path: `${artifacts}/quiz-take.png` });
    expect(await seriousViolations(page, { skipToasts: true })).toEqual([]);
    await page.getByRole("button", { name: "Submit answers" }).click();
    await waitForText(page, quizMessages.resultSaved);
    await page.waitForURL(/\/quizzes\/[^/]+\/results\/[^/]+$/);
    const score = page.getByRole("region", { name: "Score" });
    await score.getByText("2 / 5").waitFor();
    await score.getByText("40%").waitFor();

    // Self-grade the long answer: 4 of 5.
    await page.getByRole("button", { name: "I got it right" }).click();
    await waitForText(page, quizMessages.resultUpdated);
    await score.getByText("4 / 5").waitFor();
    await page.screenshot({ path: `${artifacts}/quiz-result.png`, fullPage: true });

    await page.getByRole("link", { name: "Retake mistakes only (1)" }).click();
    await page.getByText("Question 1 of 1").waitFor();
    await page.getByText("The nucleus holds DNA.").waitFor();
    await page.getByLabel("True").check();
    await page.getByRole("button", { name: "Submit answers" }).click();
    await waitForText(page, quizMessages.resultSaved);
    await score.getByText("1 / 1").waitFor();

    // Edit: rename it.
    await page.goto(`${suite.server.url}/quizzes`);
    await page.getByRole("link", { name: "Edit “Cell biology”" }).click();
    await page.getByRole("heading", { level: 1, name: "Edit quiz" }).waitFor();
    await page.getByLabel("Title").fill("Cell biology, chapter 3");
    // One save is one request for the quiz: the answer goes into the cache, and the realtime
    // echo of this tab's own change refetches nothing (only the list is fetched, once; a list
    // fetch the browser cancelled as a screen unmounted is not counted).
    const quizId = new URL(page.url()).pathname.split("/").pop()!;
    const calls: string[] = [];
    const lists: string[] = [];
    const record = (request: { method(): string; url(): string }) => {
      if (new URL(request.url()).pathname === `/api/quizzes/${quizId}`) calls.push(request.method());
    };
    const recordList = (request: { method(): string; url(): string }) => {
      if (new URL(request.url()).pathname === "/api/quizzes") lists.push(request.method());
    };
    page.on("request", record);
    page.on("requestfinished", recordList);
    await page.getByRole("button", { name: "Save changes" }).click();
    await waitForText(page, quizMessages.updated);
    await page.getByRole("heading", { level: 2, name: "Cell biology, chapter 3" }).waitFor();
    await expect.poll(() => frames.some((frame) => frame.includes(quizId) && frame.includes("UPDATE")), { timeout: 10_000 }).toBe(true);
    // Proving that nothing more is fetched needs a bound: the echo is handled within the
    // client's 100 ms batch, and this gives it five times that.
    await page.waitForTimeout(500);
    page.off("request", record);
    page.off("requestfinished", recordList);
    expect(calls).toEqual(["PATCH"]);
    expect(lists).toEqual(["GET"]);

    await page.goto(`${suite.server.url}/quizzes/attempts`);
    const rows = page.getByRole("table", { name: "Quiz attempts, newest first" }).getByRole("row");
    await rows.nth(2).waitFor();
    expect(await rows.count()).toBe(3);
    // The retake of one question is listed as such, and stays out of the trend and the best score.
    await page.getByText("retake of 1 question").waitFor();
    await page.getByRole("img", { name: /Cell biology, chapter 3: 1 attempt, from 80% to 80%/ }).waitFor();
    await page.getByText("Latest 80% · best 80%").waitFor();
    await page.screenshot({ path: `${artifacts}/quiz-attempts.png` });
    const listed = (await (await fetch(`${suite.server.url}/api/attempts`, { headers: { cookie: suite.cookie } })).json()) as { attempts: AttemptSummary[] };
    expect(listed.attempts.map((attempt) => [attempt.score, attempt.maxScore, attempt.quizTitle])).toEqual([
      [1, 1, "Cell biology, chapter 3"],
      [4, 5, "Cell biology, chapter 3"],
    ]);
    expect(listed.attempts.every((attempt) => attempt.timeTaken >= 0)).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });

  it("warns before leaving unsaved changes, and works at 375 px in dark mode", async () => {
    const { page, errors, close } = await suite.open({ width: 375, colorScheme: "dark" });
    await page.goto(`${suite.server.url}/quizzes/create`);
    await page.getByLabel("Title").fill("Half done");
    await page.screenshot({ path: `${artifacts}/quiz-form-375-dark.png`, fullPage: true });
    await page.getByRole("button", { name: "Cancel" }).click();
    await page.getByRole("dialog", { name: "Leave without saving?" }).waitFor();
    await page.getByRole("button", { name: "Keep editing" }).click();
    expect(page.url()).toMatch(/\/quizzes\/create$/);
    await page.getByRole("button", { name: "Cancel" }).click();
    await page.getByRole("button", { name: "Leave" }).click();
    await page.waitForURL(/\/quizzes$/);
    await page.getByRole("heading", { level: 2, name: "Cell biology, chapter 3" }).waitFor();
    await page.screenshot({ path: `${artifacts}/quiz-list-375-dark.png`, fullPage: true });
    await page.getByRole("link", { name: "Take “Cell biology, chapter 3”" }).click();
    await page.getByText("Question 1 of 4").waitFor();
    await page.screenshot({ path: `${artifacts}/quiz-take-375-dark.png` });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(errors).toEqual([]);
    await close();
  });
});
