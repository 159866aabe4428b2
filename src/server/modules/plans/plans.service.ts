import type { Kysely } from "kysely";
import {
  planLimits,
  planMessages,
  type BlockMoveInput,
  type StudyBlock,
  type PlanDay,
  type PlanInput,
  type PlanStudyQueue,
  type PlanSummary,
  type PlanUpdate,
  type StudyPlan,
} from "../../../shared/schemas/plans.js";
import { isCalendarDate } from "../../../shared/schemas/tasks.js";
import { addDays, instantAt, localDate, localTime, startOfDay } from "../../../shared/time.js";
import type { BlockMove, Database, Db } from "../../db/schema.js";
import { AppError } from "../../lib/app-error.js";
import type { CardRow } from "../flashcards/flashcards.repository.js";
import { fsrsCard, toStudyCard } from "../flashcards/flashcards.service.js";
import * as tasks from "../tasks/tasks.service.js";
import { planStudy, studyDays, type PlannerCard, type PlanResult } from "./planner.js";
import * as repository from "./plans.repository.js";
import type { PlanRow } from "./plans.repository.js";

const dayMs = 86_400_000;
const notFound = () => AppError.notFound(planMessages.notFound);

/** The exam's moment: its task's due time when the plan has one on the calendar, else the plan's own. */
const examOf = (row: { exam_at: Date; task_due_at: Date | null }) => row.task_due_at ?? row.exam_at;

function summary(row: PlanRow | Awaited<ReturnType<typeof repository.listPlans>>[number], now: Date, counts: { sets: number; quizzes: number }): PlanSummary {
  const examAt = examOf(row);
  return {
    id: row.id,
    title: row.title,
    examAt: examAt.toISOString(),
    timeZone: row.time_zone,
    status: examAt.getTime() > now.getTime() ? "active" : "closed",
    daysLeft: Math.max(0, Math.ceil((examAt.getTime() - now.getTime()) / dayMs)),
    setCount: counts.sets,
    quizCount: counts.quizzes,
    taskId: row.task_id,
  };
}

export async function listPlans(db: Db, userId: string, now = new Date()): Promise<{ plans: PlanSummary[] }> {
  const rows = await repository.listPlans(db, userId);
  return { plans: rows.map((row) => summary(row, now, { sets: Number(row.set_count ?? 0), quizzes: Number(row.quiz_count ?? 0) })) };
}

function checkExam(examAt: string, now: Date) {
  const at = Date.parse(examAt);
  if (at <= now.getTime()) throw AppError.validation([{ path: ["examAt"], message: planMessages.examInPast }]);
  if (at - now.getTime() > planLimits.maxDays * dayMs) throw AppError.validation([{ path: ["examAt"], message: planMessages.examTooFar }]);
}

async function checkLinks(db: Db, userId: string, setIds: string[] | undefined, quizIds: string[] | undefined) {
  const sets = setIds ? [...new Set(setIds)] : undefined;
  const quizzes = quizIds ? [...new Set(quizIds)] : undefined;
  if (sets && (await repository.ownedSetIds(db, userId, sets)).length !== sets.length)
    throw AppError.validation([{ path: ["setIds"], message: planMessages.unknownSet }]);
  if (quizzes && (await repository.ownedQuizIds(db, userId, quizzes)).length !== quizzes.length)
    throw AppError.validation([{ path: ["quizIds"], message: planMessages.unknownQuiz }]);
  return { sets, quizzes };
}

/**
 * A new plan. Without a task, the exam is put on the calendar as one (tagged #exam, so the
 * iCal feed carries it too); with one, that task is the exam and its date is the plan's.
 */
