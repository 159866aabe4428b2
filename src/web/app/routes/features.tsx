import { PageShell } from "../../components/layout/page-shell.js";

export default function FeaturesScreen() {
  return (
    <PageShell title="Features" lead="Tasks on a calendar, quizzes you write or generate from your notes, and flashcards scheduled by spaced repetition: everything a study week needs, in one place." />
  );
}
