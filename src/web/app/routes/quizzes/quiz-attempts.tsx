import { Link } from "react-router";
import { Button } from "../../../components/ui/button.js";
import { EmptyState, PageShell } from "../../../components/layout/page-shell.js";

export default function QuizAttemptsScreen() {
  return (
    <PageShell title="Quiz attempts" lead="Every attempt, newest first, with its score and time taken.">
      <EmptyState
        title="No attempts yet"
        description="Each time you take a quiz, the attempt is kept here."
        action={
          <Button asChild>
            <Link to="/quizzes">Go to quizzes</Link>
          </Button>
        }
      />
    </PageShell>
  );
}
