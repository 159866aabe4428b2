import initSqlJs, { type Database as SqlDatabase, type SqlJsStatic, type SqlValue } from "sql.js";
import { unzipSync } from "fflate";
import { decompress } from "fzstd";
import { AppError } from "../../lib/app-error.js";
import { numberField, ProtoError, readMessage, textField } from "./protobuf.js";
import { ankiMessages } from "../../../shared/schemas/anki.js";

/**
 * An Anki package (.apkg: some decks; .colpkg: a whole collection) as its tables hold it. Both
 * are zip files. Inside is the collection, an SQLite database, in the newest form the package
 * has: `collection.anki21b` (Anki 2.1.50 and later, compressed with zstd, schema 18, whose
 * package also carries a dummy `collection.anki2` asking to update Anki), else
 * `collection.anki21`, else `collection.anki2` (both schema 11, where note types and decks are
 * JSON in the `col` row). Media are files named 0, 1, … with a `media` map from those names to
 * the real ones (JSON, or in the newest packages zstd-compressed protobuf, as are the files).
 */
export interface AnkiNotetype {
  id: string;
  name: string;
  cloze: boolean;
  fields: string[];
  /** By card ordinal. */
  templates: { ord: number; name: string; qfmt: string; afmt: string }[];
}

export interface AnkiDeck {
  id: string;
  /** The parts of its name, parent first. */
  path: string[];
  filtered: boolean;
}

export interface AnkiNote {
  id: string;
  guid: string;
  notetypeId: string;
  fields: string[];
  tags: string;
}

export interface AnkiCardRow {
  id: string;
  noteId: string;
  /** The deck it belongs to (for a card in a filtered deck, its home deck). */
  deckId: string;
  ord: number;
  /** 0 new, 1 learning, 2 review, 3 relearning. */
  type: number;
  /** -3 buried by the user, -2 buried as a sibling, -1 suspended, 0 new, 1 learning, 2 review, 3 day learning, 4 preview. */
  queue: number;
  due: number;
  ivl: number;
  factor: number;
  reps: number;
  lapses: number;
}

export interface AnkiReview {
  /** Milliseconds since the epoch: when it was answered. */
  id: number;
  cardId: string;
  /** 1 Again … 4 Easy; 0 for a manual change. */
  ease: number;
  ivl: number;
  factor: number;
  /** Milliseconds spent on the answer. */
  time: number;
  /** 0 learn, 1 review, 2 relearn, 3 filtered, 4 manual, 5 rescheduled. */
  type: number;
}

export interface AnkiCollection {
  format: "collection.anki21b" | "collection.anki21" | "collection.anki2";
  /** When the collection was made (seconds since the epoch): review due days count from it. */
  createdSeconds: number;
  notetypes: Map<string, AnkiNotetype>;
  decks: Map<string, AnkiDeck>;
  notes: AnkiNote[];
  cards: AnkiCardRow[];
  reviews: AnkiReview[];
  /** The media map: a file's real name → its name in the zip. */
  media: Map<string, string>;
  /** The bytes of these media files by their real names (decompressed), those the package has. */
  mediaFiles(names: string[]): Map<string, Uint8Array>;
}

let sqlJs: Promise<SqlJsStatic> | undefined;
const loadSql = () => (sqlJs ??= initSqlJs());

const collections = ["collection.anki21b", "collection.anki21", "collection.anki2"] as const;

const invalid = (message: string = ankiMessages.notAPackage) => AppError.validation([{ path: ["file"], message }], message);

const decoder = new TextDecoder();

function rows(db: SqlDatabase, query: string): SqlValue[][] {
  const result = db.exec(query);
  return result[0]?.values ?? [];
}

const text = (value: SqlValue | undefined) => (typeof value === "string" ? value : value instanceof Uint8Array ? decoder.decode(value) : String(value ?? ""));
const num = (value: SqlValue | undefined) => (typeof value === "number" ? value : Number(value ?? 0));
/** Anki's ids are 64-bit; milliseconds since the epoch fit in a double, but they are kept as text. */
const id = (value: SqlValue | undefined) => String(value ?? "");

function hasTable(db: SqlDatabase, name: string): boolean {
  return rows(db, `select 1 from sqlite_master where type = 'table' and name = '${name}'`).length > 0;
}

