import { parentPort } from "node:worker_threads";
import { AppError } from "../../../lib/app-error.js";
import { createOfflineEngine } from "../engine.js";
import { writeFlashcards } from "../offline/flashcard-writer.js";
import { pdfPages } from "../pdf-text.js";
import { convertCollection } from "../../anki/anki-convert.js";
import { readAnkiPackage } from "../../anki/anki-read.js";
import { summarise } from "../../anki/anki-summary.js";
import { writeAnkiPackage } from "../../anki/anki-write.js";
import type { PoolMessage, WorkerMessage, WorkRequest } from "./protocol.js";

/**
 * The worker thread: PDF reading, the offline generator and Anki packages run here, away from the event
 * loop that answers everyone's requests. The pool (work-pool.ts) gives it a heap limit and a
 * time limit, and terminates it when the client goes away.
 */
const port = parentPort;
if (!port) throw new Error("ai-worker runs as a worker thread");
const engine = createOfflineEngine();

async function run(id: number, request: WorkRequest): Promise<unknown> {
  const progress = (done: number, total: number) => port!.postMessage({ type: "progress", id, progress: { done, total } } satisfies WorkerMessage);
  switch (request.kind) {
    case "pdf":
      return pdfPages(request.bytes, { maxPages: request.maxPages, onPage: progress });
    case "quiz": {
      // Cancelling is the pool's: it terminates this thread.
      const signal = new AbortController().signal;
      return engine.writeQuiz(request, { signal, onQuestion: progress });
    }
    case "flashcards":
      return writeFlashcards(request.pages, request.count);
    case "anki-preview": {
      const collection = await readAnkiPackage(request.bytes);
      return summarise(convertCollection(collection, { now: new Date(request.now) }), collection.format);
    }
    case "anki-import":
      return convertCollection(await readAnkiPackage(request.bytes), { deckIds: new Set(request.deckIds), now: new Date(request.now) });
    case "anki-export":
      return writeAnkiPackage(request.sets, request.images, request.now);
  }
}

port.on("message", ({ id, request }: PoolMessage) => {
  run(id, request).then(
    (result) => port.postMessage({ type: "done", id, result } satisfies WorkerMessage),
    (error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      const appError = error instanceof AppError ? { code: error.code, message: error.message, ...(error.issues ? { issues: error.issues } : {}) } : undefined;
      port.postMessage({ type: "failed", id, message, ...(appError ? { appError } : {}) } satisfies WorkerMessage);
    },
  );
});
