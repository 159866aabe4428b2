import { createHash } from "node:crypto";
import { zipSync } from "fflate";
import { Marked, type Tokens } from "marked";
import initSqlJs, { type SqlJsStatic } from "sql.js";
import { cardMediaPrefix } from "../../../shared/storage.js";

/**
 * Cadence's sets as an Anki package (.apkg) that every Anki since 2.1 opens: a zip holding
 * `collection.anki2` (schema 11: the note type, decks and options as JSON in the `col` row), a
 * `media` map and the images the cards show. Each card is one note of a two-field "Cadence"
 * note type (Front, Back) in a deck named after its set ("Biology › Cells" back to
 * "Biology::Cells"); its FSRS schedule becomes Anki's due date, interval and memory state, its
 * reviews Anki's review log.
 */
export interface ExportCard {
  guid: string;
  front: string;
  back: string;
  state: number;
  dueAt: number;
  stability: number;
  difficulty: number;
  scheduledDays: number;
  reps: number;
  lapses: number;
  suspended: boolean;
  createdAt: number;
  reviews: { reviewedAt: number; rating: number; stateBefore: number; state: number; dueAt: number; scheduledDays: number }[];
}

export interface ExportSet {
  title: string;
  cards: ExportCard[];
}

export interface ExportImage {
  /** Its path in the user's card-media folder. */
  path: string;
  bytes: Uint8Array;
}

let sqlJs: Promise<SqlJsStatic> | undefined;

