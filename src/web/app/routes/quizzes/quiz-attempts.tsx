import { useMemo } from "react";
import { Link, useSearchParams } from "react-router";
import { Select } from "@/components/ui/select.js";
import { LoadError } from "@/components/ui/load-error.js";
import { quizMessages } from "@shared/messages.js";
import type { AttemptSummary } from "@shared/schemas/quizzes.js";
import { EmptyState, PageShell } from "@/components/layout/page-shell.js";
import { Button } from "@/components/ui/button.js";
import { Skeleton } from "@/components/ui/skeleton.js";
import { useAttempts } from "@/features/quizzes/api/attempts.js";
import { AttemptTable, ScoreTrend, wholeAttempts } from "@/features/quizzes/components/attempt-table.js";

export default function QuizAttemptsScreen() {
  const [params, setParams] = useSearchParams();
  const quizId = params.get("quiz") ?? "";
  const attempts = useAttempts({ limit: 500 });
  const byQuiz = useMemo(() => {
    const groups = new Map<string, AttemptSummary[]>();
    for (const attempt of attempts.data ?? []) groups.set(attempt.quizId, [...(groups.get(attempt.quizId) ?? []), attempt]);
    return [...groups.values()];
  }, [attempts.data]);
  const shown = (attempts.data ?? []).filter((attempt) => !quizId || attempt.quizId === quizId);
  const trends = byQuiz.map(wholeAttempts).filter((group) => group.length > 0 && (!quizId || group[0]!.quizId === quizId));

  return (
    <PageShell title="Quiz attempts" lead="Every attempt, newest first, with its score and time taken.">
      {attempts.isPending ? (
        <Skeleton className="h-64" aria-busy="true" aria-label="Loading attempts" />
      ) : attempts.isError ? (
        <LoadError message={quizMessages.loadFailedInline} onRetry={() => attempts.refetch()} />
      ) : attempts.data.length === 0 ? (
        <EmptyState
          title="No attempts yet"
          description="Each time you take a quiz, the attempt is kept here."
          action={
            <Button asChild>
              <Link to="/quizzes">Go to quizzes</Link>
            </Button>
          }
        />
      ) : (
        <div className="grid gap-6">
          <label className="grid max-w-sm gap-1 text-sm font-medium">
            Quiz
            <Select value={quizId} onChange={(event) => setParams(event.target.value ? { quiz: event.target.value } : {}, { replace: true })}>
              <option value="">All quizzes</option>
              {byQuiz.map((group) => (
                <option key={group[0]!.quizId} value={group[0]!.quizId}>
                  {group[0]!.quizTitle} ({group.length})
                </option>
              ))}
            </Select>
          </label>
          <section aria-labelledby="trend-heading" className="grid gap-3">
            <h2 id="trend-heading" className="text-lg font-semibold">
              Score trend
            </h2>
            <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {trends.map((group) => (
                <li key={group[0]!.quizId} className="flex items-center justify-between gap-3 rounded-lg border p-3">
                  <div className="min-w-0">
                    <p className="truncate text-sm font-medium">{group[0]!.quizTitle}</p>
                    <p className="text-xs text-muted-foreground">
                      Latest {group[0]!.percentage}% · best {Math.max(...group.map((attempt) => attempt.percentage))}%
                    </p>
                  </div>
                  <ScoreTrend attempts={group} label={group[0]!.quizTitle} />
                </li>
              ))}
            </ul>
          </section>
          <AttemptTable attempts={shown} caption="Quiz attempts, newest first" />
        </div>
      )}
    </PageShell>
  );
}
