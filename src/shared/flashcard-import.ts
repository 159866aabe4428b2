/**
 * Cards from text: Quizlet's and Anki's plain-text exports, or any CSV/TSV with the term
 * first and the definition second. Quoted fields may hold the delimiter, newlines and ""
 * (a quote). Anki's header lines (`#separator:tab`, `#html:true`) are understood; blank
 * lines are skipped; a line without both sides is reported, not guessed.
 */
export type ImportFormat = "csv" | "tsv";

export interface ImportedCard {
  front: string;
  back: string;
  /** Anki's note guid (`#guid column:N`): importing the deck again updates this card. */
  guid?: string;
}

export interface ImportLineError {
  line: number;
  message: string;
}

export interface ImportResult {
  format: ImportFormat;
  cards: ImportedCard[];
  errors: ImportLineError[];
  /** What could not be brought over (images in Anki's HTML), said in the preview. */
  notes?: string[];
}

/**
 * How to read the text. Quizlet's export offers Tab, Comma or any text between term and
 * definition, and a new line, a semicolon or any text between rows; `guessSeparators` picks
 * what a file most likely uses. `skipHeader` leaves out a first row of column names.
 */
export interface ParseOptions {
  format?: ImportFormat | "auto";
  termSeparator?: string;
  rowSeparator?: string;
  skipHeader?: boolean;
  /** Turns Anki's field HTML (`#html:true`) into Markdown: `htmlToMarkdown` from html-to-markdown.ts. */
  convertHtml?: (html: string, seen: { images: number }) => string;
}

/** Whether the text is an Anki export whose fields are HTML (then `convertHtml` is needed). */
export function hasHtmlFields(text: string): boolean {
  return withoutAnkiHeaders(text).settings.html === true;
}

export const importLimits = { cards: 10_000, side: 10_000 } as const;

const ankiSeparators: Record<string, string> = { tab: "\t", comma: ",", semicolon: ";", pipe: "|", space: " " };

interface Field {
  text: string;
  quoted: boolean;
}

/**
 * Splits text into records of fields, each with the line it started on. Separators may be
 * longer than one character (" - "); a field that starts with a quote runs to its closing
 * quote, and keeps what is inside as it is.
 */
function records(text: string, delimiter: string, rowSeparator: string): { line: number; fields: Field[] }[] {
  const result: { line: number; fields: Field[] }[] = [];
  let fields: Field[] = [];
  let field = "";
  let quoted = false;
  let wasQuoted = false;
  let atFieldStart = true;
  let line = 1;
  let recordLine = 1;
  const newlineRows = rowSeparator === "\n";
  const endRecord = () => {
    fields.push({ text: field, quoted: wasQuoted });
    result.push({ line: recordLine, fields });
    fields = [];
    field = "";
    wasQuoted = false;
    atFieldStart = true;
    recordLine = line;
  };
  for (let index = 0; index < text.length; index++) {
    const character = text[index]!;
    if (quoted) {
      if (character === '"') {
        if (text[index + 1] === '"') {
          field += '"';
          index++;
        } else {
          quoted = false;
        }
      } else {
        if (character === "\n") line++;
        field += character;
      }
      continue;
    }
    if (character === '"' && atFieldStart && field.trim() === "") {
      quoted = true;
      wasQuoted = true;
      field = "";
      atFieldStart = false;
      continue;
    }
    if (text.startsWith(delimiter, index)) {
      fields.push({ text: field, quoted: wasQuoted });
      field = "";
      wasQuoted = false;
      atFieldStart = true;
      index += delimiter.length - 1;
      continue;
    }
    if (newlineRows) {
      if (character === "\r" && text[index + 1] === "\n") continue;
      if (character === "\n" || character === "\r") {
        line++;
        endRecord();
        continue;
      }
    } else {
      if (text.startsWith(rowSeparator, index)) {
        index += rowSeparator.length - 1;
        endRecord();
        continue;
      }
      if (character === "\n") line++;
    }
    field += character;
    if (character.trim()) atFieldStart = false;
  }
  if (field !== "" || fields.length) endRecord();
  return result;
}

