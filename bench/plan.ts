// `npm run bench:plan`: the study planner against plain FSRS and cramming, in a simulated learner.
// FSRS (ts-fsrs, no fuzz) is the memory model: at each review the card is recalled with the
// probability its retrievability gives (a seeded random draw), answered Good if so and Again if
// not. Each strategy gets the same budget (30 min a day, 8 s a card) and the same random draws.
// Prints one table; figures only, nothing here passes or fails.
import { Rating, State, type Card as FsrsCard } from "ts-fsrs";
import { memoryModel, newPlannerCard, planStudy, recallAt, type PlannerCard } from "../src/server/modules/plans/planner.js";
import { addDays, instantAt, localDate } from "../src/shared/time.js";

const dayMs = 86_400_000;
const secondsPerCard = 8;
const dailyMinutes = 30;
const capacity = Math.floor((dailyMinutes * 60) / secondsPerCard);
const target = 0.9;
const timeZone = "UTC";
const start = new Date("2027-01-04T08:00:00Z");

type Strategy = "plan" | "fsrs" | "cram";
type Start = "on time" | "late start" | "missed days";

interface Outcome {
  score: number;
  atTarget: number;
  reviews: number;
  meanLoad: number;
  maxLoad: number;
  feasible: boolean | null;
}

/** A seeded random source (mulberry32), the same for every strategy of a scenario. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

/** One review by the simulated learner: recalled with probability R (a new card: not yet known, answered Again then learnt). */
function answer(card: FsrsCard, at: Date, draw: () => number): FsrsCard {
  const recalled = card.state !== State.New && draw() < recallAt(card, at);
  return memoryModel.next(card, at, card.state === State.New ? Rating.Good : recalled ? Rating.Good : Rating.Again).card;
}

function simulate(strategy: Strategy, cardCount: number, days: number, startKind: Start, seed: number): Outcome {
  const draw = random(seed);
  const examAt = new Date(start.getTime() + days * dayMs + 2 * 3_600_000);
  let cards: PlannerCard[] = Array.from({ length: cardCount }, (_, index) => newPlannerCard(`c${index}`, "set", new Date(start.getTime() - dayMs)));
  const loads: number[] = [];
  let reviews = 0;
  let feasible: boolean | null = null;
  const firstDay = startKind === "late start" ? Math.floor(days / 2) : 0;
  for (let index = 0; index < days; index++) {
    const day = addDays(localDate(start, timeZone), index);
    const studies = index >= firstDay && !(startKind === "missed days" && index % 7 >= 2 && index % 7 <= 3) && (strategy !== "cram" || index >= days - 3);
    if (!studies) continue;
    let at = instantAt(day, "18:00", timeZone);
    let load = 0;
    const byId = new Map(cards.map((card) => [card.id, card]));
    const study = (id: string) => {
      let card = byId.get(id)!;
      // The card and its same-day (re)learning steps, as long as the budget lasts.
      do {
        card = { ...card, ...answer(card, at, draw) };
        load++;
        at = new Date(at.getTime() + secondsPerCard * 1000);
      } while (load < capacity && (card.state === State.Learning || card.state === State.Relearning) && localDate(card.due, timeZone) === day);
      byId.set(id, card);
    };
    if (strategy === "plan") {
      const plan = planStudy(
        { now: at, examAt, timeZone, targetRecall: target, dailyMinutes, secondsPerCard, daysOff: [], windowStart: "18:00", cards, quizzes: [] },
        { suggest: false },
      );
      if (feasible === null) feasible = plan.feasible;
      const today = plan.days[0];
      for (const id of [...(today?.reviews ?? []), ...(today?.newCards ?? [])]) if (load < capacity) study(id);
    } else if (strategy === "fsrs") {
      // Plain FSRS: what is due by the end of the day, then new cards at an even daily rate, within the budget.
      const endOfDay = instantAt(addDays(day, 1), "00:00", timeZone);
      const due = cards.filter((card) => card.state !== State.New && card.due < endOfDay).sort((a, b) => a.due.getTime() - b.due.getTime());
      for (const card of due) if (load < capacity) study(card.id);
      const newPerDay = Math.ceil(cardCount / Math.max(1, days - firstDay));
      for (const card of cards.filter((candidate) => candidate.state === State.New).slice(0, newPerDay)) if (load < capacity) study(card.id);
    } else {
      // Cramming: the last three days, every card in turn (the least known first), again and again until the budget is spent.
      while (load < capacity) {
        const order = [...byId.values()].sort((a, b) => recallAt(a, at) - recallAt(b, at));
        const before = load;
        for (const card of order) if (load < capacity) study(card.id);
        if (load === before) break;
      }
    }
    cards = [...byId.values()];
    loads.push((load * secondsPerCard) / 60);
    reviews += load;
  }
  const recalls = cards.map((card) => recallAt(card, examAt));
  const studied = loads.filter((load) => load > 0);
  const mean = studied.length ? studied.reduce((sum, load) => sum + load, 0) / studied.length : 0;
  return {
    score: recalls.reduce((sum, recall) => sum + recall, 0) / recalls.length,
    atTarget: recalls.filter((recall) => recall >= target).length / recalls.length,
    reviews,
    meanLoad: mean,
    maxLoad: studied.length ? Math.max(...studied) : 0,
    feasible,
  };
}

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
const rows: string[][] = [];
let seed = 1;
const started = Date.now();
for (const cardCount of [200, 1000]) {
  for (const days of [7, 21, 60]) {
    for (const startKind of ["on time", "late start", "missed days"] as const) {
      seed++;
      for (const strategy of ["plan", "fsrs", "cram"] as const) {
        const outcome = simulate(strategy, cardCount, days, startKind, seed);
        rows.push([
          String(cardCount),
          String(days),
          startKind,
          strategy,
          strategy === "plan" ? (outcome.feasible ? "yes" : "no") : "",
          percent(outcome.score),
          percent(outcome.atTarget),
          String(outcome.reviews),
          outcome.meanLoad.toFixed(1),
          outcome.maxLoad.toFixed(1),
          outcome.meanLoad ? (outcome.maxLoad / outcome.meanLoad).toFixed(2) : "",
        ]);
      }
    }
  }
}

const header = ["cards", "days", "start", "strategy", "feasible", "exam score", "≥ 90%", "reviews", "mean min/day", "max min/day", "max/mean"];
console.log(`| ${header.join(" | ")} |`);
console.log(`|${header.map(() => "---").join("|")}|`);
for (const row of rows) console.log(`| ${row.join(" | ")} |`);
console.log(
  `\n${rows.length / 3} scenarios, ${secondsPerCard} s a card, ${dailyMinutes} min a day, target ${percent(target)}; ${((Date.now() - started) / 1000).toFixed(1)} s.`,
);
