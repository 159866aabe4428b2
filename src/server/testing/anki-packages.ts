import { compress, init as initZstd } from "@bokuweb/zstd-wasm";
import { zipSync } from "fflate";
import initSqlJs, { type Database as SqlDatabase } from "sql.js";
import { encodeMessage } from "../modules/anki/protobuf.js";

/**
 * Anki packages written the way Anki writes them, for tests and the bench: schema 11
 * (`collection.anki2`, `collection.anki21`, JSON note types and decks in `col`) and schema 18
 * (`collection.anki21b`, zstd-compressed, with its tables of note types, fields, templates and
 * decks in protobuf, Anki's `unicase` collation, the dummy `collection.anki2`, a `meta` file and
 * zstd-compressed media). The compressor is zstd's own (WebAssembly), not Cadence's reader.
 */
export type PackageFormat = "collection.anki2" | "collection.anki21" | "collection.anki21b";

export interface FixtureNotetype {
  id: number;
  name: string;
  cloze?: boolean;
  fields: string[];
  templates: { name: string; qfmt: string; afmt: string }[];
}

export interface FixtureCard {
  id: number;
  ord: number;
  deckId: number;
  type?: number;
  queue?: number;
  due?: number;
  ivl?: number;
  factor?: number;
  reps?: number;
  lapses?: number;
}

export interface FixtureNote {
  id: number;
  guid: string;
  notetypeId: number;
  fields: string[];
  cards: FixtureCard[];
}

export interface FixtureReview {
  id: number;
  cardId: number;
  ease: number;
  ivl: number;
  lastIvl?: number;
  factor?: number;
  time?: number;
  type: number;
}

export interface FixturePackage {
  createdSeconds: number;
  notetypes: FixtureNotetype[];
  decks: { id: number; name: string }[];
  notes: FixtureNote[];
  reviews: FixtureReview[];
  media: { name: string; bytes: Uint8Array }[];
}

export const stockNotetypes = {
  basic: {
    id: 1700000000001,
    name: "Basic",
    fields: ["Front", "Back"],
    templates: [{ name: "Card 1", qfmt: "{{Front}}", afmt: "{{FrontSide}}\n\n<hr id=answer>\n\n{{Back}}" }],
  },
  reversed: {
    id: 1700000000002,
    name: "Basic (and reversed card)",
    fields: ["Front", "Back"],
    templates: [
      { name: "Card 1", qfmt: "{{Front}}", afmt: "{{FrontSide}}\n\n<hr id=answer>\n\n{{Back}}" },
      { name: "Card 2", qfmt: "{{Back}}", afmt: "{{FrontSide}}\n\n<hr id=answer>\n\n{{Front}}" },
    ],
  },
  optionalReversed: {
    id: 1700000000003,
    name: "Basic (optional reversed card)",
    fields: ["Front", "Back", "Add Reverse"],
    templates: [
      { name: "Card 1", qfmt: "{{Front}}", afmt: "{{FrontSide}}\n\n<hr id=answer>\n\n{{Back}}" },
      { name: "Card 2", qfmt: "{{#Add Reverse}}{{Back}}{{/Add Reverse}}", afmt: "{{FrontSide}}\n\n<hr id=answer>\n\n{{Front}}" },
    ],
  },
  cloze: {
    id: 1700000000004,
    name: "Cloze",
    cloze: true,
    fields: ["Text", "Back Extra"],
    templates: [{ name: "Cloze", qfmt: "{{cloze:Text}}", afmt: "{{cloze:Text}}<br>\n{{Back Extra}}" }],
  },
  vocabulary: {
    id: 1700000000005,
    name: "Vocabulary (3 fields)",
    fields: ["Word", "Meaning", "Example"],
    templates: [{ name: "Recognise", qfmt: "{{Word}}<br>{{Example}}", afmt: "{{FrontSide}}<hr id=answer>{{Meaning}}" }],
  },
} satisfies Record<string, FixtureNotetype>;

const png = (seed: number) =>
  Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0, seed & 0xff]);

/** Days since the collection was made, as Anki counts review due dates. */
export const dayNumber = (pkg: Pick<FixturePackage, "createdSeconds">, at: Date) => Math.floor((at.getTime() / 1000 - pkg.createdSeconds) / 86_400);

