import { ChevronLeft, ChevronRight, Clock } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { quizMessages } from "@shared/messages.js";
import type { Question, Quiz, QuizResponse } from "@shared/schemas/quizzes.js";
import { PageShell } from "@/components/layout/page-shell.js";
import { Button } from "@/components/ui/button.js";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog.js";
import { FormAlert } from "@/components/ui/form-field.js";
import { Input } from "@/components/ui/input.js";
import { RichText } from "@/components/ui/rich-text.js";
import { Textarea } from "@/components/ui/textarea.js";
import { cn } from "@/lib/cn.js";
import { useSubmitAttempt } from "@/features/quizzes/api/attempts.js";
import { clearProgress, progressKey, formatDuration, isAnswered, loadProgress, saveProgress } from "@/features/quizzes/lib/attempt-progress.js";

export function TakeQuiz({ quiz, questions, only }: { quiz: Quiz; questions: Question[]; only: string[] }) {
  const navigate = useNavigate();
  const storageKey = progressKey(quiz.id, only);
  const [progress, setProgress] = useState(() => loadProgress(storageKey, new Set(questions.map((question) => question.id))));
  const [confirming, setConfirming] = useState(false);
  const submit = useSubmitAttempt();
  const [startedAt] = useState(() => Date.now() - progress.elapsedSeconds * 1000);
  const [elapsed, setElapsed] = useState(progress.elapsedSeconds);

  useEffect(() => {
    const timer = setInterval(() => setElapsed(Math.floor((Date.now() - startedAt) / 1000)), 1000);
    return () => clearInterval(timer);
  }, [startedAt]);
  useEffect(() => {
    if (!submit.isSuccess) saveProgress(storageKey, { ...progress, elapsedSeconds: elapsed });
  }, [progress, elapsed, storageKey, submit.isSuccess]);

  const question = questions[progress.index]!;
  const unanswered = questions.filter((entry) => !isAnswered(progress.responses[entry.id])).length;
  const setResponse = (response: QuizResponse) =>
    setProgress((current) => ({ ...current, responses: { ...current.responses, [response.questionId]: response } }));
  const go = (index: number) => setProgress((current) => ({ ...current, index: Math.max(0, Math.min(questions.length - 1, index)) }));

  const send = () => {
    setConfirming(false);
    const timeTakenSeconds = Math.floor((Date.now() - startedAt) / 1000);
    submit.mutate(
      {
        quizId: quiz.id,
        input: {
          responses: questions.map((entry) => progress.responses[entry.id]).filter((entry): entry is QuizResponse => entry !== undefined),
          ...(only.length ? { questionIds: questions.map((entry) => entry.id) } : {}),
          timeTakenSeconds,
        },
      },
      {
        onSuccess: (attempt) => {
          clearProgress(storageKey);
          toast.success(quizMessages.resultSaved);
          navigate(`/quizzes/${quiz.id}/results/${attempt.id}`);
        },
      },
    );
  };

  return (
    <PageShell
      title={quiz.title}
      lead={only.length ? `Retaking the ${questions.length} ${questions.length === 1 ? "question" : "questions"} you missed.` : quiz.description || undefined}
    >
      <div className="grid gap-6">
        <div className="grid gap-2">
          <div className="flex items-center justify-between text-sm">
            <span className="font-medium" aria-live="polite">
              Question {progress.index + 1} of {questions.length}
            </span>
            <span className="inline-flex items-center gap-1 tabular-nums text-muted-foreground" aria-label={`Time so far ${formatDuration(elapsed)}`}>
              <Clock className="size-4" aria-hidden="true" /> {formatDuration(elapsed)}
            </span>
          </div>
          <div
            className="h-2 overflow-hidden rounded-full bg-muted"
            role="progressbar"
            aria-label="Answered"
            aria-valuemin={0}
            aria-valuemax={questions.length}
            aria-valuenow={questions.length - unanswered}
          >
            <div
              className="h-full bg-primary transition-all motion-reduce:transition-none"
              style={{ width: `${((questions.length - unanswered) / questions.length) * 100}%`, backgroundColor: quiz.colorTheme }}
            />
          </div>
          <nav aria-label="Questions" className="flex flex-wrap gap-1">
            {questions.map((entry, index) => (
              <button
                key={entry.id}
                type="button"
                onClick={() => go(index)}
                aria-current={index === progress.index ? "step" : undefined}
                aria-label={`Question ${index + 1}${isAnswered(progress.responses[entry.id]) ? ", answered" : ""}`}
                className={cn(
                  "flex size-8 items-center justify-center rounded-md border text-xs tabular-nums focus-visible:outline-2 focus-visible:outline-ring",
                  isAnswered(progress.responses[entry.id]) && "bg-secondary font-semibold",
                  index === progress.index && "border-foreground ring-1 ring-foreground",
                )}
              >
                {index + 1}
              </button>
            ))}
          </nav>
        </div>

        <QuestionCard key={question.id} question={question} response={progress.responses[question.id]} onChange={setResponse} />

        <div className="flex items-center justify-between gap-2">
          <Button variant="outline" onClick={() => go(progress.index - 1)} disabled={progress.index === 0}>
            <ChevronLeft className="size-4" aria-hidden="true" /> Previous
          </Button>
          {progress.index < questions.length - 1 ? (
            <Button onClick={() => go(progress.index + 1)}>
              Next <ChevronRight className="size-4" aria-hidden="true" />
            </Button>
          ) : (
            <Button onClick={() => (unanswered ? setConfirming(true) : send())} disabled={submit.isPending}>
              {submit.isPending ? "Submitting…" : "Submit answers"}
            </Button>
          )}
        </div>
        {submit.isError && (
          <FormAlert>
            {quizMessages.resultSaveFailed}: {submit.error.message} Your answers are kept; try again.
          </FormAlert>
        )}
      </div>

      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Submit with {unanswered} unanswered?</DialogTitle>
            <DialogDescription>{unanswered === 1 ? "One question has" : `${unanswered} questions have`} no answer and will count as wrong.</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirming(false)}>
              Keep answering
            </Button>
            <Button onClick={send}>Submit anyway</Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </PageShell>
  );
}

