import { createEmptyCard, fsrs, generatorParameters, Rating } from "ts-fsrs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { flashcardMessages } from "../../../shared/messages.js";
import type { Card, FlashcardSet, ImportResponse, ReviewResult, SetSummary, StudyQueue } from "../../../shared/schemas/flashcards.js";
import { failOn, insertInto } from "../../testing/fail-on.js";
import { createTestApp, readJson, type TestApp, type TestUser } from "../../testing/test-app.js";
import { testDatabaseKinds } from "../../testing/test-database.js";
import { updateSet } from "./flashcards.service.js";

describe.each(testDatabaseKinds())("/api/flashcard-sets on %s", (kind) => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await createTestApp(kind);
    user = await t.signUp();
  });
  afterAll(async () => {
    await t.close();
  });

  const createSet = async (body: Record<string, unknown>, who: TestUser = user) => {
    const response = await t.request("/api/flashcard-sets", { method: "POST", cookie: who.cookie, json: body });
    expect(response.status, JSON.stringify(await response.clone().json())).toBe(201);
    return readJson<FlashcardSet>(response);
  };
  const getSetCards = async (id: string) => (await readJson<FlashcardSet>(await t.request(`/api/flashcard-sets/${id}`, { cookie: user.cookie }))).cards;
  const cards = (count: number) => Array.from({ length: count }, (_, index) => ({ front: `Front ${index}`, back: `Back ${index}` }));

  it("creates a set with cards and lists it with its counts", async () => {
    const set = await createSet({ title: "Spanish", colorTheme: "#ef4444", cards: cards(3) });
    expect(set).toMatchObject({ title: "Spanish", description: "", colorTheme: "#EF4444", cardCount: 3, dueCount: 0, newCount: 3 });
    expect(set.cards.map((card) => [card.front, card.position, card.state, card.difficulty, card.lastReviewed])).toEqual([
      ["Front 0", 0, "new", null, null],
      ["Front 1", 1, "new", null, null],
      ["Front 2", 2, "new", null, null],
    ]);
    const list = await readJson<{ sets: SetSummary[] }>(await t.request("/api/flashcard-sets", { cookie: user.cookie }));
    expect(list.sets[0]).toMatchObject({ id: set.id, cardCount: 3, newCount: 3 });
    expect((await t.request("/api/flashcard-sets", { method: "POST", cookie: user.cookie, json: { title: "", cards: [] } })).status).toBe(422);
    expect(
      (await t.request("/api/flashcard-sets", { method: "POST", cookie: user.cookie, json: { title: "x", cards: [{ front: " ", back: "b" }] } })).status,
    ).toBe(422);
  });

  it("saves a set of 10,000 cards (an Anki deck) in one call, over the API's usual 1 MB, and refuses one over 16 MB", async () => {
    const big = Array.from({ length: 10_000 }, (_, index) => ({
      front: `Term number ${index}`,
      back: `Definition number ${index}, with a little more text to read.`,
    }));
    const set = await createSet({ title: "Big deck", cards: big });
    expect(set.cardCount).toBe(10_000);
    const edited = set.cards.map((card, index) => ({ id: card.id, front: index === 0 ? "Changed" : card.front, back: card.back }));
    expect(JSON.stringify({ cards: edited }).length).toBeGreaterThan(1024 * 1024);
    const response = await t.request(`/api/flashcard-sets/${set.id}`, { method: "PATCH", cookie: user.cookie, json: { cards: edited } });
    expect(response.status).toBe(200);
    expect((await readJson<FlashcardSet>(response)).cards[0]!.front).toBe("Changed");
    const huge = await t.request(`/api/flashcard-sets/${set.id}`, {
      method: "PATCH",
      cookie: user.cookie,
      json: { cards: Array.from({ length: 1_700 }, () => ({ front: "x".repeat(10_000), back: "y" })) },
    });
    expect(huge.status).toBe(413);
    expect((await getSetCards(set.id))[0]!.front).toBe("Changed");
  });

  it("syncs cards in one call: inserts, updates and deletes, then counts", async () => {
    const set = await createSet({ title: "Sync", cards: cards(3) });
    const [first, second] = set.cards as [Card, Card, Card];
    const response = await t.request(`/api/flashcard-sets/${set.id}`, {
      method: "PATCH",
      cookie: user.cookie,
      json: {
        title: "Synced",
        description: "Now with changes",
        colorTheme: "#8B5CF6",
        cards: [
          { id: second.id, front: "Front 1 (edited)", back: second.back },
          { front: "Brand new", back: "Card" },
          { id: first.id, front: first.front, back: first.back },
        ],
      },
    });
    expect(response.status).toBe(200);
    const synced = await readJson<FlashcardSet>(response);
    expect(synced).toMatchObject({ title: "Synced", description: "Now with changes", colorTheme: "#8B5CF6", cardCount: 3 });
    expect(synced.cards.map((card) => [card.front, card.position])).toEqual([
      ["Front 1 (edited)", 0],
      ["Brand new", 1],
      ["Front 0", 2],
    ]);
    expect(synced.cards[0]!.id).toBe(second.id);
    expect(synced.cards[2]!.id).toBe(first.id);
  });

  it("rolls the whole sync back when it fails half-way", async () => {
    const set = await createSet({ title: "Whole", cards: cards(2) });
    // The new card's insert fails after the old cards were deleted, in the same transaction.
    const failing = updateSet(t.database.db.withPlugin(failOn(insertInto("flashcards"), new Error("connection lost"))), user.id, set.id, {
      title: "Broken",
      cards: [{ front: "Only", back: "One" }],
    });
    await expect(failing).rejects.toThrow("connection lost");
    expect(await readJson<FlashcardSet>(await t.request(`/api/flashcard-sets/${set.id}`, { cookie: user.cookie }))).toEqual(set);
  });

  it("answers another user's set with 404 'Flashcard set not found or access denied', for reading, update and delete", async () => {
    const owner = await t.signUp();
    const other = await t.signUp();
    const set = await createSet({ title: "Private", cards: cards(1) }, owner);
    for (const [method, json] of [
      ["GET", undefined],
      ["PATCH", { title: "Mine" }],
      ["DELETE", undefined],
    ] as const) {
      const response = await t.request(`/api/flashcard-sets/${set.id}`, { method, cookie: other.cookie, json });
      expect(response.status, method).toBe(404);
      expect(await readJson(response)).toEqual({ error: { code: "not_found", message: flashcardMessages.notFoundOrDenied } });
    }
    const review = await t.request(`/api/flashcards/${set.cards[0]!.id}/reviews`, { method: "POST", cookie: other.cookie, json: { rating: "good" } });
    expect(review.status).toBe(404);
    expect(await readJson(await t.request("/api/flashcard-sets", { method: "DELETE", cookie: other.cookie, json: { ids: [set.id] } }))).toEqual({ count: 0 });
    expect((await t.request(`/api/flashcard-sets/${set.id}`, { cookie: owner.cookie })).status).toBe(200);
    expect((await t.request(`/api/flashcard-sets/${set.id}`, { method: "DELETE", cookie: owner.cookie })).status).toBe(204);
    expect((await t.request(`/api/flashcard-sets/${set.id}`, { cookie: owner.cookie })).status).toBe(404);
  });

  it("schedules reviews with FSRS, logs them, and undoes the last one exactly", async () => {
    const set = await createSet({ title: "Study", cards: cards(3) });
    const queue = await readJson<StudyQueue>(await t.request(`/api/flashcard-sets/${set.id}/study`, { cookie: user.cookie }));
    expect(queue).toMatchObject({ dueCount: 0, newCount: 3, nextDue: null });
    expect(queue.cards.map((card) => card.front)).toEqual(["Front 0", "Front 1", "Front 2"]);

    const rate = async (id: string, rating: string) => {
      const response = await t.request(`/api/flashcards/${id}/reviews`, { method: "POST", cookie: user.cookie, json: { rating } });
      expect(response.status).toBe(201);
      return (await readJson<ReviewResult>(response)).card;
    };
    const easy = await rate(set.cards[0]!.id, "easy");
    expect(easy).toMatchObject({ state: "review", reps: 1, difficulty: "easy" });
    expect(Date.parse(easy.due) - Date.now()).toBeGreaterThan(24 * 3600 * 1000);
    const again = await rate(set.cards[1]!.id, "again");
    expect(again).toMatchObject({ state: "learning", reps: 1 });
    expect(Date.parse(again.due) - Date.now()).toBeLessThan(15 * 60 * 1000);
    expect(again.lastReviewed).not.toBeNull();

    const after = await readJson<StudyQueue>(await t.request(`/api/flashcard-sets/${set.id}/study`, { cookie: user.cookie }));
    expect(after.newCount).toBe(1);
    expect(after.nextDue).not.toBeNull();

    // The queue (read as JSON in one query) gives each card exactly as the set does: a card
    // made due a minute ago comes first, then the new one.
    await t.database.db
      .updateTable("flashcards")
      .set({ due_at: new Date(Date.now() - 60_000) })
      .where("id", "=", set.cards[1]!.id)
      .execute();
    const due = await readJson<StudyQueue>(await t.request(`/api/flashcard-sets/${set.id}/study`, { cookie: user.cookie }));
    const stored = (await readJson<{ cards: Card[] }>(await t.request(`/api/flashcard-sets/${set.id}`, { cookie: user.cookie }))).cards;
    expect(due.cards.map(({ next: _next, ...card }) => card)).toEqual([set.cards[1]!.id, set.cards[2]!.id].map((id) => stored.find((card) => card.id === id)));

    // Each queued card says when each rating would bring it back: for a new card, ts-fsrs's own
    // preview (learning steps of 1 and 10 minutes; Hard between them; Easy in days).
    const fresh = after.cards.find((card) => card.state === "new")!;
    const read = Date.now();
    const minutes = (due: string) => Math.round((Date.parse(due) - read) / 60_000);
    const preview = fsrs(generatorParameters({ enable_fuzz: false })).repeat(createEmptyCard(new Date(read)), new Date(read));
    expect(minutes(fresh.next.again)).toBe(Math.round((preview[Rating.Again].card.due.getTime() - read) / 60_000));
    expect(minutes(fresh.next.good)).toBe(Math.round((preview[Rating.Good].card.due.getTime() - read) / 60_000));
    expect([minutes(fresh.next.again), minutes(fresh.next.hard), minutes(fresh.next.good)]).toEqual([1, 6, 10]);
    expect(Date.parse(fresh.next.easy) - read).toBeGreaterThan(24 * 3600 * 1000);

    const undone = await t.request(`/api/flashcards/${set.cards[0]!.id}/reviews/undo`, { method: "POST", cookie: user.cookie });
    expect(undone.status).toBe(200);
    expect(await readJson<Card>(undone)).toEqual(set.cards[0]);
    expect((await t.request(`/api/flashcards/${set.cards[0]!.id}/reviews/undo`, { method: "POST", cookie: user.cookie })).status).toBe(409);
    const logged = await t.database.db.selectFrom("flashcard_reviews").select(["card_id", "rating"]).where("user_id", "=", user.id).execute();
    expect(logged).toEqual([{ card_id: set.cards[1]!.id, rating: 1 }]);
    expect((await t.request(`/api/flashcards/${set.cards[0]!.id}/reviews`, { method: "POST", cookie: user.cookie, json: { rating: "perfect" } })).status).toBe(
      422,
    );
  });

  it("imports CSV and TSV with per-line errors, and exports a set both ways", async () => {
    const response = await t.request("/api/flashcard-sets/import", {
      method: "POST",
      cookie: user.cookie,
      json: { title: "Imported", text: 'term,definition\n"with, comma","and ""quotes""\nover two lines"\nlonely\n' },
    });
    expect(response.status).toBe(201);
    const result = await readJson<ImportResponse>(response);
    expect(result).toMatchObject({ imported: 2, errors: [{ line: 4, message: 'Line 4: needs a term and a definition separated by ","' }] });
    expect(result.set).toMatchObject({ title: "Imported", cardCount: 2 });

    const csv = await t.request(`/api/flashcard-sets/${result.set.id}/export?format=csv`, { cookie: user.cookie });
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toBe('attachment; filename="imported.csv"');
    expect(await csv.text()).toBe('term,definition\r\n"with, comma","and ""quotes""\nover two lines"\r\n');
    const tsv = await t.request(`/api/flashcard-sets/${result.set.id}/export?format=tsv`, { cookie: user.cookie });
    expect(await tsv.text()).toBe('term\tdefinition\r\nwith, comma\t"and ""quotes""\nover two lines"\r\n');

    const empty = await t.request("/api/flashcard-sets/import", { method: "POST", cookie: user.cookie, json: { title: "Nothing", text: "just one column\n" } });
    expect(empty.status).toBe(422);
    const big = Array.from({ length: 5000 }, (_, index) => `term ${index}\tdefinition ${index}`).join("\n");
    const many = await readJson<ImportResponse>(
      await t.request("/api/flashcard-sets/import", { method: "POST", cookie: user.cookie, json: { title: "Big", text: big } }),
    );
    expect(many).toMatchObject({ imported: 5000, errors: [], set: { cardCount: 5000, newCount: 5000 } });
  });

  it("imports with the separators and header row chosen in the preview, and says what it left out", async () => {
    const dashes = await readJson<ImportResponse>(
      await t.request("/api/flashcard-sets/import", {
        method: "POST",
        cookie: user.cookie,
        json: {
          title: "Quizlet dashes",
          text: "Term - Definition;mitosis - cell division;ATP - energy, for cells",
          termSeparator: " - ",
          rowSeparator: ";",
          skipHeader: true,
        },
      }),
    );
    expect(dashes).toMatchObject({ imported: 2, errors: [], notes: [] });
    const cards = await readJson<FlashcardSet>(await t.request(`/api/flashcard-sets/${dashes.set.id}`, { cookie: user.cookie }));
    expect(cards.cards.map((card) => [card.front, card.back])).toEqual([
      ["mitosis", "cell division"],
      ["ATP", "energy, for cells"],
    ]);
    const anki = await readJson<ImportResponse>(
      await t.request("/api/flashcard-sets/import", {
        method: "POST",
        cookie: user.cookie,
        json: { title: "Anki", text: '#separator:tab\n#html:true\n<b>cell</b>\tunit of life<img src="cell.png">\n' },
      }),
    );
    expect(anki).toMatchObject({ imported: 1, notes: ["1 image was not brought over (Cadence's cards hold text)"] });
    const same = await t.request("/api/flashcard-sets/import", {
      method: "POST",
      cookie: user.cookie,
      json: { title: "Bad", text: "a;b", termSeparator: ";", rowSeparator: ";" },
    });
    expect(same.status).toBe(422);
    expect((await readJson(same)).error.issues?.[0]?.path).toEqual(["rowSeparator"]);
  });

  it("imports a newer Anki export of the same deck into the set it made: changed cards updated with their history kept, new ones added", async () => {
    // As Anki writes "Notes in Plain Text" with "Include unique identifier" and deck and notetype columns.
    const header = "#separator:tab\n#html:true\n#guid column:1\n#notetype column:2\n#deck column:3\n";
    const first = `${header}Ot|Wz1>ey\tBasic\tBiology\tcell\tunit of life\nb@8Rz9*Kq\tBasic\tBiology\tATP\tenergy\nc]4Vx?Lp\tBasic\tBiology\tDNA\tgenes\n`;
    const created = await t.request("/api/flashcard-sets/import", { method: "POST", cookie: user.cookie, json: { title: "Biology", text: first } });
    expect(created.status).toBe(201);
    const made = await readJson<ImportResponse>(created);
    expect(made).toMatchObject({ into: "new", imported: 3, added: 3, updated: 0, unchanged: 0 });
    const before = await readJson<FlashcardSet>(await t.request(`/api/flashcard-sets/${made.set.id}`, { cookie: user.cookie }));
    const atp = before.cards.find((card) => card.front === "ATP")!;
    expect((await t.request(`/api/flashcards/${atp.id}/reviews`, { method: "POST", cookie: user.cookie, json: { rating: "good" } })).status).toBe(201);
    const reviewed = (await readJson<FlashcardSet>(await t.request(`/api/flashcard-sets/${made.set.id}`, { cookie: user.cookie }))).cards.find(
      (card) => card.id === atp.id,
    )!;
    // The user renamed the set in Cadence; the deck's name stays theirs.
    expect((await t.request(`/api/flashcard-sets/${made.set.id}`, { method: "PATCH", cookie: user.cookie, json: { title: "Bio 101" } })).status).toBe(200);

    // The next export: ATP's back changed, DNA as it was, cell missing (left alone), a new note.
    const second = `${header}b@8Rz9*Kq\tBasic\tBiology\tATP\tenergy <b>currency</b>\nc]4Vx?Lp\tBasic\tBiology\tDNA\tgenes\nd{7Yt!Mn\tBasic\tBiology\tRNA\tmessenger\n`;
    const again = await t.request("/api/flashcard-sets/import", { method: "POST", cookie: user.cookie, json: { title: "Biology", text: second } });
    expect(again.status).toBe(200);
    const merged = await readJson<ImportResponse>(again);
    expect(merged).toMatchObject({
      into: "existing",
      imported: 3,
      added: 1,
      updated: 1,
      unchanged: 1,
      set: { id: made.set.id, title: "Bio 101", cardCount: 4 },
    });
    const after = await readJson<FlashcardSet>(await t.request(`/api/flashcard-sets/${made.set.id}`, { cookie: user.cookie }));
    expect(after.cards.map((card) => [card.front, card.back, card.position])).toEqual([
      ["cell", "unit of life", 0],
      ["ATP", "energy **currency**", 1],
      ["DNA", "genes", 2],
      ["RNA", "messenger", 3],
    ]);
    const kept = after.cards.find((card) => card.id === atp.id)!;
    expect({ ...kept, back: reviewed.back }).toEqual(reviewed);
    expect(await t.database.db.selectFrom("flashcard_reviews").select("card_id").where("card_id", "=", atp.id).execute()).toHaveLength(1);
    const sets = (await readJson<{ sets: SetSummary[] }>(await t.request("/api/flashcard-sets?q=bio", { cookie: user.cookie }))).sets;
    expect(sets.map((set) => set.id)).toEqual([made.set.id]);

    // Importing the same file once more changes nothing; asked for, it makes a set of its own.
    expect(
      await readJson<ImportResponse>(
        await t.request("/api/flashcard-sets/import", { method: "POST", cookie: user.cookie, json: { title: "Biology", text: second } }),
      ),
    ).toMatchObject({
      into: "existing",
      added: 0,
      updated: 0,
      unchanged: 3,
    });
    const copy = await t.request("/api/flashcard-sets/import", {
      method: "POST",
      cookie: user.cookie,
      json: { title: "Biology copy", text: second, onExisting: "new" },
    });
    expect(copy.status).toBe(201);
    expect(await readJson<ImportResponse>(copy)).toMatchObject({ into: "new", added: 3, set: { title: "Biology copy", cardCount: 3 } });

    // Another user's import of the same deck makes their own set and leaves this one alone.
    const other = await t.signUp();
    const theirs = await readJson<ImportResponse>(
      await t.request("/api/flashcard-sets/import", { method: "POST", cookie: other.cookie, json: { title: "Biology", text: first } }),
    );
    expect(theirs).toMatchObject({ into: "new", added: 3 });
    expect(theirs.set.id).not.toBe(made.set.id);
    expect((await readJson<FlashcardSet>(await t.request(`/api/flashcard-sets/${made.set.id}`, { cookie: user.cookie }))).cardCount).toBe(4);
    expect(
      (await t.request("/api/flashcard-sets/import", { method: "POST", cookie: user.cookie, json: { title: "x", text: second, onExisting: "merge" } })).status,
    ).toBe(422);
    expect((await t.request("/api/flashcard-sets/import", { method: "POST", json: { title: "x", text: second } })).status).toBe(401);
  });

  it("lists sets newest first, by title, and by search", async () => {
    const owner = await t.signUp();
    for (const title of ["beta", "Alpha", "Gamma"]) await createSet({ title }, owner);
    const titles = async (query: string) =>
      (await readJson<{ sets: SetSummary[] }>(await t.request(`/api/flashcard-sets${query}`, { cookie: owner.cookie }))).sets.map((set) => set.title);
    expect(await titles("")).toEqual(["Gamma", "Alpha", "beta"]);
    expect(await titles("?sort=title")).toEqual(["Alpha", "beta", "Gamma"]);
    expect(await titles("?q=AMM")).toEqual(["Gamma"]);
    expect((await t.request("/api/flashcard-sets?sort=size", { cookie: owner.cookie })).status).toBe(422);
    expect((await t.request("/api/flashcard-sets")).status).toBe(401);
  });
});
