import { describe, expect, it } from "vitest";
import type { StudyCard } from "../../../shared/schemas/flashcards.js";
import type { CardRow } from "./flashcards.repository.js";
import { scheduleKey, toStudyCard } from "./flashcards.service.js";

const created = new Date("2026-11-20T09:00:00Z");
const now = new Date("2026-11-25T18:30:00Z");

function card(index: number, schedule: Partial<CardRow> = {}): CardRow {
  return {
    id: `card-${index}`,
    set_id: "set",
    front: `Front ${index}`,
    back: `Back ${index}`,
    guid: null,
    suspended: false,
    difficulty: null,
    last_reviewed: null,
    position: index,
    due_at: created,
    stability: 0,
    fsrs_difficulty: 0,
    elapsed_days: 0,
    scheduled_days: 0,
    learning_steps: 0,
    reps: 0,
    lapses: 0,
    state: 0,
    created_at: created,
    updated_at: created,
    ...schedule,
  };
}

/** Cards in review, each differing from the first in one field its scheduling reads. */
const review: Partial<CardRow> = {
  state: 2,
  due_at: new Date("2026-11-24T09:00:00Z"),
  stability: 12.5,
  fsrs_difficulty: 5.2,
  elapsed_days: 9,
  scheduled_days: 10,
  reps: 4,
  lapses: 1,
  last_reviewed: new Date("2026-11-14T09:00:00Z"),
};
const cards: CardRow[] = [
  ...Array.from({ length: 5 }, (_, index) => card(index)),
  card(5, { due_at: new Date("2026-11-21T09:00:00Z") }),
  card(6, review),
  card(7, review),
  card(8, { ...review, reps: 7 }),
  card(9, { ...review, stability: 30 }),
  card(10, { ...review, fsrs_difficulty: 8 }),
  card(11, { ...review, lapses: 3 }),
  card(12, { ...review, due_at: new Date("2026-11-20T09:00:00Z") }),
  card(13, { ...review, last_reviewed: new Date("2026-11-04T09:00:00Z") }),
  card(14, { state: 1, due_at: new Date("2026-11-25T18:20:00Z"), stability: 0.4, fsrs_difficulty: 6, learning_steps: 1, reps: 1, last_reviewed: now }),
  card(15, { state: 3, due_at: new Date("2026-11-25T18:25:00Z"), stability: 2, fsrs_difficulty: 7, learning_steps: 0, reps: 6, lapses: 2, last_reviewed: now }),
];

describe("a study queue's previews", () => {
  it("are each card's own when cards in one state share them", () => {
    const previews = new Map<string, StudyCard["next"]>();
    const shared = cards.map((row) => toStudyCard(row, now, previews));
    expect(shared).toEqual(cards.map((row) => toStudyCard(row, now)));
    // The six new cards from two moments, and two review cards alike, share.
    expect(previews.size).toBe(cards.length - 5);
  });

  it("keep apart cards that differ in anything their scheduling reads", () => {
    const keys = cards.slice(6).map(scheduleKey);
    expect(new Set(keys).size).toBe(keys.length - 1);
    // What ts-fsrs reads of a review card changes its preview: the repetitions, the memory
    // state and the last review (its due time and lapses do not; the key keeps them apart anyway).
    const alone = (row: CardRow) => toStudyCard(row, now).next;
    for (const other of [cards[8]!, cards[9]!, cards[10]!, cards[13]!]) expect(alone(other), other.id).not.toEqual(alone(cards[6]!));
  });
});
