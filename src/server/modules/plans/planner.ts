import { createEmptyCard, fsrs, generatorParameters, Rating, State, type Card as FsrsCard } from "ts-fsrs";
import { addDays, daysBetween, instantAt, isoWeekday, localDate } from "../../../shared/time.js";

/**
 * The study planner: from each card's FSRS memory state, a day-by-day plan up to an exam
 * (README "Study plans" gives the formulas). Pure and deterministic: the same input gives the
 * same plan. It assumes each planned review is answered Good (FSRS's expected case); the real
 * answers move the cards, and the next read of the plan starts from where they are.
 */

/** FSRS as the app schedules with it, without fuzz so that a plan is the same every time. */
export const memoryModel = fsrs(generatorParameters({ enable_fuzz: false }));

const dayMs = 86_400_000;

export interface PlannerCard extends FsrsCard {
  id: string;
  setId: string;
}

export interface PlannerQuiz {
  id: string;
  questionCount: number;
  /** Questions missed in the quiz's latest full attempt (0: none, or never taken). */
  mistakes: number;
}

export interface PlannerInput {
  now: Date;
  examAt: Date;
  timeZone: string;
  /** Predicted recall wanted for every card at the exam's start (0–1). */
  targetRecall: number;
  dailyMinutes: number;
  /** Time one review takes, in seconds. */
  secondsPerCard: number;
  /** Weekdays with no study, 0 = Monday … 6 = Sunday. */
  daysOff: number[];
  /** When study starts each day (`HH:mm`, the user's clock). */
  windowStart: string;
  /** Cards in study order (set order within each set). */
  cards: PlannerCard[];
  quizzes: PlannerQuiz[];
  /** Card reviews already done today: they count against today's budget and its share of the work. */
  reviewedToday?: number;
  /** Cards introduced today (their first review was today): they count against today's share of new cards. */
  introducedToday?: number;
  /**
   * Blocks the user moved to another day: `from` is no longer a study day (even when it is not
   * a day off) and `to` is one (even when it is); the work is planned around them.
   */
  moves?: { from: string; to: string }[];
}

export interface PlannedQuiz {
  quizId: string;
  kind: "mistakes" | "full";
  minutes: number;
}

export interface PlanDay {
  date: string;
  /** Reviews of cards seen before, in order (a card's same-day learning steps counted in `reviewCount`). */
  reviews: string[];
  /** Cards introduced that day. */
  newCards: string[];
  /** Review count including same-day learning steps: what the day costs. */
  reviewCount: number;
  quizzes: PlannedQuiz[];
  minutes: number;
}

export interface PlanResult {
  days: PlanDay[];
  /** Every card reaches the target at the exam within the budget. */
  feasible: boolean;
  /** Mean predicted recall at the exam (the expected exam score for the cards). */
  predictedRecall: number;
  predictedBySet: Record<string, number>;
  /** Predicted recall at the exam, per card id. */
  predictedByCard: Record<string, number>;
  cardsAtTarget: number;
  cardCount: number;
  newCardsLeft: number;
  /** Mandatory reviews that did not fit a day's budget. */
  overflow: number;
  totalReviews: number;
  /** When the goal cannot be met: a daily budget that would meet it, and the start date that would at this budget. */
  suggestion: { dailyMinutes: number | null; startBy: string } | null;
}

/** Recall of a card at an instant (0 for a card never studied): FSRS's forgetting curve. */
export function recallAt(card: FsrsCard, at: Date): number {
  if (card.state === State.New || !card.last_review) return 0;
  const elapsed = Math.max(0, (at.getTime() - new Date(card.last_review).getTime()) / dayMs);
  return memoryModel.forgetting_curve(elapsed, card.stability);
}

