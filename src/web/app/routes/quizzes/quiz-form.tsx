import { Plus } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Link, useBlocker, useNavigate, useParams, useSearchParams } from "react-router";
import { toast } from "sonner";
import { quizMessages } from "@shared/messages.js";
import { quizLimits, type Quiz } from "@shared/schemas/quizzes.js";
import { PageShell } from "@/components/layout/page-shell.js";
import { Button } from "@/components/ui/button.js";
import { ColorThemePicker } from "@/components/ui/color-theme-picker.js";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog.js";
import { FormAlert, FormField } from "@/components/ui/form-field.js";
import { Label } from "@/components/ui/label.js";
import { Skeleton } from "@/components/ui/skeleton.js";
import { Textarea } from "@/components/ui/textarea.js";
import { ApiError } from "@/lib/api-client.js";
import { useQuiz } from "@/features/quizzes/api/get-quiz.js";
import { quizInputSchema, useSaveQuiz } from "@/features/quizzes/api/save-quiz.js";
import { QuestionEditor } from "@/features/quizzes/components/question-editor.js";
import { clearGeneratedDraft, readGeneratedDraft } from "@/features/quizzes/lib/generated-draft.js";
import { usePreferences } from "@/lib/preferences.js";
import { blankQuestion, blankQuiz, draftFromInput, draftFromQuiz, inputFromDraft, type DraftQuiz } from "@/features/quizzes/lib/draft.js";

