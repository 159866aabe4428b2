import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aiMessages, type AiQuizResult } from "../../../shared/schemas/ai.js";
import { AppError } from "../../lib/app-error.js";
import { createLogger } from "../../lib/logger.js";
import { startFakeLlm, type FakeLlm } from "../../testing/fake-llm.js";
import { readEvents } from "../../testing/sse.js";
import { createTestApp } from "../../testing/test-app.js";
import { createRemoteEngine } from "./remote-engine.js";

const logger = createLogger("silent");
const material = ["The mitochondrion is the organelle where cellular respiration takes place. Chloroplasts contain chlorophyll."];

const goodQuiz = JSON.stringify({
  questions: [
    {
      questionText: "Where does cellular respiration take place?",
      questionType: "multiple_choice",
      answers: [
        { answerText: "The mitochondrion", isCorrect: true },
        { answerText: "The chloroplast", isCorrect: false },
        { answerText: "The nucleus", isCorrect: false },
      ],
      explanation: 'Source: "The mitochondrion is the organelle where cellular respiration takes place."',
    },
    {
      questionText: "Chloroplasts contain chlorophyll.",
      questionType: "true_false",
      answers: [
        { answerText: "True", isCorrect: true },
        { answerText: "False", isCorrect: false },
      ],
      explanation: 'Source: "Chloroplasts contain chlorophyll."',
    },
  ],
});

/** One of the two questions breaks the editor's rules: no option is marked correct. */
const partlyBroken = JSON.stringify({
  questions: [
    JSON.parse(goodQuiz).questions[0],
    {
      questionText: "Which pigment?",
      questionType: "multiple_choice",
      answers: [
        { answerText: "Chlorophyll", isCorrect: false },
        { answerText: "Keratin", isCorrect: false },
      ],
      explanation: "x",
    },
  ],
});

/** Two questions the checker refuses (a blank cut into a word, two options naming one thing) beside a good one. */
const illFormed = JSON.stringify({
  questions: [
    JSON.parse(goodQuiz).questions[0],
    {
      questionText: "Fill in the blank: _____plasts contain chlorophyll.",
      questionType: "multiple_choice",
      answers: [
        { answerText: "Chloro", isCorrect: true },
        { answerText: "Mito", isCorrect: false },
      ],
      explanation: 'Source: "Chloroplasts contain chlorophyll."',
    },
    {
      questionText: "Which organelle is where cellular respiration takes place?",
      questionType: "multiple_choice",
      answers: [
        { answerText: "The mitochondrion", isCorrect: true },
        { answerText: "mitochondrion", isCorrect: false },
        { answerText: "The nucleus", isCorrect: false },
      ],
      explanation: 'Source: "The mitochondrion is the organelle where cellular respiration takes place."',
    },
  ],
});

const quizJob = { pages: material, types: ["multiple_choice", "true_false"] as ("multiple_choice" | "true_false")[], count: 2, difficulty: "medium" as const };

async function failureOf(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error("expected a failure");
}

