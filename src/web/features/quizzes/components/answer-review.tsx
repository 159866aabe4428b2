import { CheckCircle2, CircleDashed, HelpCircle, XCircle } from "lucide-react";
import type { GradedAnswer } from "@shared/schemas/quizzes.js";
import { RichText } from "@/components/ui/rich-text.js";
import { cn } from "@/lib/cn.js";

export function responseText(answer: GradedAnswer): string {
  if (!answer.answered) return "No answer";
  switch (answer.questionType) {
    case "multiple_choice":
      return answer.options
        .filter((option) => answer.response.selectedAnswerIds?.includes(option.id))
        .map((option) => option.answerText)
        .join(", ");
    case "true_false":
      return answer.response.booleanAnswer ? "True" : "False";
    default:
      return answer.response.text ?? "";
  }
}

export function correctText(answer: GradedAnswer): string {
  return answer.options
    .filter((option) => option.isCorrect)
    .map((option) => option.answerText)
    .join(", ");
}

function Status({ answer }: { answer: GradedAnswer }) {
  if (answer.needsReview) return <HelpCircle className="size-5 shrink-0 text-warning" aria-label="Waiting for your grade" />;
  if (!answer.answered) return <CircleDashed className="size-5 shrink-0 text-muted-foreground" aria-label="Not answered" />;
  return answer.isCorrect ? (
    <CheckCircle2 className="size-5 shrink-0 text-success" aria-label="Correct" />
  ) : (
    <XCircle className="size-5 shrink-0 text-destructive" aria-label="Wrong" />
  );
}

/** One graded question: what you said, what was right, and why. */
export function AnswerReview({ answer, index, children }: { answer: GradedAnswer; index: number; children?: React.ReactNode }) {
  const long = answer.questionType === "matching";
  const correct = correctText(answer);
  return (
    <li className={cn("grid gap-2 rounded-lg border p-4", answer.needsReview && "border-warning/60")}>
      <div className="flex items-start gap-2">
        <Status answer={answer} />
        <h3 className="flex-1 font-medium">
          <span className="sr-only">Question {index + 1}: </span>
          <RichText text={answer.questionText} inline />
        </h3>
        <span className="shrink-0 text-sm tabular-nums text-muted-foreground">
          {answer.pointsEarned}/{answer.points}
        </span>
      </div>
      <dl className={cn("grid gap-2 text-sm", long && "sm:grid-cols-2")}>
        <div>
          <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">Your answer</dt>
          <dd className={cn("whitespace-pre-wrap", !answer.answered && "italic text-muted-foreground")}>{responseText(answer)}</dd>
        </div>
        {correct && (
          <div>
            <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{long ? "Sample answer" : "Correct answer"}</dt>
            <dd>
              <RichText text={correct} />
            </dd>
          </div>
        )}
      </dl>
      {answer.explanation && <RichText text={answer.explanation} className="rounded-md bg-muted p-2 text-sm" />}
      {children}
    </li>
  );
}