const schema = `
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

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The file name an image has in the package: its stored name, which is its content's hash. */
const mediaName = (path: string) => path.slice(path.lastIndexOf("/") + 1);

function markdownToHtml(markdown: string, images: Map<string, string>): string {
  const math: string[] = [];
  const withPlaceholders = markdown.replace(
    /\$\$([\s\S]+?)\$\$|\$(?!\s)([^$\n]+?)(?<!\s)\$/g,
    (_match, display: string | undefined, inline: string | undefined) => {
      math.push(display !== undefined ? `\\[${escapeHtml(display)}\\]` : `\\(${escapeHtml(inline ?? "")}\\)`);
      return `ANKIMATH${math.length - 1}END`;
    },
  );
  const marked = new Marked({
    gfm: true,
    breaks: true,
    renderer: {
      html: ({ text }: Tokens.HTML | Tokens.Tag) => escapeHtml(text),
      image: ({ href, text }: Tokens.Image) => {
        const name = href.startsWith(cardMediaPrefix) ? images.get(href.slice(cardMediaPrefix.length)) : undefined;
        return name ? `<img src="${escapeHtml(name)}" alt="${escapeHtml(text)}">` : escapeHtml(text);
      },
    },
  });
  let html = marked.parse(withPlaceholders, { async: false }).trim();
  // One paragraph needs no <p>: Anki's own fields have none.
  if (/^<p>[\s\S]*<\/p>$/.test(html) && html.indexOf("<p>", 1) < 0) html = html.slice(3, -4);
  return html.replace(/ANKIMATH(\d+)END/g, (_match, index: string) => math[Number(index)] ?? "");
}

const stripHtml = (html: string) =>
  html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();

/** Anki's checksum of a note's first field: the first 8 hex digits of its SHA-1, as a number. */
const checksum = (text: string) => parseInt(createHash("sha1").update(text).digest("hex").slice(0, 8), 16);

const dayMs = 86_400_000;

/**
 * A review card's due as Anki keeps it: the day, counted from the collection's creation (a UTC
 * midnight), that its due time falls in. (Rounding moved a card due in the afternoon to the next
 * day, which the round-trip test met when it ran after noon.)
 */
export function reviewDueDay(dueAt: number, createdAt: number): number {
  return Math.max(0, Math.floor((dueAt - createdAt) / dayMs));
}

const notetypeId = 1_342_697_561_419;

function deckJson(id: number, name: string, now: number) {
  return {
    id,
    name,
    mod: Math.floor(now / 1000),
    usn: -1,
    lrnToday: [0, 0],
    revToday: [0, 0],
    newToday: [0, 0],
    timeToday: [0, 0],
    collapsed: false,
    browserCollapsed: false,
    desc: "",
    dyn: 0,
    conf: 1,
    extendNew: 0,
    extendRev: 0,
  };
}

const deckOptions = {
  id: 1,
  mod: 0,
  name: "Default",
  usn: 0,
  maxTaken: 60,
  autoplay: true,
  timer: 0,
  replayq: true,
  dyn: false,
  new: { bury: false, delays: [1, 10], initialFactor: 2500, ints: [1, 4, 0], order: 1, perDay: 20 },
  rev: { bury: false, ease4: 1.3, ivlFct: 1, maxIvl: 36500, perDay: 200, hardFactor: 1.2 },
  lapse: { delays: [10], leechAction: 1, leechFails: 8, minInt: 1, mult: 0 },
};

/** Anki's review log type from the state a card was in when answered. */
const reviewType = (stateBefore: number) => (stateBefore === 2 ? 1 : stateBefore === 3 ? 2 : 0);

/** The package's bytes. */
export async function writeAnkiPackage(sets: ExportSet[], images: ExportImage[], now: number = Date.now()): Promise<Uint8Array> {
  const SQL = await (sqlJs ??= initSqlJs());
  const db = new SQL.Database();
  try {
    db.run(schema);
    // Review due dates are days counted from the collection's creation: a day before the earliest.
    const earliest = Math.min(now, ...sets.flatMap((set) => set.cards.filter((card) => card.state === 2).map((card) => card.dueAt)));
    const created = Math.floor(earliest / dayMs) * dayMs - dayMs;
    const mediaNames = new Map(images.map((image) => [image.path, mediaName(image.path)]));
    const decks: Record<string, unknown> = { "1": deckJson(1, "Default", now) };
    const notetype = {
      id: notetypeId,
      name: "Cadence",
      type: 0,
      mod: Math.floor(now / 1000),
      usn: -1,
      sortf: 0,
      did: null,
      tmpls: [
        {
          name: "Card 1",
          ord: 0,
          qfmt: "{{Front}}",
          afmt: "{{FrontSide}}\n\n<hr id=answer>\n\n{{Back}}",
          bqfmt: "",
          bafmt: "",
          did: null,
          bfont: "",
          bsize: 0,
        },
      ],
      flds: ["Front", "Back"].map((name, ord) => ({ name, ord, sticky: false, rtl: false, font: "Arial", size: 20, media: [] })),
      css: ".card {\n  font-family: arial;\n  font-size: 20px;\n  text-align: center;\n}\n",
      latexPre:
        "\\documentclass[12pt]{article}\n\\special{papersize=3in,5in}\n\\usepackage{amssymb,amsmath}\n\\pagestyle{empty}\n\\setlength{\\parindent}{0in}\n\\begin{document}\n",
      latexPost: "\\end{document}",
      latexsvg: false,
      req: [[0, "any", [0]]],
      tags: [],
      vers: [],
    };
    const note = db.prepare("insert into notes values (?, ?, ?, ?, -1, '', ?, ?, ?, 0, '')");
    const card = db.prepare("insert into cards values (?, ?, ?, 0, ?, -1, ?, ?, ?, ?, ?, ?, ?, ?, 0, 0, 0, ?)");
    const review = db.prepare("insert into revlog values (?, ?, -1, ?, ?, ?, ?, 0, ?)");
    const usedIds = new Set<number>();
    /** Where the search for a free id last stopped, by the id wanted (cards made together share a creation time). */
    const searchFrom = new Map<number, number>();
    /** Anki's ids are milliseconds; each must be unique in its table. */
    const uniqueId = (wanted: number) => {
      const start = Math.round(wanted);
      let value = searchFrom.get(start) ?? start;
      while (usedIds.has(value)) value += 1;
      usedIds.add(value);
      searchFrom.set(start, value + 1);
      return value;
    };
    let position = 0;
    let deckId = Math.floor(now);
    for (const set of sets) {
      deckId += 1;
      decks[String(deckId)] = deckJson(deckId, set.title.split(" › ").join("::"), now);
      for (const entry of set.cards) {
        position += 1;
        const noteId = uniqueId(entry.createdAt);
        const cardId = uniqueId(entry.createdAt);
        const front = markdownToHtml(entry.front, mediaNames);
        const back = markdownToHtml(entry.back, mediaNames);
        const sortField = stripHtml(front);
        note.run([noteId, entry.guid, notetypeId, Math.floor(now / 1000), `${front}\x1f${back}`, sortField, checksum(sortField)]);
        const learning = entry.state === 1 || entry.state === 3;
        const type = entry.state >= 0 && entry.state <= 3 ? entry.state : 0;
        const queue = entry.suspended ? -1 : learning ? 1 : type;
        const due = type === 0 ? position : learning ? Math.floor(entry.dueAt / 1000) : reviewDueDay(entry.dueAt, created);
        const interval = type === 2 || type === 3 ? Math.max(1, Math.round(entry.scheduledDays)) : 0;
        // Anki 23.10 and later read FSRS's memory state from the card's data.
        const data = type === 0 ? "" : JSON.stringify({ s: Number(entry.stability.toFixed(4)), d: Number(entry.difficulty.toFixed(4)) });
        card.run([
          cardId,
          noteId,
          deckId,
          Math.floor(now / 1000),
          type,
          queue,
          due,
          interval,
          type === 0 ? 0 : 2500,
          entry.reps,
          entry.lapses,
          learning ? 1001 : 0,
          data,
        ]);
        let lastInterval = 0;
        for (const step of entry.reviews) {
          const stepInterval =
            step.state === 2 ? Math.max(1, Math.round(step.scheduledDays)) : -Math.max(60, Math.round((step.dueAt - step.reviewedAt) / 1000));
          review.run([uniqueId(step.reviewedAt), cardId, step.rating, stepInterval, lastInterval, 2500, reviewType(step.stateBefore)]);
          lastInterval = stepInterval;
        }
      }
    }
    note.free();
    card.free();
    review.free();
    const conf = {
      activeDecks: [1],
      curDeck: 1,
      newSpread: 0,
      collapseTime: 1200,
      timeLim: 0,
      estTimes: true,
      dueCounts: true,
      curModel: notetypeId,
      nextPos: position + 1,
      sortType: "noteFld",
      sortBackwards: false,
      addToCur: true,
      schedVer: 2,
    };
    db.run("insert into col values (1, ?, ?, ?, 11, 0, 0, 0, ?, ?, ?, ?, '{}')", [
      Math.floor(created / 1000),
      now,
      now,
      JSON.stringify(conf),
      JSON.stringify({ [String(notetypeId)]: notetype }),
      JSON.stringify(decks),
      JSON.stringify({ "1": deckOptions }),
    ]);
    const files: Record<string, Uint8Array> = { "collection.anki2": db.export() };
    const media: Record<string, string> = {};
    images.forEach((image, index) => {
      files[String(index)] = image.bytes;
      media[String(index)] = mediaName(image.path);
    });
    files.media = new TextEncoder().encode(JSON.stringify(media));
    return zipSync(files, { level: 6 });
  } finally {
    db.close();
  }
}

/** The images a card's Markdown shows from the user's card-media folder (their paths there). */
export function imagePaths(markdown: string): string[] {
  const prefix = cardMediaPrefix.replace(/[/.]/g, "\\$&");
  return [...markdown.matchAll(new RegExp(`!\\[[^\\]]*\\]\\(${prefix}([^)\\s]+)\\)`, "g"))].map((match) => match[1]!);
}
