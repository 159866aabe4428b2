import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { accountMessages, exportFormat, exportVersion, type AccountExport, type ImportResult } from "../../../shared/schemas/account.js";
import { isPlaceholderEmail } from "../../../shared/schemas/auth.js";
import type { Auth } from "../../auth/auth.js";
import type { Database } from "../../db/schema.js";
import { AppError } from "../../lib/app-error.js";
import { RuleError, scheduleRule, type Due } from "../tasks/recurrence.js";
import type { Storage } from "../storage/storage.service.js";
import * as repository from "./account.repository.js";

/** Repeating tasks are stored as the task API stores them (`scheduleRule`): rules Cadence can follow. */
function checkImportedRules(tasks: AccountExport["tasks"]): void {
  const issues: { path: (string | number)[]; message: string }[] = [];
  tasks.forEach((task, index) => {
    const due: Due | null = task.dueDate ? { kind: "date", date: task.dueDate } : task.dueAt ? { kind: "instant", at: new Date(task.dueAt) } : null;
    if (!task.rrule) return;
    if (!due) {
      issues.push({ path: ["tasks", index, "rrule"], message: "A repeating task needs a due date" });
      return;
    }
    try {
      const stored = scheduleRule(task.rrule, due, task.timeZone);
      task.rrule = stored.rule;
      if (stored.due.kind === "date") task.dueDate = stored.due.date;
      else task.dueAt = stored.due.at.toISOString();
    } catch (error) {
      if (!(error instanceof RuleError)) throw error;
      issues.push({ path: ["tasks", index, "rrule"], message: error.message });
    }
  });
  if (issues.length) throw AppError.validation(issues);
}

/** Rows by the id of their parent, read once: nested exports stay linear however large the account. */
function byParent<T>(rows: T[], parentOf: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const key = parentOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}

const iso = (value: Date | string) => (value instanceof Date ? value.toISOString() : new Date(value).toISOString());
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