function QuestionCard({
  question,
  response,
  onChange,
}: {
  question: Question;
  response: QuizResponse | undefined;
  onChange: (response: QuizResponse) => void;
}) {
  const id = useId();
  const base = { questionId: question.id };
  return (
    <section className="grid gap-4 rounded-lg border bg-card p-5" aria-labelledby={`${id}-text`}>
      <div className="flex items-start justify-between gap-3">
        <h2 id={`${id}-text`} className="text-lg font-semibold leading-snug">
          <RichText text={question.questionText} inline />
        </h2>
        <span className="shrink-0 rounded-full bg-muted px-2 py-0.5 text-xs text-muted-foreground">
          {question.points} {question.points === 1 ? "point" : "points"}
        </span>
      </div>
      {question.questionType === "multiple_choice" && (
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm text-muted-foreground">{question.multipleCorrect ? "Choose every correct option." : "Choose one option."}</legend>
          {question.answers.map((answer) => {
            const chosen = response?.selectedAnswerIds ?? [];
            const checked = chosen.includes(answer.id);
            return (
              <label
                key={answer.id}
                className="flex cursor-pointer items-center gap-3 rounded-md border p-3 hover:bg-muted has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
              >
                <input
                  type={question.multipleCorrect ? "checkbox" : "radio"}
                  name={`${id}-choice`}
                  className="size-4 accent-primary"
                  checked={checked}
                  onChange={(event) =>
                    onChange({
                      ...base,
                      selectedAnswerIds: question.multipleCorrect
                        ? event.target.checked
                          ? [...chosen, answer.id]
                          : chosen.filter((other) => other !== answer.id)
                        : [answer.id],
                    })
                  }
                />
                <RichText text={answer.answerText} inline />
              </label>
            );
          })}
        </fieldset>
      )}
      {question.questionType === "true_false" && (
        <fieldset className="grid grid-cols-2 gap-2">
          <legend className="sr-only">True or false</legend>
          {[true, false].map((value) => (
            <label
              key={String(value)}
              className="flex cursor-pointer items-center justify-center gap-2 rounded-md border p-3 font-medium hover:bg-muted has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
            >
              <input
                type="radio"
                name={`${id}-tf`}
                className="size-4 accent-primary"
                checked={response?.booleanAnswer === value}
                onChange={() => onChange({ ...base, booleanAnswer: value })}
              />
              {value ? "True" : "False"}
            </label>
          ))}
        </fieldset>
      )}
      {question.questionType === "short_answer" && (
        <Input
          aria-label="Your answer"
          value={response?.text ?? ""}
          maxLength={1000}
          onChange={(event) => onChange({ ...base, text: event.target.value })}
          autoFocus
        />
      )}
      {question.questionType === "matching" && (
        <Textarea
          aria-label="Your answer"
          rows={6}
          value={response?.text ?? ""}
          maxLength={10000}
          onChange={(event) => onChange({ ...base, text: event.target.value })}
        />
      )}
    </section>
  );
}
