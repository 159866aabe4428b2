import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { flashcardMessages } from "../src/shared/messages.js";
import type { SetSummary } from "../src/shared/schemas/flashcards.js";
import { seriousViolations, waitForText } from "./support/checks.js";
import { artifacts, browserSuite } from "./support/suite.js";

describe("flashcards in the browser", () => {
  const suite = browserSuite({ email: "learner@example.com", name: "Ada Byron" });

  const sets = async () =>
    ((await (await fetch(`${suite.server.url}/api/flashcard-sets`, { headers: { cookie: suite.cookie } })).json()) as { sets: SetSummary[] }).sets;

  it("creates a set of three cards, studies it by keyboard, keeps the schedule, exports CSV and imports it back", async () => {
    const { page, errors, close } = await suite.open();
    // Ratings save slowly (as on a busy server): a reload must not lose them.
    await page.route("**/reviews", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.continue();
    });
    await page.goto(`${suite.server.url}/flashcards`);
    await page.getByRole("heading", { name: "No flashcard sets yet" }).waitFor();
    await page.getByRole("main").getByRole("button", { name: "New set" }).first().click();
    const dialog = page.getByRole("dialog", { name: "New flashcard set" });
    await dialog.getByLabel("Title").fill("Biology terms");
    await dialog.getByRole("button", { name: "Paste many" }).click();
    await dialog
      .getByLabel(/One card per line/)
      .fill("Mitosis\tCell division into **two** cells\nATP\tEnergy carrier, $C_{10}H_{16}N_5O_{13}P_3$\nOsmosis\tWater crossing a membrane");
    await dialog.getByText("3 cards found.").waitFor();
    await dialog.getByRole("button", { name: "Add 3 cards" }).click();
    expect(await dialog.getByLabel("Front of card 3").inputValue()).toBe("Osmosis");
    await page.screenshot({ path: `${artifacts}/flashcards-editor.png` });
    await dialog.getByRole("button", { name: "Create set" }).click();
    await waitForText(page, flashcardMessages.created);
    await page.getByRole("heading", { level: 2, name: "Biology terms" }).waitFor();
    expect((await sets())[0]).toMatchObject({ cardCount: 3, newCount: 3, dueCount: 0 });

    await page.getByRole("button", { name: "Study “Biology terms” (3 to study)" }).click();
    await page.getByText("Card 1 of 3").waitFor();
    await page.getByText("Mitosis").waitFor();
    await page.keyboard.press("Space");
    await page.getByRole("group", { name: "How well did you know it?" }).waitFor();
    await page.locator("strong", { hasText: "two" }).waitFor();
    // The front stays above the back, and each rating says when it brings a new card back (ts-fsrs's preview).
    expect(await page.getByText("Mitosis").isVisible()).toBe(true);
    const rates = page.getByRole("group", { name: "How well did you know it?" });
    expect(await rates.getByRole("button").evaluateAll((buttons) => buttons.map((button) => button.getAttribute("aria-label")))).toEqual([
      "Again, next in 1m",
      "Hard, next in 6m",
      "Good, next in 10m",
      expect.stringMatching(/^Easy, next in \d+d$/),
    ]);
    expect(await rates.innerText()).toMatch(/Again\s*1m[\s\S]*Hard\s*6m[\s\S]*Good\s*10m[\s\S]*Easy\s*\d+d/);
    await page.keyboard.press("3");
    await page.getByText("Card 2 of 3").waitFor();
    await page.keyboard.press("Space");
    await page.locator(".katex").first().waitFor();
    await page.screenshot({ path: `${artifacts}/flashcards-study.png` });
    await page.keyboard.press("1");
    // "Again" brings the card back at the end of the session.
    await page.getByText("Card 3 of 4").waitFor();
    await page.keyboard.press("u");
    await page.getByText("Card 2 of 3").waitFor();
    await page.keyboard.press("4");
    await page.getByText("Card 3 of 3").waitFor();
    await page.keyboard.press("Space");
    await page.keyboard.press("3");
    await page.getByRole("heading", { name: "Session complete" }).waitFor();
    await page.getByText("100%").waitFor();
    // Saves were slowed down: the summary waits for them and stays while realtime sync refetches.
    await page.getByText(flashcardMessages.ratingsSaved).waitFor();
    await page.screenshot({ path: `${artifacts}/flashcards-summary.png` });
    expect(await page.getByRole("heading", { name: "Session complete" }).isVisible()).toBe(true);
    await page.getByRole("button", { name: "Back to sets" }).click();

    await page.reload();
    await page.getByRole("heading", { level: 2, name: "Biology terms" }).waitFor();
    await page.getByText("0 new").waitFor();
    const studied = (await sets())[0]!;
    expect(studied).toMatchObject({ cardCount: 3, newCount: 0, dueCount: 0 });

    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export “Biology terms”" }).click();
    await page.getByRole("menuitem", { name: "CSV (Quizlet, spreadsheets)" }).click();
    const file = await (await download).path();
    const csv = readFileSync(file, "utf8");
    expect(csv).toContain("Mitosis,Cell division into **two** cells\r\n");
    expect(csv).toContain('ATP,"Energy carrier, $C_{10}H_{16}N_5O_{13}P_3$"\r\n');

    await page.getByRole("button", { name: "Import" }).first().click();
    const importer = page.getByRole("dialog", { name: "Import cards" });
    await importer.getByLabel("File (.csv, .tsv or .txt)").setInputFiles({ name: "biology-again.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
    await importer.getByText("3 cards (CSV)").waitFor();
    expect(await importer.getByLabel("Set title").inputValue()).toBe("biology-again");
    await importer.getByRole("button", { name: "Import 3 cards" }).click();
    await waitForText(page, flashcardMessages.imported(3));
    await page.getByRole("heading", { level: 2, name: "biology-again" }).waitFor();
    expect(await seriousViolations(page, { skipToasts: true })).toEqual([]);
    await page.screenshot({ path: `${artifacts}/flashcards-grid.png` });
    expect((await sets()).map((set) => [set.title, set.cardCount])).toEqual([
      ["biology-again", 3],
      ["Biology terms", 3],
    ]);
    expect(errors).toEqual([]);
    await close();
  });

  it("works at 375 px in dark mode and deletes sets in bulk", async () => {
    const { page, errors, close } = await suite.open({ width: 375, colorScheme: "dark" });
    await page.goto(`${suite.server.url}/flashcards`);
    await page.getByRole("heading", { level: 2, name: "biology-again" }).waitFor();
    await page.screenshot({ path: `${artifacts}/flashcards-375-dark.png`, fullPage: true });
    await page.getByRole("button", { name: "Cram “Biology terms”" }).click();
    await page.getByText("Cram · Card 1 of 3").waitFor();
    await page.screenshot({ path: `${artifacts}/flashcards-cram-375-dark.png` });
    await page.keyboard.press("Escape");
    await page.getByRole("checkbox", { name: "Select “biology-again”" }).click();
    await page.getByRole("checkbox", { name: "Select “Biology terms”" }).click();
    await page.getByRole("toolbar", { name: "Selected sets" }).getByRole("button", { name: "Delete" }).click();
    await page.getByRole("dialog", { name: "Delete 2 sets?" }).getByRole("button", { name: "Delete" }).click();
    await waitForText(page, flashcardMessages.bulkDeleted(2));
    await page.getByRole("heading", { name: "No flashcard sets yet" }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(errors).toEqual([]);
    await close();
  });
});