/** The separators a pasted text most likely uses (Quizlet's choices), for the preview to start from. */
export function guessSeparators(text: string): { termSeparator: string; rowSeparator: string } {
  const body = withoutAnkiHeaders(text).body;
  const lines = body.split(/\r?\n/).filter((line) => line.trim());
  const rowSeparator = lines.length <= 1 && /;/.test(body) && !/\t/.test(body) && body.split(";").filter((row) => row.trim()).length > 1 ? ";" : "\n";
  const rows = rowSeparator === "\n" ? lines : body.split(";").filter((row) => row.trim());
  const share = (separator: string) => rows.filter((row) => row.includes(separator)).length / Math.max(1, rows.length);
  if (share("\t") >= 0.8) return { termSeparator: "\t", rowSeparator };
  // Of the separators nearly every row has, the one that comes first in the rows: the term ends there.
  const position = (separator: string) => rows.reduce((sum, row) => sum + Math.max(0, row.indexOf(separator)), 0);
  const found = [",", " - ", " — "].filter((candidate) => share(candidate) >= 0.8).sort((a, b) => position(a) - position(b));
  return { termSeparator: found[0] ?? ",", rowSeparator };
}

const headerWords = new Set([
  "term",
  "terms",
  "definition",
  "definitions",
  "front",
  "back",
  "question",
  "questions",
  "answer",
  "answers",
  "word",
  "meaning",
  "side 1",
  "side 2",
  "text",
  "extra",
]);

/** Whether the first row names the columns ("term, definition", "front\tback", "question,answer"). */
export function detectHeaderRow(text: string, options: ParseOptions = {}): boolean {
  const { body, settings } = withoutAnkiHeaders(text);
  const first = records(body, settings.delimiter ?? options.termSeparator ?? guessSeparators(text).termSeparator, options.rowSeparator ?? "\n").find((record) =>
    record.fields.some((field) => field.text.trim()),
  );
  const cells = (first?.fields ?? []).map((field) => field.text.trim().toLowerCase()).filter(Boolean);
  return cells.length >= 2 && cells.slice(0, 2).every((cell) => headerWords.has(cell));
}

interface AnkiSettings {
  delimiter?: string;
  html?: boolean;
  /** 1-based columns Anki's export uses for other things than the note's fields. */
  skipColumns: Set<number>;
  /** 1-based column of the note's guid. */
  guidColumn?: number;
}

/** Anki puts settings in leading lines: "#separator:tab", "#html:true", "#guid column:1"... */
function withoutAnkiHeaders(text: string): { body: string; lines: number; settings: AnkiSettings } {
  let body = text.replace(/^\uFEFF/, "");
  const settings: AnkiSettings = { skipColumns: new Set() };
  const header = /^#([a-z ]+):(.*)\r?\n/i;
  let lines = 0;
  for (let match = header.exec(body); match; match = header.exec(body)) {
    const key = match[1]!.trim().toLowerCase();
    const value = match[2]!.trim();
    if (key === "separator") settings.delimiter = ankiSeparators[value.toLowerCase()] ?? value.slice(0, 1);
    if (key === "html") settings.html = value.toLowerCase() === "true";
    if (/^(guid|notetype|deck|tags) column$/.test(key) && /^\d+$/.test(value)) settings.skipColumns.add(Number(value));
    if (key === "guid column" && /^\d+$/.test(value)) settings.guidColumn = Number(value);
    body = body.slice(match[0].length);
    lines++;
  }
  return { body, lines, settings };
}

/** Anki's guids are short base91 strings; anything else in that column is not one. */
function noteGuid(value: string | undefined): string | undefined {
  const guid = value?.trim();
  return guid && guid.length <= 100 && !/[\p{Cc}\s]/u.test(guid) ? guid : undefined;
}

