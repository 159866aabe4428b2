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
    const front = fields[0]!.trim();
    // In CSV an unquoted comma in the definition splits it: the rest is all definition.
    const back = (delimiter === "\t" ? fields[1]! : fields.slice(1).join(delimiter)).trim();
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

function quote(value: string, delimiter: string): string {
  return value.includes('"') || value.includes(delimiter) || /[\r\n]/.test(value) || value !== value.trim() ? `"${value.replaceAll('"', '""')}"` : value;
}

/** CSV (RFC 4180) or TSV that this parser, Quizlet and Anki read back. */
export function serializeCards(cards: ImportedCard[], format: ImportFormat): string {
  const delimiter = format === "tsv" ? "\t" : ",";
  return cards.map((card) => `${quote(card.front, delimiter)}${delimiter}${quote(card.back, delimiter)}`).join("\r\n") + (cards.length ? "\r\n" : "");
}
