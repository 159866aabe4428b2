import fc from "fast-check";
import { Rating, State } from "ts-fsrs";
import { describe, expect, it } from "vitest";
import { addDays, isoWeekday, localDate } from "../../../shared/time.js";
import { memoryModel, newPlannerCard, planStudy, recallAt, type PlannerCard, type PlannerInput } from "./planner.js";

const now = new Date("2026-11-23T09:00:00Z");
const dayMs = 86_400_000;

/** A deck: some new cards, some studied `reviews` times at random ages before now. */
function deck(count: number, studied: number, seed: number): PlannerCard[] {
  let state = seed;
  const random = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  return Array.from({ length: count }, (_, index) => {
    let card = newPlannerCard(`c${String(index).padStart(4, "0")}`, index % 3 === 0 ? "set-a" : "set-b", new Date(now.getTime() - 60 * dayMs));
    if (index < studied) {
      let at = new Date(now.getTime() - (5 + Math.floor(random() * 40)) * dayMs);
      const reviews = 1 + Math.floor(random() * 4);
      for (let review = 0; review < reviews && at < now; review++) {
        card = { ...card, ...memoryModel.next(card, at, random() < 0.8 ? Rating.Good : Rating.Again).card };
        at = new Date(Math.max(card.due.getTime(), at.getTime() + 60_000));
      }
    }
    return card;
  });
}

function input(overrides: Partial<PlannerInput> = {}): PlannerInput {
  return {
    now,
    examAt: new Date(now.getTime() + 14 * dayMs),
    timeZone: "Europe/London",
    targetRecall: 0.9,
    dailyMinutes: 30,
    secondsPerCard: 8,
    daysOff: [],
    windowStart: "18:00",
    cards: deck(60, 20, 7),
    quizzes: [],
    ...overrides,
  };
}

const arbitraryInput = fc.record({
  days: fc.integer({ min: 1, max: 40 }),
  hour: fc.integer({ min: 0, max: 23 }),
  cards: fc.integer({ min: 0, max: 120 }),
  studiedShare: fc.double({ min: 0, max: 1, noNaN: true }),
  seed: fc.integer({ min: 1, max: 10_000 }),
  dailyMinutes: fc.integer({ min: 5, max: 90 }),
  target: fc.double({ min: 0.7, max: 0.97, noNaN: true }),
  daysOff: fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { maxLength: 3 }),
  zone: fc.constantFrom("UTC", "Australia/Melbourne", "America/New_York"),
  quizzes: fc.array(fc.record({ questionCount: fc.integer({ min: 0, max: 20 }), mistakes: fc.integer({ min: 0, max: 10 }) }), { maxLength: 2 }),
});

type Arbitrary = typeof arbitraryInput extends fc.Arbitrary<infer T> ? T : never;

function fromArbitrary(value: Arbitrary): PlannerInput {
  return input({
    examAt: new Date(now.getTime() + value.days * dayMs + value.hour * 3_600_000),
    cards: deck(value.cards, Math.floor(value.cards * value.studiedShare), value.seed),
    dailyMinutes: value.dailyMinutes,
    targetRecall: value.target,
    daysOff: value.daysOff,
    timeZone: value.zone,
    quizzes: value.quizzes.map((quiz, index) => ({ id: `q${index}`, ...quiz, mistakes: Math.min(quiz.mistakes, quiz.questionCount) })),
  });
}

