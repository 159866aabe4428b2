import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quizMessages } from "../../../shared/messages.js";
import type { Attempt, AttemptSummary, Quiz, QuizInput, QuizList } from "../../../shared/schemas/quizzes.js";
import { failOn, insertInto } from "../../testing/fail-on.js";
import { createTestApp, readJson, type TestApp, type TestUser } from "../../testing/test-app.js";
import { testDatabaseKinds } from "../../testing/test-database.js";
import { updateQuiz } from "./quizzes.service.js";

export const allTypesQuiz: QuizInput = {
  title: "Cell biology",
  description: "Chapter 3",
  colorTheme: "#10b981",
  sourceContent: "Mitochondria produce ATP. The nucleus holds DNA.",
  questions: [
    {
      questionText: "Which organelle produces ATP?",
      questionType: "multiple_choice",
      answers: [
        { answerText: "Nucleus", isCorrect: false },
        { answerText: "Mitochondrion", isCorrect: true },
        { answerText: "Ribosome", isCorrect: false },
      ],
      explanation: "Mitochondria produce ATP.",
    },
    {
      questionText: "Which hold genetic material?",
      questionType: "multiple_choice",
      multipleCorrect: true,
      points: 2,
      answers: [
        { answerText: "Nucleus", isCorrect: true },
        { answerText: "Mitochondrion", isCorrect: true },
        { answerText: "Cell wall", isCorrect: false },
      ],
    },
    {
      questionText: "The nucleus holds DNA.",
      questionType: "true_false",
      answers: [
        { answerText: "True", isCorrect: true },
        { answerText: "False", isCorrect: false },
      ],
    },
    { questionText: "What molecule stores energy?", questionType: "short_answer", answers: [{ answerText: "Adenosine triphosphate", isCorrect: true }] },
    {
      questionText: "Explain what mitochondria do.",
      questionType: "matching",
      points: 3,
      answers: [{ answerText: "They turn nutrients into ATP.", isCorrect: true }],
    },
  ],
};

