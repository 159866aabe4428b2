import { Sparkles } from "lucide-react";
import { useId, useRef, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { aiDifficulties, aiLimits, type AiDifficulty, type AiProgress } from "@shared/schemas/ai.js";
import { questionTypeLabels, questionTypes, type QuestionType } from "@shared/schemas/quizzes.js";
import { PageShell } from "@/components/layout/page-shell.js";
import { Button } from "@/components/ui/button.js";
import { Checkbox } from "@/components/ui/checkbox.js";
import { ChoiceChips } from "@/components/ui/choice-chips.js";
import { ColorThemePicker } from "@/components/ui/color-theme-picker.js";
import { FormAlert, FieldError } from "@/components/ui/form-field.js";
import { Input } from "@/components/ui/input.js";
import { Label } from "@/components/ui/label.js";
import { PdfPicker } from "@/components/ui/pdf-picker.js";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs.js";
import { Textarea } from "@/components/ui/textarea.js";
import { describeProgress, generateQuiz, uploadDocument, useAiQuota, useRefreshQuota } from "@/lib/ai.js";
import { keepGeneratedQuiz } from "@/features/quizzes/lib/generated-quiz.js";
import { usePreferences } from "@/lib/preferences.js";

/** /quizzes/generate: notes or a PDF in, a draft quiz out, opened in the editor to review. */
export function GenerateQuiz() {
  const id = useId();
  const navigate = useNavigate();
  const quota = useAiQuota();
  const refreshQuota = useRefreshQuota();
  const [source, setSource] = useState<Source>("text");
  const [text, setText] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [title, setTitle] = useState("");
  const [types, setTypes] = useState<QuestionType[]>(["multiple_choice", "true_false", "short_answer"]);
  const [count, setCount] = useState("10");
  const [difficulty, setDifficulty] = useState<AiDifficulty>("medium");
  const { quizColor } = usePreferences();
  const [colorTheme, setColorTheme] = useState(quizColor);
  const [errors, setErrors] = useState<{ source?: string; types?: string; count?: string; form?: string }>({});
  const [running, setRunning] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [progress, setProgress] = useState<AiProgress>();
  const controller = useRef<AbortController | null>(null);

  const remaining = quota.data?.remaining;
  const spent = remaining === 0;

  const check = () => {
    const found: typeof errors = {};
    if (source === "text" && text.trim().length < aiLimits.minTextChars) found.source = "Paste at least a few full sentences of notes (80 characters or more).";
    if (source === "pdf" && !file) found.source = "Choose a PDF file to upload.";
    if (types.length === 0) found.types = "Choose at least one question type.";
    const number = Number(count);
    if (!Number.isInteger(number) || number < 1 || number > aiLimits.questions) found.count = `Choose a whole number from 1 to ${aiLimits.questions}.`;
    setErrors(found);
    return Object.keys(found).length === 0;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!check()) return;
    const abort = new AbortController();
    controller.current = abort;
    setRunning(true);
    setProgress(undefined);
    try {
      let documentPath: string | undefined;
      if (source === "pdf" && file) {
        setUploading(true);
        documentPath = (await uploadDocument(file, abort.signal)).path;
        setUploading(false);
      }
      const result = await generateQuiz(
        {
          ...(documentPath ? { documentPath } : { text }),
          ...(title.trim() ? { title: title.trim() } : {}),
          questionTypes: types,
          count: Number(count),
          difficulty,
          colorTheme,
        },
        { signal: abort.signal, onProgress: setProgress },
      );
      keepGeneratedQuiz(result);
      navigate("/quizzes/create?from=ai");
    } catch (error) {
      if (!abort.signal.aborted) setErrors({ form: error instanceof Error ? error.message : String(error) });
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
      <form onSubmit={submit} noValidate className="grid gap-6" aria-busy={running}>
        {errors.form && <FormAlert title="The quiz could not be generated">{errors.form}</FormAlert>}
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
          <Tabs value={source} onValueChange={(value) => setSource(value as Source)}>
            <TabsList>
              <TabsTrigger value="text">Paste text</TabsTrigger>
              <TabsTrigger value="pdf">Upload a PDF</TabsTrigger>
            </TabsList>
            <TabsContent value="text" className="grid gap-1.5">
              <Label htmlFor={`${id}-text`}>Your notes</Label>
              <Textarea
                id={`${id}-text`}
                rows={9}
                value={text}
                maxLength={aiLimits.textChars}
                onChange={(event) => setText(event.target.value)}
                placeholder="Paste lecture notes, a chapter or a summary: full sentences work best."
                aria-invalid={errors.source ? true : undefined}
                aria-describedby={errors.source ? `${id}-source-error` : undefined}
                disabled={running}
              />
              <p className="text-xs text-muted-foreground">
                {text.length.toLocaleString("en-US")} / {aiLimits.textChars.toLocaleString("en-US")} characters
              </p>
            </TabsContent>
            <TabsContent value="pdf" className="grid gap-2">
              <Label htmlFor={`${id}-file`}>PDF file (up to 20 MB, with selectable text)</Label>
              <PdfPicker
                id={`${id}-file`}
                file={file}
                onChange={(picked) => {
                  setErrors((current) => ({ ...current, source: undefined }));
                  setFile(picked);
                }}
                onError={(message) => setErrors((current) => ({ ...current, source: message }))}
                disabled={running}
                describedBy={errors.source ? `${id}-source-error` : undefined}
              />
            </TabsContent>
          </Tabs>
          {errors.source && <FieldError id={`${id}-source-error`}>{errors.source}</FieldError>}
        </section>

        <section className="grid gap-4 rounded-lg border p-4" aria-label="Options">
          <fieldset className="grid gap-2" aria-describedby={errors.types ? `${id}-types-error` : undefined}>
            <legend className="mb-1 text-sm font-medium">Question types</legend>
            <div className="flex flex-wrap gap-4">
              {questionTypes.map((type) => (
                <label key={type} className="flex items-center gap-2 text-sm">
                  <Checkbox
                    checked={types.includes(type)}
                    onCheckedChange={(checked) => setTypes((current) => (checked ? [...current, type] : current.filter((other) => other !== type)))}
                    disabled={running}
                  />
                  {questionTypeLabels[type]}
                </label>
              ))}
            </div>
            {errors.types && <FieldError id={`${id}-types-error`}>{errors.types}</FieldError>}
          </fieldset>

          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-count`}>Number of questions (1–{aiLimits.questions})</Label>
              <Input
                id={`${id}-count`}
                type="number"
                inputMode="numeric"
                min={1}
                max={aiLimits.questions}
                value={count}
                onChange={(event) => setCount(event.target.value)}
                aria-invalid={errors.count ? true : undefined}
                aria-describedby={errors.count ? `${id}-count-error` : undefined}
                disabled={running}
              />
              {errors.count && <FieldError id={`${id}-count-error`}>{errors.count}</FieldError>}
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-title`}>Title (optional)</Label>
              <Input
                id={`${id}-title`}
                value={title}
                maxLength={200}
                onChange={(event) => setTitle(event.target.value)}
                placeholder="From the file name or the first words"
                disabled={running}
              />
            </div>
          </div>

          <ChoiceChips
            legend="Difficulty"
            choices={aiDifficulties.map((level) => ({ value: level, label: difficultyLabels[level], hint: difficultyHints[level] }))}
            value={difficulty}
            onChange={setDifficulty}
            disabled={running}
          />

          <ColorThemePicker value={colorTheme} onChange={setColorTheme} disabled={running} />
        </section>

        {running && (
          <section className="grid gap-2 rounded-lg border p-4" aria-label="Progress">
            <div className="flex items-center justify-between gap-2 text-sm">
              <span aria-live="polite">{status.label}</span>
              <span className="tabular-nums text-muted-foreground">{status.percent}%</span>
            </div>
            <div
              role="progressbar"
              aria-label="Generating the quiz"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={status.percent}
              aria-valuetext={status.label}
              className="h-2 overflow-hidden rounded-full bg-muted"
            >
              <div className="h-full rounded-full bg-primary transition-[width] duration-300" style={{ width: `${status.percent}%` }} />
            </div>
          </section>
        )}

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
  medium: "Mixed terms, 4 options",
  hard: "Details, 5 close options",
};

type Source = "text" | "pdf";
