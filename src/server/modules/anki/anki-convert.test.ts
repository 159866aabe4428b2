import { strToU8, unzipSync, zipSync } from "fflate";
import { createEmptyCard, fsrs, generatorParameters, type Grade } from "ts-fsrs";
import { describe, expect, it } from "vitest";
import { AppError } from "../../lib/app-error.js";
import { ankiMessages } from "../../../shared/schemas/anki.js";
import { reviewDueDay } from "./anki-write.js";
import { buildPackage, samplePackage, type PackageFormat } from "../../testing/anki-packages.js";
import { convertCollection } from "./anki-convert.js";
import { readAnkiPackage } from "./anki-read.js";

const now = new Date("2026-11-24T10:00:00Z");
const formats: PackageFormat[] = ["collection.anki2", "collection.anki21", "collection.anki21b"];

describe.each(formats)("an Anki package with %s", (format) => {
  it("reads every deck, note type, card, image and review", async () => {
    const collection = await readAnkiPackage(await buildPackage(samplePackage(now), format));
    expect(collection.format).toBe(format);
    const conversion = convertCollection(collection, { now });
    expect(conversion.decks.map((deck) => [deck.name, deck.cards.length])).toEqual([
      ["Biology", 2],
      ["Biology › Cells", 3],
      ["Spanish", 4],
    ]);
    expect(conversion.noteTypes).toEqual(
      expect.arrayContaining([
        { name: "Basic", notes: 1, handling: "front-back" },
        { name: "Basic (and reversed card)", notes: 1, handling: "front-back" },
        { name: "Basic (optional reversed card)", notes: 2, handling: "front-back" },
        { name: "Cloze", notes: 1, handling: "cloze" },
        { name: "Vocabulary (3 fields)", notes: 1, handling: "first-two-fields" },
      ]),
    );
    const cards = conversion.decks.flatMap((deck) => deck.cards);
    const byGuid = new Map(cards.map((card) => [card.guid, card]));

    // Basic: HTML as Markdown, the image stored and shown from the user's own files.
    const mito = byGuid.get("bio-mito")!;
    expect(mito.front).toMatch(/^What makes \*\*ATP\*\*\?\s+!\[mitochondrion\.png\]\(\/api\/storage\/card-media\/object\/anki\/[0-9a-f]{24}\.png\)$/);
    expect(mito.back).toBe("The mitochondrion");
    expect(conversion.images).toHaveLength(1);
    expect(conversion.images[0]!.name).toBe("mitochondrion.png");
    expect(conversion.images[0]!.bytes[0]).toBe(0x89);

    // Reversed: two cards, the second the other way round and suspended; entities decoded.
    expect(byGuid.get("bio-nucleus")).toMatchObject({ front: "Nucleus", back: "Holds the cell's DNA & controls it", suspended: false });
    expect(byGuid.get("bio-nucleus 1")).toMatchObject({ front: "Holds the cell's DNA & controls it", back: "Nucleus", suspended: true });

    // Cloze: each deletion a card; the hint shown; MathJax as $…$; Back Extra on the back.
    expect(byGuid.get("bio-cloze")!.front).toBe("\\[…\\] turns light into chemical energy in $CO_2$ fixing plants.");
    expect(byGuid.get("bio-cloze")!.back).toBe("**Photosynthesis** turns light into chemical energy in $CO_2$ fixing plants.\n\nHappens in chloroplasts");
    expect(byGuid.get("bio-cloze 1")!.front).toBe("Photosynthesis turns light into \\[a kind of energy\\] in $CO_2$ fixing plants.");

    // Optional reversed: the reverse card only where Anki made one; the sound listed, not kept.
    expect(byGuid.get("es-hola")).toMatchObject({ front: "hola", back: "hello" });
    expect(byGuid.get("es-hola 1")).toMatchObject({ front: "hello", back: "hola" });
    expect(byGuid.has("es-gato 1")).toBe(false);
    expect(conversion.audio).toEqual(["hola.mp3"]);

    // Another note type: its first two fields.
    expect(byGuid.get("es-perro")).toMatchObject({ front: "el perro", back: "the dog" });
  });

  it("replays each card's review log with FSRS and keeps Anki's due dates", async () => {
    const pkg = samplePackage(now);
    const conversion = convertCollection(await readAnkiPackage(await buildPackage(pkg, format)), { now });
    const cards = new Map(conversion.decks.flatMap((deck) => deck.cards).map((card) => [card.guid, card]));
    const mito = cards.get("bio-mito")!;
    expect(mito.reviews.map((review) => review.rating)).toEqual([3, 3, 1, 3, 3]);
    expect(mito.reviews.map((review) => review.reviewed_at.getTime())).toEqual(
      pkg.reviews.filter((review) => review.cardId === 1700000002001).map((review) => review.id),
    );
    expect(mito.schedule).toMatchObject({ state: 2, reps: 4, lapses: 1, scheduled_days: 12 });
    // Due in five days, as Anki had it (a day number counted from the collection's creation).
    const dueDays = (mito.schedule!.due_at.getTime() - now.getTime()) / 86_400_000;
    expect(dueDays).toBeGreaterThan(4);
    expect(dueDays).toBeLessThanOrEqual(5);
    expect(mito.schedule!.stability).toBe(mito.reviews.at(-1)!.stability);
    expect(mito.schedule!.last_reviewed?.getTime()).toBe(mito.reviews.at(-1)!.reviewed_at.getTime());
    // The same history through ts-fsrs's own replay (reschedule), not Cadence's loop, gives the same memory state.
    const history = pkg.reviews.filter((review) => review.cardId === 1700000002001);
    const reference = fsrs(generatorParameters({ enable_fuzz: false })).reschedule(
      createEmptyCard(new Date(history[0]!.id)),
      history.map((review) => ({ rating: review.ease as Grade, review: new Date(review.id) })),
    );
    expect(reference.collections.map((item) => item.log.rating)).toEqual([3, 3, 1, 3, 3]);
    expect(mito.schedule!.stability).toBeCloseTo(reference.collections.at(-1)!.card.stability, 10);
    expect(mito.schedule!.fsrs_difficulty).toBeCloseTo(reference.collections.at(-1)!.card.difficulty, 10);
    // A manual reschedule (ease 0) is skipped; the answers around it are replayed.
    expect(cards.get("bio-cloze")!.reviews.map((review) => review.rating)).toEqual([4, 3]);
    // A card in learning is due when Anki had it (in ten minutes).
    expect(cards.get("es-hola")!.schedule).toMatchObject({ state: 1, due_at: new Date(Math.floor(now.getTime() / 1000) * 1000 + 600_000) });
    // New cards stay new.
    expect(cards.get("es-gato")!.schedule).toBeNull();
    const cells = conversion.decks.find((deck) => deck.name === "Biology › Cells")!;
    expect(cells).toMatchObject({ newCards: 2, reviewCards: 1, suspended: 1, reviews: 5 });
  });

  it("keeps a guid Cadence can store for every card, even from a note with an empty or very long one", async () => {
    const pkg = samplePackage(now);
    pkg.notes[0]!.guid = "";
    pkg.notes[1]!.guid = "x".repeat(300);
    const cards = convertCollection(await readAnkiPackage(await buildPackage(pkg, format)), { now }).decks.flatMap((deck) => deck.cards);
    const guids = cards.map((card) => card.guid);
    expect(new Set(guids).size).toBe(guids.length);
    expect(guids.every((guid) => guid.length >= 1 && guid.length <= 100)).toBe(true);
    const mito = cards.find((card) => card.back === "The mitochondrion")!;
    expect(mito.guid).toMatch(/^anki-[0-9a-f]{40}$/);
    const nucleus = cards.filter((card) => card.front === "Nucleus" || card.back === "Nucleus").map((card) => card.guid);
    expect(nucleus).toHaveLength(2);
    expect(nucleus[1]).toBe(`${nucleus[0]} 1`);
    expect(nucleus[0]).toMatch(/^anki-[0-9a-f]{40}$/);
    expect(nucleus[0]).not.toBe(mito.guid);
  });

  it("converts only the decks chosen", async () => {
    const collection = await readAnkiPackage(await buildPackage(samplePackage(now), format));
    const conversion = convertCollection(collection, { deckIds: new Set(["1700000000102"]), now });
    expect(conversion.decks.map((deck) => deck.name)).toEqual(["Spanish"]);
    expect(conversion.images).toEqual([]);
  });
});

