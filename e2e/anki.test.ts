import { readFileSync } from "node:fs";
import { unzipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import type { FlashcardSet, SetSummary } from "../src/shared/schemas/flashcards.js";
import { buildPackage, largePackage, samplePackage } from "../src/server/testing/anki-packages.js";
import { solidPng } from "../src/server/testing/files.js";
import { seriousViolations } from "./support/checks.js";
import { artifacts, browserSuite } from "./support/suite.js";

describe("Anki packages in the browser", () => {
  const suite = browserSuite({ email: "anki-user@example.com", name: "Anki User" });

  const api = async <T>(path: string) => (await (await fetch(`${suite.server.url}${path}`, { headers: { cookie: suite.cookie } })).json()) as T;

  // The 10,000-card package is built before any request, not between two: building it takes
  // seconds, and a connection the previous test left idle for about the server's keep-alive
  // time can be closed just as the upload reuses it ("write EPIPE", seen in full CI runs).
  let bigPackage: Uint8Array;
  beforeAll(async () => {
    bigPackage = await buildPackage(largePackage(10_000), "collection.anki21b");
  });

  it("imports chosen decks from an .apkg with their history and pictures, studies a card with its picture, and exports it back", async () => {
    const pkg = samplePackage();
    // A picture a browser can draw, and the card that shows it new, so it is studied first.
    pkg.media[0]!.bytes = solidPng(120, 80, [22, 163, 74]);
    Object.assign(pkg.notes[0]!.cards[0]!, { type: 0, queue: 0, due: 1, ivl: 0, reps: 0, lapses: 0 });
    const file = await buildPackage(pkg, "collection.anki21b");

    const { page, errors, close } = await suite.open();
    await page.goto(`${suite.server.url}/flashcards`);
    await page.getByRole("heading", { name: "No flashcard sets yet" }).waitFor();
    await page.getByRole("button", { name: "Import from Anki" }).click();
    const dialog = page.getByRole("dialog", { name: "Import from Anki" });
    await dialog
      .getByLabel("Anki package")
      .setInputFiles({ name: "Biology and Spanish.apkg", mimeType: "application/octet-stream", buffer: Buffer.from(file) });

    const decks = dialog.getByRole("group", { name: "Decks to import" });
    await decks.getByText("Biology › Cells").waitFor();
    expect(await decks.getByText(/^3 cards · 3 new · 0 learning · 0 to review · 1 suspended · 5 past reviews$/).count()).toBe(1);
    await dialog.getByText("Vocabulary (3 fields) (1 note): its first two fields as front and back.").waitFor();
    await dialog.getByText(/Not imported: 1 sound \(hola\.mp3\)/).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${artifacts}/anki-preview.png` });

    await decks.getByRole("checkbox", { name: "Biology", exact: true }).click();
    await dialog.getByRole("button", { name: "Import 7 cards" }).click();
    await page.getByText("Imported 7 cards into 2 sets").waitFor();
    await page.getByRole("heading", { level: 2, name: "Biology › Cells" }).waitFor();
    await page.getByRole("heading", { level: 2, name: "Spanish" }).waitFor();
    const sets = (await api<{ sets: SetSummary[] }>("/api/flashcard-sets")).sets;
    expect(sets.map((set) => set.title).sort()).toEqual(["Biology › Cells", "Spanish"]);

    // Studying: the picture is drawn from the user's own files; the suspended card is not offered.
    const cells = sets.find((set) => set.title === "Biology › Cells")!;
    expect(cells).toMatchObject({ cardCount: 3, newCount: 2 });
    await page.getByRole("button", { name: "Study “Biology › Cells” (2 to study)" }).click();
    await page.getByText("Card 1 of 2").waitFor();
    const picture = page.getByRole("img", { name: "mitochondrion.png" });
    await picture.waitFor();
    expect(await picture.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBe(120);
    await page.screenshot({ path: `${artifacts}/anki-study-picture.png` });
    await page.getByRole("button", { name: "Sets", exact: true }).click();

    // The suspended card is marked in the editor and can be taken back.
    await page.getByRole("button", { name: "Edit “Biology › Cells”" }).click();
    const editor = page.getByRole("dialog", { name: "Edit flashcard set" });
    await page.screenshot({ path: `${artifacts}/anki-suspended-in-editor.png` });
    await editor.getByRole("button", { name: /Suspended · resume card \d/ }).click();
    await editor.getByRole("button", { name: "Save changes" }).click();
    await editor.waitFor({ state: "detached" });
    const saved = await api<FlashcardSet>(`/api/flashcard-sets/${cells.id}`);
    expect(saved.cards.filter((card) => card.suspended)).toEqual([]);

    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export “Biology › Cells”" }).click();
    await page.getByRole("menuitem", { name: "Anki package (.apkg, with progress)" }).click();
    const saved2 = await download;
    expect(saved2.suggestedFilename()).toBe("biology-cells.apkg");
    const entries = unzipSync(readFileSync(await saved2.path()));
    expect(Object.keys(entries).sort()).toEqual(["0", "collection.anki2", "media"]);

    expect(errors).toEqual([]);
    await close();
  });

  it("shows the preview at 375 px in dark mode, and says clearly when a file is not a package", async () => {
    const { page, errors, close } = await suite.open({ width: 375, colorScheme: "dark" });
    await page.goto(`${suite.server.url}/settings#data`);
    await page.getByRole("button", { name: "Import from Anki" }).click();
    const dialog = page.getByRole("dialog", { name: "Import from Anki" });
    await dialog
      .getByLabel("Anki package")
      .setInputFiles({ name: "notes.apkg", mimeType: "application/octet-stream", buffer: Buffer.from("PK\u0003\u0004 not really a zip") });
    await dialog.getByText("This file is not an Anki package", { exact: false }).waitFor();
    await dialog
      .getByLabel("Anki package")
      .setInputFiles({ name: "deck.apkg", mimeType: "application/octet-stream", buffer: Buffer.from(await buildPackage(samplePackage(), "collection.anki2")) });
    await dialog.getByRole("group", { name: "Decks to import" }).getByLabel("Spanish").waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${artifacts}/anki-preview-375-dark.png` });
    await dialog.getByRole("button", { name: "Cancel" }).click();
    // Neither the bad file nor the package left unimported is kept in the user's imports.
    await expect.poll(async () => (await api<{ total: number }>("/api/storage/imports/list")).total).toBe(0);
    expect(errors.filter((error) => !/422|Unprocessable/.test(error))).toEqual([]);
    await close();
  });

  it("opens and saves a 10,000-card deck in the set editor, a page of cards at a time", async () => {
    const base = suite.server.url;
    const headers = { cookie: suite.cookie, origin: base };
    const form = new FormData();
    form.append("file", new Blob([bigPackage.slice()]), "big.apkg");
    form.append("path", "anki/big.apkg");
    expect((await fetch(`${base}/api/storage/imports`, { method: "POST", headers, body: form })).status).toBe(201);
    const imported = await fetch(`${base}/api/flashcards/anki/imports`, {
      method: "POST",
      headers: { ...headers, "content-type": "application/json" },
      body: JSON.stringify({ path: "anki/big.apkg", deckIds: ["1700000000200"] }),
    });
    expect(await imported.text()).toContain("event: result");

    const { page, errors, close } = await suite.open();
    await page.goto(`${base}/flashcards`);
    await page.getByRole("button", { name: "Edit “Big deck”" }).click();
    const editor = page.getByRole("dialog", { name: "Edit flashcard set" });
    await editor.getByLabel("Front of card 1", { exact: true }).waitFor();
    expect(await editor.getByRole("textbox", { name: /^Front of card \d+$/ }).count()).toBe(100);
    await editor.getByRole("button", { name: "Show 100 more (9,900 not shown)" }).click();
    await editor.getByLabel("Front of card 200", { exact: true }).waitFor();
    await editor.getByLabel("Front of card 1", { exact: true }).fill("Changed in the editor");
    // A set holds 10,000 cards: one goes, and a card added at the end shows, however many are not drawn.
    await editor.getByRole("button", { name: "Remove card 2", exact: true }).click();
    await editor.getByRole("button", { name: "Add card" }).click();
    await editor.getByLabel("Front of card 10000", { exact: true }).fill("A new last card");
    await editor.getByLabel("Back of card 10000", { exact: true }).fill("Its back");
    await page.screenshot({ path: `${artifacts}/anki-big-editor.png` });
    await editor.getByRole("button", { name: "Save changes" }).click();
    await editor.waitFor({ state: "detached" });
    const { sets } = await api<{ sets: SetSummary[] }>("/api/flashcard-sets");
    const big = await api<FlashcardSet>(`/api/flashcard-sets/${sets.find((set) => set.title === "Big deck")!.id}`);
    expect(big.cardCount).toBe(10_000);
    expect(big.cards[0]!.front).toBe("Changed in the editor");
    expect(big.cards.at(-1)).toMatchObject({ front: "A new last card", back: "Its back" });
    expect(errors).toEqual([]);
    await close();
  }, 120_000);
});
