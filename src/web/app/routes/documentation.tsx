import { PageShell } from "../../components/layout/page-shell.js";

export default function DocumentationScreen() {
  return (
    <PageShell title="Documentation" lead="How to plan tasks, build and take quizzes, and study flashcards with Cadence." />
  );
}
