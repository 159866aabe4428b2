import { Sparkles } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Controller, useWatch } from "react-hook-form";
import { useNavigate } from "react-router";
import { z } from "zod";
import { aiDifficulties, aiLimits, aiQuizOptionsSchema, type AiDifficulty, type AiProgress } from "@shared/schemas/ai.js";
import { questionTypeLabels, questionTypes, type QuestionType } from "@shared/schemas/quizzes.js";
import { PageShell } from "@/components/layout/page-shell.js";
import { Button } from "@/components/ui/button.js";
import { ProgressBar } from "@/components/ui/progress-bar.js";
import { Checkbox } from "@/components/ui/checkbox.js";
import { ChoiceChips } from "@/components/ui/choice-chips.js";
import { ColorThemePicker } from "@/components/ui/color-theme-picker.js";
import { Field, FieldError, FormAlert } from "@/components/ui/form-field.js";
import { Input } from "@/components/ui/input.js";
import { Label } from "@/components/ui/label.js";
import { PdfPicker } from "@/components/ui/pdf-picker.js";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs.js";
import { Textarea } from "@/components/ui/textarea.js";
import { describeProgress, generateQuiz, uploadDocument, useAiQuota, useRefreshQuota } from "@/lib/ai.js";
import { keepGeneratedQuiz } from "@/features/quizzes/lib/generated-quiz.js";
import { applyServerIssues, useZodForm, type FieldOf } from "@/lib/form.js";
import { usePreferences } from "@/lib/preferences.js";

/** The generator form's values: the request's options, and a source not yet uploaded. */
interface GeneratorValues {
  source: Source;
  text: string;
  file: File | null;
  title: string;
  questionTypes: QuestionType[];
  count: string;
  difficulty: AiDifficulty;
  colorTheme: string;
}

/** The request's own option rules, and a source checked before anything is uploaded. */
const generatorSchema = aiQuizOptionsSchema
  .extend({ source: z.enum(["text", "pdf"]), text: z.string(), file: z.custom<File>().nullable() })
  .superRefine((value, context) => {
    if (value.source === "text" && value.text.trim().length < aiLimits.minTextChars)
      context.addIssue({ code: "custom", path: ["text"], message: "Paste at least a few full sentences of notes (80 characters or more)." });
    if (value.source === "pdf" && !value.file) context.addIssue({ code: "custom", path: ["file"], message: "Choose a PDF file to upload." });
  });

const toInput = (values: GeneratorValues) => ({ ...values, count: values.count.trim() === "" ? Number.NaN : Number(values.count) });

/** The server names the pasted text or the uploaded file; the form shows both under Source. */
const fieldOf: FieldOf = (path) => (path[0] === "documentPath" ? "file" : path.length ? path.map(String).join(".") : undefined);

