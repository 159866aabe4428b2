import { afterAll, describe, expect, it } from "vitest";
import type { AiDifficulty, DraftQuestion } from "../../../../shared/schemas/ai.js";
import { questionInputSchema, questionTypes } from "../../../../shared/schemas/quizzes.js";
import { questionCorpus } from "../../../testing/question-corpus.js";
import { analyse } from "./analysis.js";
import { checkQuestion } from "./question-check.js";
import { QuizWriter, splitCount } from "./quiz-writer.js";

/**
 * The question writer judged on passages it was not tuned on (issue 23). Each passage gets a
 * mixed quiz of 12 (all four types) at each difficulty. A question is well-formed when it keeps
 * every rule of the checker and, independently of it, quotes a sentence the passage has, has
 * exactly the answers its type needs, and (for a term answer) names something its source says.
 * Figures are printed for each part of the corpus; goals are held on the parts not tuned on.
 */

/** What kind of question it is, from its wording. */
export function kindOf(question: DraftQuestion): string {
  const text = question.questionText;
  if (text.includes("_____")) return "cloze";
  if (question.questionType === "true_false") {
    if (/ (?:is|are) called /.test(text)) return "definition";
    return /It says "/.test(question.explanation) ? "swapped statement" : "verbatim statement";
  }
  if (/^(?:Which term means|What is the term for|What (?:is|are) )/.test(text)) return "definition";
  if (/^In (?:which|what) year/.test(text)) return "year";
  if (/^Why /.test(text)) return "why";
  if (/^What happens after/.test(text)) return "sequence";
  if (/^(?:What|Who) (?:causes|cause|caused|produces|produce|produced|leads|led|results|resulted)/.test(text)) return "cause";
  if (/^What (?:does|do|did) .+ do(?: .+)?\?$/.test(text)) return "role";
  if (/^Compare /.test(text)) return "comparison";
  return "explain";
}

const loose = (text: string) => text.toLowerCase().replace(/[.!]$/, "");

/** The independent checks: what the checker does not look at. */
function sound(question: DraftQuestion, passage: string): boolean {
  if (!questionInputSchema.safeParse(question).success) return false;
  const quoted = [...question.explanation.matchAll(/Source(?: \(page \d+\))?: "(.+?)"(?= Source| It says| It is called|$)/g)].map((match) => match[1]!);
  if (quoted.length === 0 || quoted.some((sentence) => !passage.includes(sentence))) return false;
  const correct = question.answers.filter((answer) => answer.isCorrect);
  if (question.questionType === "true_false") return question.answers.length === 2 && correct.length === 1;
  if (correct.length !== 1) return false;
  if (question.questionType === "short_answer" || question.questionType === "multiple_choice") return loose(quoted[0]!).includes(loose(correct[0]!.answerText));
  return true;
}

interface Tally {
  asked: number;
  delivered: number;
  wellFormed: number;
  kinds: Map<string, number>;
  refused: Map<string, number>;
  samples: string[];
}

function evaluate(split: "dev" | "held-out" | "fresh", difficulty: AiDifficulty): Tally {
  const tally: Tally = { asked: 0, delivered: 0, wellFormed: 0, kinds: new Map(), refused: new Map(), samples: [] };
  for (const passage of questionCorpus.filter((entry) => entry.split === split)) {
    const writer = new QuizWriter(analyse([passage.text]), difficulty, passage.text);
    const asked = 12;
    tally.asked += asked;
    for (const [type, count] of splitCount(asked, [...questionTypes])) {
      for (const question of writer.write(type, count).questions) {
        tally.delivered += 1;
        const good = checkQuestion(question, passage.text).length === 0 && sound(question, passage.text);
        if (good) tally.wellFormed += 1;
        const kind = kindOf(question);
        tally.kinds.set(kind, (tally.kinds.get(kind) ?? 0) + 1);
        const answers = question.answers.map((answer) => `${answer.isCorrect ? "*" : ""}${answer.answerText}`).join(" | ");
        if (tally.samples.length < 400) tally.samples.push(`${passage.title} · ${kind}${good ? "" : " · REFUSED"}: ${question.questionText} => ${answers}`);
      }
    }
    for (const [rule, count] of writer.refused) tally.refused.set(rule, (tally.refused.get(rule) ?? 0) + count);
  }
  return tally;
}

const understanding = (tally: Tally) =>
  [...tally.kinds].filter(([kind]) => kind !== "cloze" && kind !== "verbatim statement").reduce((sum, [, count]) => sum + count, 0) /
  Math.max(1, tally.delivered);

const percent = (value: number) => `${(value * 100).toFixed(1)} %`;
const lines: string[] = [];

describe("the question writer on the evaluation corpus", () => {
  afterAll(() => console.warn(`Question writer, evaluation corpus (${questionCorpus.length} passages, a mixed quiz of 12 per passage):\n${lines.join("\n")}`));

  it("splits the corpus into halves that each cover every subject", () => {
    const subjects = new Set(questionCorpus.map((passage) => passage.subject));
    expect(questionCorpus.length).toBeGreaterThanOrEqual(30);
    for (const split of ["dev", "held-out"] as const)
      expect(new Set(questionCorpus.filter((passage) => passage.split === split).map((passage) => passage.subject))).toEqual(subjects);
  });

  for (const split of ["dev", "held-out", "fresh"] as const) {
    it.each(["easy", "medium", "hard"] as const)(`${split}: %s`, (difficulty) => {
      const tally = evaluate(split, difficulty);
      const kinds = [...tally.kinds]
        .sort((a, b) => b[1] - a[1])
        .map(([kind, count]) => `${kind} ${percent(count / tally.delivered)}`)
        .join(", ");
      const refused = [...tally.refused].map(([rule, count]) => `${rule} ${count}`).join(", ") || "none";
      lines.push(
        `  ${split.padEnd(8)} ${difficulty.padEnd(6)} delivered ${tally.delivered}/${tally.asked}, well-formed ${percent(tally.wellFormed / tally.delivered)}, about understanding ${percent(understanding(tally))}\n           kinds: ${kinds}\n           candidates the checker refused: ${refused}`,
      );
      if (process.env.SHOW_QUESTIONS === `${split}-${difficulty}`) console.warn(tally.samples.join("\n"));
      if (split !== "dev") {
        expect(tally.wellFormed / tally.delivered).toBeGreaterThanOrEqual(0.95);
        expect(understanding(tally)).toBeGreaterThanOrEqual(1 / 3);
        expect(tally.delivered / tally.asked).toBeGreaterThanOrEqual(0.75);
      }
    });
  }
});