/** /quizzes/create and /quizzes/edit/{id}: one form, empty or filled with the quiz. */
export default function QuizFormScreen() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const quiz = useQuiz(id);
  const { quizColor } = usePreferences();
  const [generated] = useState(() => (!id && params.get("from") === "ai" ? readGeneratedDraft() : undefined));
  if (!id && generated) {
    return (
      <PageShell title="Review your generated quiz" lead="Check each question against your notes, fix or remove what needs it, then save.">
        {generated.shortfall.length > 0 && (
          <div
            role="status"
            className="mb-4 rounded-md border border-amber-500/40 bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950/40 dark:text-amber-100"
          >
            {generated.shortfall.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </div>
        )}
        <QuizForm initial={draftFromInput(generated.draft)} unsavedFromStart onSaved={clearGeneratedDraft} />
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

export function QuizLoadError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const missing = error instanceof ApiError && error.status === 404;
  return (
    <FormAlert title={missing ? quizMessages.notFound : quizMessages.loadFailed}>
      {missing ? (
        <>
          It may have been deleted.{" "}
          <Link to="/quizzes" className="font-medium underline">
            Back to your quizzes
          </Link>
        </>
      ) : (
        <>
          {quizMessages.loadFailedInline}{" "}
          <Button variant="link" className="h-auto p-0" onClick={onRetry}>
            Retry
          </Button>
        </>
      )}
    </FormAlert>
  );
}

type Errors = { title?: string; description?: string; sourceContent?: string; questions?: string; form?: string; byQuestion: Record<number, string> };

function errorsFrom(issues: { path: (string | number | symbol)[]; message: string }[]): Errors {
  const errors: Errors = { byQuestion: {} };
  for (const issue of issues) {
    const [head, index] = issue.path;
    if (head === "questions" && typeof index === "number") errors.byQuestion[index] ??= issue.message;
    else if (head === "title" || head === "description" || head === "sourceContent" || head === "questions") errors[head] ??= issue.message;
    else errors.form ??= issue.message;
  }
  return errors;
}

function QuizForm({ initial, quiz, unsavedFromStart = false, onSaved }: { initial: DraftQuiz; quiz?: Quiz; unsavedFromStart?: boolean; onSaved?: () => void }) {
  const id = useId();
  const navigate = useNavigate();
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Errors>({ byQuestion: {} });
  const save = useSaveQuiz(Boolean(quiz));
  const saved = useRef(false);
  // A generated draft exists nowhere else yet: leaving it unsaved loses it.
  const dirty = unsavedFromStart || JSON.stringify(draft) !== JSON.stringify(initial);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && !saved.current && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  const setQuestion = (index: number, question: DraftQuiz["questions"][number]) =>
    setDraft((current) => ({ ...current, questions: current.questions.map((other, at) => (at === index ? question : other)) }));
  const move = (index: number, direction: -1 | 1) =>
    setDraft((current) => {
      const questions = [...current.questions];
      const [moved] = questions.splice(index, 1);
      questions.splice(index + direction, 0, moved!);
      return { ...current, questions };
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = inputFromDraft(draft);
    const checked = quizInputSchema.safeParse(input);
    if (!checked.success) {
      setErrors(errorsFrom(checked.error.issues));
      toast.error(quiz ? quizMessages.updateFailed : quizMessages.createFailed, { description: "Some fields need attention (marked below)." });
      return;
    }
    setErrors({ byQuestion: {} });
    try {
      await save.mutateAsync({ id: quiz?.id, input });
      saved.current = true;
      onSaved?.();
      toast.success(quiz ? quizMessages.updated : quizMessages.created);
      navigate("/quizzes");
    } catch (error) {
      if (error instanceof ApiError && error.issues.length) setErrors(errorsFrom(error.issues));
      else setErrors({ byQuestion: {}, form: error instanceof Error ? error.message : String(error) });
      toast.error(quiz ? quizMessages.updateFailed : quizMessages.createFailed, { description: error instanceof Error ? error.message : undefined });
    }
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-6">
      {errors.form && <FormAlert>{errors.form}</FormAlert>}
      <section className="grid gap-4 rounded-lg border p-4" aria-label="About the quiz">
        <FormField
          id={`${id}-title`}
          label="Title"
          value={draft.title}
          maxLength={quizLimits.title}
          onChange={(event) => setDraft({ ...draft, title: event.target.value })}
          error={errors.title}
        />
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-description`}>Description</Label>
          <Textarea
            id={`${id}-description`}
            rows={2}
            value={draft.description}
            maxLength={quizLimits.description}
            onChange={(event) => setDraft({ ...draft, description: event.target.value })}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-source`}>Reference material (optional)</Label>
          <Textarea
            id={`${id}-source`}
            rows={3}
            value={draft.sourceContent}
            maxLength={quizLimits.sourceContent}
            onChange={(event) => setDraft({ ...draft, sourceContent: event.target.value })}
            placeholder="The notes this quiz is about, kept with it for revision."
          />
          {errors.sourceContent && <p className="text-sm font-medium text-destructive">{errors.sourceContent}</p>}
        </div>
        <ColorThemePicker value={draft.colorTheme} onChange={(colorTheme) => setDraft({ ...draft, colorTheme })} />
      </section>

      <section className="grid gap-4" aria-label="Questions">
        <h2 className="text-lg font-semibold">
          Questions <span className="text-sm font-normal text-muted-foreground">({draft.questions.length})</span>
        </h2>
        {errors.questions && <FormAlert>{errors.questions}</FormAlert>}
        {draft.questions.length === 0 && <p className="text-sm text-muted-foreground">No questions yet. Add the first one below.</p>}
        {draft.questions.map((question, index) => (
          <QuestionEditor
            key={question.key}
            question={question}
            index={index}
            count={draft.questions.length}
            error={errors.byQuestion[index]}
            onChange={(next) => setQuestion(index, next)}
            onMove={(direction) => move(index, direction)}
            onRemove={() => setDraft({ ...draft, questions: draft.questions.filter((other) => other.key !== question.key) })}
          />
        ))}
        {draft.questions.length < quizLimits.questions && (
          <Button
            type="button"
            variant="outline"
            className="justify-self-start"
            onClick={() => setDraft({ ...draft, questions: [...draft.questions, blankQuestion()] })}
          >
            <Plus className="size-4" aria-hidden="true" /> Add a question
          </Button>
        )}
      </section>

      <div className="sticky bottom-0 flex justify-end gap-2 border-t bg-background/95 py-3 backdrop-blur">
        <Button type="button" variant="outline" onClick={() => navigate("/quizzes")}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving…" : quiz ? "Save changes" : "Create quiz"}
        </Button>
      </div>

      <Dialog open={blocker.state === "blocked"} onOpenChange={(open) => !open && blocker.reset?.()}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Leave without saving?</DialogTitle>
            <DialogDescription>Your changes to this quiz will be lost.</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => blocker.reset?.()}>
              Keep editing
            </Button>
            <Button variant="destructive" onClick={() => blocker.proceed?.()}>
              Leave
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </form>
  );
}