/**
 * The package the import tests read: two decks and a subdeck, every stock note type, cloze
 * deletions with a hint, an image, a sound, a suspended card and a review log.
 */
export function samplePackage(now: Date = new Date()): FixturePackage {
  const createdSeconds = Math.floor(now.getTime() / 1000) - 400 * 86_400;
  const pkg: FixturePackage = {
    createdSeconds,
    notetypes: Object.values(stockNotetypes),
    decks: [
      { id: 1, name: "Default" },
      { id: 1700000000100, name: "Biology" },
      { id: 1700000000101, name: "Biology::Cells" },
      { id: 1700000000102, name: "Spanish" },
    ],
    notes: [],
    reviews: [],
    media: [
      { name: "mitochondrion.png", bytes: png(1) },
      { name: "hola.mp3", bytes: Uint8Array.from([0x49, 0x44, 0x33, 3]) },
    ],
  };
  const reviewedAt = (daysAgo: number) => now.getTime() - daysAgo * 86_400_000;
  const dueIn = (days: number) => dayNumber(pkg, new Date(now.getTime() + days * 86_400_000));
  pkg.notes.push(
    {
      id: 1700000001001,
      guid: "bio-mito",
      notetypeId: stockNotetypes.basic.id,
      fields: ['What makes <b>ATP</b>?<br><img src="mitochondrion.png">', "The mitochondrion"],
      cards: [{ id: 1700000002001, ord: 0, deckId: 1700000000101, type: 2, queue: 2, due: dueIn(5), ivl: 12, factor: 2500, reps: 4, lapses: 1 }],
    },
    {
      id: 1700000001002,
      guid: "bio-nucleus",
      notetypeId: stockNotetypes.reversed.id,
      fields: ["Nucleus", "Holds the cell&#39;s DNA &amp; controls it"],
      cards: [
        { id: 1700000002002, ord: 0, deckId: 1700000000101 },
        { id: 1700000002003, ord: 1, deckId: 1700000000101, queue: -1 },
      ],
    },
    {
      id: 1700000001003,
      guid: "bio-cloze",
      notetypeId: stockNotetypes.cloze.id,
      fields: ["{{c1::Photosynthesis}} turns light into {{c2::chemical energy::a kind of energy}} in \\(CO_2\\) fixing plants.", "Happens in chloroplasts"],
      cards: [
        { id: 1700000002004, ord: 0, deckId: 1700000000100, type: 2, queue: 2, due: dueIn(-2), ivl: 30, factor: 2300, reps: 5, lapses: 0 },
        { id: 1700000002005, ord: 1, deckId: 1700000000100 },
      ],
    },
    {
      id: 1700000001004,
      guid: "es-hola",
      notetypeId: stockNotetypes.optionalReversed.id,
      fields: ["hola [sound:hola.mp3]", "hello", "y"],
      cards: [
        { id: 1700000002006, ord: 0, deckId: 1700000000102, type: 1, queue: 1, due: Math.floor(now.getTime() / 1000) + 600, ivl: 0, reps: 1 },
        { id: 1700000002007, ord: 1, deckId: 1700000000102 },
      ],
    },
    {
      id: 1700000001005,
      guid: "es-gato",
      notetypeId: stockNotetypes.optionalReversed.id,
      fields: ["el gato", "the cat", ""],
      cards: [{ id: 1700000002008, ord: 0, deckId: 1700000000102 }],
    },
    {
      id: 1700000001006,
      guid: "es-perro",
      notetypeId: stockNotetypes.vocabulary.id,
      fields: ["el perro", "the dog", "El perro ladra."],
      cards: [{ id: 1700000002009, ord: 0, deckId: 1700000000102 }],
    },
  );
  pkg.reviews.push(
    { id: reviewedAt(60), cardId: 1700000002001, ease: 3, ivl: -600, type: 0 },
    { id: reviewedAt(59), cardId: 1700000002001, ease: 3, ivl: 1, type: 0 },
    { id: reviewedAt(58), cardId: 1700000002001, ease: 1, ivl: -600, type: 1 },
    { id: reviewedAt(57), cardId: 1700000002001, ease: 3, ivl: 4, type: 2 },
    { id: reviewedAt(7), cardId: 1700000002001, ease: 3, ivl: 12, type: 1 },
    { id: reviewedAt(40), cardId: 1700000002004, ease: 4, ivl: 4, type: 0 },
    { id: reviewedAt(35), cardId: 1700000002004, ease: 0, ivl: 8, type: 5 },
    { id: reviewedAt(32), cardId: 1700000002004, ease: 3, ivl: 30, type: 1 },
    { id: reviewedAt(0.01), cardId: 1700000002006, ease: 3, ivl: -600, type: 0 },
  );
  return pkg;
}