describe.each(["openai", "anthropic"] as const)("the %s provider against a local server speaking its protocol", (provider) => {
  let llm: FakeLlm;
  beforeAll(async () => {
    llm = await startFakeLlm();
  });
  afterAll(async () => {
    await llm.close();
  });

  const engine = (timeoutMs = 10_000) =>
    createRemoteEngine({
      provider,
      baseUrl: llm.url,
      apiKey: "test-key",
      model: provider === "openai" ? "gpt-4o-mini" : "claude-sonnet-4-5",
      timeoutMs,
      logger,
    });
  const run = (timeoutMs?: number) => {
    const progress: number[] = [];
    const promise = engine(timeoutMs).writeQuiz(quizJob, { signal: new AbortController().signal, onQuestion: (done) => progress.push(done) });
    return { promise, progress };
  };

  it("streams a structured answer into questions, with progress", async () => {
    llm.requests.length = 0;
    llm.script({ text: goodQuiz });
    const { promise, progress } = run();
    const outcome = await promise;
    expect(outcome.questions.map((question) => question.questionText)).toEqual([
      "Where does cellular respiration take place?",
      "Chloroplasts contain chlorophyll.",
    ]);
    expect(outcome.questions[0]!.answers.filter((answer) => answer.isCorrect)).toEqual([{ answerText: "The mitochondrion", isCorrect: true }]);
    expect(outcome.shortfall).toEqual([]);
    expect(progress).toEqual([1, 2]);
    const [request] = llm.requests;
    expect(request!.path).toBe(provider === "openai" ? "/v1/chat/completions" : "/v1/messages");
    expect(request!.body.stream).toBe(true);
    expect(JSON.stringify(request!.body)).toContain("The mitochondrion is the organelle");
    // The schema travels with the request, so the model answers in the shape asked for.
    expect(JSON.stringify(request!.body)).toContain("questionType");
  });

  it("keeps the valid questions of a partly broken answer and says what was left out", async () => {
    llm.script({ text: partlyBroken });
    const outcome = await run().promise;
    expect(outcome.questions).toHaveLength(1);
    expect(outcome.shortfall).toEqual(["Only 1 of 2 questions: the model returned 2, of which 1 broke the quiz rules and were left out."]);
  });

  it("drops what fails the question checks, as the offline writer's own questions would, and says how many and why", async () => {
    llm.script({ text: illFormed });
    const outcome = await engine().writeQuiz({ ...quizJob, count: 3 }, { signal: new AbortController().signal, onQuestion: () => undefined });
    expect(outcome.questions.map((question) => question.questionText)).toEqual([JSON.parse(goodQuiz).questions[0].questionText]);
    expect(outcome.shortfall).toEqual([
      "Only 1 of 3 questions: the model returned 3, of which 2 failed the question checks (1 with a blank inside a word, 1 with two options that could both be right) and were left out.",
    ]);
  });

  it("asks again once after a malformed answer", async () => {
    llm.requests.length = 0;
    llm.script({ text: '{"questions": [{"questionText": "Cut off' }, { text: goodQuiz });
    const outcome = await run().promise;
    expect(outcome.questions).toHaveLength(2);
    expect(llm.requests).toHaveLength(2);
    expect(JSON.stringify(llm.requests[1]!.body)).toContain("Your previous answer was not valid JSON");
  });

  it("reports a second malformed answer clearly and saves nothing", async () => {
    llm.script({ text: "Sure! Here are some questions: 1. What is a cell?" }, { text: '{"questions": "none"}' });
    const error = await failureOf(run().promise);
    expect(error.status).toBe(503);
    expect(error.message).toBe(aiMessages.malformed);
  });

  it("gives up on a provider that does not answer in time", async () => {
    llm.script({ stall: true });
    const error = await failureOf(run(400).promise);
    expect(error.message).toBe(aiMessages.providerTimeout);
  });

  it("says when the provider cannot be reached", async () => {
    const down = createRemoteEngine({ provider, baseUrl: "http://127.0.0.1:9/v1", apiKey: "k", logger, timeoutMs: 5000 });
    const error = await failureOf(down.writeQuiz(quizJob, { signal: new AbortController().signal, onQuestion: () => undefined }));
    expect(error.message).toBe(aiMessages.providerUnreachable);
  });

  it("passes on a provider's refusal (401) with its status", async () => {
    llm.script({ status: 401, body: JSON.stringify({ error: { message: "Invalid API key", type: "authentication_error" } }) });
    const error = await failureOf(run().promise);
    expect(error.message).toMatch(/^The AI provider could not be reached\. Try again in a moment\. \(401: /);
  });

  it("makes flashcards and task steps through the same structured calls", async () => {
    llm.script(
      { text: JSON.stringify({ cards: [{ front: "Mitochondrion", back: "Where cellular respiration takes place." }] }) },
      {
        text: JSON.stringify({
          subtasks: [
            { title: "Outline", dueDate: "2026-11-25" },
            { title: "Draft", dueDate: "2027-01-01" },
          ],
        }),
      },
    );
    const cards = await engine().writeFlashcards({ pages: material, count: 5 }, new AbortController().signal);
    expect(cards.cards).toEqual([{ front: "Mitochondrion", back: "Where cellular respiration takes place." }]);
    const steps = await engine().breakDownTask({ title: "Essay", today: "2026-11-22", dueDate: "2026-11-30" }, new AbortController().signal);
    // A date past the task's own due date is dropped rather than trusted.
    expect(steps).toEqual([
      { title: "Outline", dueDate: "2026-11-25" },
      { title: "Draft", dueDate: null },
    ]);
  });
});

describe("AI_PROVIDER=openai through the API", () => {
  it("streams the provider's questions to the client as a draft", async () => {
    const llm = await startFakeLlm();
    const t = await createTestApp("pglite", { AI_PROVIDER: "openai", AI_BASE_URL: llm.url, AI_API_KEY: "test-key", AI_DAILY_QUOTA: "5" });
    try {
      const user = await t.signUp();
      llm.script({ text: goodQuiz });
      const response = await t.request("/api/ai/quizzes", {
        method: "POST",
        cookie: user.cookie,
        json: { text: material[0]!.repeat(2), questionTypes: ["multiple_choice", "true_false"], count: 2 },
      });
      const events = await readEvents(response);
      const result = events.at(-1)!;
      expect(result.event).toBe("result");
      expect((result.data as AiQuizResult).provider).toBe("openai");
      expect((result.data as AiQuizResult).draft.questions).toHaveLength(2);
    } finally {
      await t.close();
      await llm.close();
    }
  });
});