/** /quizzes/generate: notes or a PDF in, a draft quiz out, opened in the editor to review. */
export function GenerateQuiz() {
  const id = useId();
  const navigate = useNavigate();
  const quota = useAiQuota();
  const refreshQuota = useRefreshQuota();
  const { quizColor } = usePreferences();
  const form = useZodForm<GeneratorValues, typeof generatorSchema>({
    schema: generatorSchema,
    defaultValues: {
      source: "text",
      text: "",
      file: null,
      title: "",
      questionTypes: ["multiple_choice", "true_false", "short_answer"],
      count: "10",
      difficulty: "medium",
      colorTheme: quizColor,
    },
    toInput,
    fieldOf,
  });
  const { control, register, formState } = form;
  const errors = formState.errors;
  const [source, text, difficulty, colorTheme] = useWatch({ control, name: ["source", "text", "difficulty", "colorTheme"] });
  const [running, setRunning] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [progress, setProgress] = useState<AiProgress>();
  const controller = useRef<AbortController | null>(null);

  const remaining = quota.data?.remaining;
  const spent = remaining === 0;
  const sourceError = source === "text" ? errors.text?.message : errors.file?.message;

  const generate = async (values: GeneratorValues) => {
    const abort = new AbortController();
    controller.current = abort;
    setRunning(true);
    setProgress(undefined);
    try {
      let documentPath: string | undefined;
      if (values.source === "pdf" && values.file) {
        setUploading(true);
        documentPath = (await uploadDocument(values.file, abort.signal)).path;
        setUploading(false);
      }
      const result = await generateQuiz(
        {
          ...(documentPath ? { documentPath } : { text: values.text }),
          ...(values.title.trim() ? { title: values.title.trim() } : {}),
          questionTypes: values.questionTypes,
          count: Number(values.count),
          difficulty: values.difficulty,
          colorTheme: values.colorTheme,
        },
        { signal: abort.signal, onProgress: setProgress },
      );
      keepGeneratedQuiz(result);
      navigate("/quizzes/create?from=ai");
    } catch (error) {
      if (!abort.signal.aborted) applyServerIssues(form, error, fieldOf);
    } finally {
      setUploading(false);
      setRunning(false);
      controller.current = null;
      refreshQuota();
    }
  };

  const cancel = () => controller.current?.abort();
  const status = describeProgress(progress, uploading);

  return (
    <PageShell
      title="Generate a quiz with AI"
      lead="Paste your notes or upload a PDF; choose question types, how many and how hard. You review the draft before it is saved."
    >
      <form onSubmit={(event) => void form.handleSubmit(generate)(event)} noValidate className="grid gap-6" aria-busy={running}>
        {errors.root && <FormAlert title="The quiz could not be generated">{errors.root.message}</FormAlert>}
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {quota.isPending
            ? "Checking your AI generations for today…"
            : quota.isError
              ? "Could not check your AI generations for today."
              : `${quota.data.remaining} of ${quota.data.limit} AI generations left today.`}
        </p>

        <section className="grid gap-3 rounded-lg border p-4" aria-labelledby={`${id}-source-label`}>
          <h2 id={`${id}-source-label`} className="font-semibold">
            Source
          </h2>
          <Tabs value={source} onValueChange={(value) => form.setValue("source", value as Source)}>
            <TabsList>
              <TabsTrigger value="text">Paste text</TabsTrigger>
              <TabsTrigger value="pdf">Upload a PDF</TabsTrigger>
            </TabsList>
            <TabsContent value="text" className="grid gap-1.5">
              <Label htmlFor={`${id}-text`}>Your notes</Label>
              <Textarea
                id={`${id}-text`}
                rows={9}
                maxLength={aiLimits.textChars}
                {...register("text")}
                placeholder="Paste lecture notes, a chapter or a summary: full sentences work best."
                aria-invalid={errors.text ? true : undefined}
                aria-describedby={errors.text ? `${id}-source-error` : undefined}
                readOnly={running}
              />
              <p className="text-xs text-muted-foreground">
                {text.length.toLocaleString("en-US")} / {aiLimits.textChars.toLocaleString("en-US")} characters
              </p>
            </TabsContent>
            <TabsContent value="pdf" className="grid gap-2">
              <Label htmlFor={`${id}-file`}>PDF file (up to 20 MB, with selectable text)</Label>
              <Controller
                control={control}
                name="file"
                render={({ field }) => (
                  <PdfPicker
                    id={`${id}-file`}
                    ref={field.ref}
                    file={field.value}
                    onChange={(picked) => {
                      form.clearErrors("file");
                      field.onChange(picked);
                    }}
                    onError={(message) => form.setError("file", { type: "validation", message })}
                    disabled={running}
                    describedBy={errors.file ? `${id}-source-error` : undefined}
                  />
                )}
              />
            </TabsContent>
          </Tabs>
          {sourceError && <FieldError id={`${id}-source-error`}>{sourceError}</FieldError>}
        </section>

        <section className="grid gap-4 rounded-lg border p-4" aria-label="Options">
          <Controller
            control={control}
            name="questionTypes"
            render={({ field, fieldState }) => (
              <fieldset className="grid gap-2" aria-describedby={fieldState.error ? `${id}-types-error` : undefined}>
                <legend className="mb-1 text-sm font-medium">Question types</legend>
                <div className="flex flex-wrap gap-4">
                  {questionTypes.map((type, index) => (
                    <label key={type} className="flex items-center gap-2 text-sm">
                      <Checkbox
                        ref={index === 0 ? field.ref : undefined}
                        checked={field.value.includes(type)}
                        onCheckedChange={(checked) => field.onChange(checked ? [...field.value, type] : field.value.filter((other) => other !== type))}
                        disabled={running}
                      />
                      {questionTypeLabels[type]}
                    </label>
                  ))}
                </div>
                {fieldState.error && <FieldError id={`${id}-types-error`}>{fieldState.error.message}</FieldError>}
              </fieldset>
            )}
          />

          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={`Number of questions (1–${aiLimits.questions})`} error={errors.count?.message}>
              <Input id={`${id}-count`} type="number" inputMode="numeric" min={1} max={aiLimits.questions} {...register("count")} readOnly={running} />
            </Field>
            <Field label="Title (optional)" error={errors.title?.message}>
              <Input id={`${id}-title`} maxLength={200} {...register("title")} placeholder="From the file name or the first words" readOnly={running} />
            </Field>
          </div>

          <ChoiceChips
            legend="Difficulty"
            choices={aiDifficulties.map((level) => ({ value: level, label: difficultyLabels[level], hint: difficultyHints[level] }))}
            value={difficulty}
            onChange={(value) => form.setValue("difficulty", value)}
            disabled={running}
          />

          <ColorThemePicker value={colorTheme} onChange={(value) => form.setValue("colorTheme", value)} disabled={running} />
        </section>

        {running && <ProgressBar label={status.label} percent={status.percent} name="Generating the quiz" />}

        <div className="flex flex-wrap justify-end gap-2">
          {running ? (
            <Button type="button" variant="outline" onClick={cancel}>
              Cancel
            </Button>
          ) : (
            <Button type="button" variant="outline" onClick={() => navigate("/quizzes")}>
              Back to quizzes
            </Button>
          )}
          <Button type="submit" disabled={running || spent}>
            <Sparkles className="size-4" aria-hidden="true" />
            {running ? "Generating…" : spent ? "No generations left today" : "Generate quiz"}
          </Button>
        </div>
      </form>
    </PageShell>
  );
}

const difficultyLabels: Record<AiDifficulty, string> = { easy: "Easy", medium: "Medium", hard: "Hard" };

const difficultyHints: Record<AiDifficulty, string> = {
  easy: "Main terms, 3 options",
  medium: "Mixed terms, up to 4 options",
  hard: "Details, up to 5 close options",
};

type Source = "text" | "pdf";
