import type { QuizInput } from "../src/shared/schemas/quizzes.js";

/** How many quizzes the benchmark user has in the list, and the questions of the big one. */
export const benchQuizCount = 30;
export const benchQuestionCount = 50;
export const benchCardCount = 200;

/** Quiz `index`: the first has 50 multiple-choice questions (the "quiz with 50 questions"), the rest 5. */
export function benchQuiz(index: number): QuizInput {
  const questions = Array.from({ length: index === 0 ? benchQuestionCount : 5 }, (_, number) => ({
    questionText: `Question ${number + 1} of quiz ${index}: which option is right?`,
    questionType: "multiple_choice" as const,
    points: 1,
    explanation: "Option A is right because the chapter says so.",
    answers: ["Option A", "Option B", "Option C", "Option D"].map((answerText, position) => ({ answerText, isCorrect: position === 0 })),
  }));
  return { title: `Bench quiz ${index}`, description: "A quiz for the benchmark.", questions };
}

/** The cards of the benchmark set: all new, so the study queue is full. */
export function benchCards(): { front: string; back: string }[] {
  return Array.from({ length: benchCardCount }, (_, index) => ({ front: `Term ${index}`, back: `The definition of term ${index}, in a sentence or two.` }));
}

/** Creates the benchmark user's quizzes (the first is the 50-question one) and 200-card set through the API; the attempt body answers that quiz. */
export async function seedStudy(base: string, cookie: string) {
  const post = async <T>(path: string, body: unknown): Promise<T> => {
    const response = await fetch(`${base}${path}`, {
      method: "POST",
      headers: { cookie, "content-type": "application/json", origin: base },
      body: JSON.stringify(body),
    });
    if (response.status !== 201) throw new Error(`POST ${path} failed with ${response.status}: ${await response.text()}`);
    return (await response.json()) as T;
  };
  let quizId = "";
  for (let index = benchQuizCount - 1; index >= 0; index--) {
    const quiz = await post<{ id: string }>("/api/quizzes", benchQuiz(index));
    if (index === 0) quizId = quiz.id;
  }
  const full = (await (await fetch(`${base}/api/quizzes/${quizId}`, { headers: { cookie } })).json()) as {
    questions: { id: string; answers: { id: string }[] }[];
  };
  const attemptBody = JSON.stringify({
    responses: full.questions.map((question, index) => ({ questionId: question.id, selectedAnswerIds: [question.answers[index % 4]!.id] })),
    timeTakenSeconds: 300,
  });
  const set = await post<{ id: string }>("/api/flashcard-sets", { title: "Bench set", cards: benchCards() });
  return { quizId, setId: set.id, attemptBody };
}
