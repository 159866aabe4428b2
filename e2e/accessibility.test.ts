import { describe, expect, it } from "vitest";
import { seriousViolations } from "./support/checks.js";
import { publicScreens } from "./support/screens.js";
import { browserSuite } from "./support/suite.js";

/** Every screen of a signed-in user (with a task, a quiz and a flashcard set to show). */
const signedInScreens = [
  "/today",
  "/calendar?view=agenda",
  "/tasks",
  "/tasks?view=week",
  "/tasks?view=list",
  "/tasks/create",
  "/quizzes",
  "/quizzes/create",
  "/quizzes/generate",
  "/quizzes/results",
  "/quizzes/attempts",
  "/flashcards",
  "/settings",
];

/** axe on every screen, signed out and in, light and dark: no serious or critical finding. */
describe("accessibility of every screen", () => {
  const suite = browserSuite({ email: "axe@example.com", name: "Axel Sweep" });

  const post = (path: string, body: unknown) =>
    fetch(`${suite.server.url}${path}`, {
      method: "POST",
      headers: { cookie: suite.cookie, origin: suite.server.url, "content-type": "application/json" },
      body: JSON.stringify(body),
    });

  it.each(["light", "dark"] as const)(
    "finds nothing serious in %s mode",
    async (colorScheme) => {
      if (colorScheme === "light") {
        await post("/api/tasks", { title: "Read chapter 4", dueAt: new Date(Date.now() + 86_400_000).toISOString(), tags: ["reading"] });
        const quiz = (await (
          await post("/api/quizzes", {
            title: "Cells",
            questions: [
              {
                questionText: "Is a cell alive?",
                questionType: "true_false",
                answers: [
                  { answerText: "True", isCorrect: true },
                  { answerText: "False", isCorrect: false },
                ],
              },
            ],
          })
        ).json()) as { id: string };
        signedInScreens.push(`/quizzes/${quiz.id}/take`, `/quizzes/edit/${quiz.id}`);
        await post("/api/flashcard-sets", { title: "Organelles", cards: [{ front: "Mitochondria", back: "Where respiration happens" }] });
      }
      const found: string[] = [];
      const visitor = await suite.browser.newContext({ colorScheme, viewport: { width: 1280, height: 800 } });
      const signedOut = await visitor.newPage();
      for (const screen of publicScreens) {
        await signedOut.goto(`${suite.server.url}${screen}`);
        await signedOut.locator("h1").first().waitFor();
        found.push(...(await seriousViolations(signedOut, { skipToasts: true })).map((line) => `${screen} (signed out, ${colorScheme}): ${line}`));
      }
      await visitor.close();

      const { page, close } = await suite.open({ colorScheme });
      for (const screen of signedInScreens) {
        await page.goto(`${suite.server.url}${screen}`);
        await page.locator("main h1, main h2").first().waitFor();
        // Let lists and forms finish loading (skeletons are not what people read).
        await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, { timeout: 3_000 }).catch(() => undefined);
        found.push(...(await seriousViolations(page, { skipToasts: true })).map((line) => `${screen} (signed in, ${colorScheme}): ${line}`));
      }
      await close();
      expect(found).toEqual([]);
    },
    180_000,
  );
});
