import { analyse } from "./analysis.js";
import { definitionIn } from "./question-kinds.js";

export interface DraftCard {
  front: string;
  back: string;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const endWithStop = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/** `Term: definition`, `Term - definition`, `Term — definition` lines of a glossary. */
const glossaryLine = /^\s*(?:[-*•]\s*)?([^:–—\-\n]{2,60}?)\s*(?::|\s[–—-]\s)\s*(.{8,400})$/;

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
    const found = definitionIn(sentence.text);
    if (found) add(found.term, found.definition);
  }

  const shortfall =
    cards.length < count && cards.length > 0 ? [`Only ${cards.length} of ${count} cards: that is every term and definition the text states.`] : [];
  return { cards, shortfall };
}