/** Everything the user owns, as the export file's object. */
export async function exportAccount(db: Kysely<Database>, userId: string): Promise<AccountExport> {
  const [profile, tasks, quizzes, questions, answers, attempts, sets, cards, reviews] = await Promise.all([
    db
      .selectFrom("profiles")
      .select(["first_name", "last_name", "theme", "time_zone", "week_start", "quiz_color", "mistake_cards"])
      .where("id", "=", userId)
      .executeTakeFirst(),
    db.selectFrom("tasks").selectAll().where("user_id", "=", userId).where("deleted_at", "is", null).orderBy("created_at").orderBy("id").execute(),
    db.selectFrom("quizzes").selectAll().where("user_id", "=", userId).orderBy("created_at").orderBy("id").execute(),
    db
      .selectFrom("questions")
      .innerJoin("quizzes", "quizzes.id", "questions.quiz_id")
      .selectAll("questions")
      .where("quizzes.user_id", "=", userId)
      .orderBy("questions.position")
      .execute(),
    db
      .selectFrom("answers")
      .innerJoin("questions", "questions.id", "answers.question_id")
      .innerJoin("quizzes", "quizzes.id", "questions.quiz_id")
      .selectAll("answers")
      .where("quizzes.user_id", "=", userId)
      .orderBy("answers.position")
      .execute(),
    db.selectFrom("quiz_attempts").selectAll().where("user_id", "=", userId).orderBy("completed_at").orderBy("id").execute(),
    db.selectFrom("flashcard_sets").selectAll().where("user_id", "=", userId).orderBy("created_at").orderBy("id").execute(),
    db
      .selectFrom("flashcards")
      .innerJoin("flashcard_sets", "flashcard_sets.id", "flashcards.set_id")
      .selectAll("flashcards")
      .where("flashcard_sets.user_id", "=", userId)
      .orderBy("flashcards.position")
      .orderBy("flashcards.created_at")
      .execute(),
    db.selectFrom("flashcard_reviews").selectAll().where("user_id", "=", userId).orderBy("reviewed_at").execute(),
  ]);

  const questionsOf = byParent(questions, (question) => question.quiz_id);
  const answersOf = byParent(answers, (answer) => answer.question_id);
  const cardsOf = byParent(cards, (card) => card.set_id);
  const reviewsOf = byParent(reviews, (review) => review.card_id);

  return {
    format: exportFormat,
    version: exportVersion,
    exportedAt: new Date().toISOString(),
    profile: {
      firstName: profile?.first_name ?? null,
      lastName: profile?.last_name ?? null,
      theme: profile?.theme ?? "system",
      timeZone: profile?.time_zone ?? null,
      weekStart: profile?.week_start ?? "monday",
      quizColor: profile?.quiz_color ?? null,
      mistakeCards: profile?.mistake_cards ?? false,
    },
    tasks: tasks.map((task) => ({
      id: task.id,
      parentId: task.parent_id,
      title: task.title,
      description: task.description,
      dueAt: isoOrNull(task.due_at),
      dueDate: task.due_date,
      startDate: task.start_date,
      durationMinutes: task.duration_minutes,
      timeZone: task.time_zone,
      priority: task.priority,
      status: task.status,
      completedAt: isoOrNull(task.completed_at),
      tags: task.tags,
      rrule: task.rrule,
      position: task.position,
      createdAt: iso(task.created_at),
      updatedAt: iso(task.updated_at),
    })),
    quizzes: quizzes.map((quiz) => ({
      id: quiz.id,
      title: quiz.title,
      description: quiz.description,
      colorTheme: quiz.color_theme,
      pdfUrl: quiz.pdf_url,
      sourceContent: quiz.source_content,
      createdAt: iso(quiz.created_at),
      updatedAt: iso(quiz.updated_at),
      questions: (questionsOf.get(quiz.id) ?? []).map((question) => ({
        id: question.id,
        questionText: question.question_text,
        questionType: question.question_type,
        points: question.points,
        position: question.position,
        explanation: question.explanation,
        multipleCorrect: question.multiple_correct,
        createdAt: iso(question.created_at),
        answers: (answersOf.get(question.id) ?? []).map((answer) => ({
          id: answer.id,
          answerText: answer.answer_text,
          isCorrect: answer.is_correct,
          position: answer.position,
        })),
      })),
    })),
    attempts: attempts.map((attempt) => ({
      id: attempt.id,
      quizId: attempt.quiz_id,
      score: attempt.score,
      maxScore: attempt.max_score,
      completedAt: iso(attempt.completed_at),
      timeTaken: attempt.time_taken,
      scope: attempt.scope,
      answers: attempt.answers,
      createdAt: iso(attempt.created_at),
    })),
    flashcardSets: sets.map((set) => ({
      id: set.id,
      title: set.title,
      description: set.description,
      colorTheme: set.color_theme,
      createdAt: iso(set.created_at),
      updatedAt: iso(set.updated_at),
      cards: (cardsOf.get(set.id) ?? []).map((card) => ({
        id: card.id,
        front: card.front,
        back: card.back,
        guid: card.guid,
        suspended: card.suspended,
        difficulty: card.difficulty,
        lastReviewed: isoOrNull(card.last_reviewed),
        position: card.position,
        dueAt: iso(card.due_at),
        stability: card.stability,
        fsrsDifficulty: card.fsrs_difficulty,
        elapsedDays: card.elapsed_days,
        scheduledDays: card.scheduled_days,
        learningSteps: card.learning_steps,
        reps: card.reps,
        lapses: card.lapses,
        state: card.state,
        createdAt: iso(card.created_at),
        updatedAt: iso(card.updated_at),
        reviews: (reviewsOf.get(card.id) ?? []).map((review) => ({
          id: review.id,
          rating: review.rating,
          state: review.state,
          dueAt: iso(review.due_at),
          stability: review.stability,
          difficulty: review.difficulty,
          elapsedDays: review.elapsed_days,
          scheduledDays: review.scheduled_days,
          reviewedAt: iso(review.reviewed_at),
          previous: review.previous,
        })),
      })),
    })),
  };
}

/** Whether the user owns any tasks, quizzes, attempts or sets. */
async function ownsAnything(trx: Transaction<Database>, userId: string): Promise<boolean> {
  for (const table of ["tasks", "quizzes", "quiz_attempts", "flashcard_sets"] as const) {
    const row = await trx.selectFrom(table).select("id").where("user_id", "=", userId).limit(1).executeTakeFirst();
    if (row) return true;
  }
  return false;
}

/** Inserts in slices: one statement per few hundred rows keeps parameter counts in bounds. */
async function insertAll<T extends keyof Database>(trx: Transaction<Database>, table: T, rows: Record<string, unknown>[]): Promise<void> {
  for (let start = 0; start < rows.length; start += 500) {
    // Rows are built per table below from the export schema's checked fields; Kysely cannot relate them to a generic table.
    await trx
      .insertInto(table)
      .values(rows.slice(start, start + 500) as never)
      .execute();
  }
}

