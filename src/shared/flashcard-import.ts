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
}

export interface ImportLineError {
  line: number;
  message: string;
}

export interface ImportResult {
  format: ImportFormat;
  cards: ImportedCard[];
  errors: ImportLineError[];
}

export const importLimits = { cards: 10_000, side: 10_000 } as const;

const ankiSeparators: Record<string, string> = { tab: "\t", comma: ",", semicolon: ";", pipe: "|", space: " " };

/** Splits text into records of fields, each with the line it started on. */
function records(text: string, delimiter: string): { line: number; fields: string[] }[] {
  const result: { line: number; fields: string[] }[] = [];
  let fields: string[] = [];
  let field = "";
  let quoted = false;
  let atFieldStart = true;
  let line = 1;
  let recordLine = 1;
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
    if (character === '"' && atFieldStart) {
      quoted = true;
      atFieldStart = false;
      continue;
    }
    if (character === delimiter) {
      fields.push(field);
      field = "";
      atFieldStart = true;
      continue;
    }
    if (character === "\r" && text[index + 1] === "\n") continue;
    if (character === "\n" || character === "\r") {
      fields.push(field);
      result.push({ line: recordLine, fields });
      fields = [];
      field = "";
      atFieldStart = true;
      line++;
      recordLine = line;
      continue;
    }
    field += character;
    atFieldStart = false;
  }
  if (field !== "" || fields.length) {
    fields.push(field);
    result.push({ line: recordLine, fields });
  }
  return result;
}

export function detectFormat(text: string): ImportFormat {
  const firstLine = text.split(/\r?\n/).find((candidate) => candidate.trim() && !candidate.startsWith("#")) ?? "";
  return firstLine.includes("\t") ? "tsv" : "csv";
}

export function parseCards(text: string, format: ImportFormat | "auto" = "auto"): ImportResult {
  let body = text.replace(/^\uFEFF/, "");
  let delimiter: string | undefined;
  // Anki puts settings in leading lines: "#separator:tab", "#html:true", "#columns:...".
  const header = /^#([a-z ]+):(.*)\r?\n/i;
  let lineOffset = 0;
  for (let match = header.exec(body); match; match = header.exec(body)) {
    if (match[1]!.trim().toLowerCase() === "separator") delimiter = ankiSeparators[match[2]!.trim().toLowerCase()] ?? match[2]!.trim().slice(0, 1);
    body = body.slice(match[0].length);
    lineOffset++;
  }
  const resolved: ImportFormat = format === "auto" ? (delimiter === "\t" ? "tsv" : delimiter === "," ? "csv" : detectFormat(body)) : format;
  delimiter ??= resolved === "tsv" ? "\t" : ",";

  const cards: ImportedCard[] = [];
  const errors: ImportLineError[] = [];
  for (const { line, fields } of records(body, delimiter)) {
    const at = line + lineOffset;
    if (fields.every((value) => value.trim() === "")) continue;
    if (fields.length < 2) {
      errors.push({ line: at, message: `Line ${at}: needs a term and a definition separated by ${delimiter === "\t" ? "a tab" : `"${delimiter}"`}` });
      continue;
    }
    const front = unguarded(fields[0]!.trim());
    // In CSV an unquoted comma in the definition splits it: the rest is all definition.
    const back = unguarded((delimiter === "\t" ? fields[1]! : fields.slice(1).join(delimiter)).trim());
    if (!front || !back) {
      errors.push({ line: at, message: `Line ${at}: the ${front ? "definition" : "term"} is empty` });
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
    cards.push({ front, back });
  }
  return { format: resolved, cards, errors };
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
