// The baseline: a bare Hono server running the same SQL as the measured routes, with no
// auth, validation or middleware. Started by bench/run.mjs in a process of its own.
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { sql } from "kysely";
import { openDatabase } from "../src/server/db/client.js";
import { migrateToLatest } from "../src/server/db/migrate.js";
import { findInRange } from "../src/server/modules/tasks/tasks.repository.js";
import {
  findQuizForGrading,
  findQuestions,
  findQuiz,
  insertAttempt,
  insertQuestions,
  insertQuiz,
  listQuizzes,
} from "../src/server/modules/quizzes/quizzes.repository.js";
import { insertCards, insertSet, studyQueue } from "../src/server/modules/flashcards/flashcards.repository.js";
import { benchCards, benchQuiz, benchQuizCount } from "./study-fixtures.js";
import { localDate } from "../src/shared/time.js";
import { benchMonth, benchTask, benchTaskCount } from "./task-fixtures.js";

const { PORT, DATA_DIR, DATABASE_URL } = process.env;
const database = await openDatabase(DATABASE_URL ? { kind: "postgres", url: DATABASE_URL } : { kind: "pglite", dataDir: DATA_DIR ?? "bench-bare-data" });
await migrateToLatest(database.db);
const { db } = database;

const userId = "bench-user";
const token = "bench-session-token";
await db.insertInto("user").values({ id: userId, name: "Bench User", email: "bench-bare@example.com" }).execute();
await db
  .insertInto("session")
  .values({ id: "bench-session", token, userId, expiresAt: new Date(Date.now() + 86_400_000) })
  .execute();

// The same tasks the real server's user gets through the API, inserted directly.
for (let first = 0; first < benchTaskCount; first += 500) {
  const rows = Array.from({ length: Math.min(500, benchTaskCount - first) }, (_, offset) => {
    const task = benchTask(first + offset);
    const allDay = task.dueAt!.length === 10;
    return {
      user_id: userId,
      title: task.title,
      description: task.description ?? "",
      due_at: allDay ? null : new Date(task.dueAt!),
      due_date: allDay ? task.dueAt! : null,
      duration_minutes: task.durationMinutes ?? null,
      priority: task.priority ?? "medium",
      status: task.status ?? "todo",
      tags: task.tags ?? [],
      rrule: task.rrule ?? null,
      time_zone: task.timeZone ?? "UTC",
    };
  });
  await db.insertInto("tasks").values(rows).execute();
}

// The same quizzes and flashcard set, inserted directly.
let bigQuizId = "";
for (let index = 0; index < benchQuizCount; index++) {
  const quiz = benchQuiz(index);
  const id = await insertQuiz(db, {
    user_id: userId,
    title: quiz.title,
    description: quiz.description ?? "",
    color_theme: "#3B82F6",
    source_content: null,
    pdf_url: null,
  });
  await insertQuestions(
    db,
    id,
    quiz.questions.map((question, position) => ({
      question_text: question.questionText,
      question_type: question.questionType,
      points: question.points ?? 1,
      position,
      explanation: question.explanation ?? null,
      multiple_correct: false,
      answers: question.answers.map((answer, answerPosition) => ({ answer_text: answer.answerText, is_correct: answer.isCorrect, position: answerPosition })),
    })),
  );
  await db.updateTable("quizzes").set({ question_count: quiz.questions.length }).where("id", "=", id).execute();
  if (index === 0) bigQuizId = id;
}
const setId = await insertSet(db, { user_id: userId, title: "Bench set", description: "", color_theme: "#3B82F6" });
await insertCards(
  db,
  setId,
  benchCards().map((card, position) => ({ ...card, position })),
);

// A server in steady state has its planner statistics (autovacuum on PostgreSQL, the server's
// own analyze on PGlite): so does the baseline.
await sql`analyze`.execute(db);

const app = new Hono();
app.get("/bare/health", async (c) => {
  await sql`select 1`.execute(db);
  return c.json({ status: "ok", db: "ok" });
});
// What GET /api/me reads: the session by token, its user, and the profile.
app.get("/bare/me", async (c) => {
  const session = await db.selectFrom("session").selectAll().where("token", "=", token).executeTakeFirstOrThrow();
  const user = await db.selectFrom("user").selectAll().where("id", "=", session.userId).executeTakeFirstOrThrow();
  const profile = await db.selectFrom("profiles").selectAll().where("id", "=", user.id).executeTakeFirst();
  return c.json({ user, profile });
});

// What GET /api/tasks?from&to reads: the same query, without the session, validation or the
// expansion of repeating tasks.
const monthRange = {
  from: new Date(benchMonth.from),
  to: new Date(benchMonth.to),
  fromDate: localDate(benchMonth.from, "Europe/Berlin"),
  toDate: localDate(Date.parse(benchMonth.to) - 1, "Europe/Berlin"),
};
app.get("/bare/tasks", async (c) => c.json({ tasks: await findInRange(db, userId, monthRange, {}, 5000) }));

// The quiz routes' SQL: the list page, one quiz with its questions, an attempt stored.
app.get("/bare/quizzes", async (c) => c.json({ quizzes: await listQuizzes(db, userId, { limit: 20, offset: 0 }) }));
app.get("/bare/quiz", async (c) => c.json({ quiz: await findQuiz(db, userId, bigQuizId), questions: await findQuestions(db, bigQuizId) }));
// The attempt route's SQL: the quiz's name and its questions (to grade against) in one query, and the insert.
app.post("/bare/attempts", async (c) => {
  const body = (await c.req.json()) as { responses: unknown[] };
  const { questions, ...quiz } = (await findQuizForGrading(db, userId, bigQuizId))!;
  const saved = await insertAttempt(db, {
    user_id: userId,
    quiz_id: bigQuizId,
    score: 0,
    max_score: 50,
    time_taken: 0,
    answers: body.responses,
    scope: "full",
  });
  return c.json({ ...saved, quiz, questionCount: questions.length, answers: body.responses }, 201);
});
// The study queue's SQL.
app.get("/bare/study", async (c) => c.json(await studyQueue(db, setId, 50)));

serve({ fetch: app.fetch, port: Number(PORT) }, () => console.log("bare server ready"));
process.on("SIGTERM", () => void database.close().then(() => process.exit(0)));
