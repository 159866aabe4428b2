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

  it("adds what a term does or a person did, one card per term, and no card for people in general", () => {
    const { cards } = writeFlashcards(
      [
        "A hurricane is a large storm that forms over warm ocean water. Hurricanes weaken when they move over land. " +
          "A catalyst speeds up a reaction without being used up. Farmers plant cover crops to protect soil from erosion. " +
          "The judge decides the sentence. Henri Becquerel discovered radioactivity in 1896. The infinitive of every Spanish verb ends in -ar, -er or -ir.",
      ],
      10,
    );
    expect(cards).toEqual([
      { front: "Hurricane", back: "A large storm that forms over warm ocean water." },
      { front: "Catalyst", back: "Speeds up a reaction without being used up." },
      { front: "Judge", back: "Decides the sentence." },
      { front: "Henri Becquerel", back: "Discovered radioactivity in 1896." },
    ]);
  });
});
