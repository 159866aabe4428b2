import { afterAll, describe, expect, it } from "vitest";
import type { DraftQuestion } from "../../../../shared/schemas/ai.js";
import { questionInputSchema, questionTypes, type QuestionType } from "../../../../shared/schemas/quizzes.js";
import { textPdf } from "../../../testing/pdf-files.js";
import { studyCorpus } from "../../../testing/study-corpus.js";
import { createOfflineEngine } from "../engine.js";
import { pdfPages } from "../pdf-text.js";
import { looseText as loose, questionKind, quotedSources } from "./evaluation.js";
import { checkQuestion } from "./question-check.js";

/**
 * The offline generator on study texts: measurable properties of what it writes, with the
 * rates reported. A failed property names the question that broke it.
 */
const engine = createOfflineEngine();
const report: Record<string, string | number>[] = [];

/** The source sentences an explanation quotes; a question without one fails here. */
function sources(question: DraftQuestion): { sentence: string; page: number | undefined }[] {
  const found = quotedSources(question);
  if (found.length === 0) throw new Error(`no source in: ${question.explanation}`);
  return found;
}
const source = (question: DraftQuestion) => sources(question)[0]!;

const fill = (cloze: string, answer: string) => cloze.split("_____").join(answer);
const statementOf = (question: DraftQuestion) => question.questionText.replace(/^True or false: /, "");
const clozeOf = (question: DraftQuestion) => question.questionText.replace(/^(?:Fill in the blank|Which completes the sentence\?):? /, "");

interface Checked {
  total: number;
  passed: number;
}

async function generate(pages: string[], type: QuestionType, difficulty: "easy" | "medium" | "hard" = "medium") {
  return engine.writeQuiz({ pages, types: [type], count: 10, difficulty }, { onQuestion: () => undefined, signal: new AbortController().signal });
}

/** Checks every question of one type against its source and the question checker; returns how many passed. */
function check(type: QuestionType, questions: DraftQuestion[], pages: string[]): Checked {
  const document = pages.join(" ").replace(/\s+/g, " ");
  let passed = 0;
  for (const question of questions) {
    const label = `${type}: ${question.questionText}`;
    expect(questionInputSchema.safeParse(question).success, label).toBe(true);
    expect(checkQuestion(question, document), label).toEqual([]);
    for (const quoted of sources(question)) {
      expect(document, label).toContain(quoted.sentence);
      if (quoted.page !== undefined) expect(pages[quoted.page - 1]!.replace(/\s+/g, " "), label).toContain(quoted.sentence);
    }
    const { sentence } = source(question);
    const correct = question.answers.filter((answer) => answer.isCorrect);
    const kind = questionKind(question);
    if (type === "short_answer" || type === "multiple_choice") {
      const answer = correct[0]!.answerText;
      expect(correct, label).toHaveLength(1);
      expect(loose(sentence), label).toContain(loose(answer));
      if (kind === "cloze") expect(fill(clozeOf(question), answer), label).toBe(sentence);
      if (type === "multiple_choice") {
        const options = question.answers.map((option) => option.answerText.toLowerCase());
        expect(new Set(options).size, label).toBe(options.length);
      }
    } else if (type === "true_false") {
      const statement = statementOf(question);
      if (kind === "verbatim statement") expect(statement, label).toBe(sentence);
      else if (kind === "definition") {
        const meaning = /^(.+?) (?:is|are) called /.exec(statement)![1]!;
        expect(loose(sentence), label).toContain(loose(meaning));
      } else if (kind === "restated statement" && / (?:is|are) called /.test(sentence)) {
        // A naming said the other way round ("Alleles are different versions of the same gene.", from
        // "Different versions of the same gene are called alleles."): name and meaning are the source's.
        const [, name, meaning] = /^(.+?) (?:is|are) (.+)$/.exec(statement.replace(/[.!]$/, ""))!;
        expect(loose(sentence), label).toContain(loose(meaning!));
        expect(loose(sentence), label).toContain(loose(name!.replace(/^(?:an?|the) /i, "")));
        expect(correct[0]!.answerText, label).toBe("True");
      } else {
        const swap = /It says "(.+)", not "(.+)"\.$/.exec(question.explanation);
        expect(swap, label).not.toBeNull();
        const [, original, replacement] = swap!;
        expect(original, label).not.toBe(replacement);
        expect(statement, label).toContain(replacement!);
        expect(sentence, label).toContain(original!);
        expect(correct[0]!.answerText, label).toBe("False");
      }
    } else {
      expect(question.answers, label).toHaveLength(1);
      for (const part of question.answers[0]!.answerText.split(/(?<=[.!])\s+/)) expect(loose(document), label).toContain(loose(part));
    }
    kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
    passed += 1;
  }
  return { total: questions.length, passed };
}

const kinds = new Map<string, number>();

async function assess(name: string, pages: string[]) {
  const texts = new Set<string>();
  for (const type of questionTypes) {
    const { questions, shortfall } = await generate(pages, type);
    for (const question of questions) {
      expect(texts.has(question.questionText), `duplicate: ${question.questionText}`).toBe(false);
      texts.add(question.questionText);
    }
    // Asked for 10: delivered, or the shortfall says why.
    if (questions.length < 10) expect(shortfall.join(" ")).toMatch(/^Only \d+ of 10 /);
    else expect(shortfall).toEqual([]);
    const result = check(type, questions, pages);
    report.push({ text: name, type, delivered: `${questions.length}/10`, "properties held": `${result.passed}/${result.total}` });
  }
}