/** Anki's schema 11, written out here apart from the exporter's copy, so a slip in one is caught by the other. */
const schema11 = `
create table col (id integer primary key, crt integer not null, mod integer not null, scm integer not null, ver integer not null, dty integer not null, usn integer not null, ls integer not null, conf text not null, models text not null, decks text not null, dconf text not null, tags text not null);
create table notes (id integer primary key, guid text not null, mid integer not null, mod integer not null, usn integer not null, tags text not null, flds text not null, sfld integer not null, csum integer not null, flags integer not null, data text not null);
create table cards (id integer primary key, nid integer not null, did integer not null, ord integer not null, mod integer not null, usn integer not null, type integer not null, queue integer not null, due integer not null, ivl integer not null, factor integer not null, reps integer not null, lapses integer not null, left integer not null, odue integer not null, odid integer not null, flags integer not null, data text not null);
create table revlog (id integer primary key, cid integer not null, usn integer not null, ease integer not null, ivl integer not null, lastIvl integer not null, factor integer not null, time integer not null, type integer not null);
create table graves (usn integer not null, oid integer not null, type integer not null);
create index ix_notes_usn on notes (usn);
create index ix_cards_usn on cards (usn);
create index ix_revlog_usn on revlog (usn);
create index ix_cards_nid on cards (nid);
create index ix_cards_sched on cards (did, queue, due);
create index ix_revlog_cid on revlog (cid);
create index ix_notes_csum on notes (csum);`;

const schema18Tables = `
create table deck_config (id integer primary key not null, name text not null collate nocase, mtime_secs integer not null, usn integer not null, config blob not null);
create table config (key text not null primary key, usn integer not null, mtime_secs integer not null, val blob not null) without rowid;
create table fields (ntid integer not null, ord integer not null, name text not null collate nocase, config blob not null, primary key (ntid, ord)) without rowid;
create unique index idx_fields_name_ntid on fields (name, ntid);
create table templates (ntid integer not null, ord integer not null, name text not null collate nocase, mtime_secs integer not null, usn integer not null, config blob not null, primary key (ntid, ord)) without rowid;
create unique index idx_templates_name_ntid on templates (name, ntid);
create table notetypes (id integer not null primary key, name text not null collate nocase, mtime_secs integer not null, usn integer not null, config blob not null);
create unique index idx_notetypes_name on notetypes (name);
create table decks (id integer primary key not null, name text not null collate nocase, mtime_secs integer not null, usn integer not null, common blob not null, kind blob not null);
create unique index idx_decks_name on decks (name);
create table tags (id integer primary key not null, name text not null collate nocase, usn integer not null, config blob not null);`;

function writeNotesCardsReviews(db: SqlDatabase, pkg: FixturePackage): void {
  const note = db.prepare("insert into notes values (?, ?, ?, 0, -1, '', ?, ?, 0, 0, '')");
  const card = db.prepare("insert into cards values (?, ?, ?, ?, 0, -1, ?, ?, ?, ?, ?, ?, ?, 0, 0, 0, 0, '')");
  let position = 1;
  for (const entry of pkg.notes) {
    note.run([entry.id, entry.guid, entry.notetypeId, entry.fields.join("\x1f"), entry.fields[0] ?? ""]);
    for (const row of entry.cards) {
      const type = row.type ?? 0;
      card.run([
        row.id,
        entry.id,
        row.deckId,
        row.ord,
        type,
        row.queue ?? type,
        row.due ?? position++,
        row.ivl ?? 0,
        row.factor ?? (type === 0 ? 0 : 2500),
        row.reps ?? 0,
        row.lapses ?? 0,
      ]);
    }
  }
  note.free();
  card.free();
  const review = db.prepare("insert into revlog values (?, ?, -1, ?, ?, ?, ?, ?, ?)");
  for (const row of pkg.reviews)
    review.run([Math.round(row.id), row.cardId, row.ease, row.ivl, row.lastIvl ?? 0, row.factor ?? 2500, row.time ?? 6000, row.type]);
  review.free();
}