/**
 * An export read back into an empty account, in one transaction: every row gets a new id and
 * the links between rows (subtasks, questions, attempts, cards, reviews) follow. Ids inside
 * an attempt's stored answers are rewritten too, so its review and retake still work.
 */
export async function importAccount(db: Kysely<Database>, userId: string, data: AccountExport): Promise<ImportResult> {
  const ids = new Map<string, string>();
  const fresh = (old: string) => {
    let next = ids.get(old);
    if (!next) ids.set(old, (next = randomUUID()));
    return next;
  };
  const mapped = (old: string) => {
    const next = ids.get(old);
    if (!next) throw AppError.validation([{ path: ["file"], message: accountMessages.invalidFile }], accountMessages.invalidFile);
    return next;
  };
  const rewriteIds = (value: unknown): unknown => {
    if (typeof value === "string") return ids.get(value) ?? value;
    if (Array.isArray(value)) return value.map(rewriteIds);
    if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, rewriteIds(inner)]));
    return value;
  };

  checkImportedRules(data.tasks);
  for (const task of data.tasks) fresh(task.id);
  for (const quiz of data.quizzes) {
    fresh(quiz.id);
    for (const question of quiz.questions) {
      fresh(question.id);
      for (const answer of question.answers) fresh(answer.id);
    }
  }
  for (const set of data.flashcardSets) {
    fresh(set.id);
    for (const card of set.cards) fresh(card.id);
  }

  return db.transaction().execute(async (trx) => {
    await trx.selectFrom("user").select("id").where("id", "=", userId).forUpdate().executeTakeFirstOrThrow();
    if (await ownsAnything(trx, userId)) throw new AppError("conflict", accountMessages.notEmpty);

    const { firstName, lastName, theme, timeZone, weekStart, quizColor, mistakeCards } = data.profile;
    await trx
      .updateTable("profiles")
      .set({
        first_name: firstName,
        last_name: lastName,
        ...(theme ? { theme } : {}),
        ...(timeZone !== undefined ? { time_zone: timeZone } : {}),
        ...(weekStart ? { week_start: weekStart } : {}),
        ...(quizColor !== undefined ? { quiz_color: quizColor?.toUpperCase() ?? null } : {}),
        ...(mistakeCards !== undefined ? { mistake_cards: mistakeCards } : {}),
        updated_at: new Date(),
      })
      .where("id", "=", userId)
      .execute();

    // Parents before subtasks: top-level rows first.
    const tasks = [...data.tasks].sort((a, b) => Number(a.parentId !== null) - Number(b.parentId !== null));
    await insertAll(
      trx,
      "tasks",
      tasks.map((task) => ({
        id: mapped(task.id),
        user_id: userId,
        parent_id: task.parentId === null ? null : mapped(task.parentId),
        title: task.title,
        description: task.description,
        due_at: task.dueAt,
        due_date: task.dueDate,
        start_date: task.startDate,
        duration_minutes: task.durationMinutes,
        time_zone: task.timeZone,
        priority: task.priority,
        status: task.status,
        completed_at: task.completedAt,
        tags: task.tags,
        rrule: task.rrule,
        position: task.position,
        created_at: task.createdAt,
        updated_at: task.updatedAt,
      })),
    );

    await insertAll(
      trx,
      "quizzes",
      data.quizzes.map((quiz) => ({
        id: mapped(quiz.id),
        user_id: userId,
        title: quiz.title,
        description: quiz.description,
        color_theme: quiz.colorTheme,
        question_count: quiz.questions.length,
        pdf_url: quiz.pdfUrl,
        source_content: quiz.sourceContent,
        created_at: quiz.createdAt,
        updated_at: quiz.updatedAt,
      })),
    );
    const questions = data.quizzes.flatMap((quiz) => quiz.questions.map((question) => ({ quiz, question })));
    await insertAll(
      trx,
      "questions",
      questions.map(({ quiz, question }) => ({
        id: mapped(question.id),
        quiz_id: mapped(quiz.id),
        question_text: question.questionText,
        question_type: question.questionType,
        points: question.points,
        position: question.position,
        explanation: question.explanation,
        multiple_correct: question.multipleCorrect,
        created_at: question.createdAt,
      })),
    );
    await insertAll(
      trx,
      "answers",
      questions.flatMap(({ question }) =>
        question.answers.map((answer) => ({
          id: mapped(answer.id),
          question_id: mapped(question.id),
          answer_text: answer.answerText,
          is_correct: answer.isCorrect,
          position: answer.position,
        })),
      ),
    );
    await insertAll(
      trx,
      "quiz_attempts",
      data.attempts.map((attempt) => ({
        id: randomUUID(),
        user_id: userId,
        quiz_id: mapped(attempt.quizId),
        score: attempt.score,
        max_score: attempt.maxScore,
        completed_at: attempt.completedAt,
        time_taken: attempt.timeTaken,
        scope: attempt.scope,
        answers: JSON.stringify(rewriteIds(attempt.answers)),
        created_at: attempt.createdAt,
      })),
    );

    await insertAll(
      trx,
      "flashcard_sets",
      data.flashcardSets.map((set) => ({
        id: mapped(set.id),
        user_id: userId,
        title: set.title,
        description: set.description,
        color_theme: set.colorTheme,
        card_count: set.cards.length,
        created_at: set.createdAt,
        updated_at: set.updatedAt,
      })),
    );
    const cards = data.flashcardSets.flatMap((set) => set.cards.map((card) => ({ set, card })));
    await insertAll(
      trx,
      "flashcards",
      cards.map(({ set, card }) => ({
        id: mapped(card.id),
        set_id: mapped(set.id),
        front: card.front,
        back: card.back,
        guid: card.guid ?? null,
        suspended: card.suspended ?? false,
        difficulty: card.difficulty,
        last_reviewed: card.lastReviewed,
        position: card.position,
        due_at: card.dueAt,
        stability: card.stability,
        fsrs_difficulty: card.fsrsDifficulty,
        elapsed_days: card.elapsedDays,
        scheduled_days: card.scheduledDays,
        learning_steps: card.learningSteps,
        reps: card.reps,
        lapses: card.lapses,
        state: card.state,
        created_at: card.createdAt,
        updated_at: card.updatedAt,
      })),
    );
    await insertAll(
      trx,
      "flashcard_reviews",
      cards.flatMap(({ card }) =>
        card.reviews.map((review) => ({
          id: randomUUID(),
          card_id: mapped(card.id),
          user_id: userId,
          rating: review.rating,
          state: review.state,
          due_at: review.dueAt,
          stability: review.stability,
          difficulty: review.difficulty,
          elapsed_days: review.elapsedDays,
          scheduled_days: review.scheduledDays,
          reviewed_at: review.reviewedAt,
          previous: JSON.stringify(review.previous),
        })),
      ),
    );

    return {
      tasks: data.tasks.length,
      quizzes: data.quizzes.length,
      attempts: data.attempts.length,
      flashcardSets: data.flashcardSets.length,
      cards: cards.length,
    };
  });
}

