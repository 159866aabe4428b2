import { Worker } from "node:worker_threads";
import { deserializeError, type FromWorker, type ToWorker } from "./pglite-protocol.js";
import { workerScript } from "../lib/worker-script.js";

interface Pending {
  resolve(result: { rows: unknown[]; affectedRows: number | undefined }): void;
  reject(error: Error): void;
}

/** What a query fails with once the thread is gone: SQLSTATE class 08, so a request answers 503. */
function threadGone(reason: string): Error {
  return Object.assign(new Error(`The database thread stopped: ${reason}`), { code: "08006" });
}

/**
 * JSON columns come as their text (the PGlite thread, the busier of the two, does not parse
 * them; copying a string between threads is cheaper than copying the objects): parsed here.
 */
function parseJson(rows: unknown[], fields: string[]): unknown[] {
  if (fields.length === 0) return rows;
  for (const row of rows as Record<string, unknown>[]) {
    for (const field of fields) {
      const value = row[field];
      if (typeof value === "string") row[field] = JSON.parse(value);
    }
  }
  return rows;
}

/**
 * PGlite on a worker thread of its own (`pglite-worker.ts`): the main thread sends SQL and
 * gets rows back. Each Kysely connection is a session number (`pglite-dialect.ts`); the worker
 * keeps a transaction's statements together. This module loads nothing heavy, so the server can
 * start the thread first and load the rest while PGlite opens.
 */
export class PGliteThread {
  private readonly pending = new Map<number, Pending>();
  private readonly listeners = new Map<string, Set<(payload: string) => void>>();
  private nextId = 1;
  private nextSession = 1;
  private gone: Error | undefined;
  private closing: Promise<void> | undefined;

  private constructor(private readonly worker: Worker) {}

  /** Starts the thread and waits until PGlite has opened `dataDir` (in memory without one). */
  static open(dataDir: string | undefined): Promise<PGliteThread> {
    const worker = new Worker(workerScript(import.meta.url, "pglite-worker.js", "The database thread"), { workerData: { dataDir } });
    const thread = new PGliteThread(worker);
    return new Promise((resolve, reject) => {
      const onStart = (message: FromWorker) => {
        if (message.type === "ready") {
          worker.off("message", onStart);
          worker.on("message", (next: FromWorker) => thread.receive(next));
          resolve(thread);
        } else if (message.type === "failed") {
          worker.off("message", onStart);
          reject(deserializeError(message.error));
        }
      };
      worker.on("message", onStart);
      worker.once("error", (error) => {
        thread.stop(error.message);
        reject(error);
      });
      worker.once("exit", (code) => {
        thread.stop(`it exited (${code})`);
        reject(threadGone(`it exited (${code}) while opening`));
      });
    });
  }

  get closed(): boolean {
    return this.gone !== undefined || this.closing !== undefined;
  }

  newSession(): number {
    return this.nextSession++;
  }

  query(sql: string, params: readonly unknown[], session: number, marks: { begins?: boolean; ends?: boolean } = {}) {
    if (this.gone) return Promise.reject(this.gone);
    if (this.closing) return Promise.reject(threadGone("the database is closed"));
    const id = this.nextId++;
    return new Promise<{ rows: unknown[]; affectedRows: number | undefined }>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.post({ type: "query", id, session, sql, params: [...params], ...marks });
    });
  }

  /** Calls `onPayload` for each notification on `channel`; the returned function stops it. */
  async listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
    let handlers = this.listeners.get(channel);
    if (!handlers) {
      handlers = new Set();
      this.listeners.set(channel, handlers);
      this.post({ type: "listen", channel });
    }
    handlers.add(onPayload);
    return async () => {
      handlers.delete(onPayload);
      if (handlers.size === 0 && this.listeners.get(channel) === handlers) {
        this.listeners.delete(channel);
        if (!this.closed) this.post({ type: "unlisten", channel });
      }
    };
  }

  /** Waits for the query running now, closes PGlite (its files are then consistent) and ends the thread. */
  close(): Promise<void> {
    this.closing ??= new Promise<void>((resolve) => {
      if (this.gone) {
        resolve();
        return;
      }
      this.worker.once("exit", () => resolve());
      this.post({ type: "close" });
    });
    return this.closing;
  }

  private post(message: ToWorker): void {
    this.worker.postMessage(message);
  }

  /**
   * Answers arrive in bursts (the thread runs queries while this one works), and Node delivers
   * a burst in one turn of the event loop: resolving them all at once ran the continuations of
   * many requests back to back, and no request was read or written meanwhile (event-loop p99
   * 70 ms on the study queue). They are handed out one per turn of the loop instead.
   */
  private receive(message: FromWorker): void {
    if (message.type === "result" || message.type === "error") {
      const pending = this.pending.get(message.id);
      this.pending.delete(message.id);
      if (!pending) return;
      this.answers.push(() => {
        if (message.type === "result") pending.resolve({ rows: parseJson(message.rows, message.jsonFields), affectedRows: message.affectedRows });
        else pending.reject(deserializeError(message.error));
      });
      if (this.answers.length === 1) setImmediate(this.answerNext);
    } else if (message.type === "notification") {
      for (const handler of this.listeners.get(message.channel) ?? []) handler(message.payload);
    } else if (message.type === "closed") {
      this.stop("the database is closed");
    }
  }

  private readonly answers: Array<() => void> = [];

  private readonly answerNext = (): void => {
    this.answers.shift()?.();
    if (this.answers.length > 0) setImmediate(this.answerNext);
  };

  /** Fails every query still waiting: the thread will not answer them. */
  private stop(reason: string): void {
    this.gone ??= threadGone(reason);
    for (const pending of this.pending.values()) pending.reject(this.gone);
    this.pending.clear();
  }
}