describe("the study planner", () => {
  it("works around moved blocks: nothing on the day a block left, work on the day it went to, even a day off", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 20 }),
        fc.integer({ min: 0, max: 19 }),
        fc.integer({ min: 0, max: 19 }),
        fc.integer({ min: 0, max: 6 }),
        (days, fromIndex, toIndex, dayOff) => {
          const base = input({ examAt: new Date(now.getTime() + days * dayMs), cards: deck(50, 10, days), timeZone: "UTC", daysOff: [dayOff] });
          const today = localDate(now, "UTC");
          const from = addDays(today, fromIndex % (days - 1));
          const to = addDays(today, toIndex % (days - 1));
          const plan = planStudy({ ...base, moves: [{ from, to }] }, { suggest: false });
          const dates = plan.days.map((day) => day.date);
          expect(dates).toContain(to);
          if (from !== to) expect(dates).not.toContain(from);
          const introduced = plan.days.reduce((sum, day) => sum + day.newCards.length, 0);
          expect(introduced + plan.newCardsLeft).toBe(40);
        },
      ),
      { numRuns: 40 },
    );
  });

  it("plans nothing on or after the exam day, nothing before today, and nothing on a day off", () => {
    fc.assert(
      fc.property(arbitraryInput, (value) => {
        const plan = planStudy(fromArbitrary(value), { suggest: false });
        const today = localDate(now, value.zone);
        const examDay = localDate(new Date(now.getTime() + value.days * dayMs + value.hour * 3_600_000), value.zone);
        for (const day of plan.days) {
          expect(day.date >= today).toBe(true);
          expect(day.date < examDay || (day.date === today && examDay === today)).toBe(true);
          expect(value.daysOff).not.toContain(isoWeekday(day.date));
        }
      }),
      { numRuns: 60 },
    );
  });

  it("never goes over the daily budget, and a feasible plan brings every card to the target", () => {
    fc.assert(
      fc.property(arbitraryInput, (value) => {
        const given = fromArbitrary(value);
        const plan = planStudy(given, { suggest: false });
        const capacity = Math.floor((given.dailyMinutes * 60) / given.secondsPerCard);
        for (const day of plan.days) {
          const quizCards = Math.ceil((day.quizzes.reduce((sum, item) => sum + item.minutes, 0) * 60) / given.secondsPerCard);
          expect(day.reviewCount).toBeLessThanOrEqual(Math.max(0, capacity - quizCards));
        }
        if (plan.feasible) {
          for (const recall of Object.values(plan.predictedByCard)) expect(recall).toBeGreaterThanOrEqual(given.targetRecall - 1e-9);
          expect(plan.overflow).toBe(0);
          expect(plan.newCardsLeft).toBe(0);
        }
      }),
      { numRuns: 60 },
    );
  });

  it("gives the same plan for the same input", () => {
    fc.assert(
      fc.property(arbitraryInput, (value) => {
        expect(planStudy(fromArbitrary(value))).toEqual(planStudy(fromArbitrary(value)));
      }),
      { numRuns: 25 },
    );
  });

  it("pulls a review whose FSRS due date falls after the exam when recall at the exam would be below target", () => {
    // Studied once 3 days ago: FSRS's next due is after the exam, but recall at the exam is under 97 %.
    let card = newPlannerCard("late", "set-a", new Date(now.getTime() - 30 * dayMs));
    const studiedAt = new Date(now.getTime() - 3 * dayMs);
    card = { ...card, ...memoryModel.next(card, studiedAt, Rating.Easy).card };
    const examAt = new Date(now.getTime() + 4 * dayMs);
    expect(localDate(card.due, "UTC") > localDate(examAt, "UTC")).toBe(true);
    expect(recallAt(card, examAt)).toBeLessThan(0.97);
    const plan = planStudy(input({ cards: [card], examAt, targetRecall: 0.97, timeZone: "UTC" }));
    const reviewDays = plan.days.filter((day) => day.reviews.includes("late")).map((day) => day.date);
    expect(reviewDays.length).toBeGreaterThan(0);
    expect(plan.feasible).toBe(true);
    expect(plan.predictedByCard.late).toBeGreaterThanOrEqual(0.97);
    // Without the exam's target it would have waited for its due date, after the exam.
    expect(planStudy(input({ cards: [card], examAt, targetRecall: 0.8, timeZone: "UTC" })).days.some((day) => day.reviews.includes("late"))).toBe(false);
  });

  it("spreads new cards over the period instead of leaving them for the end, and keeps the last days for review", () => {
    const plan = planStudy(input({ cards: deck(200, 0, 3), dailyMinutes: 60 }));
    expect(plan.feasible).toBe(true);
    const introduced = plan.days.map((day) => day.newCards.length);
    expect(introduced.slice(0, 5).every((count) => count > 0)).toBe(true);
    expect(introduced[introduced.length - 1]).toBe(0);
    const loads = plan.days.map((day) => day.reviewCount);
    const mean = loads.reduce((sum, load) => sum + load, 0) / loads.length;
    expect(Math.max(...loads)).toBeLessThanOrEqual(1.25 * mean + 2);
  });

  it("says plainly when the goal cannot be met, with a budget and a start date that would meet it", () => {
    const given = input({ cards: deck(1000, 0, 5), examAt: new Date(now.getTime() + 7 * dayMs), dailyMinutes: 30 });
    const plan = planStudy(given);
    expect(plan.feasible).toBe(false);
    expect(plan.newCardsLeft).toBeGreaterThan(0);
    expect(plan.suggestion?.dailyMinutes).toBeGreaterThan(30);
    expect(planStudy({ ...given, dailyMinutes: plan.suggestion!.dailyMinutes! }, { suggest: false }).feasible).toBe(true);
    expect(planStudy({ ...given, dailyMinutes: plan.suggestion!.dailyMinutes! - 5 }, { suggest: false }).feasible).toBe(false);
    expect(plan.suggestion!.startBy < localDate(now, given.timeZone)).toBe(true);
  });

  it("puts a quiz's mistakes retake in the last third and its full run two days before the exam", () => {
    const given = input({ quizzes: [{ id: "quiz", questionCount: 10, mistakes: 3 }], examAt: new Date("2026-12-05T09:00:00Z"), timeZone: "UTC" });
    const plan = planStudy(given);
    const mistakes = plan.days.find((day) => day.quizzes.some((item) => item.kind === "mistakes"))!;
    const full = plan.days.find((day) => day.quizzes.some((item) => item.kind === "full"))!;
    const period = plan.days.length;
    expect(plan.days.indexOf(mistakes)).toBeGreaterThanOrEqual(Math.floor((period * 2) / 3) - 1);
    expect(full.date).toBe(addDays("2026-12-05", -2));
    expect(full.minutes).toBeGreaterThanOrEqual(10);
  });

  it("counts what was already reviewed today against today's budget", () => {
    const fresh = planStudy(input({ cards: deck(300, 0, 9) }), { suggest: false });
    const busy = planStudy(input({ cards: deck(300, 0, 9), reviewedToday: 200 }), { suggest: false });
    expect(busy.days[0]!.reviewCount).toBeLessThan(fresh.days[0]!.reviewCount);
    expect(busy.days[0]!.reviewCount).toBeLessThanOrEqual(225 - 200);
  });

  it("counts the new cards introduced earlier today against today's share: doing some of them leaves the rest of the plan as it was", () => {
    const cards = deck(40, 0, 3);
    const planned = planStudy(input({ cards }), { suggest: false });
    const todays = planned.days[0]!.newCards;
    expect(todays.length).toBeGreaterThan(3);
    // The first three of today's new cards are learned (one Good each) at 10:00.
    const learnedAt = new Date(now.getTime() + 3_600_000);
    const studied = cards.map((card) => (todays.slice(0, 3).includes(card.id) ? { ...card, ...memoryModel.next(card, learnedAt, Rating.Good).card } : card));
    const replanned = planStudy(input({ now: new Date(learnedAt.getTime() + 60_000), cards: studied, reviewedToday: 3, introducedToday: 3 }), {
      suggest: false,
    });
    expect(replanned.days[0]!.newCards).toEqual(todays.slice(3));
    expect(replanned.days.slice(1).map((day) => day.newCards)).toEqual(planned.days.slice(1).map((day) => day.newCards));
    // Without knowing what was introduced, the day would take on new cards again.
    const unaware = planStudy(input({ now: new Date(learnedAt.getTime() + 60_000), cards: studied, reviewedToday: 3 }), { suggest: false });
    expect(unaware.days[0]!.newCards.length).toBeGreaterThan(replanned.days[0]!.newCards.length);
  });

  it("leaves a card in the state it was: the input is not changed", () => {
    const given = input();
    const before = JSON.stringify(given.cards);
    planStudy(given);
    expect(JSON.stringify(given.cards)).toBe(before);
    expect(given.cards.some((card) => card.state === State.New)).toBe(true);
  });
});
