import { EmptyState, PageShell } from "../../components/layout/page-shell.js";

export default function FlashcardsScreen() {
  return (
    <PageShell title="Flashcards" lead="Decks of cards you review just before you would forget them.">
      <EmptyState
        title="No flashcard sets yet"
        description="Create a set, add cards with a front and a back, and study the ones that are due."
      />
    </PageShell>
  );
}
