import { Link, useParams } from "react-router";
import { quizMessages } from "@shared/messages.js";
import { PageShell } from "@/components/layout/page-shell.js";
import { FormAlert } from "@/components/ui/form-field.js";
import { Skeleton } from "@/components/ui/skeleton.js";
import { ApiError } from "@/lib/api-client.js";
import { useAttempt } from "@/features/quizzes/api/attempts.js";
import { AttemptResult } from "@/features/quizzes/components/attempt-result.js";

export default function QuizResultScreen() {
  const { resultId } = useParams();
  const attempt = useAttempt(resultId);
  if (attempt.isPending) {
    return (
      <PageShell title="Quiz result">
        <div className="grid gap-4" aria-busy="true" aria-label="Loading result">
          <Skeleton className="h-28" />
          <Skeleton className="h-40" />
        </div>
      </PageShell>
    );
  }
  if (attempt.isError) {
    const missing = attempt.error instanceof ApiError && attempt.error.status === 404;
    return (
      <PageShell title="Quiz result">
        <FormAlert title={missing ? quizMessages.resultNotFound : quizMessages.loadFailed}>
          {missing ? "It may have been deleted with its quiz." : attempt.error.message}{" "}
          <Link to="/quizzes/results" className="font-medium underline">
            All recent results
          </Link>
        </FormAlert>
      </PageShell>
    );
  }
  return <AttemptResult attempt={attempt.data} />;
}
