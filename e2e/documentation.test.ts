import { describe, expect, it } from "vitest";
import { scrollTargetKey } from "../src/web/features/docs/content.js";
import { seriousViolations } from "./support/checks.js";
import { artifacts, browserSuite } from "./support/suite.js";

describe("the documentation page", () => {
  const suite = browserSuite();

  it("searches, opens the first result with Enter, switches the section and highlights the sub-section for 2 seconds", async () => {
    const { page, errors, close } = await suite.open();
    await page.goto(`${suite.server.url}/documentation`);
    const search = page.getByRole("combobox", { name: "Search the documentation" });
    await search.fill("GRADED");
    const results = page.getByRole("listbox", { name: "Results" });
    await results.getByRole("option", { name: /How answers are graded/ }).waitFor();
    await search.press("ArrowDown");
    await search.press("ArrowUp");
    await search.press("Escape");
    await results.waitFor({ state: "detached" });
    await search.fill("graded");
    await search.press("Enter");
    await page.getByRole("heading", { level: 2, name: "Quizzes" }).waitFor();
    const target = page.locator("#grading");
    await page.locator("#grading[data-highlighted]").waitFor();
    expect(page.url()).toMatch(/#grading$/);
    await page.screenshot({ path: `${artifacts}/documentation-highlight.png` });
    await page.locator("#grading:not([data-highlighted])").waitFor({ timeout: 5000 });
    expect(await target.isVisible()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    // Another screen leaves a scroll target: consumed on load, revealed after 300 ms.
    await page.evaluate(([key]) => localStorage.setItem(key!, "import-export"), [scrollTargetKey]);
    await page.goto(`${suite.server.url}/documentation`);
    await page.locator("#import-export[data-highlighted]").waitFor();
    await page.getByRole("heading", { level: 2, name: "Flashcards" }).waitFor();
    expect(await page.evaluate(([key]) => localStorage.getItem(key!), [scrollTargetKey])).toBeNull();

    // Deep links open the right section too.
    await page.goto(`${suite.server.url}/documentation#ai-task-breakdown`);
    await page.locator("#ai-task-breakdown[data-highlighted]").waitFor();
    await page.locator("#ai-task-breakdown").getByText("about 50 words").first().waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  it("reads well at 375 px in dark mode", async () => {
    const { page, errors, close } = await suite.open({ width: 375, colorScheme: "dark" });
    await page.goto(`${suite.server.url}/documentation#quick-add`);
    await page.locator("#quick-add[data-highlighted]").waitFor();
    await page.screenshot({ path: `${artifacts}/documentation-375-dark.png`, fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(errors).toEqual([]);
    await close();
  });
});
