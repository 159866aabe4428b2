import { createHash } from "node:crypto";
import { createEmptyCard, fsrs, generatorParameters, type Card as FsrsCard, type Grade } from "ts-fsrs";
import { htmlToMarkdown } from "../../../shared/html-to-markdown.js";
import { cardMediaPrefix, storageBuckets } from "../../../shared/storage.js";
import { sniffContentType } from "../storage/content-type.js";
import type { AnkiNotetypeHandling } from "../../../shared/schemas/anki.js";
import type { ReviewRow } from "../flashcards/flashcards.repository.js";
import { reviewRow } from "../flashcards/flashcards.service.js";
import type { AnkiCardRow, AnkiCollection, AnkiNote, AnkiNotetype, AnkiReview } from "./anki-read.js";

/**
 * An Anki collection as Cadence's cards: each Anki card one card, its text in Markdown, its
 * memory state replayed from its review log with FSRS, its due date Anki's own.
 */
export interface ScheduleColumns {
  due_at: Date;
  stability: number;
  fsrs_difficulty: number;
  elapsed_days: number;
  scheduled_days: number;
  learning_steps: number;
  reps: number;
  lapses: number;
  state: number;
  last_reviewed: Date | null;
}

export type ImportedReview = ReviewRow & { reviewed_at: Date };

export interface ConvertedCard {
  /** The note's guid; a note's second and later cards add " <ordinal>". */
  guid: string;
  front: string;
  back: string;
  schedule: ScheduleColumns | null;
  suspended: boolean;
  reviews: ImportedReview[];
}

export interface ConvertedDeck {
  id: string;
  name: string;
  cards: ConvertedCard[];
  newCards: number;
  learningCards: number;
  reviewCards: number;
  suspended: number;
  reviews: number;
}

export interface ConvertedImage {
  name: string;
  /** Where it is stored, under the user's folder in the card-media bucket. */
  path: string;
  bytes: Uint8Array;
}

export interface Conversion {
  /** Every deck of the package, by id, whether chosen or not. */
  deckIds: string[];
  decks: ConvertedDeck[];
  noteTypes: { name: string; notes: number; handling: AnkiNotetypeHandling }[];
  images: ConvertedImage[];
  audio: string[];
}

/** A deck's name as Cadence shows it: "Biology › Cells". */
export const deckName = (path: string[]) => path.join(" › ");

const specialFields = new Set(["FrontSide", "Tags", "Deck", "Subdeck", "Card", "CardFlag", "Type", "CardID"]);

