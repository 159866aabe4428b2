import { Plus } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useBlocker, useNavigate } from "react-router";
import { toast } from "sonner";
import { quizMessages } from "@shared/messages.js";
import { quizLimits, type Quiz } from "@shared/schemas/quizzes.js";
import { Button } from "@/components/ui/button.js";
import { ColorThemePicker } from "@/components/ui/color-theme-picker.js";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog.js";
import { FormAlert, FormField, FieldError } from "@/components/ui/form-field.js";
import { Label } from "@/components/ui/label.js";
import { Textarea } from "@/components/ui/textarea.js";
import { ApiError } from "@/lib/api-client.js";
import { quizInputSchema, useSaveQuiz } from "@/features/quizzes/api/save-quiz.js";
import { QuestionEditor } from "@/features/quizzes/components/question-editor.js";
import { blankQuestion, inputFromDraft, type DraftQuiz } from "@/features/quizzes/lib/draft.js";

export function QuizForm({
  initial,
  quiz,
  unsavedFromStart = false,
  onSaved,
}: {
  initial: DraftQuiz;
  quiz?: Quiz;
  unsavedFromStart?: boolean;
  onSaved?: () => void;
}) {
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
          {errors.sourceContent && <FieldError>{errors.sourceContent}</FieldError>}
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

type Errors = { title?: string; description?: string; sourceContent?: string; questions?: string; form?: string; byQuestion: Record<number, string> };
