import { Layers, RotateCcw, Target } from "lucide-react";
import { useId, useState } from "react";
import { Link, useNavigate } from "react-router";
import { toast } from "sonner";
import { quizMessages } from "@shared/messages.js";
import type { Attempt } from "@shared/schemas/quizzes.js";
import { PageShell } from "@/components/layout/page-shell.js";
import { Button } from "@/components/ui/button.js";
import { FormAlert } from "@/components/ui/form-field.js";
import { mistakesMessages } from "@shared/schemas/plans.js";
import { Select } from "@/components/ui/select.js";
import { useMistakesToCards, useRegradeAttempt, useSetChoices } from "@/features/quizzes/api/attempts.js";
import { AnswerReview } from "@/features/quizzes/components/answer-review.js";
import { formatDuration } from "@/features/quizzes/lib/attempt-progress.js";
import { usePreferences } from "@/lib/preferences.js";

/** "Make flashcards from my mistakes": into a set the user picks, by default one named after the quiz. */
function MistakesToCards({ attempt, count }: { attempt: Attempt; count: number }) {
  const id = useId();
  const { mistakeCards } = usePreferences();
  const navigate = useNavigate();
  const [choosing, setChoosing] = useState(false);
  const [setId, setSetId] = useState("");
  const sets = useSetChoices(choosing);
  const make = useMistakesToCards();
  const run = () =>
    make.mutate(
      { attemptId: attempt.id, ...(setId ? { setId } : {}) },
      {
        onSuccess: (result) => {
          setChoosing(false);
          toast.success(mistakesMessages.added(result.added, result.setTitle), { action: { label: "Open", onClick: () => navigate("/flashcards") } });
        },
      },
    );
  if (!choosing)
    return (
      <div className="grid justify-items-start gap-1">
        <Button variant="outline" onClick={() => setChoosing(true)}>
          <Layers className="size-4" aria-hidden="true" /> Make flashcards from my mistakes ({count})
        </Button>
        {mistakeCards && (
          <p className="text-xs text-muted-foreground">
            Each new attempt adds its mistakes to “{mistakesMessages.setTitle(attempt.quizTitle)}” by itself (
            <Link to="/settings" className="underline underline-offset-2">
              Settings
            </Link>
            ).
          </p>
        )}
      </div>
    );
  return (
    <div className="flex w-full flex-wrap items-end gap-2 rounded-lg border p-3 sm:w-auto">
      <div className="grid min-w-0 flex-1 gap-1.5">
        <label htmlFor={`${id}-set`} className="text-sm font-medium">
          Add the cards to
        </label>
        <Select id={`${id}-set`} value={setId} onChange={(event) => setSetId(event.target.value)} disabled={sets.isPending}>
          <option value="">A set named “{mistakesMessages.setTitle(attempt.quizTitle)}”</option>
          {(sets.data ?? []).map((set) => (
            <option key={set.id} value={set.id}>
              {set.title}
            </option>
          ))}
        </Select>
      </div>
      <Button onClick={run} disabled={make.isPending}>
        {make.isPending ? "Adding…" : "Add cards"}
      </Button>
      <Button variant="ghost" onClick={() => setChoosing(false)}>
        Cancel
      </Button>
    </div>
  );
}

export function AttemptResult({ attempt }: { attempt: Attempt }) {
  const regrade = useRegradeAttempt();
  const mistakes = attempt.answers.filter((answer) => !answer.isCorrect && !answer.needsReview).map((answer) => answer.questionId);
  const pending = attempt.answers.filter((answer) => answer.needsReview).length;
  const completed = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" }).format(new Date(attempt.completedAt));

  const grade = (questionId: string, isCorrect: boolean, points: number) =>
    regrade.mutate(
      { id: attempt.id, input: { answers: [{ questionId, isCorrect, pointsEarned: isCorrect ? points : 0 }] } },
      { onSuccess: () => toast.success(quizMessages.resultUpdated) },
    );

  return (
    <PageShell
      title={attempt.quizTitle}
      lead={`Result of ${completed}`}
      actions={
        <Button variant="outline" asChild>
          <Link to="/quizzes/results">All results</Link>
        </Button>
      }
    >
      <div className="grid gap-6">
        <section aria-label="Score" className="grid gap-4 rounded-lg border p-5 sm:grid-cols-4" style={{ borderTop: `4px solid ${attempt.colorTheme}` }}>
          <Figure label="Score" value={`${attempt.score} / ${attempt.maxScore}`} />
          <Figure label="Percentage" value={`${attempt.percentage}%`} />
          <Figure label="Time taken" value={formatDuration(attempt.timeTaken)} />
          <Figure label="Questions" value={String(attempt.answers.length)} />
        </section>
        {pending > 0 && (
          <FormAlert tone="info" title="Grade your long answers">
            Compare {pending === 1 ? "your answer" : `your ${pending} answers`} with the sample below and mark each one; the score updates.
          </FormAlert>
        )}
        <div className="flex flex-wrap gap-2">
          <Button asChild>
            <Link to={`/quizzes/${attempt.quizId}/take`}>
              <RotateCcw className="size-4" aria-hidden="true" /> Retake
            </Link>
          </Button>
          {mistakes.length > 0 && (
            <Button variant="outline" asChild>
              <Link to={`/quizzes/${attempt.quizId}/take?only=${mistakes.join(",")}`}>
                <Target className="size-4" aria-hidden="true" /> Retake mistakes only ({mistakes.length})
              </Link>
            </Button>
          )}
          {mistakes.length > 0 && <MistakesToCards attempt={attempt} count={mistakes.length} />}
        </div>
        <section aria-labelledby="review-heading" className="grid gap-3">
          <h2 id="review-heading" className="text-lg font-semibold">
            Question by question
          </h2>
          <ol className="grid gap-3">
            {attempt.answers.map((answer, index) => (
              <AnswerReview key={answer.questionId} answer={answer} index={index}>
                {answer.questionType === "matching" && answer.answered && (
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="text-sm text-muted-foreground">{answer.needsReview ? "How did you do?" : "Change your grade:"}</span>
                    <Button
                      size="sm"
                      variant={answer.isCorrect && !answer.needsReview ? "default" : "outline"}
                      onClick={() => grade(answer.questionId, true, answer.points)}
                      disabled={regrade.isPending}
                    >
                      I got it right
                    </Button>
                    <Button
                      size="sm"
                      variant={!answer.isCorrect && !answer.needsReview ? "default" : "outline"}
                      onClick={() => grade(answer.questionId, false, answer.points)}
                      disabled={regrade.isPending}
                    >
                      I got it wrong
                    </Button>
                  </div>
                )}
              </AnswerReview>
            ))}
          </ol>
        </section>
      </div>
    </PageShell>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{label}</p>
      <p className="text-2xl font-bold tabular-nums">{value}</p>
    </div>
  );
}
