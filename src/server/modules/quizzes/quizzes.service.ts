import type { Kysely } from "kysely";
import { quizMessages } from "../../../shared/messages.js";
import {
  defaultColorTheme,
  quizLimits,
  type Attempt,
  type AttemptInput,
  type AttemptRegrade,
  type AttemptSummary,
  type GradedAnswer,
  type Question,
  type Quiz,
  type QuizInputParsed,
  type QuizList,
  type QuizSummary,
  type QuizUpdate,
} from "../../../shared/schemas/quizzes.js";
import type { Database, Db } from "../../db/schema.js";
import { AppError } from "../../lib/app-error.js";
import { gradeAttempt, percentage } from "./grading.js";
import * as repository from "./quizzes.repository.js";
import type { AttemptRow, NewQuestion, QuestionWithAnswers, QuizRow } from "./quizzes.repository.js";

function toSummary(row: QuizRow): QuizSummary {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    colorTheme: row.color_theme,
    questionCount: row.question_count,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    attemptCount: row.attempt_count,
    lastPercentage: row.last_score !== null && row.last_max_score !== null ? percentage(row.last_score, row.last_max_score) : null,
  };
}

function toQuestion(row: QuestionWithAnswers): Question {
  return {
    id: row.id,
    questionText: row.question_text,
    questionType: row.question_type,
    points: row.points,
    position: row.position,
    explanation: row.explanation,
    multipleCorrect: row.multiple_correct,
    answers: row.answers.map((answer) => ({ id: answer.id, answerText: answer.answer_text, isCorrect: answer.is_correct, position: answer.position })),
  };
}

export async function listQuizzes(
  db: Db,
  userId: string,
  query: { q?: string | undefined; limit?: number | undefined; offset?: number | undefined },
): Promise<QuizList> {
  const limit = query.limit ?? quizLimits.listDefault;
  const offset = query.offset ?? 0;
  const rows = await repository.listQuizzes(db, userId, { q: query.q, limit: limit + 1, offset });
  return { quizzes: rows.slice(0, limit).map(toSummary), nextOffset: rows.length > limit ? offset + limit : null };
}

export async function getQuiz(db: Db, userId: string, id: string): Promise<Quiz> {
  const row = await repository.findQuiz(db, userId, id);
  if (!row) throw AppError.notFound(quizMessages.notFound);
  const questions = await repository.findQuestions(db, id);
  return { ...toSummary(row), pdfUrl: row.pdf_url, sourceContent: row.source_content, questions: questions.map(toQuestion) };
}

/**
 * The questions as rows. Ids the client sends back are kept when they already belong to this
 * quiz (a half-taken attempt still matches); any other id is replaced by a new one.
 */
function questionRows(questions: QuizInputParsed["questions"], known: { questions: Set<string>; answers: Set<string> }): NewQuestion[] {
  const usedQuestions = new Set<string>();
  const usedAnswers = new Set<string>();
  const keep = (id: string | undefined, pool: Set<string>, used: Set<string>) => {
    if (!id || !pool.has(id) || used.has(id)) return undefined;
    used.add(id);
    return id;
  };
  return questions.map((question, position) => {
    const multiple =
      question.questionType === "multiple_choice" && (question.multipleCorrect ?? question.answers.filter((answer) => answer.isCorrect).length > 1);
    const answers = question.questionType === "matching" ? question.answers.map((answer) => ({ ...answer, isCorrect: true })) : question.answers;
    return {
      id: keep(question.id, known.questions, usedQuestions),
      question_text: question.questionText,
      question_type: question.questionType,
      points: question.points ?? 1,
      position,
      explanation: question.explanation ? question.explanation : null,
      multiple_correct: multiple,
      answers: answers.map((answer, index) => ({
        id: keep(answer.id, known.answers, usedAnswers),
        answer_text: answer.answerText,
        is_correct: answer.isCorrect,
        position: index,
      })),
    };
  });
}

export async function createQuiz(db: Kysely<Database>, userId: string, input: QuizInputParsed): Promise<Quiz> {
  const id = await db.transaction().execute(async (trx) => {
    const quizId = await repository.insertQuiz(trx, {
      user_id: userId,
      title: input.title,
      description: input.description ?? "",
      color_theme: input.colorTheme ?? defaultColorTheme,
      source_content: input.sourceContent ?? null,
      pdf_url: input.pdfUrl ?? null,
    });
    await repository.insertQuestions(trx, quizId, questionRows(input.questions, { questions: new Set(), answers: new Set() }));
    await repository.updateQuiz(trx, quizId, { question_count: input.questions.length });
    return quizId;
  });
  return getQuiz(db, userId, id);
}

/** Replaces the quiz and, when given, all its questions and answers in one transaction. */
export async function updateQuiz(db: Kysely<Database>, userId: string, id: string, input: QuizUpdate): Promise<Quiz> {
  await db.transaction().execute(async (trx) => {
    if (!(await repository.lockQuiz(trx, userId, id))) throw AppError.notFound(quizMessages.notFound);
    await repository.updateQuiz(trx, id, {
      ...(input.title !== undefined && { title: input.title }),
      ...(input.description !== undefined && { description: input.description }),
      ...(input.colorTheme !== undefined && { color_theme: input.colorTheme }),
      ...(input.sourceContent !== undefined && { source_content: input.sourceContent }),
      ...(input.pdfUrl !== undefined && { pdf_url: input.pdfUrl }),
      ...(input.questions !== undefined && { question_count: input.questions.length }),
    });
    if (input.questions !== undefined) {
      const known = await repository.existingIds(trx, id);
      await repository.deleteQuestions(trx, id);
      await repository.insertQuestions(trx, id, questionRows(input.questions, known));
    }
  });
  return getQuiz(db, userId, id);
}

