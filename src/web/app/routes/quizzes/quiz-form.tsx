import { useState } from "react";
import { useParams, useSearchParams } from "react-router";
import { PageShell } from "@/components/layout/page-shell.js";
import { Skeleton } from "@/components/ui/skeleton.js";
import { useQuiz } from "@/features/quizzes/api/get-quiz.js";
import { clearGeneratedQuiz, readGeneratedQuiz } from "@/features/quizzes/lib/generated-quiz.js";
import { usePreferences } from "@/lib/preferences.js";
import { blankQuiz, draftFromInput, draftFromQuiz } from "@/features/quizzes/lib/draft.js";
import { QuizLoadError } from "@/features/quizzes/components/quiz-load-error.js";
import { QuizForm } from "@/features/quizzes/components/quiz-form.js";

/** /quizzes/create and /quizzes/edit/{id}: one form, empty or filled with the quiz. */
export default function QuizFormScreen() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const quiz = useQuiz(id);
  const { quizColor } = usePreferences();
  const [generated] = useState(() => (!id && params.get("from") === "ai" ? readGeneratedQuiz() : undefined));
  if (!id && generated) {
    return (
      <PageShell title="Review your generated quiz" lead="Check each question against your notes, fix or remove what needs it, then save.">
        {generated.shortfall.length > 0 && (
          <div role="status" className="mb-4 rounded-md border border-warning/40 bg-warning-muted p-3 text-sm text-warning-muted-foreground">
            {generated.shortfall.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </div>
        )}
        <QuizForm initial={draftFromInput(generated.draft)} unsavedFromStart onSaved={clearGeneratedQuiz} />
      </PageShell>
    );
  }
  if (!id) {
    return (
      <PageShell title="Create a quiz" lead="Add a title, a colour and questions: multiple choice, true/false, short or long answer.">
        <QuizForm initial={blankQuiz(quizColor)} />
      </PageShell>
    );
  }
  return (
    <PageShell title="Edit quiz" lead="Change the title, the questions and their answers; saving replaces the quiz as a whole.">
      {quiz.isPending ? (
        <div className="grid gap-4" aria-busy="true" aria-label="Loading quiz">
          <Skeleton className="h-10" />
          <Skeleton className="h-40" />
          <Skeleton className="h-40" />
        </div>
      ) : quiz.isError ? (
        <QuizLoadError error={quiz.error} onRetry={() => quiz.refetch()} />
      ) : (
        <QuizForm key={quiz.data.id} quiz={quiz.data} initial={draftFromQuiz(quiz.data)} />
      )}
    </PageShell>
  );
}