export async function createPlan(db: Kysely<Database>, userId: string, input: PlanInput & { targetRecall: number }, now = new Date()): Promise<StudyPlan> {
  checkExam(input.examAt, now);
  const timeZone = input.timeZone ?? "UTC";
  const { sets, quizzes } = await checkLinks(db, userId, input.setIds ?? [], input.quizIds ?? []);
  // The exam's task is made first (the tasks service runs its own transaction); if the plan
  // cannot be saved after all, the task made for it goes again.
  let taskId = input.taskId ?? null;
  let madeTask = false;
  if (taskId) await tasks.getTask(db, userId, taskId);
  else {
    taskId = (await tasks.createTask(db, userId, { title: input.title, dueAt: input.examAt, timeZone, priority: "high", tags: ["exam"] })).id;
    madeTask = true;
  }
  let id: string;
  try {
    id = await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto("study_plans")
        .values({
          user_id: userId,
          title: input.title,
          exam_at: input.examAt,
          time_zone: timeZone,
          target_recall: input.targetRecall,
          daily_minutes: input.dailyMinutes ?? 30,
          days_off: JSON.stringify(input.daysOff ?? []),
          window_start: input.windowStart ?? "17:00",
          window_end: input.windowEnd ?? "21:00",
          task_id: taskId,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await repository.replaceLinks(trx, row.id, sets, quizzes);
      return row.id;
    });
  } catch (error) {
    if (madeTask) await db.deleteFrom("tasks").where("user_id", "=", userId).where("id", "=", taskId).execute();
    throw error;
  }
  return getPlan(db, userId, id, now);
}

export async function updatePlan(db: Kysely<Database>, userId: string, id: string, input: PlanUpdate, now = new Date()): Promise<StudyPlan> {
  const before = await db.transaction().execute(async (trx) => {
    const row = await repository.findPlan(trx, userId, id);
    if (!row) throw notFound();
    if (input.examAt !== undefined) checkExam(input.examAt, now);
    const { sets, quizzes } = await checkLinks(trx, userId, input.setIds, input.quizIds);
    const windowStart = input.windowStart ?? row.window_start;
    const windowEnd = input.windowEnd ?? row.window_end;
    if (windowStart >= windowEnd) throw AppError.validation([{ path: ["windowEnd"], message: planMessages.windowOrder }]);
    await trx
      .updateTable("study_plans")
      .set({
        ...(input.title !== undefined ? { title: input.title } : {}),
        ...(input.examAt !== undefined ? { exam_at: input.examAt } : {}),
        ...(input.timeZone !== undefined ? { time_zone: input.timeZone } : {}),
        ...(input.targetRecall !== undefined ? { target_recall: input.targetRecall } : {}),
        ...(input.dailyMinutes !== undefined ? { daily_minutes: input.dailyMinutes } : {}),
        ...(input.daysOff !== undefined ? { days_off: JSON.stringify(input.daysOff) } : {}),
        window_start: windowStart,
        window_end: windowEnd,
        updated_at: now,
      })
      .where("id", "=", id)
      .execute();
    await repository.replaceLinks(trx, id, sets, quizzes);
    return row;
  });
  // A new exam date moves the exam's task with it (the tasks service runs its own transaction).
  if (input.examAt !== undefined && before.task_id && before.task_due_at) {
    await tasks.updateTask(db, userId, before.task_id, { dueAt: input.examAt, timeZone: input.timeZone ?? before.time_zone });
  }
  return getPlan(db, userId, id, now);
}

/** Deletes the plan only: its cards keep their own FSRS schedule, its exam task stays on the calendar. */
export async function deletePlan(db: Db, userId: string, id: string): Promise<void> {
  const deleted = await db.deleteFrom("study_plans").where("user_id", "=", userId).where("id", "=", id).executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0) throw notFound();
}

const plannerCard = (row: CardRow): PlannerCard => ({ ...fsrsCard(row), id: row.id, setId: row.set_id });

interface Loaded {
  row: PlanRow;
  examAt: Date;
  sets: Awaited<ReturnType<typeof repository.planSets>>;
  cards: CardRow[];
  quizzes: { id: string; title: string; colorTheme: string; questionCount: number; mistakes: number }[];
  result: PlanResult | null;
}

