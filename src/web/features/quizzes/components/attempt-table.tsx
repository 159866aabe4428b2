import { Link } from "react-router";
import type { AttemptSummary } from "@shared/schemas/quizzes.js";
import { formatDuration } from "@/features/quizzes/lib/attempt-progress.js";

/** Attempts as rows: quiz, when, score, time, and a link to the full result. */
export function AttemptTable({ attempts, caption }: { attempts: AttemptSummary[]; caption: string }) {
  const when = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted/50 text-left text-xs uppercase tracking-wide text-muted-foreground">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              Quiz
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Completed
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Score
            </th>
            <th scope="col" className="hidden px-3 py-2 text-right font-medium sm:table-cell">
              Time
            </th>
          </tr>
        </thead>
        <tbody>
          {attempts.map((attempt) => (
            <tr key={attempt.id} className="border-t">
              <td className="px-3 py-2">
                <Link to={`/quizzes/${attempt.quizId}/results/${attempt.id}`} className="inline-flex items-center gap-2 font-medium hover:underline">
                  <span className="size-2.5 shrink-0 rounded-full" style={{ backgroundColor: attempt.colorTheme }} aria-hidden="true" />
                  {attempt.quizTitle}
                </Link>
                {attempt.scope === "subset" && (
                  <span className="ml-2 text-xs text-muted-foreground">
                    retake of {attempt.questionCount} {attempt.questionCount === 1 ? "question" : "questions"}
                  </span>
                )}
                {attempt.needsReview > 0 && <span className="ml-2 text-xs text-warning">{attempt.needsReview} to grade</span>}
              </td>
              <td className="whitespace-nowrap px-3 py-2 text-muted-foreground">{when.format(new Date(attempt.completedAt))}</td>
              <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">
                {attempt.score}/{attempt.maxScore} <span className="text-muted-foreground">({attempt.percentage}%)</span>
              </td>
              <td className="hidden px-3 py-2 text-right tabular-nums text-muted-foreground sm:table-cell">{formatDuration(attempt.timeTaken)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Percentages of whole-quiz attempts over time as a small line: oldest on the left (retakes of some questions are left out). */
export function ScoreTrend({ attempts, label }: { attempts: AttemptSummary[]; label: string }) {
  const points = wholeAttempts(attempts)
    .reverse()
    .map((attempt) => attempt.percentage);
  const width = 160;
  const height = 40;
  const x = (index: number) => (points.length === 1 ? width / 2 : (index / (points.length - 1)) * (width - 8) + 4);
  const y = (value: number) => height - 4 - (value / 100) * (height - 8);
  const latest = points[points.length - 1] ?? 0;
  const description = `${label}: ${points.length} ${points.length === 1 ? "attempt" : "attempts"}, from ${points[0] ?? 0}% to ${latest}%`;
  return (
    <svg width={width} height={height} viewBox={`0 0 ${width} ${height}`} role="img" aria-label={description} className="overflow-visible text-primary">
      <line x1={0} x2={width} y1={y(50)} y2={y(50)} className="stroke-border" strokeDasharray="2 3" />
      {points.length > 1 && (
        <polyline fill="none" stroke="currentColor" strokeWidth={2} points={points.map((value, index) => `${x(index)},${y(value)}`).join(" ")} />
      )}
      {points.map((value, index) => (
        <circle key={index} cx={x(index)} cy={y(value)} r={2.5} fill="currentColor" />
      ))}
    </svg>
  );
}

/** The attempts of the whole quiz: a retake of the mistakes is not a score on the quiz. */
export function wholeAttempts(attempts: AttemptSummary[]): AttemptSummary[] {
  return attempts.filter((attempt) => attempt.scope !== "subset");
}
