import { sql } from "kysely";
import type { Db } from "../../db/schema.js";

/** Study plans and what the planner reads: every query is scoped to the plan's owner. */

export function listPlans(db: Db, userId: string) {
  return db
    .selectFrom("study_plans as p")
    .leftJoin("tasks as t", (join) => join.onRef("t.id", "=", "p.task_id").on("t.deleted_at", "is", null))
    .select((eb) => [
      "p.id",
      "p.title",
      "p.exam_at",
      "p.time_zone",
      "p.task_id",
      "t.due_at as task_due_at",
      eb.selectFrom("study_plan_sets").whereRef("plan_id", "=", "p.id").select(eb.fn.countAll<number>().as("n")).as("set_count"),
      eb.selectFrom("study_plan_quizzes").whereRef("plan_id", "=", "p.id").select(eb.fn.countAll<number>().as("n")).as("quiz_count"),
    ])
    .where("p.user_id", "=", userId)
    .orderBy("p.exam_at")
    .orderBy("p.id")
    .execute();
}

export function findPlan(db: Db, userId: string, id: string) {
  return db
    .selectFrom("study_plans as p")
    .leftJoin("tasks as t", (join) => join.onRef("t.id", "=", "p.task_id").on("t.deleted_at", "is", null))
    .selectAll("p")
    .select(["t.due_at as task_due_at"])
    .where("p.user_id", "=", userId)
    .where("p.id", "=", id)
    .executeTakeFirst();
}
export type PlanRow = NonNullable<Awaited<ReturnType<typeof findPlan>>>;

export function planSets(db: Db, planId: string) {
  return db
    .selectFrom("study_plan_sets as ps")
    .innerJoin("flashcard_sets as s", "s.id", "ps.set_id")
    .select(["s.id", "s.title", "s.color_theme", "s.card_count"])
    .where("ps.plan_id", "=", planId)
    .orderBy("s.title")
    .orderBy("s.id")
    .execute();
}

export function planCards(db: Db, setIds: string[]) {
  if (setIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("flashcards")
    .selectAll()
    .where("set_id", "in", setIds)
    .where("suspended", "=", false)
    .orderBy("set_id")
    .orderBy("position")
    .orderBy("id")
    .execute();
}

export function planQuizzes(db: Db, planId: string) {
  return db
    .selectFrom("study_plan_quizzes as pq")
    .innerJoin("quizzes as q", "q.id", "pq.quiz_id")
    .select((eb) => [
      "q.id",
      "q.title",
      "q.color_theme",
      eb.selectFrom("questions").whereRef("questions.quiz_id", "=", "q.id").select(eb.fn.countAll<number>().as("n")).as("question_count"),
      eb
        .selectFrom("quiz_attempts as a")
        .whereRef("a.quiz_id", "=", "q.id")
        .where("a.scope", "=", "full")
        .orderBy("a.completed_at", "desc")
        .select("a.answers")
        .limit(1)
        .as("last_answers"),
    ])
    .where("pq.plan_id", "=", planId)
    .orderBy("q.title")
    .orderBy("q.id")
    .execute();
}

/** Reviews of the plan's cards since `since` (today's, counted against today's budget). */
/** The reviews done since `since` in these sets, and the cards among them never reviewed before (introduced since then). */
export async function reviewsSince(db: Db, userId: string, setIds: string[], since: Date): Promise<{ reviews: number; introduced: number }> {
  if (setIds.length === 0) return { reviews: 0, introduced: 0 };
  const row = await db
    .selectFrom("flashcard_reviews as r")
    .innerJoin("flashcards as c", "c.id", "r.card_id")
    .select((eb) => [
      eb.fn.countAll<number>().as("reviews"),
      eb.fn
        .count<number>("r.card_id")
        .distinct()
        .filterWhere(
          eb.not(
            eb.exists(
              eb
                .selectFrom("flashcard_reviews as earlier")
                .select("earlier.id")
                .whereRef("earlier.card_id", "=", "r.card_id")
                .where("earlier.reviewed_at", "<", since),
            ),
          ),
        )
        .as("introduced"),
    ])
    .where("r.user_id", "=", userId)
    .where("c.set_id", "in", setIds)
    .where("r.reviewed_at", ">=", since)
    .executeTakeFirst();
  return { reviews: Number(row?.reviews ?? 0), introduced: Number(row?.introduced ?? 0) };
}

export function ownedSetIds(db: Db, userId: string, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom("flashcard_sets").select("id").where("user_id", "=", userId).where("id", "in", ids).execute();
}

export function ownedQuizIds(db: Db, userId: string, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom("quizzes").select("id").where("user_id", "=", userId).where("id", "in", ids).execute();
}

export async function replaceLinks(db: Db, planId: string, setIds: string[] | undefined, quizIds: string[] | undefined) {
  if (setIds) {
    await db.deleteFrom("study_plan_sets").where("plan_id", "=", planId).execute();
    if (setIds.length)
      await db
        .insertInto("study_plan_sets")
        .values(setIds.map((setId) => ({ plan_id: planId, set_id: setId })))
        .execute();
  }
  if (quizIds) {
    await db.deleteFrom("study_plan_quizzes").where("plan_id", "=", planId).execute();
    if (quizIds.length)
      await db
        .insertInto("study_plan_quizzes")
        .values(quizIds.map((quizId) => ({ plan_id: planId, quiz_id: quizId })))
        .execute();
  }
}

export async function recordSnapshot(db: Db, planId: string, day: string, predictedRecall: number, cardsLearned: number) {
  await db
    .insertInto("study_plan_snapshots")
    .values({ plan_id: planId, day, predicted_recall: predictedRecall, cards_learned: cardsLearned })
    .onConflict((conflict) => conflict.columns(["plan_id", "day"]).doUpdateSet({ predicted_recall: predictedRecall, cards_learned: cardsLearned }))
    .execute();
}

export function snapshots(db: Db, planId: string) {
  return db.selectFrom("study_plan_snapshots").select(["day", "predicted_recall", "cards_learned"]).where("plan_id", "=", planId).orderBy("day").execute();
}

/** The linked quizzes' full attempts since the plan began (how the exam preparation went). */
export function attemptsSince(db: Db, planId: string, since: Date) {
  return db
    .selectFrom("quiz_attempts as a")
    .innerJoin("study_plan_quizzes as pq", "pq.quiz_id", "a.quiz_id")
    .innerJoin("quizzes as q", "q.id", "a.quiz_id")
    .select(["a.quiz_id", "q.title", "a.score", "a.max_score", "a.completed_at"])
    .where("pq.plan_id", "=", planId)
    .where("a.scope", "=", "full")
    .where("a.completed_at", ">=", since)
    .orderBy("a.completed_at")
    .execute();
}

export function touch(db: Db, planId: string) {
  return db
    .updateTable("study_plans")
    .set({ updated_at: sql<Date>`now()` })
    .where("id", "=", planId)
    .execute();
}
