import type { QuestionType } from "../../../shared/schemas/quizzes.js";
import type { AiDifficulty, DraftQuestion } from "../../../shared/schemas/ai.js";
import { analyse } from "./offline/analysis.js";
import { writeFlashcards, type DraftCard } from "./offline/flashcard-writer.js";
import { QuizWriter, quizBatches } from "./offline/quiz-writer.js";
import { breakDownTask, type DraftSubtask } from "./offline/task-helpers.js";
import type { WorkPool } from "./work/work-pool.js";

export interface QuizJob {
  /** The source's text, one entry per PDF page (one entry for pasted text). */
  pages: string[];
  types: QuestionType[];
  count: number;
  difficulty: AiDifficulty;
}

export interface QuizHooks {
  /** Question k (1-based) of n is written. */
  onQuestion(done: number, total: number): void;
  signal: AbortSignal;
}

export interface QuizOutcome {
  questions: DraftQuestion[];
  shortfall: string[];
}

export interface BreakdownJob {
  title: string;
  description?: string;
  dueDate?: string;
  today: string;
}

/** What every AI provider does for Cadence (AI_PROVIDER chooses one). */
export interface AiEngine {
  readonly name: "offline" | "openai" | "anthropic";
  writeQuiz(job: QuizJob, hooks: QuizHooks): Promise<QuizOutcome>;
  writeFlashcards(job: { pages: string[]; count: number }, signal: AbortSignal): Promise<{ cards: DraftCard[]; shortfall: string[] }>;
  breakDownTask(job: BreakdownJob, signal: AbortSignal): Promise<DraftSubtask[]>;
}

/**
 * The offline generator as the server runs it: questions and cards are written in the AI worker
 * thread (work/work-pool.ts), so a long text never holds up other requests. Cancelling
 * terminates the thread's job.
 */
export function createPooledOfflineEngine(pool: WorkPool): AiEngine {
  const inline = createOfflineEngine();
  return {
    name: "offline",
    writeQuiz: (job, hooks) =>
      pool.run(
        { kind: "quiz", pages: job.pages, types: job.types, count: job.count, difficulty: job.difficulty },
        { signal: hooks.signal, onProgress: ({ done, total }) => hooks.onQuestion(done, total) },
      ),
    writeFlashcards: (job, signal) => pool.run({ kind: "flashcards", pages: job.pages, count: job.count }, { signal }),
    // A title and a description: too little work to be worth a thread.
    breakDownTask: (job, signal) => inline.breakDownTask(job, signal),
  };
}

/** Our own generator: no network, no key, the same questions for the same text. */
export function createOfflineEngine(): AiEngine {
  return {
    name: "offline",
    async writeQuiz(job, hooks) {
      const analysis = analyse(job.pages);
      const writer = new QuizWriter(analysis, job.difficulty, job.pages.join("\n").slice(0, 2000));
      const questions: DraftQuestion[] = [];
      const shortfall: string[] = [];
      let written = 0;
      hooks.signal.throwIfAborted();
      for (const batch of quizBatches(writer, job.count, job.types, () => hooks.onQuestion(++written, job.count))) {
        questions.push(...batch.questions);
        if (batch.shortfall) shortfall.push(batch.shortfall);
        // Let the event loop send progress and notice a cancel between types.
        await new Promise((resolve) => setImmediate(resolve));
        hooks.signal.throwIfAborted();
      }
      return { questions, shortfall };
    },
    async writeFlashcards(job) {
      return writeFlashcards(job.pages, job.count);
    },
    async breakDownTask(job) {
      return breakDownTask(job);
    },
  };
}