export async function deleteQuiz(db: Db, userId: string, id: string): Promise<void> {
  if ((await repository.deleteQuizzes(db, userId, [id])) === 0) throw AppError.notFound(quizMessages.notFound);
}

export async function deleteQuizzes(db: Db, userId: string, ids: string[]): Promise<number> {
  return repository.deleteQuizzes(db, userId, ids);
}

/** What an attempt shows: its row's fields the answer uses (the submit builds them from what it saved). */
type AttemptFields = Pick<
  AttemptRow,
  "id" | "quiz_id" | "quiz_title" | "color_theme" | "score" | "max_score" | "scope" | "completed_at" | "time_taken" | "answers"
>;

function toAttempt(row: AttemptFields): Attempt {
  return {
    id: row.id,
    quizId: row.quiz_id,
    quizTitle: row.quiz_title,
    colorTheme: row.color_theme,
    score: row.score,
    maxScore: row.max_score,
    percentage: percentage(row.score, row.max_score),
    scope: row.scope,
    completedAt: row.completed_at.toISOString(),
    timeTaken: row.time_taken,
    answers: row.answers as GradedAnswer[],
  };
}

function toAttemptSummary(row: AttemptRow): AttemptSummary {
  const { answers, ...attempt } = toAttempt(row);
  return { ...attempt, questionCount: answers.length, needsReview: answers.filter((answer) => answer.needsReview).length };
}

/** Grades and saves an attempt: the quiz and its questions are read in one query, and the answer is built from what was saved, not read back. */
export async function submitAttempt(db: Kysely<Database>, userId: string, quizId: string, input: AttemptInput): Promise<Attempt> {
  const header = await repository.findQuizForGrading(db, userId, quizId);
  if (!header) throw AppError.notFound(quizMessages.notFound);
  const questions = header.questions.map(toQuestion);
  const known = new Set(questions.map((question) => question.id));
  const unknown = input.responses.findIndex((response) => !known.has(response.questionId));
  if (unknown >= 0) {
    throw AppError.validation([
      { path: ["responses", unknown, "questionId"], message: "This question is not in the quiz (it may have been edited): reload it" },
    ]);
  }
  const missing = (input.questionIds ?? []).findIndex((id) => !known.has(id));
  if (missing >= 0) {
    throw AppError.validation([{ path: ["questionIds", missing], message: "This question is not in the quiz (it may have been edited): reload it" }]);
  }
  const chosen = input.questionIds ? new Set(input.questionIds) : undefined;
  const graded = gradeAttempt(chosen ? questions.filter((question) => chosen.has(question.id)) : questions, input.responses);
  const row = {
    quiz_id: quizId,
    score: graded.score,
    max_score: graded.maxScore,
    time_taken: input.timeTakenSeconds,
    answers: graded.answers,
    scope: chosen && graded.answers.length < questions.length ? ("subset" as const) : ("full" as const),
  };
  const saved = await repository.insertAttempt(db, { ...row, user_id: userId });
  return toAttempt({ ...row, ...saved, quiz_title: header.title, color_theme: header.color_theme });
}

export async function getAttempt(db: Db, userId: string, id: string): Promise<Attempt> {
  const row = await repository.findAttempt(db, userId, id);
  if (!row) throw AppError.notFound(quizMessages.resultNotFound);
  return toAttempt(row);
}

export async function listAttempts(db: Db, userId: string, filter: { quizId?: string | undefined; limit?: number | undefined }) {
  return { attempts: (await repository.listAttempts(db, userId, { quizId: filter.quizId, limit: filter.limit ?? 100 })).map(toAttemptSummary) };
}

/** The taker's own grading (long answers, or overriding a strict short-answer check). */
export async function regradeAttempt(db: Kysely<Database>, userId: string, id: string, input: AttemptRegrade): Promise<Attempt> {
  return db.transaction().execute(async (trx) => {
    const attempt = await getAttempt(trx, userId, id);
    const answers = attempt.answers.map((answer) => ({ ...answer }));
    const issues: { path: (string | number)[]; message: string }[] = [];
    input.answers.forEach((grade, index) => {
      const answer = answers.find((candidate) => candidate.questionId === grade.questionId);
      if (!answer) {
        issues.push({ path: ["answers", index, "questionId"], message: "This question is not in the attempt" });
        return;
      }
      const points = grade.pointsEarned ?? (grade.isCorrect ? answer.points : 0);
      if (points > answer.points) {
        issues.push({ path: ["answers", index, "pointsEarned"], message: `At most ${answer.points} points for this question` });
        return;
      }
      Object.assign(answer, { isCorrect: grade.isCorrect, pointsEarned: points, needsReview: false });
    });
    const score = answers.reduce((sum, answer) => sum + answer.pointsEarned, 0);
    if (input.score !== undefined && Math.abs(input.score - score) > 1e-9) {
      issues.push({ path: ["score"], message: `The score must be the sum of the points earned (${score})` });
    }
    if (issues.length) throw AppError.validation(issues);
    await repository.updateAttempt(trx, id, { score, answers });
    return getAttempt(trx, userId, id);
  });
}
