import { FlashcardSets } from "@/features/flashcards/components/flashcard-sets.js";

/** Sets in a grid; study, cram, edit, import and export from here. `?study={id}&mode=cram` is a session. */
export default function FlashcardsScreen() {
  return <FlashcardSets />;
}