describe("files that are not packages", () => {
  const refusal = async (bytes: Uint8Array) => {
    try {
      await readAnkiPackage(bytes);
    } catch (error) {
      return error instanceof AppError ? error.message : String(error);
    }
    return "read";
  };

  it("says so, plainly, for each kind of bad file", async () => {
    expect(await refusal(strToU8("just some text"))).toBe(ankiMessages.notAPackage);
    expect(await refusal(zipSync({ "notes.txt": strToU8("hello") }))).toBe(ankiMessages.noCollection);
    const whole = await buildPackage(samplePackage(now), "collection.anki21b");
    expect(await refusal(whole.subarray(0, Math.floor(whole.length / 2)))).toBe(ankiMessages.notAPackage);
    // A zip whose collection is cut short: the database cannot be read.
    const entries = unzipSync(await buildPackage(samplePackage(now), "collection.anki21"));
    entries["collection.anki21"] = entries["collection.anki21"]!.subarray(0, 3000);
    expect(await refusal(zipSync(entries))).toBe(ankiMessages.damaged);
    // zstd data that is not zstd.
    const broken = unzipSync(whole);
    broken["collection.anki21b"] = strToU8("not zstd at all");
    expect(await refusal(zipSync(broken))).toBe(ankiMessages.damaged);
  });
});

describe("a review card's due day in an export", () => {
  const created = Date.parse("2026-11-20T00:00:00Z");
  it.each([
    ["2026-11-29T00:00:00Z", 9],
    ["2026-11-29T11:59:00Z", 9],
    ["2026-11-29T13:10:00Z", 9],
    ["2026-11-29T23:59:59Z", 9],
    ["2026-11-30T00:00:00Z", 10],
  ])("due at %s → day %i, the day that time falls in", (dueAt, day) => {
    expect(reviewDueDay(Date.parse(dueAt), created)).toBe(day);
  });

  it("is never before the collection", () => {
    expect(reviewDueDay(created - 3_600_000, created)).toBe(0);
  });
});