/** The fields a template shows: `{{Front}}`, `{{text:Front}}`; not conditionals or `{{type:…}}` boxes. */
function shownFields(template: string, { skipTyping }: { skipTyping: boolean }): string[] {
  const names: string[] = [];
  for (const match of template.matchAll(/\{\{(?![#/^!])([^{}]+?)\}\}/g)) {
    const parts = match[1]!.trim().split(":");
    if (skipTyping && parts.length > 1 && parts[0]!.trim() === "type") continue;
    const name = parts[parts.length - 1]!.trim();
    if (!specialFields.has(name) && !names.includes(name)) names.push(name);
  }
  return names;
}

interface Plan {
  handling: AnkiNotetypeHandling;
  /** front-back: the field each card ordinal shows on each side. */
  sides: Map<number, { front: number; back: number }>;
  /** cloze: the text field and the extra one. */
  text: number;
  extra: number;
}

function planFor(notetype: AnkiNotetype): Plan {
  const index = (name: string | undefined) => (name === undefined ? -1 : notetype.fields.indexOf(name));
  if (notetype.cloze) {
    const template = notetype.templates[0];
    const clozeField = /\{\{[^{}]*cloze:([^{}]+?)\}\}/.exec(template?.qfmt ?? "")?.[1]?.trim();
    const text = Math.max(0, index(clozeField));
    const extraName = shownFields(template?.afmt ?? "", { skipTyping: true }).find((name) => index(name) >= 0 && index(name) !== text);
    return { handling: "cloze", sides: new Map(), text, extra: extraName !== undefined ? index(extraName) : text === 0 ? 1 : 0 };
  }
  const sides = new Map<number, { front: number; back: number }>();
  for (const template of notetype.templates) {
    const front = shownFields(template.qfmt, { skipTyping: true }).filter((name) => index(name) >= 0);
    const back = shownFields(template.afmt, { skipTyping: false }).filter((name) => index(name) >= 0 && !front.includes(name));
    if (front.length !== 1 || back.length !== 1) return { handling: "first-two-fields", sides: new Map(), text: 0, extra: 1 };
    sides.set(template.ord, { front: index(front[0])!, back: index(back[0])! });
  }
  return { handling: sides.size ? "front-back" : "first-two-fields", sides, text: 0, extra: 1 };
}

/** The image files a field shows (`<img src="name">`, names inside the package only). */
function imageNames(html: string): string[] {
  return [...html.matchAll(/<img\b[^>]*?\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi)].map((match) =>
    decodeEntities(match[1] ?? match[2] ?? match[3] ?? ""),
  );
}

function decodeEntities(text: string): string {
  return text
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");
}

const local = (name: string) => name !== "" && !/^[a-z][a-z0-9+.-]*:/i.test(name) && !name.startsWith("//");

/**
 * A field's HTML as Markdown: images stored by Cadence become Markdown images, Anki's MathJax
 * (`\(…\)`, `\[…\]`) and LaTeX tags (`[$]…[/$]`) Cadence's `$…$`, sounds are dropped (and listed).
 */
function fieldMarkdown(html: string, images: Map<string, string>, audio: Set<string>): string {
  const kept: string[] = [];
  const keep = (markdown: string) => `ANKIKEEP${kept.push(markdown) - 1}END`;
  let source = html.replace(/\[sound:([^\]]+)\]/g, (_match, name: string) => {
    audio.add(name.trim());
    return "";
  });
  source = source.replace(/<img\b[^>]*>/gi, (tag) => {
    const name = imageNames(tag)[0];
    const path = name !== undefined ? images.get(name) : undefined;
    const alt = /\balt\s*=\s*(?:"([^"]*)"|'([^']*)')/i.exec(tag);
    const description = decodeEntities(alt?.[1] ?? alt?.[2] ?? name ?? "").replace(/[[\]\\]/g, "");
    return path ? keep(`![${description}](${cardMediaPrefix}${path})`) : "";
  });
  source = source
    .replace(/\\\(([\s\S]+?)\\\)|\[\$\]([\s\S]+?)\[\/\$\]/g, (_match, a: string | undefined, b: string | undefined) =>
      keep(`$${decodeEntities((a ?? b ?? "").trim())}$`),
    )
    .replace(/\\\[([\s\S]+?)\\\]|\[\$\$\]([\s\S]+?)\[\/\$\$\]/g, (_match, a: string | undefined, b: string | undefined) =>
      keep(`$$${decodeEntities((a ?? b ?? "").trim())}$$`),
    );
  const markdown = htmlToMarkdown(source, { images: 0 });
  return markdown.replace(/ANKIKEEP(\d+)END/g, (_match, index: string) => kept[Number(index)] ?? "");
}

const clozePattern = /\{\{c(\d+)::([\s\S]*?)(?:::([^{}]*?))?\}\}/g;

/** A cloze note's text for card `number`: that deletion as a blank (or its text, on the back), the others as their text. */
function clozeSide(html: string, number: number, side: "front" | "back"): string {
  return html.replace(clozePattern, (_match, n: string, answer: string, hint: string | undefined) => {
    if (Number(n) !== number) return answer;
    if (side === "back") return `<b>${answer}</b>`;
    return hint ? `[${hint}]` : "[…]";
  });
}

const replayer = fsrs(generatorParameters({ enable_fuzz: false }));
const dayMs = 86_400_000;

function columnsOf(card: FsrsCard): Record<string, unknown> {
  return {
    due_at: card.due.toISOString(),
    stability: card.stability,
    fsrs_difficulty: card.difficulty,
    elapsed_days: card.elapsed_days,
    scheduled_days: card.scheduled_days,
    learning_steps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state,
    last_reviewed: card.last_review?.toISOString() ?? null,
    difficulty: null,
  };
}

/**
 * The card's memory state from its Anki history, replayed with FSRS's default parameters: each
 * answer (Again … Easy) a review, a reset ("Forget") starting over, other manual changes
 * skipped. The review log keeps every step, each with the state before it (for undo).
 */
function replay(reviews: AnkiReview[]): { card: FsrsCard | null; rows: ImportedReview[] } {
  let card: FsrsCard | null = null;
  const rows: ImportedReview[] = [];
  for (const review of reviews) {
    const at = new Date(review.id);
    if (review.ease < 1 || review.ease > 4) {
      if (review.type === 4 && review.ivl === 0) card = null;
      continue;
    }
    const before: FsrsCard = card ?? createEmptyCard(at);
    const { card: next } = replayer.next(before, at, review.ease as Grade);
    rows.push({ ...reviewRow(review.ease, next, columnsOf(before)), reviewed_at: at });
    card = next;
  }
  return { card, rows };
}

/** When Anki has the card due: a day number counted from the collection's creation, or (learning) seconds since the epoch. */
function ankiDue(row: AnkiCardRow, createdSeconds: number): Date {
  return row.due > 1_000_000_000 ? new Date(row.due * 1000) : new Date((createdSeconds + row.due * 86_400) * 1000);
}

function schedule(row: AnkiCardRow, history: { card: FsrsCard | null; rows: ImportedReview[] }, createdSeconds: number, now: Date): ScheduleColumns | null {
  // A new card (never studied, or reset) starts new in Cadence too.
  if (row.type === 0 || row.type > 3) return null;
  const replayed = history.card;
  const last = history.rows.at(-1)?.reviewed_at ?? null;
  let due = ankiDue(row, createdSeconds);
  // Buried cards come back the next day, as in Anki.
  if (row.queue === -2 || row.queue === -3) due = new Date(Math.max(due.getTime(), now.getTime() + dayMs));
  const interval = Math.max(0, row.ivl);
  return {
    due_at: due,
    // With no history (a shared deck's log is often left out), FSRS's stability is about the interval kept at 90 % recall.
    stability: replayed?.stability ?? Math.max(interval, 0.5),
    fsrs_difficulty: replayed?.difficulty ?? 5,
    elapsed_days: last ? Math.max(0, Math.round((now.getTime() - last.getTime()) / dayMs)) : 0,
    scheduled_days: interval,
    learning_steps: 0,
    reps: row.reps,
    lapses: row.lapses,
    state: row.type,
    last_reviewed: last,
  };
}

/**
 * The card's key for a later import of the same deck: its note's guid, with its ordinal after
 * a space for a note's second and later cards (Anki's guids have no spaces). A guid Cadence
 * cannot keep (empty, or too long for its 100 characters) is replaced by a hash of it, or of
 * the note's id.
 */
function cardGuid(note: AnkiNote, ord: number): string {
  const guid =
    note.guid.trim() && note.guid.length <= 80
      ? note.guid
      : `anki-${createHash("sha1")
          .update(note.guid.trim() || note.id)
          .digest("hex")}`;
  return ord === 0 ? guid : `${guid} ${ord}`;
}

const extensionOf = (name: string) => /\.[a-z0-9]{1,5}$/i.exec(name)?.[0].toLowerCase() ?? "";

/** The decks of a package as they would be imported (all of them, or those chosen). */
export function convertCollection(collection: AnkiCollection, { deckIds, now = new Date() }: { deckIds?: Set<string>; now?: Date } = {}): Conversion {
  const notes = new Map<string, AnkiNote>(collection.notes.map((note) => [note.id, note]));
  const plans = new Map<string, Plan>();
  const planOf = (notetype: AnkiNotetype) => {
    let plan = plans.get(notetype.id);
    if (!plan) plans.set(notetype.id, (plan = planFor(notetype)));
    return plan;
  };
  const noteTypeUse = new Map<string, Set<string>>();
  const chosen = collection.cards.filter((card) => (deckIds ? deckIds.has(card.deckId) : true));

  // The images the chosen cards show, stored by their content's hash (the same picture once).
  const wanted = new Set<string>();
  for (const card of chosen) for (const field of notes.get(card.noteId)?.fields ?? []) for (const name of imageNames(field)) if (local(name)) wanted.add(name);
  const images: ConvertedImage[] = [];
  const imagePaths = new Map<string, string>();
  const imageTypes: readonly string[] = storageBuckets["card-media"].types;
  for (const [name, bytes] of collection.mediaFiles([...wanted])) {
    // Only pictures Cadence can show and store (no SVG, which can carry script).
    if (!imageTypes.includes(sniffContentType(bytes) ?? "") || bytes.length > storageBuckets["card-media"].maxBytes) continue;
    const path = `anki/${createHash("sha1").update(bytes).digest("hex").slice(0, 24)}${extensionOf(name)}`;
    images.push({ name, path, bytes });
    imagePaths.set(name, path);
  }

  const reviewsByCard = new Map<string, AnkiReview[]>();
  for (const review of collection.reviews) {
    const list = reviewsByCard.get(review.cardId);
    if (list) list.push(review);
    else reviewsByCard.set(review.cardId, [review]);
  }
  const audio = new Set<string>();
  const decks = new Map<string, ConvertedDeck>();
  for (const row of chosen) {
    const note = notes.get(row.noteId);
    const notetype = note ? collection.notetypes.get(note.notetypeId) : undefined;
    if (!note || !notetype) continue;
    const plan = planOf(notetype);
    const use = noteTypeUse.get(notetype.id) ?? new Set<string>();
    use.add(note.id);
    noteTypeUse.set(notetype.id, use);
    const field = (index: number) => note.fields[index] ?? "";
    let front: string;
    let back: string;
    if (plan.handling === "cloze") {
      front = fieldMarkdown(clozeSide(field(plan.text), row.ord + 1, "front"), imagePaths, audio);
      const answer = fieldMarkdown(clozeSide(field(plan.text), row.ord + 1, "back"), imagePaths, audio);
      const extra = plan.extra >= 0 ? fieldMarkdown(field(plan.extra), imagePaths, audio) : "";
      back = extra ? `${answer}\n\n${extra}` : answer;
    } else if (plan.handling === "front-back") {
      const sides = plan.sides.get(row.ord);
      if (!sides) continue;
      front = fieldMarkdown(field(sides.front), imagePaths, audio);
      back = fieldMarkdown(field(sides.back), imagePaths, audio);
    } else {
      // Another note type: its first two fields, once per note.
      if (row.ord !== 0) continue;
      front = fieldMarkdown(field(0), imagePaths, audio);
      back = fieldMarkdown(field(1), imagePaths, audio);
    }
    if (!front.trim() && !back.trim()) continue;
    const history = replay(reviewsByCard.get(row.id) ?? []);
    const card: ConvertedCard = {
      guid: cardGuid(note, row.ord),
      front: front || "(empty)",
      back: back || "(empty)",
      schedule: schedule(row, history, collection.createdSeconds, now),
      suspended: row.queue === -1,
      reviews: history.rows,
    };
    let deck = decks.get(row.deckId);
    if (!deck) {
      const path = collection.decks.get(row.deckId)?.path ?? ["Default"];
      deck = { id: row.deckId, name: deckName(path), cards: [], newCards: 0, learningCards: 0, reviewCards: 0, suspended: 0, reviews: 0 };
      decks.set(row.deckId, deck);
    }
    deck.cards.push(card);
    const state = card.schedule?.state ?? 0;
    if (state === 0) deck.newCards += 1;
    else if (state === 2) deck.reviewCards += 1;
    else deck.learningCards += 1;
    if (card.suspended) deck.suspended += 1;
    deck.reviews += card.reviews.length;
  }
  return {
    deckIds: [...collection.decks.keys()],
    decks: [...decks.values()].sort((a, b) => a.name.localeCompare(b.name)),
    noteTypes: [...noteTypeUse].map(([notetypeId, used]) => {
      const notetype = collection.notetypes.get(notetypeId)!;
      return { name: notetype.name, notes: used.size, handling: planOf(notetype).handling };
    }),
    images,
    audio: [...audio].sort(),
  };
}
