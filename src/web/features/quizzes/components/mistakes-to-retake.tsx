import { ListChecks, Target } from "lucide-react";
import { Link } from "react-router";
import { quizMessages } from "@shared/messages.js";
import type { AttemptSummary } from "@shared/schemas/quizzes.js";
import { Button } from "@/components/ui/button.js";
import { LoadError } from "@/components/ui/load-error.js";
import { Skeleton } from "@/components/ui/skeleton.js";
import { useAttempts } from "@/features/quizzes/api/attempts.js";

/** Each quiz's latest full attempt, when it had mistakes (newest first). */
export function quizzesWithMistakes(attempts: AttemptSummary[]): AttemptSummary[] {
  const latest = new Map<string, AttemptSummary>();
  for (const attempt of attempts) {
    if (attempt.scope !== "full") continue;
    const known = latest.get(attempt.quizId);
    if (!known || attempt.completedAt > known.completedAt) latest.set(attempt.quizId, attempt);
  }
  return [...latest.values()].filter((attempt) => attempt.percentage < 100).sort((a, b) => b.completedAt.localeCompare(a.completedAt));
}

/** The Today screen's quizzes: the ones whose last run had mistakes, each opening its result (where "Retake mistakes only" is). */
export function MistakesToRetake() {
  const attempts = useAttempts({ limit: 200 });
  const retake = quizzesWithMistakes(attempts.data ?? []).slice(0, 6);
  return (
    <section aria-labelledby="today-quizzes" className="grid content-start gap-2">
      <h2 id="today-quizzes" className="text-lg font-semibold">
        Quizzes to retake
      </h2>
      {attempts.isPending ? (
        <Skeleton className="h-24" aria-busy="true" aria-label="Loading quiz results" />
      ) : attempts.isError && !attempts.data ? (
        <LoadError message={quizMessages.loadFailed} onRetry={() => void attempts.refetch()} />
      ) : retake.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed px-6 py-8 text-center">
          <p className="text-sm text-muted-foreground">{attempts.data.length === 0 ? "No quizzes taken yet." : "No mistakes left to retake."}</p>
          <Button variant="outline" asChild>
            <Link to="/quizzes">
              <ListChecks className="size-4" aria-hidden="true" /> Open quizzes
            </Link>
          </Button>
        </div>
      ) : (
        <ul className="grid grid-cols-1 gap-1">
          {retake.map((attempt) => (
            <li
              key={attempt.id}
              className="flex min-w-0 items-center gap-3 rounded-md border-l-4 bg-card px-3 py-2"
              style={{ borderLeftColor: attempt.colorTheme }}
            >
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium">{attempt.quizTitle}</p>
                <p className="text-xs text-muted-foreground">
                  Last score {Math.round(attempt.percentage)}% · {attempt.questionCount} {attempt.questionCount === 1 ? "question" : "questions"}
                </p>
              </div>
              <Button size="sm" variant="outline" asChild>
                <Link
                  to={`/quizzes/${encodeURIComponent(attempt.quizId)}/results/${encodeURIComponent(attempt.id)}`}
                  aria-label={`Review mistakes in ${attempt.quizTitle}`}
                >
                  <Target className="size-4" aria-hidden="true" /> Mistakes
                </Link>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