function schema11Json(pkg: FixturePackage) {
  const models = Object.fromEntries(
    pkg.notetypes.map((notetype) => [
      String(notetype.id),
      {
        id: notetype.id,
        name: notetype.name,
        type: notetype.cloze ? 1 : 0,
        mod: pkg.createdSeconds,
        usn: -1,
        sortf: 0,
        did: null,
        tmpls: notetype.templates.map((template, ord) => ({
          name: template.name,
          ord,
          qfmt: template.qfmt,
          afmt: template.afmt,
          bqfmt: "",
          bafmt: "",
          did: null,
        })),
        flds: notetype.fields.map((name, ord) => ({ name, ord, sticky: false, rtl: false, font: "Arial", size: 20 })),
        css: ".card { font-family: arial; }",
        latexPre: "",
        latexPost: "",
        req: [],
      },
    ]),
  );
  const decks = Object.fromEntries(
    pkg.decks.map((deck) => [
      String(deck.id),
      {
        id: deck.id,
        name: deck.name,
        mod: pkg.createdSeconds,
        usn: -1,
        lrnToday: [0, 0],
        revToday: [0, 0],
        newToday: [0, 0],
        timeToday: [0, 0],
        collapsed: false,
        desc: "",
        dyn: 0,
        conf: 1,
      },
    ]),
  );
  return { models: JSON.stringify(models), decks: JSON.stringify(decks) };
}

async function collectionBytes(pkg: FixturePackage, format: PackageFormat): Promise<Uint8Array> {
  const SQL = await initSqlJs();
  const db = new SQL.Database();
  try {
    db.run(schema11);
    if (format !== "collection.anki21b") {
      const { models, decks } = schema11Json(pkg);
      db.run("insert into col values (1, ?, 0, 0, 11, 0, 0, 0, '{}', ?, ?, '{}', '{}')", [pkg.createdSeconds, models, decks]);
    } else {
      db.run("insert into col values (1, ?, 0, 0, 18, 0, 0, 0, '', '', '', '', '')", [pkg.createdSeconds]);
      db.run(schema18Tables);
      for (const notetype of pkg.notetypes) {
        db.run("insert into notetypes values (?, ?, 0, -1, ?)", [
          notetype.id,
          notetype.name,
          encodeMessage([
            { field: 1, value: notetype.cloze ? 1 : 0 },
            { field: 3, value: ".card {}" },
          ]),
        ]);
        notetype.fields.forEach((name, ord) =>
          db.run("insert into fields values (?, ?, ?, ?)", [notetype.id, ord, name, encodeMessage([{ field: 1, value: "Arial" }])]),
        );
        notetype.templates.forEach((template, ord) =>
          db.run("insert into templates values (?, ?, ?, 0, -1, ?)", [
            notetype.id,
            ord,
            template.name,
            encodeMessage([
              { field: 1, value: template.qfmt },
              { field: 2, value: template.afmt },
            ]),
          ]),
        );
      }
      // Deck.kind: a normal deck (field 1) holding its config id.
      for (const deck of pkg.decks)
        db.run("insert into decks values (?, ?, 0, -1, ?, ?)", [
          deck.id,
          deck.name.split("::").join("\x1f"),
          new Uint8Array(),
          encodeMessage([{ field: 1, value: encodeMessage([{ field: 1, value: 1 }]) }]),
        ]);
      // Anki declares these columns with its own collation, which SQLite only needs when comparing.
      db.run("pragma writable_schema = on");
      db.run("update sqlite_master set sql = replace(sql, 'collate nocase', 'collate unicase') where sql like '%collate nocase%'");
      db.run("pragma writable_schema = off");
    }
    writeNotesCardsReviews(db, pkg);
    return db.export();
  } finally {
    db.close();
  }
}