/**
 * Anki declares some columns of schema 18 with its own `unicase` collation, which only Anki
 * has. SQLite reads such a table only while it needs no comparison, and a WITHOUT ROWID table
 * (fields, templates) not at all ("no query solution"). This copy of the file, which is never
 * written back, declares those columns NOCASE instead.
 */
function withoutUnicase(SQL: SqlJsStatic, db: SqlDatabase): SqlDatabase {
  if (!rows(db, "select 1 from sqlite_master where sql like '%collate unicase%'").length) return db;
  db.run("pragma writable_schema = on");
  db.run(
    "update sqlite_master set sql = replace(replace(sql, 'collate unicase', 'collate nocase'), 'COLLATE unicase', 'COLLATE nocase') where sql like '%collate unicase%'",
  );
  db.run("pragma writable_schema = off");
  const bytes = db.export();
  db.close();
  return new SQL.Database(bytes);
}

function schema11Notetypes(json: string): Map<string, AnkiNotetype> {
  const models = JSON.parse(json || "{}") as Record<
    string,
    {
      id: number | string;
      name: string;
      type: number;
      flds: { name: string; ord: number }[];
      tmpls: { name: string; ord: number; qfmt: string; afmt: string }[];
    }
  >;
  return new Map(
    Object.values(models).map((model) => [
      String(model.id),
      {
        id: String(model.id),
        name: String(model.name),
        cloze: model.type === 1,
        fields: [...model.flds].sort((a, b) => a.ord - b.ord).map((field) => String(field.name)),
        templates: model.tmpls.map((template, index) => ({
          ord: template.ord ?? index,
          name: String(template.name),
          qfmt: String(template.qfmt ?? ""),
          afmt: String(template.afmt ?? ""),
        })),
      },
    ]),
  );
}

function schema11Decks(json: string): Map<string, AnkiDeck> {
  const decks = JSON.parse(json || "{}") as Record<string, { id: number | string; name: string; dyn: number | boolean }>;
  return new Map(
    Object.values(decks).map((deck) => [String(deck.id), { id: String(deck.id), path: String(deck.name).split("::"), filtered: Boolean(deck.dyn) }]),
  );
}

function schema18Notetypes(db: SqlDatabase): Map<string, AnkiNotetype> {
  const notetypes = new Map<string, AnkiNotetype>();
  for (const [ntid, name, config] of rows(db, "select id, name, config from notetypes")) {
    // NotetypeConfig: field 1 is its kind, 1 for cloze.
    const kind = config instanceof Uint8Array ? numberField(readMessage(config), 1) : undefined;
    notetypes.set(id(ntid), { id: id(ntid), name: text(name), cloze: kind === 1, fields: [], templates: [] });
  }
  for (const [ntid, , name] of rows(db, "select ntid, ord, name from fields order by ntid, ord")) notetypes.get(id(ntid))?.fields.push(text(name));
  for (const [ntid, ord, name, config] of rows(db, "select ntid, ord, name, config from templates order by ntid, ord")) {
    // CardTemplateConfig: field 1 the front's template, field 2 the back's.
    const fields = config instanceof Uint8Array ? readMessage(config) : [];
    notetypes.get(id(ntid))?.templates.push({ ord: num(ord), name: text(name), qfmt: textField(fields, 1) ?? "", afmt: textField(fields, 2) ?? "" });
  }
  return notetypes;
}

function schema18Decks(db: SqlDatabase): Map<string, AnkiDeck> {
  const decks = new Map<string, AnkiDeck>();
  for (const [deckId, name, kind] of rows(db, "select id, name, kind from decks")) {
    // Deck.kind: field 1 a normal deck, field 2 a filtered one.
    const filtered = kind instanceof Uint8Array && readMessage(kind).some((field) => field.field === 2);
    decks.set(id(deckId), { id: id(deckId), path: text(name).split("\x1f"), filtered });
  }
  return decks;
}