async function load(db: Db, userId: string, id: string, now: Date): Promise<Loaded> {
  const row = await repository.findPlan(db, userId, id);
  if (!row) throw notFound();
  const examAt = examOf(row);
  const sets = await repository.planSets(db, id);
  const cards = (await repository.planCards(
    db,
    sets.map((set) => set.id),
  )) as CardRow[];
  const quizzes = (await repository.planQuizzes(db, id)).map((quiz) => {
    const answers = (quiz.last_answers ?? []) as { isCorrect?: boolean; needsReview?: boolean }[];
    return {
      id: quiz.id,
      title: quiz.title,
      colorTheme: quiz.color_theme,
      questionCount: Number(quiz.question_count ?? 0),
      mistakes: answers.filter((answer) => !answer.isCorrect && !answer.needsReview).length,
    };
  });
  if (examAt.getTime() <= now.getTime()) return { row, examAt, sets, cards, quizzes, result: null };
  const today = localDate(now, row.time_zone);
  const doneToday = await repository.reviewsSince(
    db,
    userId,
    sets.map((set) => set.id),
    startOfDay(today, row.time_zone),
  );
  // Cards in set order (the plan's sets by title), so new cards come in the order they were written.
  const order = new Map(sets.map((set, index) => [set.id, index]));
  const plannerCards = cards.map(plannerCard).sort((a, b) => order.get(a.setId)! - order.get(b.setId)!);
  const result = planStudy({
    now,
    examAt,
    timeZone: row.time_zone,
    targetRecall: row.target_recall,
    dailyMinutes: row.daily_minutes,
    secondsPerCard: row.seconds_per_card,
    daysOff: row.days_off,
    windowStart: row.window_start,
    cards: plannerCards,
    quizzes,
    reviewedToday: doneToday.reviews,
    introducedToday: doneToday.introduced,
    moves: row.block_moves,
  });
  return { row, examAt, sets, cards, quizzes, result };
}

/** Minutes of a day on the zone's clock. */
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * Each day's study block: the first free stretch (on a quarter hour, not before `now`) within
 * the window that fits the day's minutes and overlaps none of the user's timed tasks; none
 * when there is no room.
 */
export function placeBlocks(
  days: { date: string; minutes: number }[],
  window: { start: string; end: string },
  busy: { start: Date; end: Date }[],
  timeZone: string,
  now?: Date,
  /** Days whose block the user moved: it starts at that time (the plan's clock), wherever that is. */
  pinned: Map<string, string> = new Map(),
): Map<string, { start: Date; end: Date; moved: boolean } | null> {
  const placed = new Map<string, { start: Date; end: Date; moved: boolean } | null>();
  for (const day of days) {
    if (day.minutes <= 0) continue;
    const length = Math.ceil(day.minutes / 5) * 5;
    const time = pinned.get(day.date);
    if (time) {
      const start = instantAt(day.date, time, timeZone);
      placed.set(day.date, { start, end: new Date(start.getTime() + length * 60_000), moved: true });
      continue;
    }
    let block: { start: Date; end: Date; moved: boolean } | null = null;
    for (let minute = minutesOf(window.start); minute + length <= minutesOf(window.end) && !block; minute += 15) {
      const start = instantAt(day.date, `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`, timeZone);
      const end = new Date(start.getTime() + length * 60_000);
      // Never in the past: today's block starts at the next free quarter hour from now.
      if (now && start < now) continue;
      if (!busy.some((interval) => interval.start < end && interval.end > start)) block = { start, end, moved: false };
    }
    placed.set(day.date, block);
  }
  return placed;
}

/** The user's timed tasks over the plan's days (repeats expanded), as busy stretches. */
async function busyTimes(db: Kysely<Database>, userId: string, days: string[], timeZone: string) {
  if (days.length === 0) return [];
  const from = startOfDay(days[0]!, timeZone);
  const to = startOfDay(addDays(days[days.length - 1]!, 1), timeZone);
  const { tasks: found } = await tasks.listTasks(db, userId, {
    from: from.toISOString(),
    to: to.toISOString(),
    timeZone,
    limit: 200,
    q: undefined,
    tag: undefined,
  });
  return found
    .filter((task) => task.dueAt && !task.allDay && task.status !== "done")
    .map((task) => {
      const start = new Date(task.dueAt!);
      return { start, end: new Date(start.getTime() + (task.durationMinutes ?? 30) * 60_000) };
    });
}

