import { Link } from "react-router";
import { quizMessages } from "@shared/messages.js";
import { LoadError } from "@/components/ui/load-error.js";
import { EmptyState, PageShell } from "@/components/layout/page-shell.js";
import { Button } from "@/components/ui/button.js";
import { Skeleton } from "@/components/ui/skeleton.js";
import { useAttempts } from "@/features/quizzes/api/attempts.js";
import { AttemptTable } from "@/features/quizzes/components/attempt-table.js";

export default function QuizResultsScreen() {
  const attempts = useAttempts({ limit: 20 });
  return (
    <PageShell
      title="Recent results"
      lead="How your latest quizzes went."
      actions={
        <Button variant="outline" asChild>
          <Link to="/quizzes/attempts">All attempts</Link>
        </Button>
      }
    >
      {attempts.isPending ? (
        <Skeleton className="h-64" aria-busy="true" aria-label="Loading results" />
      ) : attempts.isError ? (
        <LoadError message={quizMessages.loadFailedInline} onRetry={() => attempts.refetch()} />
      ) : attempts.data.length === 0 ? (
        <EmptyState
          title="No results yet"
          description="Take a quiz and your score appears here."
          action={
            <Button asChild>
              <Link to="/quizzes">Go to quizzes</Link>
            </Button>
          }
        />
      ) : (
        <AttemptTable attempts={attempts.data} caption="Your 20 most recent results" />
      )}
    </PageShell>
  );
}
