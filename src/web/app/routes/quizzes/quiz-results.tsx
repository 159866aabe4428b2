import { Link } from "react-router";
import { Button } from "../../../components/ui/button.js";
import { EmptyState, PageShell } from "../../../components/layout/page-shell.js";

export default function QuizResultsScreen() {
  return (
    <PageShell title="Recent results" lead="How your latest quizzes went.">
      <EmptyState
        title="No results yet"
        description="Take a quiz and your score appears here."
        action={
          <Button asChild>
            <Link to="/quizzes">Go to quizzes</Link>
          </Button>
        }
      />
    </PageShell>
  );
}