/** The plan's days with their study blocks placed around the user's timed tasks. */
async function plannedDays(db: Kysely<Database>, userId: string, loaded: Loaded, now: Date): Promise<PlanDay[]> {
  const { row, quizzes, result } = loaded;
  if (!result) return [];
  const quizTitle = new Map(quizzes.map((quiz) => [quiz.id, quiz.title]));
  const busy = await busyTimes(
    db,
    userId,
    result.days.map((day) => day.date),
    row.time_zone,
  );
  // A day that several moved blocks went to starts at the latest move's time.
  const pinned = new Map(row.block_moves.map((move) => [move.to, move.time]));
  const blocks = placeBlocks(result.days, { start: row.window_start, end: row.window_end }, busy, row.time_zone, now, pinned);
  return result.days.map((day) => {
    const block = blocks.get(day.date) ?? null;
    return {
      date: day.date,
      reviews: day.reviews.length,
      newCards: day.newCards.length,
      reviewCount: day.reviewCount,
      quizzes: day.quizzes.map((item) => ({ ...item, title: quizTitle.get(item.quizId) ?? "" })),
      minutes: day.minutes,
      block: block ? { start: block.start.toISOString(), end: block.end.toISOString(), moved: block.moved } : null,
    };
  });
}

/** Every active plan's study blocks from today on: for the calendar and the iCal feed. */
export async function studyBlocks(db: Kysely<Database>, userId: string, now = new Date()): Promise<StudyBlock[]> {
  const { plans } = await listPlans(db, userId, now);
  const found: StudyBlock[] = [];
  for (const plan of plans.filter((candidate) => candidate.status === "active")) {
    const loaded = await load(db, userId, plan.id, now);
    for (const day of await plannedDays(db, userId, loaded, now)) {
      if (!day.block) continue;
      found.push({
        planId: plan.id,
        title: plan.title,
        date: day.date,
        start: day.block.start,
        end: day.block.end,
        minutes: day.minutes,
        reviews: day.reviews,
        newCards: day.newCards,
        moved: day.block.moved,
        updatedAt: loaded.row.updated_at.toISOString(),
      });
    }
  }
  return found.sort((a, b) => a.start.localeCompare(b.start));
}

export async function getPlan(db: Kysely<Database>, userId: string, id: string, now = new Date()): Promise<StudyPlan> {
  const loaded = await load(db, userId, id, now);
  const { row, examAt, sets, cards, quizzes, result } = loaded;
  const learnedBySet = new Map<string, number>();
  for (const card of cards) if (card.state !== 0) learnedBySet.set(card.set_id, (learnedBySet.get(card.set_id) ?? 0) + 1);
  const cardsLearned = cards.filter((card) => card.state !== 0).length;
  const days = await plannedDays(db, userId, loaded, now);
  // The day's prediction, for the progress chart (one row a day, the latest read wins).
  if (result) await repository.recordSnapshot(db, id, localDate(now, row.time_zone), result.predictedRecall, cardsLearned);
  const history = await repository.snapshots(db, id);
  const results = result ? [] : await repository.attemptsSince(db, id, row.created_at);
  const lastPrediction = history[history.length - 1]?.predicted_recall ?? 0;
  return {
    ...summary(row, now, { sets: sets.length, quizzes: quizzes.length }),
    examAt: examAt.toISOString(),
    targetRecall: row.target_recall,
    dailyMinutes: row.daily_minutes,
    daysOff: row.days_off,
    windowStart: row.window_start,
    windowEnd: row.window_end,
    sets: sets.map((set) => ({
      id: set.id,
      title: set.title,
      colorTheme: set.color_theme,
      cardCount: set.card_count,
      learned: learnedBySet.get(set.id) ?? 0,
      predictedRecall: result?.predictedBySet[set.id] ?? 0,
    })),
    quizzes,
    feasible: result?.feasible ?? true,
    predictedRecall: result?.predictedRecall ?? lastPrediction,
    cardCount: cards.length,
    cardsAtTarget: result?.cardsAtTarget ?? 0,
    cardsLearned,
    newCardsLeft: result?.newCardsLeft ?? 0,
    suggestion: result?.suggestion ?? null,
    days,
    history: history.map((point) => ({ date: point.day, predictedRecall: point.predicted_recall, cardsLearned: point.cards_learned })),
    results: results.map((attempt) => ({
      quizId: attempt.quiz_id,
      quizTitle: attempt.title,
      percentage: attempt.max_score > 0 ? Math.round((attempt.score / attempt.max_score) * 1000) / 10 : 0,
      completedAt: attempt.completed_at.toISOString(),
    })),
  };
}

