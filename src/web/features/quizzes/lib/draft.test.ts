import { describe, expect, it } from "vitest";
import { quizInputSchema, type Quiz } from "@shared/schemas/quizzes.js";
import { blankQuestion, blankQuiz, draftFromQuiz, inputFromDraft } from "./draft.js";
import { progressKey, formatDuration, isAnswered, loadProgress, saveProgress } from "./attempt-progress.js";

const quiz: Quiz = {
  id: "q1",
  title: "Cells",
  description: "",
  colorTheme: "#10B981",
  questionCount: 3,
  createdAt: "",
  updatedAt: "",
  attemptCount: 0,
  lastPercentage: null,
  pdfUrl: null,
  sourceContent: null,
  questions: [
    {
      id: "00000000-0000-4000-8000-00000000000a",
      questionText: "TF?",
      questionType: "true_false",
      points: 1,
      position: 0,
      explanation: null,
      multipleCorrect: false,
      answers: [
        { id: "00000000-0000-4000-8000-00000000000d", answerText: "True", isCorrect: false, position: 0 },
        { id: "00000000-0000-4000-8000-00000000000f", answerText: "False", isCorrect: true, position: 1 },
      ],
    },
    {
      id: "00000000-0000-4000-8000-00000000000b",
      questionText: "Short?",
      questionType: "short_answer",
      points: 2,
      position: 1,
      explanation: "Because.",
      multipleCorrect: false,
      answers: [{ id: "00000000-0000-4000-8000-00000000000e", answerText: "ATP", isCorrect: true, position: 0 }],
    },
    {
      id: "00000000-0000-4000-8000-00000000000c",
      questionText: "Long?",
      questionType: "matching",
      points: 3,
      position: 2,
      explanation: null,
      multipleCorrect: false,
      answers: [],
    },
  ],
};

describe("the quiz form's draft", () => {
  it("round-trips a quiz into the form and back, keeping ids", () => {
    const input = inputFromDraft(draftFromQuiz(quiz));
    expect(quizInputSchema.safeParse(input).success).toBe(true);
    expect(input.questions).toEqual([
      {
        id: "00000000-0000-4000-8000-00000000000a",
        questionText: "TF?",
        questionType: "true_false",
        points: 1,
        explanation: "",
        multipleCorrect: false,
        answers: [
          { id: "00000000-0000-4000-8000-00000000000d", answerText: "True", isCorrect: false },
          { id: "00000000-0000-4000-8000-00000000000f", answerText: "False", isCorrect: true },
        ],
      },
      {
        id: "00000000-0000-4000-8000-00000000000b",
        questionText: "Short?",
        questionType: "short_answer",
        points: 2,
        explanation: "Because.",
        multipleCorrect: false,
        answers: [{ id: "00000000-0000-4000-8000-00000000000e", answerText: "ATP", isCorrect: true }],
      },
      {
        id: "00000000-0000-4000-8000-00000000000c",
        questionText: "Long?",
        questionType: "matching",
        points: 3,
        explanation: "",
        multipleCorrect: false,
        answers: [],
      },
    ]);
  });

  it("catches what the server would refuse, before sending", () => {
    const draft = blankQuiz();
    const result = quizInputSchema.safeParse(inputFromDraft(draft));
    expect(result.success).toBe(false);
    const messages = result.success ? [] : result.error.issues.map((issue) => issue.message);
    expect(messages).toContain("Title is required");
    expect(messages).toContain("Write the question");
    expect(messages).toContain("An option cannot be empty");
    const empty = { ...blankQuestion("short_answer"), questionText: "Q" };
    const short = quizInputSchema.safeParse(inputFromDraft({ ...draft, title: "T", questions: [empty] }));
    expect(short.success).toBe(false);
  });
});

describe("a quiz in progress", () => {
  it("survives a reload and forgets answers to questions that are gone", () => {
    const key = progressKey("q1", []);
    saveProgress(key, { responses: { a: { questionId: "a", booleanAnswer: false }, gone: { questionId: "gone", text: "x" } }, index: 5, elapsedSeconds: 42 });
    expect(loadProgress(key, new Set(["a", "b"]))).toEqual({ responses: { a: { questionId: "a", booleanAnswer: false } }, index: 1, elapsedSeconds: 42 });
    localStorage.setItem(key, "not json");
    expect(loadProgress(key, new Set(["a"]))).toEqual({ responses: {}, index: 0, elapsedSeconds: 0 });
    expect(progressKey("q1", ["a", "b"])).not.toBe(key);
  });

  it("knows an answer when it sees one and shows durations", () => {
    expect(isAnswered({ questionId: "a", booleanAnswer: false })).toBe(true);
    expect(isAnswered({ questionId: "a", text: "  " })).toBe(false);
    expect(isAnswered({ questionId: "a", selectedAnswerIds: [] })).toBe(false);
    expect(formatDuration(95)).toBe("1:35");
    expect(formatDuration(3725)).toBe("1:02:05");
  });
});
