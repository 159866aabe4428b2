import { describe, expect, it } from "vitest";
import { writeFlashcards } from "./flashcard-writer.js";

describe("flashcards from notes", () => {
  it("keeps whole definitions: the words restating the subject are not part of the back", () => {
    const { cards } = writeFlashcards(
      [
        "When a solid turns directly into a gas without melting, the process is called sublimation. " +
          "Condensation is the change of a gas into a liquid as it cools. Evaporation refers to a liquid turning into a gas below its boiling point.",
      ],
      10,
    );
    expect(cards).toEqual([
      { front: "Sublimation", back: "When a solid turns directly into a gas without melting." },
      { front: "Condensation", back: "The change of a gas into a liquid as it cools." },
      { front: "Evaporation", back: "A liquid turning into a gas below its boiling point." },
    ]);
    for (const card of cards) expect(card.back, card.front).not.toMatch(/, the process\.$/);
  });
});
