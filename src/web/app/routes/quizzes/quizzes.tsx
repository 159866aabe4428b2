import { Link } from "react-router";
import { Button } from "../../../components/ui/button.js";
import { EmptyState, PageShell } from "../../../components/layout/page-shell.js";

export default function QuizzesScreen() {
  return (
    <PageShell title="Quizzes" lead="Quizzes you wrote or generated from your notes, ready to take.">
      <EmptyState
        title="No quizzes yet"
        description="Write a quiz question by question, or generate one from your notes or a PDF."
        action={
          <Button asChild>
            <Link to="/quizzes/create">Create a quiz</Link>
          </Button>
        }
      />
    </PageShell>
  );
}
