import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { strToU8, zipSync } from "fflate";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ankiMessages, type AnkiImportResult, type AnkiPreview } from "../../../shared/schemas/anki.js";
import type { FlashcardSet, SetSummary, StudyQueue } from "../../../shared/schemas/flashcards.js";
import { cardMediaPrefix } from "../../../shared/storage.js";
import { buildPackage, samplePackage, stockNotetypes, type FixturePackage } from "../../testing/anki-packages.js";
import { multipart } from "../../testing/files.js";
import { readEvents } from "../../testing/sse.js";
import { createTestApp, readJson, type TestApp, type TestUser } from "../../testing/test-app.js";
import { testDatabaseKinds } from "../../testing/test-database.js";

const decks = { biology: "1700000000100", cells: "1700000000101", spanish: "1700000000102" };

/** Reads an exported package with Python's sqlite3 (an independent reader) and says what Anki would find. */
function readWithPython(bytes: Uint8Array): {
  ver: number;
  tables: string[];
  integrity: string;
  models: { name: string; type: number; flds: string[]; tmpls: number }[];
  decks: string[];
  notes: { guid: string; flds: string[]; csumOk: boolean }[];
  cards: { nid: number; did: string; type: number; queue: number; due: number; ivl: number; data: string }[];
  revlog: { cid: number; ease: number; type: number }[];
  media: Record<string, string>;
  files: Record<string, number>;
} {
  const dir = mkdtempSync(join(tmpdir(), "apkg-"));
  try {
    const file = join(dir, "export.apkg");
    writeFileSync(file, bytes);
    const script = `
import hashlib, json, sqlite3, sys, tempfile, zipfile, os
z = zipfile.ZipFile(sys.argv[1])
names = z.namelist()
path = os.path.join(sys.argv[2], "collection.anki2")
open(path, "wb").write(z.read("collection.anki2"))
db = sqlite3.connect(path)
crt, ver, models, decks = db.execute("select crt, ver, models, decks from col").fetchone()
models = json.loads(models); decks = json.loads(decks)
for m in models.values():
    for key in ("id", "name", "type", "mod", "usn", "sortf", "did", "tmpls", "flds", "css"):
        assert key in m, key
    for f in m["flds"]:
        for key in ("name", "ord", "sticky", "rtl", "font", "size"):
            assert key in f, key
for d in decks.values():
    for key in ("id", "name", "usn", "lrnToday", "revToday", "newToday", "timeToday", "collapsed", "dyn", "conf"):
        assert key in d, key
deck_names = {str(d["id"]): d["name"] for d in decks.values()}
def csum(text):
    return int(hashlib.sha1(text.encode("utf-8")).hexdigest()[:8], 16)
notes = [{"id": r[0], "guid": r[1], "flds": r[2].split("\\x1f"), "csumOk": csum(r[3]) == r[4], "mid": r[5]} for r in db.execute("select id, guid, flds, sfld, csum, mid from notes")]
assert all(str(n["mid"]) in models for n in notes)
note_ids = {n["id"] for n in notes}
cards = [{"nid": r[0], "did": deck_names[str(r[1])], "type": r[2], "queue": r[3], "due": r[4], "ivl": r[5], "data": r[6]} for r in db.execute("select nid, did, type, queue, due, ivl, data from cards")]
assert all(c["nid"] in note_ids for c in cards)
card_ids = {r[0] for r in db.execute("select id from cards")}
revlog = [{"cid": r[0], "ease": r[1], "type": r[2]} for r in db.execute("select cid, ease, type from revlog order by id")]
assert all(r["cid"] in card_ids for r in revlog)
media = json.loads(z.read("media"))
print(json.dumps({
  "ver": ver,
  "tables": sorted(r[0] for r in db.execute("select name from sqlite_master where type = 'table'")),
  "integrity": db.execute("pragma integrity_check").fetchone()[0],
  "models": [{"name": m["name"], "type": m["type"], "flds": [f["name"] for f in m["flds"]], "tmpls": len(m["tmpls"])} for m in models.values()],
  "decks": sorted(deck_names.values()),
  "notes": [{"guid": n["guid"], "flds": n["flds"], "csumOk": n["csumOk"]} for n in notes],
  "cards": cards, "revlog": revlog, "media": media,
  "files": {name: len(z.read(name)) for name in names if name.isdigit()},
}))
`;
    return JSON.parse(execFileSync("python3", ["-c", script, file, dir], { encoding: "utf8" })) as ReturnType<typeof readWithPython>;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe.each(testDatabaseKinds())("Anki packages on %s", (kind) => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await createTestApp(kind);
    user = await t.signUp();
  });
  afterAll(async () => {
    await t.close();
  });

  const upload = async (bytes: Uint8Array, who: TestUser = user, path = `anki/${crypto.randomUUID()}.apkg`) => {
    const form = await multipart({ file: { bytes, name: "deck.apkg" }, path });
    const response = await t.request("/api/storage/imports", { method: "POST", cookie: who.cookie, ...form });
    expect(response.status, await response.clone().text()).toBe(201);
    return path;
  };
  const preview = async (path: string, who: TestUser = user) =>
    t.request("/api/flashcards/anki/preview", { method: "POST", cookie: who.cookie, json: { path } });
  const importDecks = async (path: string, deckIds: string[], who: TestUser = user) => {
    const response = await t.request("/api/flashcards/anki/imports", { method: "POST", cookie: who.cookie, json: { path, deckIds } });
    expect(response.status).toBe(200);
    return readEvents(response);
  };
  const resultOf = (events: { event: string; data: unknown }[]) => {
    const last = events.at(-1)!;
    expect(last.event, JSON.stringify(last.data)).toBe("result");
    return last.data as AnkiImportResult;
  };
  const getSet = async (id: string, who: TestUser = user) => readJson<FlashcardSet>(await t.request(`/api/flashcard-sets/${id}`, { cookie: who.cookie }));
  const setCount = async (who: TestUser) =>
    (await readJson<{ sets: SetSummary[] }>(await t.request("/api/flashcard-sets", { cookie: who.cookie }))).sets.length;

  it("previews a package: its decks with counts, its note types and what does not come over", async () => {
    const path = await upload(await buildPackage(samplePackage(), "collection.anki21b"));
    const response = await preview(path);
    expect(response.status).toBe(200);
    const body = await readJson<AnkiPreview>(response);
    expect(body.format).toBe("collection.anki21b");
    expect(body.decks).toEqual([
      { id: decks.biology, name: "Biology", cards: 2, newCards: 1, learningCards: 0, reviewCards: 1, suspended: 0, reviews: 2, updates: null },
      { id: decks.cells, name: "Biology › Cells", cards: 3, newCards: 2, learningCards: 0, reviewCards: 1, suspended: 1, reviews: 5, updates: null },
      { id: decks.spanish, name: "Spanish", cards: 4, newCards: 3, learningCards: 1, reviewCards: 0, suspended: 0, reviews: 1, updates: null },
    ]);
    expect(body.noteTypes).toContainEqual({ name: "Vocabulary (3 fields)", notes: 1, handling: "first-two-fields" });
    expect(body).toMatchObject({ images: 1, audio: ["hola.mp3"] });
  });

  let biologyCells = "";
  it("imports the chosen decks with their schedules, history, suspended cards and images, in one step", async () => {
    const path = await upload(await buildPackage(samplePackage(), "collection.anki21b"));
    const events = await importDecks(path, [decks.cells, decks.spanish]);
    expect(events[0]).toEqual({ event: "progress", data: { stage: "reading" } });
    expect(events.some((event) => event.event === "progress" && (event.data as { stage: string }).stage === "saving")).toBe(true);
    const result = resultOf(events);
    expect(result.sets.map((set) => [set.title, set.into, set.added])).toEqual([
      ["Biology › Cells", "new", 3],
      ["Spanish", "new", 4],
    ]);
    expect(result).toMatchObject({ reviews: 6, images: 1, audio: ["hola.mp3"] });
    biologyCells = result.sets[0]!.id;

    const cells = await getSet(biologyCells);
    expect(cells).toMatchObject({ title: "Biology › Cells", cardCount: 3, newCount: 1, description: "Imported from Anki" });
    const mito = cells.cards.find((card) => card.back === "The mitochondrion")!;
    expect(mito).toMatchObject({ state: "review", reps: 4, lapses: 1, suspended: false });
    const dueDays = (Date.parse(mito.due) - Date.now()) / 86_400_000;
    expect(dueDays).toBeGreaterThan(3.9);
    expect(dueDays).toBeLessThanOrEqual(5);
    expect(cells.cards.filter((card) => card.suspended).map((card) => card.front)).toEqual(["Holds the cell's DNA & controls it"]);

    // The image is the user's own file, served to them.
    const image = /\]\((\/api\/storage\/card-media\/object\/[^)]+)\)/.exec(mito.front)![1]!;
    expect(image.startsWith(cardMediaPrefix)).toBe(true);
    const served = await t.request(image, { cookie: user.cookie });
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    const other = await t.signUp();
    expect((await t.request(image, { cookie: other.cookie })).status).toBe(404);

    // The review log came over, each step with the state before it.
    const logged = await t.database.db
      .selectFrom("flashcard_reviews")
      .select(["rating", "previous", "reviewed_at"])
      .where("card_id", "=", mito.id)
      .orderBy("reviewed_at")
      .execute();
    expect(logged.map((row) => row.rating)).toEqual([3, 3, 1, 3, 3]);
    expect(logged[0]!.previous).toMatchObject({ state: 0 });

    // The suspended card stays out of study; the due one is not due yet; the new ones are offered.
    const queue = await readJson<StudyQueue>(await t.request(`/api/flashcard-sets/${biologyCells}/study`, { cookie: user.cookie }));
    expect(queue.cards.map((card) => card.front)).toEqual(["Nucleus"]);

    // The package is gone from the user's imports once imported.
    expect((await preview(path)).status).toBe(404);
  });

  it("takes a suspended card back into study from the set's editor", async () => {
    const set = await getSet(biologyCells);
    const response = await t.request(`/api/flashcard-sets/${biologyCells}`, {
      method: "PATCH",
      cookie: user.cookie,
      json: { cards: set.cards.map((card) => ({ id: card.id, front: card.front, back: card.back, suspended: false })) },
    });
    expect(response.status).toBe(200);
    expect((await readJson<FlashcardSet>(response)).cards.every((card) => !card.suspended)).toBe(true);
    const again = await t.request(`/api/flashcard-sets/${biologyCells}`, {
      method: "PATCH",
      cookie: user.cookie,
      json: { cards: set.cards.map((card) => ({ id: card.id, front: card.front, back: card.back, suspended: card.front.startsWith("Holds") })) },
    });
    expect((await readJson<FlashcardSet>(again)).cards.filter((card) => card.suspended)).toHaveLength(1);
  });

  it("updates the set on a newer export of the same deck: changed text, new cards, Cadence's own history kept", async () => {
    const before = await getSet(biologyCells);
    const nucleus = before.cards.find((card) => card.front === "Nucleus")!;
    expect((await t.request(`/api/flashcards/${nucleus.id}/reviews`, { method: "POST", cookie: user.cookie, json: { rating: "good" } })).status).toBe(201);

    const newer: FixturePackage = samplePackage();
    newer.notes[0]!.fields[1] = "The mitochondrion (the cell's power station)";
    newer.notes.push({
      id: 1700000001099,
      guid: "bio-ribosome",
      notetypeId: stockNotetypes.basic.id,
      fields: ["Makes proteins", "The ribosome"],
      cards: [{ id: 1700000002099, ord: 0, deckId: 1700000000101 }],
    });
    const path = await upload(await buildPackage(newer, "collection.anki21"));
    const listed = await readJson<AnkiPreview>(await preview(path));
    expect(listed.decks.find((deck) => deck.id === decks.cells)!.updates).toEqual({ setId: biologyCells, title: "Biology › Cells" });

    const result = resultOf(await importDecks(path, [decks.cells]));
    expect(result.sets).toEqual([{ id: biologyCells, title: "Biology › Cells", into: "existing", added: 1, updated: 1, unchanged: 2 }]);
    const after = await getSet(biologyCells);
    expect(after.cardCount).toBe(4);
    expect(after.cards.find((card) => card.front === "Makes proteins")).toMatchObject({ back: "The ribosome", state: "new" });
    expect(after.cards.find((card) => card.id === nucleus.id)).toMatchObject({ front: "Nucleus", reps: 1, state: "learning" });
    expect(after.cards.find((card) => card.back.startsWith("The mitochondrion"))!.back).toBe("The mitochondrion (the cell's power station)");
  });

  it("exports a set as a package Anki opens, with its history and image, and it comes back whole", async () => {
    const response = await t.request(`/api/flashcards/anki/export?setId=${biologyCells}`, { cookie: user.cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="biology-cells.apkg"');
    const bytes = new Uint8Array(await response.arrayBuffer());

    const anki = readWithPython(bytes);
    expect(anki.ver).toBe(11);
    expect(anki.integrity).toBe("ok");
    expect(anki.tables).toEqual(["cards", "col", "graves", "notes", "revlog"]);
    expect(anki.models).toEqual([{ name: "Cadence", type: 0, flds: ["Front", "Back"], tmpls: 1 }]);
    expect(anki.decks).toEqual(["Biology::Cells", "Default"]);
    expect(anki.notes).toHaveLength(4);
    expect(anki.notes.every((note) => note.csumOk)).toBe(true);
    const mito = anki.notes.find((note) => note.guid === "bio-mito")!;
    expect(mito.flds[0]).toMatch(/^What makes <strong>ATP<\/strong>\?<br>\s*<img src="[0-9a-f]{24}\.png" alt="mitochondrion\.png">$/);
    expect(Object.values(anki.media)).toEqual([mito.flds[0]!.match(/src="([^"]+)"/)![1]]);
    expect(Object.values(anki.files)).toEqual([30]);
    expect(anki.cards.filter((card) => card.queue === -1)).toHaveLength(1);
    expect(anki.cards.filter((card) => card.type === 2)).toHaveLength(1);
    expect(JSON.parse(anki.cards.find((card) => card.type === 2)!.data)).toHaveProperty("s");
    expect(anki.revlog.map((row) => row.ease)).toEqual(expect.arrayContaining([3, 3, 1, 3, 3]));
    expect(anki.revlog).toHaveLength(6);

    // Round trip: into another account, the same cards, schedules and history.
    const other = await t.signUp();
    const result = resultOf(
      await importDecks(
        await upload(bytes, other),
        (await readJson<AnkiPreview>(await preview(await upload(bytes, other), other))).decks.map((deck) => deck.id),
        other,
      ),
    );
    expect(result).toMatchObject({ reviews: 6, images: 1 });
    const original = await getSet(biologyCells);
    const copy = await getSet(result.sets[0]!.id, other);
    expect(copy.title).toBe("Biology › Cells");
    const shape = (set: FlashcardSet) =>
      set.cards
        .map((card) => [
          card.front.replace(/\/api\/storage\/card-media\/object\/\S+\)/, "IMAGE)"),
          card.back,
          card.state,
          card.reps,
          card.lapses,
          card.suspended,
          card.due.slice(0, 10),
        ])
        .sort();
    expect(shape(copy)).toEqual(shape(original));
  });

  it("exports every set at once", async () => {
    const response = await t.request("/api/flashcards/anki/export", { cookie: user.cookie });
    expect(response.status).toBe(200);
    expect(readWithPython(new Uint8Array(await response.arrayBuffer())).decks).toEqual(["Biology::Cells", "Default", "Spanish"]);
    const empty = await t.signUp();
    const none = await t.request("/api/flashcards/anki/export", { cookie: empty.cookie });
    expect(none.status).toBe(422);
  });

  it("refuses a bad or truncated file with a clear message and changes nothing", async () => {
    const sets = await setCount(user);
    const notAnki = await upload(zipSync({ "notes.txt": strToU8("hello") }));
    expect((await readJson(await preview(notAnki))).error.message).toBe(ankiMessages.noCollection);
    const whole = await buildPackage(samplePackage(), "collection.anki2");
    const cut = await upload(whole.subarray(0, Math.floor(whole.length * 0.6)));
    expect((await readJson(await preview(cut))).error.message).toBe(ankiMessages.notAPackage);
    const events = await importDecks(cut, [decks.spanish]);
    expect(events.at(-1)).toEqual({ event: "error", data: { error: { code: "validation_failed", message: ankiMessages.notAPackage } } });
    expect(await setCount(user)).toBe(sets);

    // A deck the package does not have; no deck at all.
    const good = await upload(whole);
    expect(resultOrError(await importDecks(good, ["42"]))).toBe(ankiMessages.unknownDeck);
    const noDecks = await t.request("/api/flashcards/anki/imports", { method: "POST", cookie: user.cookie, json: { path: good, deckIds: [] } });
    expect(noDecks.status).toBe(422);
    expect((await readJson(noDecks)).error.issues?.[0]?.message).toBe(ankiMessages.noDecks);
    expect(await setCount(user)).toBe(sets);
  });

  it("rolls back everything, images included, when saving fails part-way", async () => {
    const fresh = await t.signUp();
    const path = await upload(await buildPackage(samplePackage(), "collection.anki2"), fresh);
    // A trigger that refuses the third deck's set makes the transaction fail after two decks are written.
    await sql`create or replace function refuse_spanish() returns trigger language plpgsql as $$ begin if new.title = 'Spanish' then raise exception 'refused'; end if; return new; end $$`.execute(
      t.database.db,
    );
    await sql`create trigger refuse_spanish before insert on flashcard_sets for each row execute function refuse_spanish()`.execute(t.database.db);
    try {
      const events = await importDecks(path, [decks.biology, decks.cells, decks.spanish], fresh);
      expect(events.at(-1)!.event).toBe("error");
    } finally {
      await sql`drop trigger refuse_spanish on flashcard_sets`.execute(t.database.db);
    }
    expect(await setCount(fresh)).toBe(0);
    expect((await t.storage.list(fresh.id, "card-media", { limit: 10, offset: 0 })).items).toEqual([]);
    // The package stays, to be imported again.
    expect((await preview(path, fresh)).status).toBe(200);
  });

  it("answers 401 without a session and 404 for a package that is not the user's", async () => {
    expect((await t.request("/api/flashcards/anki/preview", { method: "POST", json: { path: "a.apkg" } })).status).toBe(401);
    expect((await t.request("/api/flashcards/anki/export")).status).toBe(401);
    const path = await upload(await buildPackage(samplePackage(), "collection.anki2"));
    const other = await t.signUp();
    expect((await preview(path, other)).status).toBe(404);
    expect((await t.request("/api/flashcards/anki/imports", { method: "POST", cookie: other.cookie, json: { path, deckIds: [decks.spanish] } })).status).toBe(
      404,
    );
    expect((await t.request(`/api/flashcards/anki/export?setId=${biologyCells}`, { cookie: other.cookie })).status).toBe(404);
    expect((await t.request("/api/flashcards/anki/export?setId=nonsense", { cookie: user.cookie })).status).toBe(404);
  });
});

function resultOrError(events: { event: string; data: unknown }[]): string {
  const last = events.at(-1)!;
  return last.event === "error" ? (last.data as { error: { message: string } }).error.message : "imported";
}