/** The dummy collection Anki 2.1.50+ puts beside collection.anki21b for older versions. */
async function dummyCollection(): Promise<Uint8Array> {
  const pkg: FixturePackage = {
    createdSeconds: 1_600_000_000,
    notetypes: [stockNotetypes.basic],
    decks: [{ id: 1, name: "Default" }],
    notes: [
      {
        id: 1,
        guid: "dummy",
        notetypeId: stockNotetypes.basic.id,
        fields: ["Please update to the latest Anki version, then import the .colpkg/.apkg file again.", ""],
        cards: [{ id: 1, ord: 0, deckId: 1 }],
      },
    ],
    reviews: [],
    media: [],
  };
  return collectionBytes(pkg, "collection.anki2");
}

/** The package file, as Anki would export it in this format. */
/** Started once: a second start leaves the compressor writing zeros. */
let zstdReady: Promise<void> | undefined;
/** zstd's own compressor; its result lives in WebAssembly memory that the next call reuses, so it is copied. */
const zstd = (bytes: Uint8Array) => Uint8Array.from(compress(bytes, 3));

export async function buildPackage(pkg: FixturePackage, format: PackageFormat): Promise<Uint8Array> {
  const files: Record<string, Uint8Array> = {};
  if (format === "collection.anki21b") {
    await (zstdReady ??= initZstd());
    files["collection.anki21b"] = zstd(await collectionBytes(pkg, format));
    files["collection.anki2"] = await dummyCollection();
    files.meta = encodeMessage([{ field: 1, value: 3 }]);
    files.media = zstd(
      encodeMessage(
        pkg.media.map((file) => ({
          field: 1,
          value: encodeMessage([
            { field: 1, value: file.name },
            { field: 2, value: file.bytes.length },
          ]),
        })),
      ),
    );
    pkg.media.forEach((file, index) => (files[String(index)] = zstd(file.bytes)));
  } else {
    files[format] = await collectionBytes(pkg, format);
    if (format === "collection.anki21") files["collection.anki2"] = await dummyCollection();
    files.media = new TextEncoder().encode(JSON.stringify(Object.fromEntries(pkg.media.map((file, index) => [String(index), file.name]))));
    pkg.media.forEach((file, index) => (files[String(index)] = file.bytes));
  }
  return zipSync(files, { level: 0 });
}

/** A package of `count` Basic notes in one deck, each with a few reviews (the bench's 10,000-card deck). */
export function largePackage(count: number, now: Date = new Date()): FixturePackage {
  const createdSeconds = Math.floor(now.getTime() / 1000) - 800 * 86_400;
  const pkg: FixturePackage = {
    createdSeconds,
    notetypes: [stockNotetypes.basic],
    decks: [{ id: 1700000000200, name: "Big deck" }],
    notes: [],
    reviews: [],
    media: [],
  };
  for (let index = 0; index < count; index += 1) {
    const cardId = 1600000000000 + index;
    const reviewed = index % 2 === 0;
    pkg.notes.push({
      id: 1500000000000 + index,
      guid: `big-${index}`,
      notetypeId: stockNotetypes.basic.id,
      fields: [`Term number <b>${index}</b>`, `Definition number ${index}, with a little more text to read.`],
      cards: [
        reviewed
          ? { id: cardId, ord: 0, deckId: 1700000000200, type: 2, queue: 2, due: dayNumber(pkg, now) + (index % 30), ivl: 10, factor: 2500, reps: 3 }
          : { id: cardId, ord: 0, deckId: 1700000000200 },
      ],
    });
    if (reviewed) {
      for (let step = 0; step < 3; step += 1)
        pkg.reviews.push({
          id: now.getTime() - (40 - step * 12) * 86_400_000 - index,
          cardId,
          ease: 3,
          ivl: step === 0 ? 1 : step * 5,
          type: step === 0 ? 0 : 1,
        });
    }
  }
  return pkg;
}