function mediaMap(file: Uint8Array | undefined, zstd: boolean): Map<string, string> {
  const map = new Map<string, string>();
  if (!file || file.length === 0) return map;
  if (zstd) {
    // MediaEntries: field 1 repeated entries; each: 1 name, 255 its zip name if not its index.
    readMessage(decompress(file))
      .filter((entry) => entry.field === 1 && entry.value instanceof Uint8Array)
      .forEach((entry, index) => {
        const fields = readMessage(entry.value as Uint8Array);
        const name = textField(fields, 1);
        if (name) map.set(name, String(numberField(fields, 255) ?? index));
      });
    return map;
  }
  const json = JSON.parse(decoder.decode(file)) as Record<string, string>;
  for (const [zipName, name] of Object.entries(json)) map.set(String(name), zipName);
  return map;
}

/** Reads a package's collection; a file that is not one gets a clear 422 and nothing else happens. */
export async function readAnkiPackage(bytes: Uint8Array): Promise<AnkiCollection> {
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(bytes, { filter: (file) => (collections as readonly string[]).includes(file.name) || file.name === "media" || file.name === "meta" });
  } catch {
    throw invalid();
  }
  const format = collections.find((name) => entries[name] !== undefined);
  if (!format) throw invalid(ankiMessages.noCollection);
  // PackageMetadata: field 1 its version, 3 (the newest) for zstd-compressed media.
  let latest = format === "collection.anki21b";
  try {
    if (entries.meta) latest = (numberField(readMessage(entries.meta), 1) ?? 0) >= 3;
  } catch {
    throw invalid(ankiMessages.damaged);
  }
  const SQL = await loadSql();
  let db: SqlDatabase | undefined;
  try {
    const raw = format === "collection.anki21b" ? decompress(entries[format]!) : entries[format]!;
    db = withoutUnicase(SQL, new SQL.Database(raw));
    const [col] = rows(db, "select crt, ver, models, decks from col");
    if (!col) throw invalid(ankiMessages.damaged);
    const version = num(col[1]);
    const newSchema = version >= 15 && hasTable(db, "notetypes");
    const notetypes = newSchema ? schema18Notetypes(db) : schema11Notetypes(text(col[2]));
    const decks = newSchema ? schema18Decks(db) : schema11Decks(text(col[3]));
    const notes = rows(db, "select id, guid, mid, flds, tags from notes").map(([noteId, guid, mid, flds, tags]) => ({
      id: id(noteId),
      guid: text(guid),
      notetypeId: id(mid),
      fields: text(flds).split("\x1f"),
      tags: text(tags).trim(),
    }));
    const cards = rows(db, "select id, nid, did, odid, ord, type, queue, due, odue, ivl, factor, reps, lapses from cards").map(
      ([cardId, nid, did, odid, ord, type, queue, due, odue, ivl, factor, reps, lapses]) => ({
        id: id(cardId),
        noteId: id(nid),
        deckId: num(odid) !== 0 ? id(odid) : id(did),
        ord: num(ord),
        type: num(type),
        queue: num(queue),
        due: num(odid) !== 0 && num(odue) !== 0 ? num(odue) : num(due),
        ivl: num(ivl),
        factor: num(factor),
        reps: num(reps),
        lapses: num(lapses),
      }),
    );
    const reviews = rows(db, "select id, cid, ease, ivl, factor, time, type from revlog order by cid, id").map(
      ([reviewId, cid, ease, ivl, factor, time, type]) => ({
        id: num(reviewId),
        cardId: id(cid),
        ease: num(ease),
        ivl: num(ivl),
        factor: num(factor),
        time: num(time),
        type: num(type),
      }),
    );
    const media = mediaMap(entries.media, latest);
    return {
      format,
      createdSeconds: num(col[0]),
      notetypes,
      decks,
      notes,
      cards,
      reviews,
      media,
      mediaFiles(names: string[]) {
        const wanted = new Map(names.flatMap((name) => (media.has(name) ? [[media.get(name)!, name] as const] : [])));
        const found = new Map<string, Uint8Array>();
        if (!wanted.size) return found;
        const files = unzipSync(bytes, { filter: (file) => wanted.has(file.name) });
        for (const [zipName, name] of wanted) {
          const file = files[zipName];
          if (file) found.set(name, latest ? decompress(file) : file);
        }
        return found;
      },
    };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof ProtoError || error instanceof SyntaxError || error instanceof Error) throw invalid(ankiMessages.damaged);
    throw error;
  } finally {
    db?.close();
  }
}