/** A card answered Good at `at`, then again at each learning step that falls on the same day. Returns the card and how many reviews it took. */
export function reviewGood(card: FsrsCard, at: Date, day: string, timeZone: string): { card: FsrsCard; count: number } {
  let next = card;
  let when = at;
  let count = 0;
  do {
    next = memoryModel.next(next, when, Rating.Good).card;
    when = next.due;
    count++;
  } while (count < 4 && (next.state === State.Learning || next.state === State.Relearning) && localDate(next.due, timeZone) === day);
  return { card: next, count };
}

const weekdayOf = (date: string) => isoWeekday(date);

/**
 * The plan's days: today up to the day before the exam (today alone when the exam is later
 * today), without the days off; a moved block's day counts (and the day it left does not).
 */
export function studyDays(input: Pick<PlannerInput, "now" | "examAt" | "timeZone" | "daysOff" | "moves">): string[] {
  const today = localDate(input.now, input.timeZone);
  const examDay = localDate(input.examAt, input.timeZone);
  if (input.examAt.getTime() <= input.now.getTime()) return [];
  const days: string[] = [];
  for (let day = today; day < examDay; day = addDays(day, 1)) days.push(day);
  if (days.length === 0) days.push(today);
  const last = days[days.length - 1]!;
  const movedTo = new Set((input.moves ?? []).map((move) => move.to).filter((day) => day >= today && day <= last));
  const movedFrom = new Set((input.moves ?? []).filter((move) => move.from !== move.to).map((move) => move.from));
  return days.filter((day) => movedTo.has(day) || (!movedFrom.has(day) && !input.daysOff.includes(weekdayOf(day))));
}

