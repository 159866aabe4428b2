import type { AiDifficulty, DraftQuestion } from "../../../../shared/schemas/ai.js";
import { questionInputSchema, questionTypes } from "../../../../shared/schemas/quizzes.js";
import type { CorpusPassage } from "../../../testing/question-corpus.js";
import { analyse, escapeRegExp } from "./analysis.js";
import { writeFlashcards } from "./flashcard-writer.js";
import { checkQuestion } from "./question-check.js";
import { QuizWriter, quizBatches } from "./quiz-writer.js";

/**
 * The question writer's evaluation (issue 23), shared by its test and `npm run bench`: a mixed
 * quiz of 12 per passage, each question judged by the checker's rules and, independently of
 * them, by what its source says; questions counted by kind.
 */

/** What kind of question it is, from its wording: cloze and verbatim statements, or a question about understanding. */
export function questionKind(question: DraftQuestion): string {
  const text = question.questionText;
  if (text.includes("_____")) return "cloze";
  if (question.questionType === "true_false") {
    // A statement in other words than its source ("…, so it floats on water.") is no verbatim one;
    // one that only names what the source's "It" or "They" stands for ("It was published…",
    // "When it is heated…") still is.
    const source = quotedSources(question)[0]?.sentence;
    const statement = looseText(text.replace(/^True or false:\s*/, ""));
    const named = source === undefined ? undefined : new RegExp(`^${escapeRegExp(looseText(source)).replace(/\b(?:it|they)\b/, ".+")}$`);
    const verbatim = source === undefined || statement === looseText(source) || named!.test(statement);
    // ("…is called an umbra": a naming is a definition, unless it is its source word for word,
    // "Substances that absorb water without dissolving are called hygroscopic.", which asks only
    // whether the sentence was read.)
    if (/ (?:is|are) called /.test(text) && (source === undefined || !verbatim)) return "definition";
    if (/It says "/.test(question.explanation)) return "swapped statement";
    return verbatim ? "verbatim statement" : "restated statement";
  }
  if (/^What (?:is|are|was|were) .+ used for(?: (?:in|at|on|during|by) [^?]+)?\?$/.test(text)) return "purpose";
  if (/^What (?:is|are|was|were) .+ (?:made|produced|built) (?:from|of)\?$/.test(text)) return "material";
  if (/^What (?:is|are|was|were) .+ (?:built|designed|founded|created|intended|planned|made|written) as\?$/.test(text)) return "purpose";
  if (/^(?:What|Who) (?:is|are|was|were) .+ named after\?$/.test(text)) return "origin";
  if (/^What (?:is|are|was|were) .+ (?:measured|expressed|counted|given) (?:in|by)\?$/.test(text)) return "measure";
  if (/^What (?:is|are|was|were) .+ to do\?$/.test(text)) return "advice";
  if (/^What (?:is|was) the \p{Ll}+ way to [^?]+\?$/u.test(text)) return "method";
  if (/^(?:Which term means|What is the term for|What (?:is|are) )/.test(text)) return "definition";
  if (/^In (?:which|what) year/.test(text)) return "year";
  if (/^How (?:many|much) /.test(text)) return "number";
  if (/^How long /.test(text)) return "duration";
  if (/^What (?:does|do|did) [^?]+ (?:need|use|require) to [^?]+\?$/.test(text)) return "method";
  if (/^(?:What|Who) (?:does|do) [^?]+ (?:depend on(?: to [^?]+)?|belong to)\?$/.test(text)) return "cause";
  if (/^How (?:do|does|did|can|could|is|are|was|were) /.test(text)) return "method";
  if (/^Which (?:is|are|(?:\p{Ll}+ )?(?:has|have)) [^,]+, .+ or .+\?$/u.test(text) || /^Which [^,?]+ (?:has|have) the (?:most|fewest|least) /.test(text))
    return "comparison";
  if (/^Why /.test(text)) return "why";
  if (/^What (?:happens|happened|would happen) (?:after|when|if|during) /.test(text) || /^When (?:do|does|did|is|are|was|were|can|must|should) /.test(text))
    return "sequence";
  if (/^Where (?:do|does|did|is|are|was|were|can) /.test(text)) return "place";
  if (
    /^(?:What|Who) (?:(?:mainly|mostly|largely|partly|usually|often|chiefly|eventually|gradually|finally|later) )?(?:causes|caused|leads|led|results|resulted|makes|made|produces|produced|spreads|spread|carries|carried|releases|released|triggers|triggered|drives|drove|powers|powered|decides|decided|determines|determined|gives|gave) /.test(
      text,
    )
  )
    return "cause";
  if (/^Who /.test(text)) return "agent";
  if (/^What (?:does|do|did) .+ do(?: .+)?\?$/.test(text)) return "role";
  if (/^Compare /.test(text)) return "comparison";
  return "explain";
}

/** Kinds that are about understanding rather than the source's wording. */
export const aboutUnderstanding = (kind: string) => kind !== "cloze" && kind !== "verbatim statement";

/** The source sentences an explanation quotes: `Source (page n): "…"`, one or more. */
export function quotedSources(question: DraftQuestion): { sentence: string; page: number | undefined }[] {
  return [...question.explanation.matchAll(/Source(?: \(page (\d+)\))?: "(.+?)"(?= Source| It says| It is called|$)/g)].map((match) => ({
    sentence: match[2]!,
    page: match[1] ? Number(match[1]) : undefined,
  }));
}

/** Text compared without case or a closing full stop. */
export const looseText = (text: string) => text.toLowerCase().replace(/[.!]$/, "");

/** The independent checks: it quotes sentences the passage has, has the answers its type needs, and a term answer is in its source. */
export function sound(question: DraftQuestion, passage: string): boolean {
  if (!questionInputSchema.safeParse(question).success) return false;
  const quoted = quotedSources(question).map((source) => source.sentence);
  if (quoted.length === 0 || quoted.some((sentence) => !passage.includes(sentence))) return false;
  const correct = question.answers.filter((answer) => answer.isCorrect);
  if (question.questionType === "true_false") return question.answers.length === 2 && correct.length === 1;
  if (correct.length !== 1) return false;
  // (A sentence read with its opening pronoun resolved also quotes the sentence that names what it stands for.)
  if (question.questionType === "short_answer" || question.questionType === "multiple_choice")
    return quoted.some((sentence) => looseText(sentence).includes(looseText(correct[0]!.answerText)));
  return true;
}

export interface Tally {
  asked: number;
  delivered: number;
  wellFormed: number;
  kinds: Map<string, number>;
  /** Candidates the writer's checker refused, by rule. */
  refused: Map<string, number>;
  /** Every question, one line each: passage, kind and text with its answers. */
  lines: string[];
  /** Flashcards from the same passages: cards, words of text. */
  cards: number;
  words: number;
}

export function evaluate(passages: CorpusPassage[], difficulty: AiDifficulty): Tally {
  const tally: Tally = { asked: 0, delivered: 0, wellFormed: 0, kinds: new Map(), refused: new Map(), lines: [], cards: 0, words: 0 };
  for (const passage of passages) {
    const writer = new QuizWriter(analyse([passage.text]), difficulty, passage.text);
    tally.asked += 12;
    for (const batch of quizBatches(writer, 12, [...questionTypes])) {
      for (const question of batch.questions) {
        tally.delivered += 1;
        const good = checkQuestion(question, passage.text).length === 0 && sound(question, passage.text);
        if (good) tally.wellFormed += 1;
        const kind = questionKind(question);
        tally.kinds.set(kind, (tally.kinds.get(kind) ?? 0) + 1);
        const answers = question.answers.map((answer) => `${answer.isCorrect ? "*" : ""}${answer.answerText}`).join(" | ");
        tally.lines.push(`${passage.title} · ${kind}${good ? "" : " · REFUSED"}: ${question.questionText} => ${answers}`);
      }
    }
    for (const [rule, count] of writer.refused) tally.refused.set(rule, (tally.refused.get(rule) ?? 0) + count);
    tally.cards += writeFlashcards([passage.text], 50).cards.length;
    tally.words += passage.text.split(/\s+/).length;
  }
  return tally;
}

export const understandingShare = (tally: Tally) =>
  [...tally.kinds].filter(([kind]) => aboutUnderstanding(kind)).reduce((sum, [, count]) => sum + count, 0) / Math.max(1, tally.delivered);

const percent = (value: number) => `${(value * 100).toFixed(1)} %`;

/** The tally as a few lines of text. */
export function summarise(label: string, tally: Tally): string {
  const kinds = [...tally.kinds]
    .sort((a, b) => b[1] - a[1])
    .map(([kind, count]) => `${kind} ${percent(count / tally.delivered)}`)
    .join(", ");
  const refused = [...tally.refused].map(([rule, count]) => `${rule} ${count}`).join(", ") || "none";
  return [
    `  ${label} delivered ${tally.delivered}/${tally.asked}, well-formed ${percent(tally.wellFormed / Math.max(1, tally.delivered))}, about understanding ${percent(understandingShare(tally))}, flashcards one per ${(tally.words / Math.max(1, tally.cards)).toFixed(0)} words`,
    `           kinds: ${kinds}`,
    `           candidates the checker refused: ${refused}`,
  ].join("\n");
}
