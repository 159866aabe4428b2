import { addDays } from "../../../../shared/time.js";
import { aiLimits } from "../../../../shared/schemas/ai.js";
import { analyse } from "./analysis.js";

export interface DraftSubtask {
  title: string;
  dueDate: string | null;
}

/** Steps for kinds of work a student or worker plans, by words in the title. */
const templates: { words: RegExp; steps: string[] }[] = [
  {
    words: /\b(essay|paper|report|thesis|dissertation|article|assignment|write|writing)\b/i,
    steps: ["Gather sources", "Outline the argument", "Write the first draft", "Revise and proofread", "Submit"],
  },
  {
    words: /\b(exam|test|midterm|final|quiz|study|revise|revision)\b/i,
    steps: ["List the topics to cover", "Review notes and readings", "Make flashcards of key terms", "Do practice questions", "Take a timed mock test"],
  },
  {
    words: /\b(presentation|talk|slides|pitch|speech|demo)\b/i,
    steps: ["Define the key message", "Outline the talk", "Make the slides", "Rehearse out loud", "Final run-through"],
  },
  {
    words: /\b(project|build|app|website|prototype|feature|launch)\b/i,
    steps: ["Agree on the goal and scope", "Plan the work", "Build the first version", "Test and fix", "Deliver and share"],
  },
  {
    words: /\b(move|moving|trip|travel|event|party|wedding)\b/i,
    steps: ["Set the budget and date", "Book what is needed", "Make a checklist", "Confirm the details", "Final preparations"],
  },
  {
    words: /\b(apply|application|job|interview|cv|resume)\b/i,
    steps: ["Research the role", "Update CV and cover letter", "Submit the application", "Prepare for the interview", "Follow up"],
  },
];

const fallbackSteps = ["Clarify what done looks like", "Gather what is needed", "Do the main work", "Review and finish"];

/** Action phrases of a description: its list items, or its sentences and "then" clauses. */
function stepsFromDescription(description: string): string[] {
  const lines = description
    .split(/\n+/)
    .map((line) => line.replace(/^\s*(?:[-*•]|\d+[.)])\s*/, "").trim())
    .filter(Boolean);
  const parts = lines.length > 1 ? lines : description.split(/(?<=[.!?;])\s+|,?\s+(?:then|and then|after that|finally)\s+/i);
  return parts
    .map((part) =>
      part
        .replace(/^(?:first|next|then|finally|also|and)[, ]+/i, "")
        .replace(/[.!?;,]+$/, "")
        .replace(/,?\s+(?:and|or|then)$/i, "")
        .trim(),
    )
    .filter((part) => part.split(/\s+/).length >= 2 && part.length <= 120)
    .map((part) => {
      const words = part.split(/\s+/).slice(0, 10).join(" ");
      return words.charAt(0).toUpperCase() + words.slice(1);
    });
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * Subtasks for a task: the description's own steps when it lists some, else steps for the kind
 * of work the title names; due dates spread evenly from today to the day before the due date.
 */
export function breakDownTask(input: { title: string; description?: string; dueDate?: string; today: string }): DraftSubtask[] {
  const described = input.description ? stepsFromDescription(input.description) : [];
  const template = templates.find((entry) => entry.words.test(`${input.title} ${input.description ?? ""}`));
  const titles = (described.length >= 2 ? described : (template?.steps ?? fallbackSteps)).slice(0, aiLimits.breakdownSteps);
  if (!input.dueDate) return titles.map((title) => ({ title, dueDate: null }));
  const span = daysBetween(input.today, input.dueDate);
  return titles.map((title, index) => {
    if (span <= 0) return { title, dueDate: input.dueDate! };
    // The last step lands on the due date; the others before it, spread evenly.
    const offset = Math.round(((index + 1) / titles.length) * span);
    return { title, dueDate: addDays(input.today, Math.min(span, Math.max(0, offset))) };
  });
}

const tagOf = (text: string) =>
  text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 30);

/** Tags for a task: the user's own tags that its words name, then names, the title's nouns and key phrases. */
export function suggestTags(input: { title: string; description?: string }, existing: string[]): string[] {
  const text = `${input.title}. ${input.description ?? ""}`;
  const stem = (word: string) => word.replace(/(?:es|s)$/, "");
  const words = new Set(
    text
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean)
      .flatMap((word) => [word, stem(word)]),
  );
  const suggestions: string[] = [];
  const taken = new Set<string>();
  const push = (tag: string) => {
    // "exam" is not suggested beside the user's own "exams".
    if (tag.length < 2 || taken.has(stem(tag)) || suggestions.length >= aiLimits.tags) return;
    taken.add(stem(tag));
    suggestions.push(tag);
  };
  const lowerText = text.toLowerCase();
  const mentioned = existing
    .map((tag) => ({ tag, parts: tag.toLowerCase().split(/[-_ ]+/) }))
    .filter(({ parts }) => parts.every((part) => words.has(part) || words.has(stem(part))))
    // In the order the text names them.
    .map(({ tag, parts }) => ({ tag, at: lowerText.indexOf(stem(parts[0]!)) }))
    .sort((a, b) => a.at - b.at);
  for (const { tag } of mentioned) push(tag);

  const whole = analyse([`${text.replace(/[.!?]?\s*$/, "")}.`], { loose: true });
  const terms = [...whole.terms.values()].map((entry) => entry.term).filter((term) => term.kind !== "number" && term.words <= 2);
  for (const term of terms.filter((term) => term.kind === "proper")) push(tagOf(term.text));
  // The title says what the task is about: its nouns come next.
  for (const token of analyse([input.title], { loose: true }).sentences[0]?.tokens ?? []) {
    if ((token.pos === "NOUN" || token.pos === "PROPN") && !token.stop && token.value.length >= 4) push(tagOf(token.lemma));
  }
  for (const term of terms.filter((term) => term.kind === "concept")) push(tagOf(term.text));
  return suggestions.slice(0, aiLimits.tags);
}
