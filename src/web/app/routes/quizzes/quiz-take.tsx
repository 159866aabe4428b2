import { useMemo } from "react";
import { useParams, useSearchParams } from "react-router";
import { PageShell } from "@/components/layout/page-shell.js";
import { FormAlert } from "@/components/ui/form-field.js";
import { Skeleton } from "@/components/ui/skeleton.js";
import { useQuiz } from "@/features/quizzes/api/get-quiz.js";
import { QuizLoadError } from "@/features/quizzes/components/quiz-load-error.js";
import { TakeQuiz } from "@/features/quizzes/components/take-quiz.js";

export default function QuizTakeScreen() {
  const { id = "" } = useParams();
  const quiz = useQuiz(id);
  const [params] = useSearchParams();
  const only = useMemo(() => (params.get("only") ?? "").split(",").filter(Boolean), [params]);
  if (quiz.isPending) {
    return (
      <PageShell title="Take quiz" width="narrow">
        <div className="grid gap-4" aria-busy="true" aria-label="Loading quiz">
          <Skeleton className="h-8" />
          <Skeleton className="h-48" />
        </div>
      </PageShell>
    );
  }
  if (quiz.isError) {
    return (
      <PageShell title="Take quiz">
        <QuizLoadError error={quiz.error} onRetry={() => quiz.refetch()} />
      </PageShell>
    );
  }
  const questions = only.length ? quiz.data.questions.filter((question) => only.includes(question.id)) : quiz.data.questions;
  if (!questions.length) {
    return (
      <PageShell title={quiz.data.title}>
        <FormAlert tone="info">This quiz has no questions yet. Edit it to add some.</FormAlert>
      </PageShell>
    );
  }
  return <TakeQuiz key={`${quiz.data.id}:${only.join(",")}`} quiz={quiz.data} questions={questions} only={only} />;
}