/** A sign-in this recent counts as re-authentication for accounts without a password. */
const recentSignInMs = 10 * 60 * 1000;

/**
 * Deletes the account after its checks: the e-mail address typed again (the phone number for
 * a phone-only account), and the password if the account has one, or else a sign-in in the last
 * ten minutes. Files first (they live outside the database), then the user row, from which
 * every table cascades; tokens better-auth keeps by value (password reset, e-mail change) and
 * the newsletter row of the account's address go too.
 */
export async function deleteAccount(
  { db, auth, storage }: { db: Kysely<Database>; auth: Auth; storage: Pick<Storage, "removeAll"> },
  user: { id: string; email: string; phoneNumber?: string | null },
  session: { createdAt: Date | string },
  { confirm, password }: { confirm: string; password?: string | undefined },
): Promise<void> {
  const expected = (isPlaceholderEmail(user.email) ? user.phoneNumber : user.email) ?? "";
  if (confirm.toLowerCase() !== expected.toLowerCase()) {
    throw AppError.validation([{ path: ["confirm"], message: accountMessages.confirmMismatch }], accountMessages.confirmMismatch);
  }
  const hash = await repository.findPasswordHash(db, user.id);
  if (hash) {
    const context = await auth.$context;
    const valid = password !== undefined && (await context.password.verify({ password, hash }));
    if (!valid) throw AppError.validation([{ path: ["password"], message: accountMessages.wrongPassword }], accountMessages.wrongPassword);
  } else if (Date.now() - new Date(session.createdAt).getTime() > recentSignInMs) {
    throw AppError.validation([{ path: ["confirm"], message: accountMessages.recentSignInNeeded }], accountMessages.recentSignInNeeded);
  }
  await storage.removeAll(user.id);
  await repository.deleteUser(db, user);
}
