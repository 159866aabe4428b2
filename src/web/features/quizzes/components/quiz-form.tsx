import { Plus } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { Controller, useFieldArray, useWatch } from "react-hook-form";
import { useBlocker, useNavigate } from "react-router";
import { toast } from "sonner";
import { quizMessages } from "@shared/messages.js";
import { Button } from "@/components/ui/button.js";
import { ColorThemePicker } from "@/components/ui/color-theme-picker.js";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog.js";
import { Field, FormAlert, FormField } from "@/components/ui/form-field.js";
import { Textarea } from "@/components/ui/textarea.js";
import { errorMessage } from "@/lib/api-client.js";
import { applyServerIssues, errorOf, useZodForm, type FieldOf } from "@/lib/form.js";
import { quizInputSchema, quizLimits, type Quiz } from "@shared/schemas/quizzes.js";
import { useSaveQuiz } from "@/features/quizzes/api/save-quiz.js";
import { QuestionEditor } from "@/features/quizzes/components/question-editor.js";
import { blankQuestion, inputFromDraft, type DraftQuiz } from "@/features/quizzes/lib/draft.js";

/** A question's issue is said on that question; the rest on the field it names, or the form. */
const fieldOf: FieldOf = (path) => {
  const [head, index] = path;
  if (head === "questions" && typeof index === "number") return `questions.${index}`;
  return head === "title" || head === "description" || head === "sourceContent" || head === "questions" ? head : undefined;
};

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
  const form = useZodForm<DraftQuiz, typeof quizInputSchema>({ schema: quizInputSchema, defaultValues: initial, toInput: inputFromDraft, fieldOf });
  const { fields: questions, append, remove, move } = useFieldArray({ control: form.control, name: "questions", keyName: "fieldKey" });
  const draft = useWatch({ control: form.control }) as DraftQuiz;
  const errors = form.formState.errors;
  const save = useSaveQuiz();
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

  const failed = () => toast.error(quiz ? quizMessages.updateFailed : quizMessages.createFailed, { description: "Some fields need attention (marked below)." });
  const onValid = async (values: DraftQuiz) => {
    try {
      await save.mutateAsync({ id: quiz?.id, input: inputFromDraft(values) });
      saved.current = true;
      onSaved?.();
      toast.success(quiz ? quizMessages.updated : quizMessages.created);
      navigate("/quizzes");
    } catch (error) {
      applyServerIssues(form, error, fieldOf);
      toast.error(quiz ? quizMessages.updateFailed : quizMessages.createFailed, { description: errorMessage(error) });
    }
  };

  return (
    <form onSubmit={(event) => void form.handleSubmit(onValid, failed)(event)} noValidate className="grid gap-6">
      {errors.root?.message && <FormAlert>{errors.root.message}</FormAlert>}
      <section className="grid gap-4 rounded-lg border p-4" aria-label="About the quiz">
        <FormField id={`${id}-title`} label="Title" maxLength={quizLimits.title} error={errors.title?.message} {...form.register("title")} />
        <Field id={`${id}-description`} label="Description" error={errors.description?.message}>
          <Textarea rows={2} maxLength={quizLimits.description} {...form.register("description")} />
        </Field>
        <Field id={`${id}-source`} label="Reference material (optional)" error={errors.sourceContent?.message}>
          <Textarea
            rows={3}
            maxLength={quizLimits.sourceContent}
            placeholder="The notes this quiz is about, kept with it for revision."
            {...form.register("sourceContent")}
          />
        </Field>
        <Controller control={form.control} name="colorTheme" render={({ field }) => <ColorThemePicker value={field.value} onChange={field.onChange} />} />
      </section>

      <section className="grid gap-4" aria-label="Questions">
        <h2 className="text-lg font-semibold">
          Questions <span className="text-sm font-normal text-muted-foreground">({questions.length})</span>
        </h2>
        {errorOf(errors, "questions") && !questions.some((_question, index) => errorOf(errors, `questions.${index}`)) && (
          <FormAlert>{errorOf(errors, "questions")}</FormAlert>
        )}
        {questions.length === 0 && <p className="text-sm text-muted-foreground">No questions yet. Add the first one below.</p>}
        {questions.map((question, index) => (
          <Controller
            key={question.fieldKey}
            control={form.control}
            name={`questions.${index}`}
            render={({ field }) => (
              // A failed save focuses the first control of the first question in error.
              <div
                ref={(element) =>
                  field.ref(
                    element && {
                      // Centred, so the sticky save bar does not cover it.
                      focus: () => {
                        element.scrollIntoView?.({ block: "center" });
                        element.querySelector<HTMLElement>("select, textarea, input")?.focus({ preventScroll: true });
                      },
                    },
                  )
                }
              >
                <QuestionEditor
                  question={field.value}
                  index={index}
                  count={questions.length}
                  error={errorOf(errors, `questions.${index}`)}
                  onChange={field.onChange}
                  onMove={(direction) => move(index, index + direction)}
                  onRemove={() => remove(index)}
                />
              </div>
            )}
          />
        ))}
        {questions.length < quizLimits.questions && (
          <Button type="button" variant="outline" className="justify-self-start" onClick={() => append(blankQuestion())}>
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
