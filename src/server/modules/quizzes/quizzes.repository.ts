import { sql, type RawBuilder, type Selectable } from "kysely";
import { containsPattern } from "../../lib/sql.js";
import type { AnswerTable, QuestionTable, QuizAttemptTable, QuizTable, Db } from "../../db/schema.js";

export type QuizRow = Selectable<QuizTable> & { attempt_count: number; last_score: number | null; last_max_score: number | null };

/**
 * Each quiz with its attempt count and newest full score: a count, and the newest full attempt
 * read from the (quiz_id, completed_at desc) index, so a quiz taken a thousand times costs no
 * more to show than one taken once.
 */
function withAttemptStats(db: Db) {
  return (
    db
      .selectFrom("quizzes as q")
      .leftJoinLateral(
        (eb) =>
          eb
            .selectFrom("quiz_attempts as a")
            .select(sql<number>`count(*)::int`.as("attempt_count"))
            .whereRef("a.quiz_id", "=", "q.id")
            .as("counted"),
        (join) => join.onTrue(),
      )
      // A retake of some questions is not a score on the quiz.
      .leftJoinLateral(
        (eb) =>
          eb
            .selectFrom("quiz_attempts as a")
            .select(["a.score as last_score", "a.max_score as last_max_score"])
            .whereRef("a.quiz_id", "=", "q.id")
            .where("a.scope", "=", "full")
            .orderBy("a.completed_at", "desc")
            .limit(1)
            .as("newest"),
        (join) => join.onTrue(),
      )
      .selectAll("q")
      .select(["counted.attempt_count", "newest.last_score", "newest.last_max_score"])
      .$narrowType<{ attempt_count: number; last_score: number | null; last_max_score: number | null }>()
  );
}

export async function listQuizzes(db: Db, userId: string, page: { q?: string | undefined; limit: number; offset: number }): Promise<QuizRow[]> {
  let query = withAttemptStats(db).where("q.user_id", "=", userId);
  if (page.q) {
    const pattern = containsPattern(page.q);
    query = query.where((eb) => eb.or([eb("q.title", "ilike", pattern), eb("q.description", "ilike", pattern)]));
  }
  return query.orderBy("q.updated_at", "desc").orderBy("q.id").limit(page.limit).offset(page.offset).execute();
}

export async function findQuiz(db: Db, userId: string, id: string): Promise<QuizRow | undefined> {
  return withAttemptStats(db).where("q.id", "=", id).where("q.user_id", "=", userId).executeTakeFirst();
}

/** Locks the quiz row for the rest of the transaction, so two updates apply one after the other. */
export async function lockQuiz(db: Db, userId: string, id: string): Promise<boolean> {
  const row = await db.selectFrom("quizzes").select("id").where("id", "=", id).where("user_id", "=", userId).forUpdate().executeTakeFirst();
  return row !== undefined;
}

/** A question as the quiz and grading routes use it (not when it was made), with its answers. */
export interface QuestionWithAnswers extends Omit<Selectable<QuestionTable>, "created_at"> {
  answers: Selectable<AnswerTable>[];
}

/**
 * Every question of the quiz `quizId` names with its answers, in order, as one JSON value
 * however many questions. (As rows, 50 questions and their answers were 2,000 fields, and reading
 * them was most of PGlite's work: its protocol parser copies each field out of the WebAssembly memory.)
 */
const questionsOf = (quizId: RawBuilder<unknown>) => sql<QuestionWithAnswers[]>`coalesce((
  select json_agg(json_build_object(
    'id', q.id, 'quiz_id', q.quiz_id, 'question_text', q.question_text, 'question_type', q.question_type,
    'points', q.points, 'position', q.position, 'explanation', q.explanation, 'multiple_correct', q.multiple_correct,
    'answers', coalesce((
      select json_agg(json_build_object('id', a.id, 'question_id', a.question_id, 'answer_text', a.answer_text, 'is_correct', a.is_correct, 'position', a.position) order by a.position)
      from answers a where a.question_id = q.id
    ), '[]'::json)
  ) order by q.position, q.created_at)
  from questions q where q.quiz_id = ${quizId}
), '[]'::json)`;

/** Every question of a quiz with its answers, in order: one query and one JSON value. */
export async function findQuestions(db: Db, quizId: string): Promise<QuestionWithAnswers[]> {
  const { rows } = await sql<{ questions: QuestionWithAnswers[] }>`select ${questionsOf(sql`${quizId}`)} as questions`.execute(db);
  return rows[0]!.questions;
}

/** What grading an attempt reads, in one query: the user's quiz's name and colour, and its questions with their answers. */
export async function findQuizForGrading(
  db: Db,
  userId: string,
  id: string,
): Promise<{ title: string; color_theme: string; questions: QuestionWithAnswers[] } | undefined> {
  const { rows } = await sql<{ title: string; color_theme: string; questions: QuestionWithAnswers[] }>`
    select z.title, z.color_theme, ${questionsOf(sql`z.id`)} as questions
    from quizzes z where z.id = ${id} and z.user_id = ${userId}`.execute(db);
  return rows[0];
}

