import type { ErrorCode, ValidationIssue } from "../../../../shared/errors.js";
import type { AiDifficulty } from "../../../../shared/schemas/ai.js";
import type { QuestionType } from "../../../../shared/schemas/quizzes.js";
import type { DraftCard } from "../offline/flashcard-writer.js";
import type { QuizOutcome } from "../engine.js";
import type { AnkiSummary } from "../../anki/anki-summary.js";
import type { Conversion } from "../../anki/anki-convert.js";
import type { ExportImage, ExportSet } from "../../anki/anki-write.js";

/** What the worker does: read a PDF's pages, write a quiz or cards offline, read or write an Anki package. */
export type WorkRequest =
  | { kind: "pdf"; bytes: Uint8Array; maxPages: number }
  | { kind: "quiz"; pages: string[]; types: QuestionType[]; count: number; difficulty: AiDifficulty }
  | { kind: "flashcards"; pages: string[]; count: number }
  | { kind: "anki-preview"; bytes: Uint8Array; now: number }
  | { kind: "anki-import"; bytes: Uint8Array; deckIds: string[]; now: number }
  | { kind: "anki-export"; sets: ExportSet[]; images: ExportImage[]; now: number };

export type WorkResult<K extends WorkRequest["kind"]> = K extends "pdf"
  ? string[]
  : K extends "quiz"
    ? QuizOutcome
    : K extends "flashcards"
      ? { cards: DraftCard[]; shortfall: string[] }
      : K extends "anki-preview"
        ? AnkiSummary
        : K extends "anki-import"
          ? Conversion
          : Uint8Array;

/** Progress the worker reports: a page read (pdf) or a question written (quiz). */
export interface WorkProgress {
  done: number;
  total: number;
}

/** An AppError crossing the thread boundary. */
export interface SerializedAppError {
  code: ErrorCode;
  message: string;
  issues?: ValidationIssue[];
}

export type WorkerMessage =
  | { type: "progress"; id: number; progress: WorkProgress }
  | { type: "done"; id: number; result: unknown }
  | { type: "failed"; id: number; appError?: SerializedAppError; message: string };

export type PoolMessage = { id: number; request: WorkRequest };
