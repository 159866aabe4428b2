// Offline AI generation: 10 questions from a 50-page PDF, in process, with the time each
// stage takes and the memory it needs.
import type { QuestionType } from "../src/shared/schemas/quizzes.js";
import { createOfflineEngine } from "../src/server/modules/ai/engine.js";
import { pdfPages } from "../src/server/modules/ai/pdf-text.js";
import { evaluate, summarise } from "../src/server/modules/ai/offline/evaluation.js";
import { questionCorpus } from "../src/server/testing/question-corpus.js";
import { textPdf } from "../src/server/testing/pdf-files.js";
import { studyCorpus } from "../src/server/testing/study-corpus.js";

export interface AiBenchResult {
  pages: number;
  pdfBytes: number;
  readMs: number;
  writeMs: number;
  totalMs: number;
  questions: number;
  rssBeforeMb: number;
  rssAfterMb: number;
  heapDeltaMb: number;
}

export async function measureOfflineGeneration(pageCount = 50): Promise<AiBenchResult> {
  // Each page a different passage of the evaluation corpus, numbered, so the notes hold as many
  // terms, and as many "X is Y" links between them, as real notes of that length (six study
  // passages over and over hid a writer step that grew with the cube of the links).
  const passages = [...questionCorpus, ...studyCorpus];
  const pages = Array.from({ length: pageCount }, (_, index) => `Chapter ${index + 1}. ${passages[index % passages.length]!.text}`);
  const bytes = await textPdf(pages);
  const engine = createOfflineEngine();
  const types: QuestionType[] = ["multiple_choice", "true_false", "short_answer", "matching"];
  const hooks = { onQuestion: () => undefined, signal: new AbortController().signal };
  // One warm-up run (JIT, the language model's first load), untimed.
  await engine.writeQuiz({ pages: await pdfPages(bytes), types, count: 10, difficulty: "medium" }, hooks);

  const mb = (value: number) => Math.round((value / 1024 / 1024) * 10) / 10;
  const rssBefore = process.memoryUsage().rss;
  const heapBefore = process.memoryUsage().heapUsed;
  const started = performance.now();
  const read = await pdfPages(bytes);
  const readAt = performance.now();
  const outcome = await engine.writeQuiz({ pages: read, types, count: 10, difficulty: "medium" }, hooks);
  const done = performance.now();
  const round = (ms: number) => Math.round(ms);
  return {
    pages: read.length,
    pdfBytes: bytes.length,
    readMs: round(readAt - started),
    writeMs: round(done - readAt),
    totalMs: round(done - started),
    questions: outcome.questions.length,
    rssBeforeMb: mb(rssBefore),
    rssAfterMb: mb(process.memoryUsage().rss),
    heapDeltaMb: mb(process.memoryUsage().heapUsed - heapBefore),
  };
}

/** The question writer on the evaluation corpus's parts it was not tuned on, by difficulty: kinds, checks and flashcard density. */
export function questionQuality(): string {
  // Every part but the one tuned on, in the order they were written.
  const parts = [...new Set(questionCorpus.map((passage) => passage.split))].filter((split) => split !== "dev");
  return parts
    .flatMap((split) =>
      (["easy", "medium", "hard"] as const).map((difficulty) =>
        summarise(
          `${split.padEnd(10)} ${difficulty.padEnd(6)}`,
          evaluate(
            questionCorpus.filter((passage) => passage.split === split),
            difficulty,
          ),
        ),
      ),
    )
    .join("\n");
}
