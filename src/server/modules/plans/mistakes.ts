import { sql, type Kysely } from "kysely";
import { flashcardLimits } from "../../../shared/schemas/flashcards.js";
import { mistakesMessages, planMessages, type MistakesToCardsInput, type MistakesToCardsResult } from "../../../shared/schemas/plans.js";
import type { Database } from "../../db/schema.js";
import { AppError } from "../../lib/app-error.js";
import * as quizzes from "../quizzes/quizzes.service.js";

/** A card's guid for a quiz question, so that a question missed again never makes a second card. */
const guidOf = (questionId: string) => `quiz-question:${questionId}`;

const clip = (text: string) => (text.length > flashcardLimits.side ? `${text.slice(0, flashcardLimits.side - 1)}…` : text);

/**
 * Each question the attempt missed becomes a card: the question on the front; the correct
 * answer and the explanation on the back. They go into the chosen set or into one named after
 * the quiz, never twice for one question; the set joins every study plan the quiz belongs to.
 */
export async function mistakesToCards(db: Kysely<Database>, userId: string, attemptId: string, input: MistakesToCardsInput): Promise<MistakesToCardsResult> {
  const attempt = await quizzes.getAttempt(db, userId, attemptId);
  const missed = attempt.answers.filter((answer) => !answer.isCorrect && !answer.needsReview);
  return db.transaction().execute(async (trx) => {
    let set = input.setId
      ? await trx.selectFrom("flashcard_sets").select(["id", "title"]).where("user_id", "=", userId).where("id", "=", input.setId).executeTakeFirst()
      : await trx
          .selectFrom("flashcard_sets")
          .select(["id", "title"])
          .where("user_id", "=", userId)
          .where("title", "=", mistakesMessages.setTitle(attempt.quizTitle))
          .orderBy("created_at")
          .executeTakeFirst();
    if (input.setId && !set) throw AppError.validation([{ path: ["setId"], message: planMessages.unknownSet }]);
    if (!set) {
      set = await trx
        .insertInto("flashcard_sets")
        .values({ user_id: userId, title: mistakesMessages.setTitle(attempt.quizTitle), color_theme: attempt.colorTheme })
        .returning(["id", "title"])
        .executeTakeFirstOrThrow();
    }
    const known = new Set(
      (
        await trx
          .selectFrom("flashcards")
          .select("guid")
          .where("set_id", "=", set.id)
          .where("guid", "in", missed.length ? missed.map((answer) => guidOf(answer.questionId)) : [""])
          .execute()
      ).map((row) => row.guid),
    );
    const fresh = missed.filter((answer) => !known.has(guidOf(answer.questionId)));
    const count = await trx
      .selectFrom("flashcards")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("set_id", "=", set.id)
      .executeTakeFirstOrThrow();
    if (Number(count.n) + fresh.length > flashcardLimits.cards)
      throw AppError.validation([{ path: ["setId"], message: `A set holds at most ${flashcardLimits.cards} cards` }]);
    if (fresh.length) {
      const last = await trx
        .selectFrom("flashcards")
        .select((eb) => eb.fn.max("position").as("position"))
        .where("set_id", "=", set.id)
        .executeTakeFirst();
      const start = (last?.position ?? -1) + 1;
      await trx
        .insertInto("flashcards")
        .values(
          fresh.map((answer, index) => {
            const correct = answer.options.filter((option) => option.isCorrect).map((option) => option.answerText);
            const back = [correct.length ? correct.join("; ") : "", answer.explanation ?? ""].filter(Boolean).join("\n\n");
            return {
              set_id: set.id,
              front: clip(answer.questionText),
              back: clip(back || "(no answer given in the quiz)"),
              guid: guidOf(answer.questionId),
              position: start + index,
            };
          }),
        )
        .execute();
    }
    await trx
      .updateTable("flashcard_sets")
      .set({ card_count: sql<number>`(select count(*) from flashcards where set_id = ${set.id})`, updated_at: new Date() })
      .where("id", "=", set.id)
      .execute();
    // A quiz in a study plan brings its mistakes' cards into the plan.
    const plans = await trx.selectFrom("study_plan_quizzes").select("plan_id").where("quiz_id", "=", attempt.quizId).execute();
    if (plans.length) {
      await trx
        .insertInto("study_plan_sets")
        .values(plans.map((plan) => ({ plan_id: plan.plan_id, set_id: set.id })))
        .onConflict((conflict) => conflict.columns(["plan_id", "set_id"]).doNothing())
        .execute();
    }
    return { setId: set.id, setTitle: set.title, added: fresh.length, skipped: missed.length - fresh.length };
  });
}

/**
 * After an attempt is graded: with the "mistakes into flashcards" preference on, its missed
 * questions become cards in the quiz's mistakes set, as the result page's button would make
 * them. The attempt is already saved; a failure here (a full set) is logged, never undoes it.
 */
export async function mistakesAfterAttempt(
  db: Kysely<Database>,
  userId: string,
  attempt: { id: string; answers: { isCorrect: boolean; needsReview?: boolean | undefined }[] },
  log: (message: string, error: unknown) => void,
): Promise<MistakesToCardsResult | null> {
  if (!attempt.answers.some((answer) => !answer.isCorrect && !answer.needsReview)) return null;
  const profile = await db.selectFrom("profiles").select("mistake_cards").where("id", "=", userId).executeTakeFirst();
  if (!profile?.mistake_cards) return null;
  try {
    return await mistakesToCards(db, userId, attempt.id, {});
  } catch (error) {
    log("mistakes into flashcards failed", error);
    return null;
  }
}
