import type { GradedAnswer, Question, QuizResponse } from "../../../shared/schemas/quizzes.js";

/**
 * The server grades every attempt. Multiple choice is right when exactly the correct options
 * are chosen; true/false by the boolean; short answers ignore case, accents, punctuation and
 * spacing and forgive a typo in longer words; long answers wait for the taker to grade them
 * beside the sample answer.
 */
export function normalizeAnswer(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[\p{P}\p{S}]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** Edit distance, giving up (returning max + 1) once it must exceed `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    previous = current;
  }
  return previous[b.length]!;
}

/** How many typos an answer of this length forgives: none under 6 characters, and never in numbers. */
export function typoAllowance(expected: string): number {
  if (/\d/.test(expected)) return 0;
  if (expected.length >= 12) return 2;
  if (expected.length >= 6) return 1;
  return 0;
}

export function shortAnswerMatches(given: string, expected: string): boolean {
  const a = normalizeAnswer(given);
  const b = normalizeAnswer(expected);
  if (!a || !b) return false;
  if (a === b) return true;
  const allowance = typoAllowance(b);
  return allowance > 0 && editDistance(a, b, allowance) <= allowance;
}

export function sameSet(chosen: readonly string[], correct: readonly string[]): boolean {
  const a = new Set(chosen);
  const b = new Set(correct);
  return a.size === b.size && [...a].every((value) => b.has(value));
}

function answeredAt(question: Question, response: QuizResponse | undefined): boolean {
  if (!response) return false;
  switch (question.questionType) {
    case "multiple_choice":
      return (response.selectedAnswerIds?.length ?? 0) > 0;
    case "true_false":
      return response.booleanAnswer !== undefined;
    default:
      return (response.text ?? "").trim().length > 0;
  }
}

export function gradeQuestion(question: Question, response: QuizResponse | undefined): GradedAnswer {
  const options = question.answers.map(({ id, answerText, isCorrect }) => ({ id, answerText, isCorrect }));
  const answered = answeredAt(question, response);
  const kept: GradedAnswer["response"] = {};
  let isCorrect = false;
  switch (question.questionType) {
    case "multiple_choice": {
      const known = new Set(options.map((option) => option.id));
      const chosen = [...new Set(response?.selectedAnswerIds ?? [])].filter((id) => known.has(id));
      kept.selectedAnswerIds = chosen;
      isCorrect =
        answered &&
        sameSet(
          chosen,
          options.filter((option) => option.isCorrect).map((option) => option.id),
        );
      break;
    }
    case "true_false": {
      if (response?.booleanAnswer !== undefined) kept.booleanAnswer = response.booleanAnswer;
      const truth = options.find((option) => option.answerText === "True")?.isCorrect ?? false;
      isCorrect = answered && response?.booleanAnswer === truth;
      break;
    }
    case "short_answer": {
      kept.text = response?.text ?? "";
      isCorrect = answered && options.some((option) => option.isCorrect && shortAnswerMatches(kept.text ?? "", option.answerText));
      break;
    }
    case "matching":
      kept.text = response?.text ?? "";
      break;
  }
  const needsReview = question.questionType === "matching" && answered;
  return {
    questionId: question.id,
    questionText: question.questionText,
    questionType: question.questionType,
    points: question.points,
    explanation: question.explanation,
    options,
    response: kept,
    answered,
    isCorrect,
    pointsEarned: isCorrect ? question.points : 0,
    needsReview,
  };
}

export function gradeAttempt(questions: Question[], responses: QuizResponse[]) {
  const byQuestion = new Map(responses.map((response) => [response.questionId, response]));
  const answers = questions.map((question) => gradeQuestion(question, byQuestion.get(question.id)));
  return {
    answers,
    score: answers.reduce((sum, answer) => sum + answer.pointsEarned, 0),
    maxScore: questions.reduce((sum, question) => sum + question.points, 0),
  };
}

export function percentage(score: number, maxScore: number): number {
  return maxScore > 0 ? Math.round((score / maxScore) * 1000) / 10 : 0;
}
