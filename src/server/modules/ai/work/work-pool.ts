import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import { aiMessages } from "../../../../shared/schemas/ai.js";
import { AppError } from "../../../lib/app-error.js";
import type { PoolMessage, WorkerMessage, WorkProgress, WorkRequest, WorkResult } from "./protocol.js";
import { workerScript } from "../../../lib/worker-script.js";

/**
 * Worker threads for the heavy, untrusted part of AI generation: reading a PDF and writing
 * questions offline. Each job runs with a time budget and each thread with a heap limit; a job
 * over either budget, or whose client has gone away, has its thread terminated (a fresh one
 * takes its place on the next job), so no document can hold the server's event loop.
 */
export interface WorkBudget {
  /** Wall-clock time one job may run, from when a thread takes it. */
  timeMs: number;
  /** V8 heap (old generation) of each thread, in MiB. */
  heapMb: number;
}

export const defaultWorkBudget: WorkBudget = { timeMs: 60_000, heapMb: 512 };

/**
 * A job stopped for spending its whole budget. Unlike a cancel or an ordinary failure, it
 * still counts against the day's quota: otherwise one heavy file could be sent again and again.
 */
export class BudgetExceeded extends AppError {
  constructor(readonly budget: "time" | "memory") {
    super("validation_failed", budget === "time" ? aiMessages.tooSlow : aiMessages.tooLarge, [
      { path: ["documentPath"], message: budget === "time" ? aiMessages.tooSlow : aiMessages.tooLarge },
    ]);
  }
}

interface Job {
  request: WorkRequest;
  signal: AbortSignal | undefined;
  onProgress: ((progress: WorkProgress) => void) | undefined;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

export class WorkPool {
  private readonly idle: Worker[] = [];
  private readonly waiting: Job[] = [];
  private running = 0;
  private nextId = 1;
  private closed = false;
  private readonly live = new Set<Worker>();

  constructor(
    readonly budget: WorkBudget = defaultWorkBudget,
    readonly size: number = Math.max(2, availableParallelism() - 1),
  ) {}

  run<K extends WorkRequest["kind"]>(
    request: Extract<WorkRequest, { kind: K }>,
    options: { signal?: AbortSignal | undefined; onProgress?: ((progress: WorkProgress) => void) | undefined } = {},
  ): Promise<WorkResult<K>> {
    return new Promise<unknown>((resolve, reject) => {
      if (this.closed) return reject(new AppError("unavailable", "The server is shutting down"));
      if (options.signal?.aborted) return reject(options.signal.reason);
      const job: Job = { request, signal: options.signal, onProgress: options.onProgress, resolve, reject };
      // A client that leaves while its job waits for a thread takes the job away with it.
      const leave = () => {
        const index = this.waiting.indexOf(job);
        if (index >= 0) {
          this.waiting.splice(index, 1);
          reject(options.signal?.reason);
        }
      };
      options.signal?.addEventListener("abort", leave, { once: true });
      this.waiting.push(job);
      this.pump();
    }) as Promise<WorkResult<K>>;
  }

  /** How many jobs run and wait now (for tests and the bench). */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.waiting.splice(0)) job.reject(new AppError("unavailable", "The server is shutting down"));
    await Promise.all([...this.live].map((worker) => worker.terminate()));
    this.idle.length = 0;
  }

  private spawn(): Worker {
    const worker = new Worker(workerScript(import.meta.url, "ai-worker.js", "The AI worker"), {
      resourceLimits: { maxOldGenerationSizeMb: this.budget.heapMb, maxYoungGenerationSizeMb: Math.min(64, Math.max(8, this.budget.heapMb / 8)) },
    });
    // Idle threads never keep a process alive (tests, a server closing).
    worker.unref();
    this.live.add(worker);
    worker.once("exit", () => this.live.delete(worker));
    return worker;
  }

  private pump(): void {
    while (!this.closed && this.running < this.size && this.waiting.length > 0) {
      const job = this.waiting.shift()!;
      this.running += 1;
      this.start(job);
    }
  }

  private start(job: Job): void {
    let worker: Worker;
    try {
      worker = this.idle.pop() ?? this.spawn();
    } catch (error) {
      this.running -= 1;
      job.reject(error);
      return;
    }
    const id = this.nextId++;
    let settled = false;
    const finish = (keep: boolean, outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      worker.off("message", onMessage);
      worker.off("error", onError);
      worker.off("exit", onExit);
      job.signal?.removeEventListener("abort", onAbort);
      if (keep && !this.closed) this.idle.push(worker);
      else void worker.terminate();
      this.running -= 1;
      outcome();
      this.pump();
    };
    const onMessage = (message: WorkerMessage) => {
      if (message.id !== id) return;
      if (message.type === "progress") job.onProgress?.(message.progress);
      else if (message.type === "done") finish(true, () => job.resolve(message.result));
      else {
        const error = message.appError ? new AppError(message.appError.code, message.appError.message, message.appError.issues) : new Error(message.message);
        finish(true, () => job.reject(error));
      }
    };
    const onError = (error: Error & { code?: string }) => {
      const outOfMemory = error.code === "ERR_WORKER_OUT_OF_MEMORY";
      finish(false, () => job.reject(outOfMemory ? new BudgetExceeded("memory") : error));
    };
    const onExit = (code: number) => finish(false, () => job.reject(new Error(`The AI worker stopped (exit code ${code})`)));
    const onAbort = () => finish(false, () => job.reject(job.signal?.reason));
    const timer = setTimeout(() => finish(false, () => job.reject(new BudgetExceeded("time"))), this.budget.timeMs);
    worker.on("message", onMessage);
    worker.on("error", onError);
    worker.on("exit", onExit);
    job.signal?.addEventListener("abort", onAbort, { once: true });
    worker.postMessage({ id, request: job.request } satisfies PoolMessage);
  }
}

let shared: WorkPool | undefined;

/** The process's pool, made on first use. */
export function sharedWorkPool(): WorkPool {
  shared ??= new WorkPool();
  return shared;
}

export async function closeSharedWorkPool(): Promise<void> {
  const pool = shared;
  shared = undefined;
  await pool?.close();
}
