import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  aiLimits,
  aiMessages,
  type AiBreakdownResult,
  type AiFlashcardResult,
  type AiProgress,
  type AiQuizResult,
  type AiQuota,
} from "../../../shared/schemas/ai.js";
import { quizInputSchema } from "../../../shared/schemas/quizzes.js";
import { multipart } from "../../testing/files.js";
import { readEvents } from "../../testing/sse.js";
import { pageBombPdf, scannedPdf, textPdf } from "../../testing/pdf-files.js";
import { studyCorpus } from "../../testing/study-corpus.js";
import { createTestApp, readJson, type TestApp, type TestUser } from "../../testing/test-app.js";
import { testDatabaseKinds } from "../../testing/test-database.js";
import { createOfflineEngine } from "./engine.js";
import { WorkPool } from "./work/work-pool.js";

const biology = studyCorpus.find((passage) => passage.title === "Cells and energy")!.text;

describe.each(testDatabaseKinds())("AI routes on %s (offline engine)", (kind) => {
  let t: TestApp;
  let user: TestUser;

  beforeAll(async () => {
    t = await createTestApp(kind, { AI_DAILY_QUOTA: "100" });
    user = await t.signUp();
  });
  afterAll(async () => {
    await t.close();
  });

  const generate = (who: TestUser, body: unknown) => t.request("/api/ai/quizzes", { method: "POST", cookie: who.cookie, json: body });

  it("streams progress, then a draft the quiz editor accepts as it is", async () => {
    const response = await generate(user, {
      text: biology,
      questionTypes: ["multiple_choice", "short_answer", "true_false", "matching"],
      count: 8,
      difficulty: "medium",
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
    const events = await readEvents(response);
    const progress = events.filter((event) => event.event === "progress").map((event) => event.data as AiProgress);
    expect(progress[0]).toEqual({ stage: "reading" });
    expect(progress.map((step) => step.stage)).toEqual(expect.arrayContaining(["analysing", "writing", "done"]));
    const writing = progress.filter((step) => step.stage === "writing");
    expect(writing.map((step) => step.question)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(writing.every((step) => step.questions === 8)).toBe(true);

    const result = events.at(-1)!;
    expect(result.event).toBe("result");
    const { draft, shortfall, provider, remaining } = result.data as AiQuizResult;
    expect(provider).toBe("offline");
    expect(shortfall).toEqual([]);
    expect(remaining).toBe(99);
    expect(draft.questions).toHaveLength(8);
    expect(draft.questions.map((question) => question.questionType).sort()).toEqual([
      "matching",
      "matching",
      "multiple_choice",
      "multiple_choice",
      "short_answer",
      "short_answer",
      "true_false",
      "true_false",
    ]);
    expect(draft.title).toBe("Quiz: The cell is the basic unit");
    expect(draft.sourceContent).toBe(biology);
    expect(quizInputSchema.safeParse(draft).success).toBe(true);

    const saved = await t.request("/api/quizzes", { method: "POST", cookie: user.cookie, json: draft });
    expect(saved.status).toBe(201);
    expect((await readJson<{ questionCount: number; sourceContent: string }>(saved)).questionCount).toBe(8);
  });

  it("reads an uploaded PDF page by page and keeps its address on the draft", async () => {
    const pages = studyCorpus.slice(0, 3).map((passage) => passage.text);
    const form = await multipart({ file: { bytes: await textPdf(pages), name: "week-3 notes.pdf" }, path: "notes/week-3 notes.pdf" });
    expect((await t.request("/api/storage/documents", { method: "POST", cookie: user.cookie, ...form })).status).toBe(201);

    const events = await readEvents(
      await generate(user, { documentPath: "notes/week-3 notes.pdf", questionTypes: ["short_answer"], count: 5, difficulty: "easy", colorTheme: "#10b981" }),
    );
    const reading = events.filter((event) => event.event === "progress" && (event.data as AiProgress).page !== undefined).map((event) => event.data);
    expect(reading).toEqual([
      { stage: "reading", page: 1, pages: 3 },
      { stage: "reading", page: 2, pages: 3 },
      { stage: "reading", page: 3, pages: 3 },
    ]);
    const { draft } = events.at(-1)!.data as AiQuizResult;
    expect(draft.title).toBe("week 3 notes");
    expect(draft.colorTheme).toBe("#10B981");
    expect(draft.pdfUrl).toBe("/api/storage/documents/object/notes/week-3%20notes.pdf");
    expect(draft.sourceContent).toContain("The French Revolution began in 1789");
    expect(draft.questions.every((question) => /^Source \(page [123]\): /.test(question.explanation))).toBe(true);
  });

  it("says clearly when a PDF has no text, and does not count it", async () => {
    const form = await multipart({ file: { bytes: await scannedPdf(), name: "scan.pdf" } });
    await t.request("/api/storage/documents", { method: "POST", cookie: user.cookie, ...form });
    const before = await readJson<AiQuota>(await t.request("/api/ai/quota", { cookie: user.cookie }));
    const events = await readEvents(await generate(user, { documentPath: "scan.pdf", questionTypes: ["short_answer"], count: 3 }));
    expect(events.at(-1)).toEqual({ event: "error", data: { error: { code: "validation_failed", message: aiMessages.noTextInPdf } } });
    const after = await readJson<AiQuota>(await t.request("/api/ai/quota", { cookie: user.cookie }));
    expect(after.used).toBe(before.used);
  });

  it("refuses a page bomb by its page count, at once, while other requests go on", async () => {
    // 20,000 pages sharing one content stream once held the server for minutes at 3.9 GB.
    const form = await multipart({ file: { bytes: pageBombPdf(20_000), name: "bomb.pdf" } });
    expect((await t.request("/api/storage/documents", { method: "POST", cookie: user.cookie, ...form })).status).toBe(201);
    const [events, health] = await Promise.all([
      readEvents(await generate(user, { documentPath: "bomb.pdf", questionTypes: ["short_answer"], count: 3 })),
      t.request("/api/health"),
    ]);
    expect(health.status).toBe(200);
    expect(events.at(-1)).toEqual({
      event: "error",
      data: { error: { code: "validation_failed", message: aiMessages.tooManyPages(20_000, aiLimits.pdfPages) } },
    });
  });

  it("answers 422 for a missing source, a bad request or a file that is not the user's", async () => {
    const none = await generate(user, { questionTypes: ["short_answer"], count: 3 });
    expect(none.status).toBe(422);
    expect((await readJson(none)).error.issues).toEqual([{ path: ["text"], message: aiMessages.sourceMissing }]);
    const short = await generate(user, { text: "Too short.", questionTypes: ["short_answer"], count: 3 });
    expect((await readJson(short)).error.issues).toEqual([{ path: ["text"], message: aiMessages.tooShort }]);
    const bad = await generate(user, { text: biology, questionTypes: [], count: 51, difficulty: "impossible" });
    expect(bad.status).toBe(422);
    expect((await readJson(bad)).error.issues?.map((issue) => issue.path[0]).sort()).toEqual(["count", "difficulty", "questionTypes"]);
    const stranger = await t.signUp();
    const theirs = await generate(stranger, { documentPath: "notes/week-3 notes.pdf", questionTypes: ["short_answer"], count: 3 });
    expect(theirs.status).toBe(422);
    expect((await readJson(theirs)).error.issues).toEqual([{ path: ["documentPath"], message: aiMessages.documentNotFound }]);
  });

  it("makes flashcards from definitions, without saving anything", async () => {
    const text = `${studyCorpus.find((passage) => passage.title === "Programming basics")!.text}\nStack: a last-in, first-out collection\nQueue - a first-in, first-out collection`;
    const response = await t.request("/api/ai/flashcards", { method: "POST", cookie: user.cookie, json: { text, count: 20 } });
    expect(response.status).toBe(200);
    const result = await readJson<AiFlashcardResult>(response);
    expect(result.cards).toEqual(
      expect.arrayContaining([
        { front: "Stack", back: "A last-in, first-out collection." },
        { front: "Queue", back: "A first-in, first-out collection." },
        { front: "Variable", back: "A named storage location that holds a value." },
        { front: "Function", back: "A reusable block of code that performs a specific task." },
      ]),
    );
    expect(result.title).toBe("A variable is a named storage");
    expect(await t.database.db.selectFrom("flashcard_sets").select("id").where("user_id", "=", user.id).execute()).toEqual([]);
    const nothing = await t.request("/api/ai/flashcards", {
      method: "POST",
      cookie: user.cookie,
      json: { text: "We went to the park on Sunday and played football until it got dark outside, then walked home slowly." },
    });
    expect(nothing.status).toBe(422);
    expect((await readJson(nothing)).error.message).toBe(aiMessages.noCards);
  });

  it("breaks a task into ordered steps due before it", async () => {
    const response = await t.request("/api/ai/task-breakdown", {
      method: "POST",
      cookie: user.cookie,
      json: { title: "History essay on the French Revolution", dueDate: "2026-12-10", today: "2026-11-22" },
    });
    expect(response.status).toBe(200);
    const { subtasks } = await readJson<AiBreakdownResult>(response);
    expect(subtasks.map((step) => step.title)).toEqual(["Gather sources", "Outline the argument", "Write the first draft", "Revise and proofread", "Submit"]);
    const dates = subtasks.map((step) => step.dueDate!);
    expect([...dates].sort()).toEqual(dates);
    expect(dates[0]! > "2026-11-22").toBe(true);
    expect(dates.at(-1)).toBe("2026-12-10");

    const described = await readJson<AiBreakdownResult>(
      await t.request("/api/ai/task-breakdown", {
        method: "POST",
        cookie: user.cookie,
        json: { title: "Launch", description: "Write the announcement. Then record the demo video, and finally email the customers.", today: "2026-11-22" },
      }),
    );
    expect(described.subtasks).toEqual([
      { title: "Write the announcement", dueDate: null },
      { title: "Record the demo video", dueDate: null },
      { title: "Email the customers", dueDate: null },
    ]);
    const invalid = await t.request("/api/ai/task-breakdown", { method: "POST", cookie: user.cookie, json: { title: "", today: "tomorrow" } });
    expect(invalid.status).toBe(422);
  });

  it("suggests the user's own tags first, and costs nothing", async () => {
    await t.request("/api/tasks", { method: "POST", cookie: user.cookie, json: { title: "Old", tags: ["biology", "exams", "chemistry"] } });
    const before = await readJson<AiQuota>(await t.request("/api/ai/quota", { cookie: user.cookie }));
    const response = await t.request("/api/ai/tag-suggestions", {
      method: "POST",
      cookie: user.cookie,
      json: { title: "Biology exam revision", description: "Cellular respiration and the mitochondrion" },
    });
    const { tags } = await readJson<{ tags: string[] }>(response);
    expect(tags.slice(0, 2)).toEqual(["biology", "exams"]);
    expect(tags).toContain("cellular-respiration");
    expect(tags).not.toContain("chemistry");
    expect(tags.length).toBeLessThanOrEqual(5);
    expect((await readJson<AiQuota>(await t.request("/api/ai/quota", { cookie: user.cookie }))).used).toBe(before.used);
  });
});

describe("cancelling a generation", () => {
  it("stops the engine when the client goes away, and gives the use back", async () => {
    let sawAbort: (() => void) | undefined;
    const aborted = new Promise<void>((resolve) => (sawAbort = resolve));
    const slow = {
      ...createOfflineEngine(),
      writeQuiz: (_job: unknown, hooks: { signal: AbortSignal; onQuestion(done: number, total: number): void }) =>
        new Promise<never>((_resolve, reject) => {
          hooks.onQuestion(1, 10);
          hooks.signal.addEventListener("abort", () => {
            sawAbort?.();
            reject(hooks.signal.reason as Error);
          });
        }),
    };
    const t = await createTestApp("pglite", { AI_DAILY_QUOTA: "3" }, { ai: slow });
    try {
      const user = await t.signUp();
      const controller = new AbortController();
      const response = await t.app.request("http://localhost:3000/api/ai/quizzes", {
        method: "POST",
        signal: controller.signal,
        headers: { cookie: user.cookie, origin: "http://localhost:3000", "content-type": "application/json" },
        body: JSON.stringify({ text: biology, questionTypes: ["short_answer"], count: 10 }),
      });
      const reader = response.body!.getReader();
      const decoder = new TextDecoder();
      let seen = "";
      while (!seen.includes('"stage":"writing"')) seen += decoder.decode((await reader.read()).value);
      expect((await readJson<AiQuota>(await t.request("/api/ai/quota", { cookie: user.cookie }))).used).toBe(1);
      // What the Node adapter does when the browser goes away: the response body is cancelled.
      controller.abort();
      await reader.cancel();
      await aborted;
      await expect.poll(async () => (await readJson<AiQuota>(await t.request("/api/ai/quota", { cookie: user.cookie }))).used).toBe(0);
    } finally {
      await t.close();
    }
  });
});

describe("a generation over its budget", () => {
  it("is stopped with a clear message, and counts against the quota so it cannot be repeated for free", async () => {
    const pool = new WorkPool({ timeMs: 50, heapMb: 256 }, 1);
    const t = await createTestApp("pglite", { AI_DAILY_QUOTA: "3" }, { aiWork: pool });
    try {
      const user = await t.signUp();
      const form = await multipart({ file: { bytes: pageBombPdf(290), name: "heavy.pdf" } });
      expect((await t.request("/api/storage/documents", { method: "POST", cookie: user.cookie, ...form })).status).toBe(201);
      const events = await readEvents(
        await t.request("/api/ai/quizzes", {
          method: "POST",
          cookie: user.cookie,
          json: { documentPath: "heavy.pdf", questionTypes: ["short_answer"], count: 3 },
        }),
      );
      expect(events.at(-1)).toEqual({ event: "error", data: { error: { code: "validation_failed", message: aiMessages.tooSlow } } });
      expect((await readJson<AiQuota>(await t.request("/api/ai/quota", { cookie: user.cookie }))).used).toBe(1);
      const cards = await t.request("/api/ai/flashcards", { method: "POST", cookie: user.cookie, json: { documentPath: "heavy.pdf", count: 5 } });
      expect(cards.status).toBe(422);
      expect((await readJson(cards)).error.message).toBe(aiMessages.tooSlow);
      expect((await readJson<AiQuota>(await t.request("/api/ai/quota", { cookie: user.cookie }))).used).toBe(2);
    } finally {
      await t.close();
      await pool.close();
    }
  });
});

describe("AI daily quota", () => {
  it("counts generations per day, answers 429 with a clear message when spent, and shows what is left", async () => {
    const t = await createTestApp("pglite", { AI_DAILY_QUOTA: "2" });
    try {
      const user = await t.signUp();
      const quota = await readJson<AiQuota>(await t.request("/api/ai/quota", { cookie: user.cookie }));
      expect(quota).toMatchObject({ limit: 2, used: 0, remaining: 2 });
      expect(new Date(quota.resetsAt).getUTCHours()).toBe(0);
      const breakdown = () => t.request("/api/ai/task-breakdown", { method: "POST", cookie: user.cookie, json: { title: "Essay", today: "2026-11-22" } });
      expect((await readJson<AiBreakdownResult>(await breakdown())).remaining).toBe(1);
      expect((await readJson<AiBreakdownResult>(await breakdown())).remaining).toBe(0);
      const spent = await breakdown();
      expect(spent.status).toBe(429);
      expect(await readJson(spent)).toEqual({ error: { code: "rate_limited", message: aiMessages.quotaReached(2) } });
      const quiz = await t.request("/api/ai/quizzes", {
        method: "POST",
        cookie: user.cookie,
        json: { text: biology, questionTypes: ["short_answer"], count: 2 },
      });
      expect(quiz.status).toBe(429);
      // Another user has their own.
      const other = await t.signUp();
      expect((await t.request("/api/ai/task-breakdown", { method: "POST", cookie: other.cookie, json: { title: "Essay", today: "2026-11-22" } })).status).toBe(
        200,
      );
      // Parallel requests cannot share the last use.
      const third = await t.signUp();
      const statuses = await Promise.all(
        Array.from({ length: 5 }, () =>
          t.request("/api/ai/task-breakdown", { method: "POST", cookie: third.cookie, json: { title: "Essay", today: "2026-11-22" } }).then((r) => r.status),
        ),
      );
      expect(statuses.filter((status) => status === 200)).toHaveLength(2);
      expect(statuses.filter((status) => status === 429)).toHaveLength(3);
    } finally {
      await t.close();
    }
  });
});
