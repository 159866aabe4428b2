import { afterAll, describe, expect, it } from "vitest";
import { aiLimits, aiMessages } from "../../../../shared/schemas/ai.js";
import { AppError } from "../../../lib/app-error.js";
import { pageBombPdf, textPdf } from "../../../testing/pdf-files.js";
import { studyCorpus } from "../../../testing/study-corpus.js";

const studyText = (index: number) => studyCorpus[index % studyCorpus.length]!.text;
import type { WorkRequest } from "./protocol.js";
import { BudgetExceeded, WorkPool } from "./work-pool.js";

/** Main-thread turns completed while `work` runs: counts, not times, how free the event loop stayed. */
async function turnsDuring<T>(work: Promise<T>): Promise<{ turns: number; outcome: PromiseSettledResult<T> }> {
  let finished = false;
  const settled = Promise.allSettled([work]).then(([outcome]) => {
    finished = true;
    return outcome!;
  });
  let turns = 0;
  while (!finished) {
    await new Promise((resolve) => setImmediate(resolve));
    turns += 1;
  }
  return { turns, outcome: await settled };
}

/** A pool of the test's own budget and size, closed when `use` is done. */
async function withPool(budget: { timeMs: number; heapMb: number }, size: number, use: (pool: WorkPool) => Promise<void>): Promise<void> {
  const pool = new WorkPool(budget, size);
  try {
    await use(pool);
  } finally {
    await pool.close();
  }
}

/** Passages enough for a long generation. */
const longText = (passages: number) => Array.from({ length: passages }, (_, index) => studyText(index)).join("\n\n");

describe("the AI work pool", () => {
  // (A time budget well above the long generation's own, which takes 15-30 s alone and has taken 46-56 s
  // while the rest of the suite shares the two cores: the budget's own cut is the strict pool's test below.)
  const pool = new WorkPool({ timeMs: 110_000, heapMb: 256 }, 2);
  afterAll(() => pool.close());

  it("reads a PDF in a worker thread, reporting each page", async () => {
    const pages = [studyText(0), studyText(1), studyText(2)];
    const seen: number[] = [];
    const read = await pool.run({ kind: "pdf", bytes: await textPdf(pages), maxPages: aiLimits.pdfPages }, { onProgress: ({ done }) => seen.push(done) });
    expect(read).toHaveLength(3);
    expect(read[0]).toContain(studyText(0).split(" ").slice(0, 4).join(" "));
    expect(seen).toEqual([1, 2, 3]);
  });

  it("refuses a page bomb by its page count before reading any page", async () => {
    const bomb = pageBombPdf(20_000);
    const error = await pool.run({ kind: "pdf", bytes: bomb, maxPages: aiLimits.pdfPages }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).message).toBe(aiMessages.tooManyPages(20_000, aiLimits.pdfPages));
  });

  it("refuses a file that does not start with %PDF-", async () => {
    const bytes = new Uint8Array([0x20, ...(await textPdf(["Some text that is long enough to be a page of notes."]))]);
    await expect(pool.run({ kind: "pdf", bytes, maxPages: 10 })).rejects.toThrow(aiMessages.unreadablePdf);
  });

  it("keeps the event loop turning while a long generation runs", async () => {
    const { turns, outcome } = await turnsDuring(
      pool.run({ kind: "quiz", pages: [longText(60)], types: ["multiple_choice", "short_answer"], count: 50, difficulty: "hard" }),
    );
    expect(outcome.status).toBe("fulfilled");
    // In process, the whole analysis is one synchronous call: a handful of turns at most.
    expect(turns).toBeGreaterThan(50);
    // (A long job on purpose: several seconds alone, more while the other core runs the rest of the suite.)
  }, 120_000);

  it("stops a job that runs past its time budget, and the next job gets a fresh thread", async () => {
    await withPool({ timeMs: 50, heapMb: 256 }, 1, async (strict) => {
      const error = await strict.run({ kind: "pdf", bytes: pageBombPdf(250), maxPages: 300 }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(BudgetExceeded);
      expect((error as BudgetExceeded).budget).toBe("time");
      expect((error as BudgetExceeded).message).toBe(aiMessages.tooSlow);
      expect(strict.load).toEqual({ running: 0, waiting: 0 });
    });
  });

  it("stops a thread that outgrows its heap", async () => {
    await withPool({ timeMs: 60_000, heapMb: 12 }, 1, async (small) => {
      const error = await small
        .run({ kind: "quiz", pages: [longText(120)], types: ["multiple_choice"], count: 50, difficulty: "hard" })
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(BudgetExceeded);
      expect((error as BudgetExceeded).budget).toBe("memory");
    });
  });

  it("drops a job whose client went away, running or waiting", async () => {
    await withPool({ timeMs: 60_000, heapMb: 256 }, 1, async (single) => {
      const job: Extract<WorkRequest, { kind: "quiz" }> = { kind: "quiz", pages: [longText(60)], types: ["short_answer"], count: 50, difficulty: "hard" };
      const first = new AbortController();
      const second = new AbortController();
      const running = single.run(job, { signal: first.signal });
      const waiting = single.run(job, { signal: second.signal });
      expect(single.load).toEqual({ running: 1, waiting: 1 });
      second.abort(new Error("gone"));
      first.abort(new Error("gone too"));
      await expect(waiting).rejects.toThrow("gone");
      await expect(running).rejects.toThrow("gone too");
      expect(single.load).toEqual({ running: 0, waiting: 0 });
    });
  });
});