describe.each(testDatabaseKinds())("/api/quizzes and attempts on %s", (kind) => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await createTestApp(kind);
    user = await t.signUp();
  });
  afterAll(async () => {
    await t.close();
  });

  const createQuiz = async (input: QuizInput = allTypesQuiz, who: TestUser = user) => {
    const response = await t.request("/api/quizzes", { method: "POST", cookie: who.cookie, json: input });
    expect(response.status, JSON.stringify(await response.clone().json())).toBe(201);
    return readJson<Quiz>(response);
  };

  it("creates a quiz of all four types and reads it back in order", async () => {
    const quiz = await createQuiz();
    expect(quiz).toMatchObject({
      title: "Cell biology",
      description: "Chapter 3",
      colorTheme: "#10B981",
      questionCount: 5,
      attemptCount: 0,
      lastPercentage: null,
      pdfUrl: null,
    });
    expect(quiz.questions.map((question) => [question.questionType, question.points, question.position, question.multipleCorrect])).toEqual([
      ["multiple_choice", 1, 0, false],
      ["multiple_choice", 2, 1, true],
      ["true_false", 1, 2, false],
      ["short_answer", 1, 3, false],
      ["matching", 3, 4, false],
    ]);
    expect(quiz.questions[0]!.answers.map((answer) => [answer.answerText, answer.isCorrect, answer.position])).toEqual([
      ["Nucleus", false, 0],
      ["Mitochondrion", true, 1],
      ["Ribosome", false, 2],
    ]);
    expect(quiz.questions[0]!.explanation).toBe("Mitochondria produce ATP.");
    expect(await readJson<Quiz>(await t.request(`/api/quizzes/${quiz.id}`, { cookie: user.cookie }))).toEqual(quiz);
  });

  it("refuses questions that cannot be answered, saying where", async () => {
    const question = (overrides: Record<string, unknown>) => ({
      ...allTypesQuiz,
      questions: [{ questionText: "Q?", questionType: "multiple_choice", answers: [], ...overrides }],
    });
    const cases: [unknown, string][] = [
      [{ ...allTypesQuiz, title: " " }, "Title is required"],
      [question({ answers: [{ answerText: "Only", isCorrect: true }] }), "A multiple-choice question needs at least 2 options"],
      [
        question({
          answers: [
            { answerText: "A", isCorrect: false },
            { answerText: "B", isCorrect: false },
          ],
        }),
        "Mark at least one option as correct",
      ],
      [
        question({
          answers: [
            { answerText: "A", isCorrect: true },
            { answerText: "B", isCorrect: true },
          ],
        }),
        "Only one option can be correct; allow several correct options to mark more",
      ],
      [
        question({
          answers: [
            { answerText: "A", isCorrect: true },
            { answerText: " a ", isCorrect: false },
          ],
        }),
        "Two options say the same thing",
      ],
      [
        question({
          questionText: "",
          answers: [
            { answerText: "A", isCorrect: true },
            { answerText: "B", isCorrect: false },
          ],
        }),
        "Write the question",
      ],
      [
        question({
          questionType: "true_false",
          answers: [
            { answerText: "Yes", isCorrect: true },
            { answerText: "No", isCorrect: false },
          ],
        }),
        "A true/false question has the answers True and False, one of them correct",
      ],
      [question({ questionType: "short_answer", answers: [] }), "A short-answer question needs its correct answer"],
      [question({ questionType: "essay", answers: [] }), "Choose a question type"],
      [{ ...allTypesQuiz, colorTheme: "blue" }, "Use a colour like #3B82F6"],
    ];
    for (const [body, message] of cases) {
      const response = await t.request("/api/quizzes", { method: "POST", cookie: user.cookie, json: body });
      expect(response.status, message).toBe(422);
      expect(
        (await readJson(response)).error.issues?.map((issue) => issue.message),
        message,
      ).toContain(message);
    }
  });

  it("grades every type on the server and stores the real time taken", async () => {
    const quiz = await createQuiz();
    const [mc, multi, tf, short, long] = quiz.questions as [Quiz["questions"][number], ...Quiz["questions"]];
    const id = (question: typeof mc, text: string) => question.answers.find((answer) => answer.answerText === text)!.id;
    const response = await t.request(`/api/quizzes/${quiz.id}/attempts`, {
      method: "POST",
      cookie: user.cookie,
      json: {
        timeTakenSeconds: 95,
        responses: [
          { questionId: mc.id, selectedAnswerIds: [id(mc, "Mitochondrion")] },
          { questionId: multi!.id, selectedAnswerIds: [id(multi!, "Nucleus")] }, // one of two: wrong
          { questionId: tf!.id, booleanAnswer: true },
          { questionId: short!.id, text: "  adenosine-triphosphte! " }, // a typo, case, punctuation
          { questionId: long!.id, text: "They make energy for the cell." },
        ],
      },
    });
    expect(response.status).toBe(201);
    const attempt = await readJson<Attempt>(response);
    expect(attempt).toMatchObject({ quizId: quiz.id, quizTitle: "Cell biology", score: 3, maxScore: 8, percentage: 37.5, timeTaken: 95 });
    expect(attempt.answers.map((answer) => [answer.isCorrect, answer.pointsEarned, answer.needsReview])).toEqual([
      [true, 1, false],
      [false, 0, false],
      [true, 1, false],
      [true, 1, false],
      [false, 0, true],
    ]);
    expect(attempt.answers[4]!.options[0]!.answerText).toBe("They turn nutrients into ATP.");

    // Self-grading the long answer: full marks, the score follows.
    const graded = await t.request(`/api/attempts/${attempt.id}`, {
      method: "PATCH",
      cookie: user.cookie,
      json: { score: 6, answers: [{ questionId: long!.id, isCorrect: true, pointsEarned: 3 }] },
    });
    expect(graded.status).toBe(200);
    expect(await readJson<Attempt>(graded)).toMatchObject({ score: 6, percentage: 75 });
    const tooMany = await t.request(`/api/attempts/${attempt.id}`, {
      method: "PATCH",
      cookie: user.cookie,
      json: { answers: [{ questionId: long!.id, isCorrect: true, pointsEarned: 4 }] },
    });
    expect(tooMany.status).toBe(422);
    const wrongSum = await t.request(`/api/attempts/${attempt.id}`, {
      method: "PATCH",
      cookie: user.cookie,
      json: { score: 8, answers: [{ questionId: long!.id, isCorrect: true }] },
    });
    expect(wrongSum.status).toBe(422);

    const unanswered = await readJson<Attempt>(
      await t.request(`/api/quizzes/${quiz.id}/attempts`, { method: "POST", cookie: user.cookie, json: { timeTakenSeconds: 3, responses: [] } }),
    );
    expect(unanswered).toMatchObject({ score: 0, maxScore: 8 });
    expect(unanswered.answers.every((answer) => !answer.answered && !answer.needsReview)).toBe(true);

    const stranger = await t.request(`/api/quizzes/${quiz.id}/attempts`, {
      method: "POST",
      cookie: user.cookie,
      json: { timeTakenSeconds: 3, responses: [{ questionId: "00000000-0000-4000-8000-000000000000", text: "x" }] },
    });
    expect(stranger.status).toBe(422);

    // Retaking only some questions: the attempt covers just those.
    const partial = await readJson<Attempt>(
      await t.request(`/api/quizzes/${quiz.id}/attempts`, {
        method: "POST",
        cookie: user.cookie,
        json: {
          timeTakenSeconds: 4,
          questionIds: [multi!.id],
          responses: [{ questionId: multi!.id, selectedAnswerIds: multi!.answers.filter((answer) => answer.isCorrect).map((answer) => answer.id) }],
        },
      }),
    );
    expect(partial).toMatchObject({ score: 2, maxScore: 2, percentage: 100, scope: "subset" });
    expect(partial.answers.map((answer) => answer.questionId)).toEqual([multi!.id]);
    // The answer to the submit is built from what was saved, not read back: it is what reading it gives.
    expect(await readJson<Attempt>(await t.request(`/api/attempts/${partial.id}`, { cookie: user.cookie }))).toEqual(partial);
    const foreign = await t.request(`/api/quizzes/${quiz.id}/attempts`, {
      method: "POST",
      cookie: user.cookie,
      json: { timeTakenSeconds: 4, questionIds: ["00000000-0000-4000-8000-000000000000"], responses: [] },
    });
    expect(foreign.status).toBe(422);

    const list = await readJson<{ attempts: AttemptSummary[] }>(await t.request(`/api/attempts?quizId=${quiz.id}`, { cookie: user.cookie }));
    expect(list.attempts.map((entry) => [entry.score, entry.quizTitle, entry.questionCount, entry.needsReview])).toEqual([
      [2, "Cell biology", 1, 0],
      [0, "Cell biology", 5, 0],
      [6, "Cell biology", 5, 0],
    ]);
    expect(list.attempts.map((entry) => entry.scope)).toEqual(["subset", "full", "full"]);
    // The retake of one question at 100 % is not the quiz's latest score: the last whole attempt (0 of 8) is.
    const summary = await readJson<QuizList>(await t.request("/api/quizzes", { cookie: user.cookie }));
    expect(summary.quizzes.find((entry) => entry.id === quiz.id)).toMatchObject({ attemptCount: 3, lastPercentage: 0 });
    expect(await readJson<Quiz>(await t.request(`/api/quizzes/${quiz.id}`, { cookie: user.cookie }))).toMatchObject({ attemptCount: 3, lastPercentage: 0 });
  });

  it("replaces questions in one transaction: a failure half-way leaves the old quiz whole", async () => {
    const quiz = await createQuiz();
    // The new questions' insert fails after the old ones were deleted, in the same transaction.
    const failing = updateQuiz(t.database.db.withPlugin(failOn(insertInto("questions"), new Error("the disk is full"))), user.id, quiz.id, {
      title: "Renamed",
      questions: [{ questionText: "New?", questionType: "short_answer", answers: [{ answerText: "Yes", isCorrect: true }] }],
    });
    await expect(failing).rejects.toThrow("the disk is full");
    expect(await readJson<Quiz>(await t.request(`/api/quizzes/${quiz.id}`, { cookie: user.cookie }))).toEqual(quiz);

    // A real update keeps the ids it is given back, so a half-taken attempt still matches.
    const kept = quiz.questions[2]!;
    const response = await t.request(`/api/quizzes/${quiz.id}`, {
      method: "PATCH",
      cookie: user.cookie,
      json: {
        title: "Renamed",
        questions: [
          {
            id: kept.id,
            questionText: "The nucleus holds RNA only.",
            questionType: "true_false",
            answers: [
              { id: kept.answers[0]!.id, answerText: "True", isCorrect: false },
              { id: kept.answers[1]!.id, answerText: "False", isCorrect: true },
            ],
          },
        ],
      },
    });
    expect(response.status, JSON.stringify(await response.clone().json())).toBe(200);
    const updated = await readJson<Quiz>(response);
    expect(updated).toMatchObject({ title: "Renamed", questionCount: 1 });
    expect(updated.questions[0]!.id).toBe(kept.id);
    expect(updated.questions[0]!.answers.map((answer) => answer.id)).toEqual(kept.answers.map((answer) => answer.id));
    expect(Date.parse(updated.updatedAt)).toBeGreaterThanOrEqual(Date.parse(quiz.updatedAt));
  });

  it("keeps each user's quizzes and attempts to themselves", async () => {
    const owner = await t.signUp();
    const other = await t.signUp();
    const quiz = await createQuiz(allTypesQuiz, owner);
    const attempt = await readJson<Attempt>(
      await t.request(`/api/quizzes/${quiz.id}/attempts`, { method: "POST", cookie: owner.cookie, json: { timeTakenSeconds: 1, responses: [] } }),
    );
    const notFound = async (path: string, message: string, init: { method?: string; json?: unknown } = {}) => {
      const response = await t.request(path, { ...init, cookie: other.cookie });
      expect(response.status, path).toBe(404);
      expect(await readJson(response)).toEqual({ error: { code: "not_found", message } });
    };
    await notFound(`/api/quizzes/${quiz.id}`, quizMessages.notFound);
    await notFound(`/api/quizzes/not-a-uuid`, quizMessages.notFound);
    await notFound(`/api/attempts/${attempt.id}`, quizMessages.resultNotFound);
    await notFound(`/api/attempts/${attempt.id}`, quizMessages.resultNotFound, { method: "PATCH", json: { answers: [{ questionId: "x", isCorrect: true }] } });
    await notFound(`/api/quizzes/${quiz.id}/attempts`, quizMessages.notFound, { method: "POST", json: { timeTakenSeconds: 1, responses: [] } });
    expect(await readJson(await t.request("/api/quizzes", { method: "DELETE", cookie: other.cookie, json: { ids: [quiz.id] } }))).toEqual({ count: 0 });
    expect((await readJson<QuizList>(await t.request("/api/quizzes", { cookie: other.cookie }))).quizzes).toEqual([]);
    expect((await readJson<{ attempts: unknown[] }>(await t.request(`/api/attempts?quizId=${quiz.id}`, { cookie: other.cookie }))).attempts).toEqual([]);

    expect(await readJson(await t.request("/api/quizzes", { method: "DELETE", cookie: owner.cookie, json: { ids: [quiz.id] } }))).toEqual({ count: 1 });
    expect((await t.request(`/api/attempts/${attempt.id}`, { cookie: owner.cookie })).status).toBe(404);
  });

  it("lists, searches and pages quizzes by last update", async () => {
    const owner = await t.signUp();
    for (const title of ["Algebra", "Biology", "Chemistry"]) await createQuiz({ ...allTypesQuiz, title }, owner);
    const titles = async (query: string) =>
      (await readJson<QuizList>(await t.request(`/api/quizzes${query}`, { cookie: owner.cookie }))).quizzes.map((quiz) => quiz.title);
    expect(await titles("")).toEqual(["Chemistry", "Biology", "Algebra"]);
    expect(await titles("?q=bio")).toEqual(["Biology"]);
    const page = await readJson<QuizList>(await t.request("/api/quizzes?limit=2", { cookie: owner.cookie }));
    expect(page.nextOffset).toBe(2);
    expect(await titles("?limit=2&offset=2")).toEqual(["Algebra"]);
    expect((await t.request("/api/quizzes?limit=0", { cookie: owner.cookie })).status).toBe(422);
    expect((await t.request("/api/quizzes")).status).toBe(401);
  });
});