export function parseCards(text: string, given: ImportFormat | "auto" | ParseOptions = "auto"): ImportResult {
  const options: ParseOptions = typeof given === "string" ? { format: given } : given;
  const { body, lines: lineOffset, settings } = withoutAnkiHeaders(text);
  const format = options.format ?? "auto";
  const delimiter = options.termSeparator ?? settings.delimiter ?? (format === "tsv" ? "\t" : format === "csv" ? "," : guessSeparators(text).termSeparator);
  const resolved: ImportFormat = delimiter === "\t" ? "tsv" : "csv";
  const rowSeparator = options.rowSeparator ?? "\n";
  const separatorName = delimiter === "\t" ? "a tab" : `"${delimiter}"`;

  const cards: ImportedCard[] = [];
  const errors: ImportLineError[] = [];
  const images = { images: 0 };
  const side = (field: Field) => {
    // Quoted text is kept as it is (code on cards); unquoted text loses the spaces around it.
    const value = field.quoted ? field.text : field.text.trim();
    return unguarded(settings.html && options.convertHtml ? options.convertHtml(value, images) : value);
  };
  let first = true;
  const guids = new Set<string>();
  for (const { line, fields: all } of records(body, delimiter, rowSeparator)) {
    const at = line + lineOffset;
    if (all.every((field) => field.text.trim() === "")) continue;
    if (first && options.skipHeader) {
      first = false;
      continue;
    }
    first = false;
    const fields = all.filter((_field, index) => !settings.skipColumns.has(index + 1));
    if (fields.length < 2) {
      errors.push({ line: at, message: `Line ${at}: needs a term and a definition separated by ${separatorName}` });
      continue;
    }
    const front = side(fields[0]!);
    // An unquoted comma in a plain CSV definition splits it: the rest is all definition. Anki's
    // exports and tab files keep extra columns apart (tags and the like): only the second counts.
    const wholeRest = delimiter === "," && !settings.html && settings.skipColumns.size === 0 && fields.length > 2;
    const back = side(
      wholeRest
        ? {
            text: fields
              .slice(1)
              .map((field) => field.text)
              .join(delimiter),
            quoted: false,
          }
        : fields[1]!,
    );
    if (!front.trim() || !back.trim()) {
      errors.push({ line: at, message: `Line ${at}: the ${front.trim() ? "definition" : "term"} is empty` });
      continue;
    }
    if (front.length > importLimits.side || back.length > importLimits.side) {
      errors.push({ line: at, message: `Line ${at}: a side is longer than ${importLimits.side.toLocaleString("en-US")} characters` });
      continue;
    }
    if (cards.length >= importLimits.cards) {
      errors.push({ line: at, message: `Line ${at}: a set holds at most ${importLimits.cards.toLocaleString("en-US")} cards; the rest were left out` });
      break;
    }
    const guid = settings.guidColumn ? noteGuid(all[settings.guidColumn - 1]?.text) : undefined;
    if (guid && guids.has(guid)) {
      errors.push({ line: at, message: `Line ${at}: the same note (guid ${guid}) is already on an earlier line; that one was kept` });
      continue;
    }
    if (guid) guids.add(guid);
    cards.push(guid ? { front, back, guid } : { front, back });
  }
  const notes = images.images ? [`${images.images} ${images.images === 1 ? "image was" : "images were"} not brought over (Cadence's cards hold text)`] : [];
  if (settings.html && !options.convertHtml) notes.push("This export's fields are HTML, kept here as text: use Import to turn them into formatting");
  return { format: resolved, cards, errors, ...(notes.length ? { notes } : {}) };
}

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or CR) as a formula (CSV
 * injection): such a cell is written with a leading apostrophe, which spreadsheets show as
 * text. A cell that already starts with apostrophes before one of those gets one more, so
 * that reading the file back (which takes exactly one off) gives every card exactly as it was.
 */
const formulaStart = /^'*[=+\-@\t\r]/;

function guarded(value: string): string {
  return formulaStart.test(value) ? `'${value}` : value;
}

function unguarded(value: string): string {
  return value.startsWith("'") && formulaStart.test(value) ? value.slice(1) : value;
}

function quote(value: string, delimiter: string): string {
  // A leading # would read as one of Anki's header lines.
  const needsQuotes = value.includes('"') || value.includes(delimiter) || /[\r\n]/.test(value) || value !== value.trim() || value.startsWith("#");
  return needsQuotes ? `"${value.replaceAll('"', '""')}"` : value;
}

/** CSV (RFC 4180) or TSV that this parser, Quizlet and Anki read back, safe to open in a spreadsheet. */
export function serializeCards(cards: ImportedCard[], format: ImportFormat): string {
  const delimiter = format === "tsv" ? "\t" : ",";
  const cell = (value: string) => quote(guarded(value), delimiter);
  return cards.map((card) => `${cell(card.front)}${delimiter}${cell(card.back)}`).join("\r\n") + (cards.length ? "\r\n" : "");
}
