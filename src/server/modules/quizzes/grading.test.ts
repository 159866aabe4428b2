import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Question } from "../../../shared/schemas/quizzes.js";
import { editDistance, gradeAttempt, gradeQuestion, normalizeAnswer, sameSet, shortAnswerMatches } from "./grading.js";

function choiceQuestion(correct: boolean[]): Question {
  return {
    id: "q",
    questionText: "Pick",
    questionType: "multiple_choice",
    points: 2,
    position: 0,
    explanation: null,
    multipleCorrect: correct.filter(Boolean).length > 1,
    answers: correct.map((isCorrect, index) => ({ id: `a${index}`, answerText: `Option ${index}`, isCorrect, position: index })),
  };
}

describe("multiple-choice grading", () => {
  const options = fc.array(fc.boolean(), { minLength: 2, maxLength: 10 }).filter((flags) => flags.some(Boolean));

  it("is right exactly when the chosen set equals the correct set, in any order, with repeats ignored", () => {
    fc.assert(
      fc.property(options, fc.array(fc.nat(9), { maxLength: 12 }), (correct, picks) => {
        const question = choiceQuestion(correct);
        const chosen = picks.filter((index) => index < correct.length).map((index) => `a${index}`);
        const graded = gradeQuestion(question, { questionId: "q", selectedAnswerIds: chosen });
        const expected = new Set(chosen).size === correct.filter(Boolean).length && chosen.every((id) => correct[Number(id.slice(1))]);
        expect(graded.isCorrect).toBe(expected && chosen.length > 0);
        expect(graded.pointsEarned).toBe(graded.isCorrect ? 2 : 0);
      }),
    );
  });

  it("gives full marks for the correct set shuffled and duplicated, and none for a superset or subset", () => {
    fc.assert(
      fc.property(options, fc.integer(), (correct, seed) => {
        const question = choiceQuestion(correct);
        const right = question.answers.filter((answer) => answer.isCorrect).map((answer) => answer.id);
        const shuffled = [...right, ...right].sort((a, b) => ((a.charCodeAt(1) * seed) % 7) - ((b.charCodeAt(1) * seed) % 7));
        expect(gradeQuestion(question, { questionId: "q", selectedAnswerIds: shuffled }).isCorrect).toBe(true);
        const wrong = question.answers.find((answer) => !answer.isCorrect);
        if (wrong) expect(gradeQuestion(question, { questionId: "q", selectedAnswerIds: [...right, wrong.id] }).isCorrect).toBe(false);
        if (right.length > 1) expect(gradeQuestion(question, { questionId: "q", selectedAnswerIds: right.slice(1) }).isCorrect).toBe(false);
      }),
    );
  });

  it("ignores option ids from elsewhere", () => {
    const question = choiceQuestion([true, false]);
    expect(gradeQuestion(question, { questionId: "q", selectedAnswerIds: ["a0", "forged"] })).toMatchObject({
      isCorrect: true,
      response: { selectedAnswerIds: ["a0"] },
    });
  });

  it("compares sets as sets", () => {
    fc.assert(fc.property(fc.array(fc.string()), (values) => sameSet(values, [...values].reverse())));
    expect(sameSet(["a"], ["a", "b"])).toBe(false);
  });
});

describe("short answers", () => {
  it("ignore case, accents, punctuation and spacing", () => {
    expect(normalizeAnswer("  Adenosine-Triphosphate! ")).toBe("adenosine triphosphate");
    expect(shortAnswerMatches("PARIS.", "Paris")).toBe(true);
    expect(shortAnswerMatches("Crème brûlée", "creme brulee")).toBe(true);
    expect(shortAnswerMatches("new   york", "New York")).toBe(true);
  });

  it("forgive one typo from 6 characters and two from 12, but none in short words or numbers", () => {
    expect(shortAnswerMatches("photosynthesys", "photosynthesis")).toBe(true);
    expect(shortAnswerMatches("fotosynthesis", "photosynthesis")).toBe(true);
    expect(shortAnswerMatches("fotosynthesys", "photosynthesis")).toBe(false);
    expect(shortAnswerMatches("mitochondira", "mitochondria")).toBe(true);
    expect(shortAnswerMatches("cat", "car")).toBe(false);
    expect(shortAnswerMatches("1945", "1946")).toBe(false);
    expect(shortAnswerMatches("1066 AD", "1066 ad")).toBe(true);
    expect(shortAnswerMatches("", "anything")).toBe(false);
    expect(shortAnswerMatches("elephant", "antelope")).toBe(false);
  });

  it("measures edit distance and stops early", () => {
    expect(editDistance("kitten", "sitting", 5)).toBe(3);
    expect(editDistance("kitten", "sitting", 1)).toBe(2);
    fc.assert(fc.property(fc.string({ maxLength: 20 }), (text) => editDistance(text, text, 0) === 0));
  });
});

describe("whole attempts", () => {
  it("adds up points, counts long answers in the maximum, and marks them for review", () => {
    const questions: Question[] = [
      choiceQuestion([true, false]),
      {
        id: "tf",
        questionText: "T?",
        questionType: "true_false",
        points: 1,
        position: 1,
        explanation: null,
        multipleCorrect: false,
        answers: [
          { id: "t", answerText: "True", isCorrect: false, position: 0 },
          { id: "f", answerText: "False", isCorrect: true, position: 1 },
        ],
      },
      { id: "long", questionText: "Explain", questionType: "matching", points: 5, position: 2, explanation: null, multipleCorrect: false, answers: [] },
    ];
    const result = gradeAttempt(questions, [
      { questionId: "q", selectedAnswerIds: ["a0"] },
      { questionId: "tf", booleanAnswer: false },
      { questionId: "long", text: "Because." },
    ]);
    expect(result).toMatchObject({ score: 3, maxScore: 8 });
    expect(result.answers.map((answer) => answer.needsReview)).toEqual([false, false, true]);
  });
});