export function planStudy(input: PlannerInput, options: { suggest?: boolean } = {}): PlanResult {
  const { timeZone, targetRecall, examAt } = input;
  const days = studyDays(input);
  const today = localDate(input.now, timeZone);
  const capacity = Math.max(0, Math.floor((input.dailyMinutes * 60) / input.secondsPerCard));
  const lastDay = days[days.length - 1];

  const cards = input.cards.map((card) => ({ ...card }) as PlannerCard);
  const lastReviewDay = new Map<string, string>();
  const fresh = cards.filter((card) => card.state === State.New);
  let freshAt = 0;

  /** The last study day on or before `date` (the first one when none is). */
  const onOrBefore = (date: string): string => {
    let found = days[0]!;
    for (const day of days) if (day <= date) found = day;
    return found;
  };

  /**
   * The day by which a studied card must be reviewed: its FSRS due date (pulled to the study
   * day before it when that is a day off), or the last study day when it falls due after the
   * exam but its recall at the exam would be below target; null when it needs nothing more.
   */
  const deadline = (card: PlannerCard): string | null => {
    if (card.state === State.New || !lastDay) return null;
    const due = localDate(card.due, timeZone);
    if (due <= lastDay) return due < today ? days[0]! : onOrBefore(due);
    return recallAt(card, examAt) >= targetRecall ? null : lastDay;
  };

  // Quizzes: a mistakes-only retake at the start of the last third, a full run two days before the exam.
  const quizzesByDay = new Map<string, PlannedQuiz[]>();
  if (days.length > 0) {
    const examDay = localDate(examAt, timeZone);
    const thirdStart = days[Math.min(days.length - 1, Math.floor((days.length * 2) / 3))]!;
    const practiceDay = onOrBefore(addDays(examDay, -2));
    for (const quiz of input.quizzes) {
      const add = (day: string, item: PlannedQuiz) => quizzesByDay.set(day, [...(quizzesByDay.get(day) ?? []), item]);
      if (quiz.mistakes > 0) add(thirdStart, { quizId: quiz.id, kind: "mistakes", minutes: Math.max(2, quiz.mistakes) });
      if (quiz.questionCount > 0) add(practiceDay, { quizId: quiz.id, kind: "full", minutes: Math.max(2, quiz.questionCount) });
    }
  }

  // The last sixth of the period (at least one day when there are four or more) is kept for reviews, not new cards.
  const introDays = days.length >= 4 ? days.length - Math.max(1, Math.floor(days.length / 6)) : days.length;

  /**
   * Reviews a card will take before the exam if each is done on its deadline and answered Good
   * (a new card introduced halfway through the introduction days): the work still to come.
   */
  const projectedReviews = (card: PlannerCard): number => {
    let copy = { ...card } as PlannerCard;
    let count = 0;
    if (copy.state === State.New) {
      const day = days[Math.floor((introDays - 1) / 2)] ?? days[0]!;
      const done = reviewGood(copy, instantAt(day, input.windowStart, timeZone), day, timeZone);
      copy = { ...copy, ...done.card };
      count += done.count;
    }
    for (let by = deadline(copy); by !== null && count < 30; by = deadline(copy)) {
      const done = reviewGood(copy, instantAt(by, input.windowStart, timeZone), by, timeZone);
      copy = { ...copy, ...done.card };
      count += done.count;
      if (by === lastDay) break;
    }
    return count;
  };
  // The days share the projected work evenly (the load-balancing target), never above the budget.
  let workLeft = days.length ? cards.reduce((sum, card) => sum + projectedReviews(card), 0) : 0;

  const planned: PlanDay[] = [];
  let overflow = 0;
  let totalReviews = 0;
  days.forEach((day, index) => {
    const at =
      day === today
        ? new Date(Math.max(input.now.getTime(), instantAt(day, input.windowStart, timeZone).getTime()))
        : instantAt(day, input.windowStart, timeZone);
    const quizzes = quizzesByDay.get(day) ?? [];
    const quizCards = Math.ceil((quizzes.reduce((sum, item) => sum + item.minutes, 0) * 60) / input.secondsPerCard);
    // What was done earlier today is part of today's share: the day's targets count it, and what is left of them is planned.
    const reviewedBefore = day === today ? (input.reviewedToday ?? 0) : 0;
    const introducedBefore = day === today ? (input.introducedToday ?? 0) : 0;
    const cap = Math.max(0, capacity - quizCards - reviewedBefore);
    const smooth = Math.max(0, Math.min(cap, Math.ceil((workLeft + reviewedBefore) / (days.length - index)) - reviewedBefore));
    const entry: PlanDay = { date: day, reviews: [], newCards: [], reviewCount: 0, quizzes, minutes: 0 };
    let load = 0;
    /** Studies the card if what it costs today (its same-day learning steps too) fits `limit`. */
    const study = (card: PlannerCard, list: string[], limit: number): boolean => {
      const done = reviewGood(card, at, day, timeZone);
      if (load + done.count > limit) return false;
      Object.assign(card, done.card);
      lastReviewDay.set(card.id, day);
      list.push(card.id);
      load += done.count;
      return true;
    };

    // 1. What must be done today, the most overdue (and then the least remembered) first.
    const must = cards
      .map((card) => ({ card, by: deadline(card) }))
      .filter((item): item is { card: PlannerCard; by: string } => item.by !== null && item.by <= day && lastReviewDay.get(item.card.id) !== day)
      .sort((a, b) => a.by.localeCompare(b.by) || recallAt(a.card, at) - recallAt(b.card, at) || a.card.id.localeCompare(b.card.id));
    for (const { card } of must) if (!study(card, entry.reviews, cap)) overflow++;

    // 2. New cards, spread over the introduction days.
    const newLeft = fresh.length - freshAt;
    // Early days, with few reviews yet, take more than their share, up to the even load, so that later days (with the reviews those cards bring) do not spike.
    const quota =
      index < introDays ? Math.max(Math.ceil((newLeft + introducedBefore) / (introDays - index)) - introducedBefore, Math.floor((smooth - load) / 2)) : newLeft;
    for (let taken = 0; taken < quota && freshAt < fresh.length; taken++) {
      if (!study(fresh[freshAt]!, entry.newCards, cap)) break;
      freshAt++;
    }

    // 3. Load balancing: below the even share, reviews due later are pulled to today, the soonest first.
    if (load < smooth) {
      const early = cards
        .map((card) => ({ card, by: deadline(card) }))
        .filter((item): item is { card: PlannerCard; by: string } => item.by !== null && item.by > day && lastReviewDay.get(item.card.id) !== day)
        .sort((a, b) => a.by.localeCompare(b.by) || a.card.id.localeCompare(b.card.id));
      for (const { card } of early) if (load >= smooth || !study(card, entry.reviews, smooth)) break;
    }

    // 4. The last study day: what is left of the even share goes to the cards least likely to be remembered at the exam.
    if (day === lastDay && load < smooth) {
      const weakest = cards
        .filter((card) => card.state !== State.New && lastReviewDay.get(card.id) !== day)
        .map((card) => ({ card, recall: recallAt(card, examAt) }))
        .filter((item) => item.recall < 0.97)
        .sort((a, b) => a.recall - b.recall || a.card.id.localeCompare(b.card.id));
      for (const { card } of weakest) if (load >= smooth || !study(card, entry.reviews, smooth)) break;
    }

    workLeft = Math.max(0, workLeft - load);
    totalReviews += load;
    entry.reviewCount = load;
    entry.minutes = Math.ceil((load * input.secondsPerCard) / 60) + quizzes.reduce((sum, item) => sum + item.minutes, 0);
    planned.push(entry);
  });

  const predictedByCard: Record<string, number> = {};
  const bySet = new Map<string, number[]>();
  for (const card of cards) {
    const recall = recallAt(card, examAt);
    predictedByCard[card.id] = recall;
    bySet.set(card.setId, [...(bySet.get(card.setId) ?? []), recall]);
  }
  const mean = (values: number[]) => (values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : 1);
  const recalls = Object.values(predictedByCard);
  const cardsAtTarget = recalls.filter((recall) => recall >= targetRecall - 1e-9).length;
  const feasible = days.length > 0 && cardsAtTarget === cards.length && overflow === 0;

  let suggestion: PlanResult["suggestion"] = null;
  if (!feasible && options.suggest !== false && days.length > 0) {
    // The smallest budget (in 5-minute steps, up to 8 hours) that meets the goal, found by bisection.
    let low = Math.ceil(input.dailyMinutes / 5);
    let high = 96;
    const meets = (steps: number) => planStudy({ ...input, dailyMinutes: steps * 5 }, { suggest: false }).feasible;
    let budget: number | null = null;
    if (meets(high)) {
      while (low < high) {
        const middle = Math.floor((low + high) / 2);
        if (meets(middle)) high = middle;
        else low = middle + 1;
      }
      budget = high * 5;
    }
    // At this budget: the work (two reviews per new card, one per review due) over the daily capacity, counted back from the exam on study days.
    const work = fresh.length * 2 + input.cards.filter((card) => card.state !== State.New).length;
    const studyDaysNeeded = capacity > 0 ? Math.ceil(work / capacity) : Infinity;
    let startBy = localDate(examAt, timeZone);
    for (let counted = 0; counted < studyDaysNeeded && daysBetween(startBy, today) < 3650;) {
      startBy = addDays(startBy, -1);
      if (!input.daysOff.includes(weekdayOf(startBy))) counted++;
    }
    suggestion = { dailyMinutes: budget, startBy };
  }

  return {
    days: planned,
    feasible,
    predictedRecall: mean(recalls),
    predictedBySet: Object.fromEntries([...bySet].map(([setId, values]) => [setId, mean(values)])),
    predictedByCard,
    cardsAtTarget,
    cardCount: cards.length,
    newCardsLeft: fresh.length - freshAt,
    overflow,
    totalReviews,
    suggestion,
  };
}

/** A card never studied, as FSRS starts it. */
export function newPlannerCard(id: string, setId: string, now: Date): PlannerCard {
  return { ...createEmptyCard(now), id, setId };
}