describe("offline quiz generation quality", () => {
  afterAll(() => {
    const lines = report.map(
      (row) => `  ${String(row.text).padEnd(32)} ${String(row.type).padEnd(16)} delivered ${row.delivered}, properties held ${row["properties held"]}`,
    );
    const total = [...kinds.values()].reduce((sum, count) => sum + count, 0);
    const byKind = [...kinds].map(([kind, count]) => `${kind} ${count} (${((count / total) * 100).toFixed(0)} %)`).join(", ");
    console.warn(`Offline generator on the study corpus (10 asked per type):\n${lines.join("\n")}\n  Kinds: ${byKind}`);
  });

  it.each(studyCorpus.map((passage) => [passage.title, passage.text] as const))("writes sound questions from %s", async (title, text) => {
    await assess(title, [text]);
  });

  it("writes sound questions from a multi-page PDF, naming each question's page", async () => {
    const bytes = await textPdf(
      studyCorpus.filter((passage) => passage.subject === "biology" || passage.title === "Programming basics").map((passage) => passage.text),
    );
    const pages = await pdfPages(bytes);
    expect(pages).toHaveLength(3);
    await assess("3-page PDF", pages);
    const { questions } = await generate(pages, "short_answer");
    expect(new Set(questions.map((question) => source(question).page)).size).toBeGreaterThan(1);
  });

  it("gives more options and rarer terms as difficulty rises", async () => {
    // (Notes on the Industrial Revolution: "Cells and energy" has too few wrong options of one kind
    // for five since its cells are living things, no stand-ins for "amino acids".)
    const text = studyCorpus[1]!.text;
    const easy = await generate([text], "multiple_choice", "easy");
    const hard = await generate([text], "multiple_choice", "hard");
    expect(easy.questions.every((question) => question.answers.length === 3)).toBe(true);
    // Five where the notes have four wrong options of the answer's kind, else four.
    expect(hard.questions.every((question) => question.answers.length >= 4)).toBe(true);
    expect(hard.questions.some((question) => question.answers.length === 5)).toBe(true);
    const mentions = (term: string) => text.toLowerCase().split(term.toLowerCase()).length - 1;
    const meanMentions = (questions: DraftQuestion[]) =>
      questions.reduce((sum, question) => sum + mentions(question.answers.find((answer) => answer.isCorrect)!.answerText), 0) / questions.length;
    const easyShort = await generate([text], "short_answer", "easy");
    const hardShort = await generate([text], "short_answer", "hard");
    expect(meanMentions(easyShort.questions)).toBeGreaterThan(meanMentions(hardShort.questions));
  });

  it("explains a shortfall instead of padding", async () => {
    const { questions, shortfall } = await engine.writeQuiz(
      { pages: ["The heart pumps blood around the body. The lungs take in oxygen from the air."], types: ["multiple_choice"], count: 10, difficulty: "medium" },
      { onQuestion: () => undefined, signal: new AbortController().signal },
    );
    expect(questions.length).toBeLessThan(10);
    expect(shortfall).toHaveLength(1);
    expect(shortfall[0]).toMatch(/^Only \d+ of 10 multiple-choice questions: /);
  });

  it("makes up a mixed quiz's shortfall with the other chosen types, and says so", async () => {
    const pages = [
      "The heart pumps blood around the body. The lungs take in oxygen from the air. Arteries carry blood away from the heart. " +
        "Veins carry blood back to the heart. Capillaries are tiny blood vessels that link arteries and veins. " +
        "Red blood cells carry oxygen to every tissue. White blood cells fight infection. Platelets help the blood to clot after a cut. " +
        "Plasma is the liquid part of the blood.",
    ];
    const job = { pages, count: 8, difficulty: "hard" as const };
    const hooks = { onQuestion: () => undefined, signal: new AbortController().signal };
    const alone = await engine.writeQuiz({ ...job, types: ["multiple_choice"] }, hooks);
    // Too few terms of a kind for four multiple-choice questions with four wrong options…
    expect(alone.questions.length).toBeLessThan(4);
    const mixed = await engine.writeQuiz({ ...job, types: ["multiple_choice", "short_answer"] }, hooks);
    // …so the short answers make up the rest, and the draft says what happened.
    expect(mixed.questions).toHaveLength(8);
    expect(mixed.questions.filter((question) => question.questionType === "short_answer").length).toBeGreaterThan(4);
    expect(mixed.shortfall[0]).toMatch(/^Only \d of 4 multiple-choice questions: /);
    expect(mixed.shortfall.at(-1)).toMatch(/^\d more short-answer questions? makes? up the difference\.$/);
    expect(new Set(mixed.questions.map((question) => question.questionText)).size).toBe(8);
    for (const question of mixed.questions) expect(checkQuestion(question, pages[0]!), question.questionText).toEqual([]);
  });
});
