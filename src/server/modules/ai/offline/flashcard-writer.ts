import { analyse } from "./analysis.js";
import { pluralPhrase, termGroup } from "./question-check.js";
import { definitionOf, subjectAndDoing, text } from "./question-kinds.js";

export interface DraftCard {
  front: string;
  back: string;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const endWithStop = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/** `Term: definition`, `Term - definition`, `Term — definition` lines of a glossary. */
const glossaryLine = /^\s*(?:[-*•]\s*)?([^:–—\-\n]{2,60}?)\s*(?::|\s[–—-]\s)\s*(.{8,400})$/;

/** Term and definition pairs from glossary-like lines and definitional sentences, then terms with what they do. */
export function writeFlashcards(pages: string[], count: number): { cards: DraftCard[]; shortfall: string[] } {
  const cards: DraftCard[] = [];
  const seen = new Set<string>();
  const add = (front: string, back: string) => {
    const term = front.trim().replace(/\s+/g, " ");
    const definition = back
      .trim()
      .replace(/\s+/g, " ")
      .replace(/[.;,]$/, "");
    // One card per term, in the singular or the plural ("Hurricane" and "Hurricanes").
    const key = term.toLowerCase().replace(/(?<=[^s])s$/, "");
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

  const sentences = analyse(pages).sentences;
  for (const sentence of sentences) {
    const found = definitionOf(sentence);
    if (found) add(found.term, found.definition);
  }
  // Then what a term does or a person did, from sentences that open with it ("A catalyst speeds
  // up a reaction…" → "Catalyst": "Speeds up a reaction…"), for terms no definition covered.
  for (const sentence of sentences) {
    const parts = subjectAndDoing(sentence);
    if (!parts || /^(?:it|they|this|these|those)$/i.test(parts.subject[0]!.lower)) continue;
    const subject = parts.subject[0]!.pos === "DET" ? parts.subject.slice(1) : parts.subject;
    // A term is a few words, none a determiner or a preposition ("Infinitive of every Spanish verb" is no front).
    if (subject.length === 0 || !subject.every((token) => /^[\p{L}\p{N}'’-]+$/u.test(token.value) && token.pos !== "DET" && token.pos !== "ADP")) continue;
    const front = text(subject);
    // People or bodies in general are no term to learn ("Farmers plant cover crops…", "Governments fund…"); a role is
    // ("A jury decides…", "The judge decides…"), and so is a name.
    const group = termGroup(front);
    if ((group === "person" || group === "group") && pluralPhrase(front) && subject.length === parts.subject.length) continue;
    add(front, text(parts.doing));
  }

  const shortfall =
    cards.length < count && cards.length > 0 ? [`Only ${cards.length} of ${count} cards: that is every term and definition the text states.`] : [];
  return { cards, shortfall };
}
