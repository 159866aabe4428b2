import { analyse } from "./analysis.js";

export interface DraftCard {
  front: string;
  back: string;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const endWithStop = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/** `Term: definition`, `Term - definition`, `Term — definition` lines of a glossary. */
const glossaryLine = /^\s*(?:[-*•]\s*)?([^:–—\-\n]{2,60}?)\s*(?::|\s[–—-]\s)\s*(.{8,400})$/;

/**
 * Definitional sentences: "A variable is a named location ...", "Osmosis refers to ...",
 * "... is called X" and "X, also known as Y, ...". The subject must be short (a term, not a
 * clause) for the sentence to count as a definition.
 */
const definitionPatterns: { pattern: RegExp; term: number; definition: number }[] = [
  { pattern: /^(?:(?:an?|the)\s+)?([\p{L}][\p{L}\p{N}' -]{1,60}?)\s+(?:is|are)\s+(?:defined as\s+)?((?:an?|the)\s.{6,})$/iu, term: 1, definition: 2 },
  { pattern: /^(?:(?:an?|the)\s+)?([\p{L}][\p{L}\p{N}' -]{1,60}?)\s+(?:refers? to|means|is defined as|describes)\s+(.{6,})$/iu, term: 1, definition: 2 },
  { pattern: /^(.{6,}?)\s+(?:is|are)\s+(?:called|known as|termed)\s+(?:an?\s+|the\s+)?([\p{L}][\p{L}\p{N}' -]{1,60})$/iu, term: 2, definition: 1 },
];

/** Term and definition pairs from glossary-like lines and definitional sentences. */
export function writeFlashcards(pages: string[], count: number): { cards: DraftCard[]; shortfall: string[] } {
  const cards: DraftCard[] = [];
  const seen = new Set<string>();
  const add = (front: string, back: string) => {
    const term = front.trim().replace(/\s+/g, " ");
    const definition = back
      .trim()
      .replace(/\s+/g, " ")
      .replace(/[.;,]$/, "");
    const key = term.toLowerCase();
    if (term.split(" ").length > 6 || definition.length < 6 || seen.has(key) || cards.length >= count) return;
    seen.add(key);
    cards.push({ front: capitalise(term), back: endWithStop(capitalise(definition)) });
  };

  for (const page of pages) {
    for (const line of page.split("\n")) {
      const match = glossaryLine.exec(line);
      // A glossary term is a name, not a sentence: few words and no verb-like ending.
      if (match && match[1]!.trim().split(/\s+/).length <= 5 && !/[.!?]$/.test(match[1]!)) add(match[1]!, match[2]!);
    }
  }

  for (const sentence of analyse(pages).sentences) {
    const text = sentence.text.replace(/[.!]$/, "");
    for (const { pattern, term, definition } of definitionPatterns) {
      const match = pattern.exec(text);
      if (!match) continue;
      const subject = match[term]!.trim();
      // Pronouns and long clauses are not terms.
      if (/^(?:it|this|that|these|those|they|he|she|there|which|who)\b/i.test(subject) || subject.split(/\s+/).length > 5) continue;
      let meaning = match[definition]!.trim();
      // "…without melting, the process is called sublimation": the definition stops before the
      // words that restate its subject ("the process"), so the back is never cut mid-clause.
      if (term === 2) meaning = meaning.replace(/,\s*(?:the|this|that|a|an)\s+[\p{L}-]+(?:\s+[\p{L}-]+)?$/iu, "");
      // A definition ending on a dangling word ("…made of the") is not a whole one.
      if (/\b(?:the|a|an|of|and|or|to|which|that|with|by|for|in|on)$/i.test(meaning)) continue;
      add(subject, meaning);
      break;
    }
  }

  const shortfall =
    cards.length < count && cards.length > 0 ? [`Only ${cards.length} of ${count} cards: that is every term and definition the text states.`] : [];
  return { cards, shortfall };
}