export async function existingIds(db: Db, quizId: string): Promise<{ questions: Set<string>; answers: Set<string> }> {
  const rows = await db
    .selectFrom("questions")
    .leftJoin("answers", "answers.question_id", "questions.id")
    .select(["questions.id as question_id", "answers.id as answer_id"])
    .where("questions.quiz_id", "=", quizId)
    .execute();
  return {
    questions: new Set(rows.map((row) => row.question_id)),
    answers: new Set(rows.flatMap((row) => (row.answer_id ? [row.answer_id] : []))),
  };
}

export async function insertQuiz(
  db: Db,
  row: { user_id: string; title: string; description: string; color_theme: string; source_content: string | null; pdf_url: string | null },
): Promise<string> {
  return (await db.insertInto("quizzes").values(row).returning("id").executeTakeFirstOrThrow()).id;
}

export async function updateQuiz(
  db: Db,
  id: string,
  changes: Partial<Pick<Selectable<QuizTable>, "title" | "description" | "color_theme" | "source_content" | "pdf_url" | "question_count">>,
): Promise<void> {
  await db
    .updateTable("quizzes")
    .set({ ...changes, updated_at: new Date() })
    .where("id", "=", id)
    .execute();
}

export async function deleteQuestions(db: Db, quizId: string): Promise<void> {
  await db.deleteFrom("questions").where("quiz_id", "=", quizId).execute();
}

export interface NewQuestion {
  id?: string | undefined;
  question_text: string;
  question_type: Selectable<QuestionTable>["question_type"];
  points: number;
  position: number;
  explanation: string | null;
  multiple_correct: boolean;
  answers: { id?: string | undefined; answer_text: string; is_correct: boolean; position: number }[];
}

/** Inserts questions, then all their answers in one statement. */
export async function insertQuestions(db: Db, quizId: string, questions: NewQuestion[]): Promise<void> {
  if (!questions.length) return;
  const inserted = await db
    .insertInto("questions")
    .values(questions.map(({ answers: _answers, id, ...question }) => ({ ...question, ...(id ? { id } : {}), quiz_id: quizId })))
    .returning(["id", "position"])
    .execute();
  const idByPosition = new Map(inserted.map((row) => [row.position, row.id]));
  const answers = questions.flatMap((question) =>
    question.answers.map(({ id, ...answer }) => ({ ...answer, ...(id ? { id } : {}), question_id: idByPosition.get(question.position)! })),
  );
  if (answers.length) await db.insertInto("answers").values(answers).execute();
}

export async function deleteQuizzes(db: Db, userId: string, ids: string[]): Promise<number> {
  const deleted = await db.deleteFrom("quizzes").where("user_id", "=", userId).where("id", "in", ids).returning("id").execute();
  return deleted.length;
}

export type AttemptRow = Selectable<QuizAttemptTable> & { quiz_title: string; color_theme: string };

function attemptsWithQuiz(db: Db) {
  return db.selectFrom("quiz_attempts as a").innerJoin("quizzes as q", "q.id", "a.quiz_id").selectAll("a").select(["q.title as quiz_title", "q.color_theme"]);
}

/** The new attempt's id and time (its answers are the caller's: not read back). */
export async function insertAttempt(
  db: Db,
  row: { user_id: string; quiz_id: string; score: number; max_score: number; time_taken: number; answers: unknown[]; scope: "full" | "subset" },
): Promise<{ id: string; completed_at: Date }> {
  return db
    .insertInto("quiz_attempts")
    .values({ ...row, answers: JSON.stringify(row.answers) })
    .returning(["id", "completed_at"])
    .executeTakeFirstOrThrow();
}

export async function findAttempt(db: Db, userId: string, id: string): Promise<AttemptRow | undefined> {
  return attemptsWithQuiz(db).where("a.id", "=", id).where("a.user_id", "=", userId).executeTakeFirst();
}

export async function listAttempts(db: Db, userId: string, filter: { quizId?: string | undefined; limit: number }): Promise<AttemptRow[]> {
  let query = attemptsWithQuiz(db).where("a.user_id", "=", userId);
  if (filter.quizId) query = query.where("a.quiz_id", "=", filter.quizId);
  return query.orderBy("a.completed_at", "desc").limit(filter.limit).execute();
}

export async function updateAttempt(db: Db, id: string, changes: { score: number; answers: unknown[] }): Promise<void> {
  await db
    .updateTable("quiz_attempts")
    .set({ score: changes.score, answers: JSON.stringify(changes.answers) })
    .where("id", "=", id)
    .execute();
}
