import { Link } from "react-router";
import { PageShell } from "../../../components/layout/page-shell.js";

export default function QuizResultScreen() {
  return (
    <PageShell title="Quiz result" lead="Your score, question by question, with the right answers and explanations.">
      <Link to="/quizzes/results" className="text-sm font-medium text-primary hover:underline">
        All recent results
      </Link>
    </PageShell>
  );
}