/** Today's session: the plan's reviews and new cards for today across its sets, in one queue. */
export async function studyToday(db: Kysely<Database>, userId: string, id: string, now = new Date()): Promise<PlanStudyQueue> {
  const { row, sets, cards, result } = await load(db, userId, id, now);
  const today = result?.days[0];
  if (!today || today.date !== localDate(now, row.time_zone)) return { planId: id, cards: [], minutes: 0 };
  const byId = new Map(cards.map((card) => [card.id, card]));
  const titles = new Map(sets.map((set) => [set.id, set.title]));
  const queue = [...today.reviews, ...today.newCards].flatMap((cardId) => {
    const card = byId.get(cardId);
    return card ? [{ ...toStudyCard(card, now), setId: card.set_id, setTitle: titles.get(card.set_id) ?? "" }] : [];
  });
  return { planId: id, cards: queue, minutes: today.minutes };
}

/**
 * Moves the block of `date` to start at `start`: another time that day, or another day before
 * the exam. The move is kept on the plan (`block_moves`), so the planner treats the day it left
 * as free and the day it went to as a study day, and spreads the work around it.
 */
export async function moveBlock(db: Kysely<Database>, userId: string, id: string, date: string, input: BlockMoveInput, now = new Date()): Promise<StudyPlan> {
  const start = new Date(input.start);
  if (start.getTime() < now.getTime() - 60_000) throw AppError.validation([{ path: ["start"], message: planMessages.blockInPast }]);
  const { row, examAt, result } = await load(db, userId, id, now);
  // A day with study planned has a block to move (placed, or waiting for a free slot).
  if (!isCalendarDate(date) || !result?.days.some((day) => day.date === date && day.minutes > 0)) throw AppError.notFound(planMessages.blockNotFound);
  const to = localDate(start, row.time_zone);
  if (start.getTime() >= examAt.getTime() || !studyDays({ now, examAt, timeZone: row.time_zone, daysOff: [] }).includes(to))
    throw AppError.validation([{ path: ["start"], message: planMessages.blockAfterExam }]);
  const time = localTime(start, row.time_zone);
  const today = localDate(now, row.time_zone);
  await changeMoves(db, userId, id, now, (current) => {
    // Moves of days gone by no longer matter; a block moved again keeps the day it first left.
    const kept = current.filter((move) => move.to >= today && move.from >= today);
    return kept.some((move) => move.to === date) ? kept.map((move) => (move.to === date ? { ...move, to, time } : move)) : [...kept, { from: date, to, time }];
  });
  return getPlan(db, userId, id, now);
}

/** Rewrites a plan's moves with the row locked, so two moves at once both count. */
async function changeMoves(db: Kysely<Database>, userId: string, id: string, now: Date, change: (moves: BlockMove[]) => BlockMove[] | null) {
  await db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom("study_plans").select("block_moves").where("user_id", "=", userId).where("id", "=", id).forUpdate().executeTakeFirst();
    if (!row) throw notFound();
    const moves = change(row.block_moves);
    if (!moves) throw AppError.notFound(planMessages.noMovedBlock);
    await trx
      .updateTable("study_plans")
      .set({ block_moves: JSON.stringify(moves), updated_at: now })
      .where("id", "=", id)
      .execute();
  });
}

/** Puts a moved block back: the day's moves are forgotten and the planner places the work again. */
export async function resetBlock(db: Kysely<Database>, userId: string, id: string, date: string, now = new Date()): Promise<StudyPlan> {
  await changeMoves(db, userId, id, now, (moves) => (moves.some((move) => move.to === date) ? moves.filter((move) => move.to !== date) : null));
  return getPlan(db, userId, id, now);
}
