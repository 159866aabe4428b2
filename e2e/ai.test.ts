import { describe, expect, it } from "vitest";
import { quizMessages } from "../src/shared/messages.js";
import type { Quiz, QuizList } from "../src/shared/schemas/quizzes.js";
import { textPdf } from "../src/server/testing/pdf-files.js";
import { studyCorpus } from "../src/server/testing/study-corpus.js";
import { localDate } from "../src/shared/time.js";
import { seriousViolations, waitForText } from "./support/checks.js";
import { artifacts, browserSuite } from "./support/suite.js";

describe("AI quiz generation in the browser", () => {
  const suite = browserSuite({ email: "generator@example.com", name: "Rosalind Franklin" });
  const api = async <T>(path: string): Promise<T> => (await (await fetch(`${suite.server.url}${path}`, { headers: { cookie: suite.cookie } })).json()) as T;

  it("uploads a PDF, shows progress, opens the draft for review, saves it and takes it", async () => {
    const { page, errors, close } = await suite.open();
    const pdf = await textPdf(studyCorpus.filter((passage) => passage.subject === "biology").map((passage) => passage.text));

    await page.goto(`${suite.server.url}/quizzes/generate`);
    await page.getByRole("heading", { level: 1, name: "Generate a quiz with AI" }).waitFor();
    await page.getByText("5 of 5 AI generations left today.").waitFor();
    await page.getByRole("tab", { name: "Upload a PDF" }).click();
    await page.locator('input[type="file"]').setInputFiles({ name: "biology-notes.pdf", mimeType: "application/pdf", buffer: Buffer.from(pdf) });
    await page.getByText("biology-notes.pdf").waitFor();
    await page.getByLabel("Number of questions (1–50)").fill("6");
    await page.locator("label", { hasText: "Main terms, 3 options" }).click();
    expect(await page.getByRole("radio", { name: /^Easy/ }).isChecked()).toBe(true);
    await page.screenshot({ path: `${artifacts}/ai-generate.png`, fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);

    // Every state the progress bar shows, as it shows it.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { progressSeen: string[] }).progressSeen = seen;
      new MutationObserver(() => {
        const bar = document.querySelector('[role="progressbar"][aria-label="Generating the quiz"]');
        const label = bar?.getAttribute("aria-valuetext");
        if (label && seen.at(-1) !== label) seen.push(label);
      }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ["aria-valuetext"] });
    });
    await page.getByRole("button", { name: "Generate quiz" }).click();
    await page.waitForURL(/\/quizzes\/create\?from=ai$/);
    const seen = await page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen);
    expect(seen.length).toBeGreaterThan(0);
    for (const label of seen) {
      expect(label).toMatch(
        /^(Uploading the file…|Starting…|Reading the text…|Reading the file: page [1-2] of 2|Finding the key ideas…|Writing question [1-6] of 6|Done)$/,
      );
    }

    await page.getByRole("heading", { level: 1, name: "Review your generated quiz" }).waitFor();
    await page.getByRole("heading", { level: 2, name: /Questions\s*\(6\)/ }).waitFor();
    expect(await page.getByLabel("Title").inputValue()).toBe("biology notes");
    await page.getByLabel("Title").fill("Cells and genes");
    // Review: the first question reads better with words of our own (whatever kind it is).
    const first = page.getByLabel("Question 1", { exact: true });
    const edited = `In your own words: ${await first.inputValue()}`;
    await first.fill(edited);
    await page.screenshot({ path: `${artifacts}/ai-review.png`, fullPage: true });
    expect(await seriousViolations(page, { skipToasts: true })).toEqual([]);
    await page.getByRole("button", { name: "Create quiz" }).click();
    await waitForText(page, quizMessages.created);
    await page.getByRole("heading", { level: 2, name: "Cells and genes" }).waitFor();

    const listed = await api<QuizList>("/api/quizzes");
    const saved = await api<Quiz>(`/api/quizzes/${listed.quizzes.find((quiz) => quiz.title === "Cells and genes")!.id}`);
    expect(saved.questions).toHaveLength(6);
    expect(saved.pdfUrl).toBe("/api/storage/documents/object/sources/biology-notes.pdf");
    expect(saved.questions[0]!.questionText).toBe(edited);

    // Take it, answering each question with its right answer.
    await page.getByRole("link", { name: "Take “Cells and genes”" }).click();
    for (const [index, question] of saved.questions.entries()) {
      await page.getByText(`Question ${index + 1} of 6`).waitFor();
      const right = question.answers.find((answer) => answer.isCorrect)!;
      if (question.questionType === "short_answer") await page.getByLabel("Your answer").fill(right.answerText);
      else await page.getByLabel(right.answerText, { exact: true }).check();
      if (index < 5) await page.getByRole("button", { name: "Next" }).click();
    }
    await page.getByRole("button", { name: "Submit answers" }).click();
    await waitForText(page, quizMessages.resultSaved);
    await page.getByRole("region", { name: "Score" }).getByText("6 / 6").waitFor();

    await page.goto(`${suite.server.url}/quizzes/generate`);
    await page.getByText("4 of 5 AI generations left today.").waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  it("makes a flashcard set from notes after review, and breaks a task into subtasks with suggested tags", async () => {
    const { page, errors, close } = await suite.open({ timezoneId: "Europe/London" });
    await page.goto(`${suite.server.url}/flashcards`);
    await page.getByRole("heading", { level: 1, name: "Flashcards" }).waitFor();
    await page.getByRole("button", { name: "Generate" }).click();
    const dialog = page.getByRole("dialog", { name: "Generate flashcards" });
    await dialog.getByLabel("Your notes").fill(studyCorpus.find((passage) => passage.title === "Programming basics")!.text);
    await dialog.getByRole("button", { name: "Find terms" }).click();
    await dialog.getByLabel("Term of card 1").waitFor();
    expect(await dialog.getByLabel("Term of card 1").inputValue()).toBe("Variable");
    await dialog.getByLabel("Set title").fill("Programming terms");
    await dialog.getByLabel("Definition of card 1").fill("A named place that holds a value.");
    await dialog.getByRole("button", { name: "Drop card 2" }).click();
    await page.screenshot({ path: `${artifacts}/ai-flashcards.png` });
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: /^Create set of \d+ cards$/ }).click();
    await page.getByRole("heading", { level: 2, name: "Programming terms" }).waitFor();

    const due = localDate(new Date(Date.now() + 9 * 86_400_000).toISOString(), "Europe/London");
    await page.goto(`${suite.server.url}/tasks/create`);
    const editor = page.getByRole("dialog", { name: "New task" });
    await editor.getByLabel("Title").fill("Biology exam revision");
    await editor.getByLabel("Description").fill("Cellular respiration, photosynthesis and the structure of the mitochondrion.");
    await editor.getByLabel("Due date").fill(due);
    await editor.getByRole("button", { name: "Add tag biology" }).click();
    await editor.getByRole("button", { name: "Remove tag biology" }).waitFor();
    await page.getByRole("button", { name: "Create task" }).click();
    await page.waitForURL(/\/tasks(\?|$)/);

    await page.goto(`${suite.server.url}/tasks?date=${due}`);
    await page
      .locator(`[data-day="${due}"]`)
      .getByRole("button", { name: /^Biology exam revision/ })
      .click();
    const edit = page.getByRole("dialog", { name: "Edit task" });
    await edit.getByRole("button", { name: "Suggest steps" }).click();
    // The steps, or what the dialog shows instead (an alert, "Thinking…"), so a failure says why.
    await edit
      .getByLabel("Step 1", { exact: true })
      .or(edit.getByRole("alert"))
      .first()
      .waitFor()
      .catch(async (error: unknown) => {
        throw new Error(`No steps after "Suggest steps"; the dialog shows: ${await edit.innerText({ timeout: 1_000 }).catch(() => "(closed)")}`, {
          cause: error,
        });
      });
    expect(await edit.getByRole("alert").count(), await edit.innerText()).toBe(0);
    expect(await edit.getByLabel("Step 1", { exact: true }).inputValue()).toBe("List the topics to cover");
    await edit.getByLabel("Step 1", { exact: true }).fill("List the chapters to cover");
    await edit.getByLabel("Keep step 5").click();
    await page.screenshot({ path: `${artifacts}/ai-breakdown.png` });
    expect(await seriousViolations(page, { skipToasts: true })).toEqual([]);
    await edit.getByRole("button", { name: "Add 4 subtasks" }).click();
    await waitForText(page, "Added 4 subtasks");
    await edit.getByText("List the chapters to cover", { exact: true }).first().waitFor();
    await edit.getByRole("button", { name: "Suggest steps" }).waitFor();
    await edit.getByRole("heading", { name: /Subtasks\s*\(0\/4\)/ }).waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  it("checks the form before sending anything, and works at 375 px in dark mode", async () => {
    const { page, errors, close } = await suite.open({ width: 375, colorScheme: "dark" });
    await page.goto(`${suite.server.url}/quizzes/generate`);
    await page.getByRole("heading", { level: 1, name: "Generate a quiz with AI" }).waitFor();
    await page.getByRole("button", { name: "Generate quiz" }).click();
    await page.getByText("Paste at least a few full sentences of notes (80 characters or more).").waitFor();
    await page.getByLabel("Your notes").fill("Too short to use.");
    await page.getByRole("button", { name: "Generate quiz" }).click();
    await page.getByText("Paste at least a few full sentences of notes (80 characters or more).").waitFor();
    await page.screenshot({ path: `${artifacts}/ai-generate-375-dark.png`, fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });
});
