import { ArrowDown, ArrowUp, Plus, Trash2, X } from "lucide-react";
import { FieldError } from "@/components/ui/form-field.js";
import { useId } from "react";
import { questionTypeLabels, questionTypes, quizLimits, type QuestionType } from "@shared/schemas/quizzes.js";
import { Select } from "@/components/ui/select.js";
import { Button } from "@/components/ui/button.js";
import { Input } from "@/components/ui/input.js";
import { Label } from "@/components/ui/label.js";
import { Textarea } from "@/components/ui/textarea.js";
import { cn } from "@/lib/cn.js";
import { newKey, type DraftQuestion } from "@/features/quizzes/lib/draft.js";

/** One question of the quiz form: its type, text, answers as the type needs them, points and explanation. */
export function QuestionEditor({
  question,
  index,
  count,
  error,
  onChange,
  onMove,
  onRemove,
}: {
  question: DraftQuestion;
  index: number;
  count: number;
  error?: string | undefined;
  onChange: (question: DraftQuestion) => void;
  onMove: (direction: -1 | 1) => void;
  onRemove: () => void;
}) {
  const id = useId();
  const set = (changes: Partial<DraftQuestion>) => onChange({ ...question, ...changes });
  const setOption = (key: string, changes: Partial<DraftQuestion["options"][number]>) =>
    set({ options: question.options.map((option) => (option.key === key ? { ...option, ...changes } : option)) });
  const markCorrect = (key: string, on: boolean) =>
    set({
      options: question.options.map((option) =>
        option.key === key ? { ...option, isCorrect: on } : question.multipleCorrect ? option : { ...option, isCorrect: false },
      ),
    });
  const number = index + 1;

  return (
    <fieldset className={cn("grid gap-3 rounded-lg border bg-card p-4", error && "border-destructive")} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="sr-only">Question {number}</legend>
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm font-semibold" aria-hidden="true">
          Question {number}
        </span>
        <label className="sr-only" htmlFor={`${id}-type`}>
          Type of question {number}
        </label>
        <Select id={`${id}-type`} size="sm" value={question.questionType} onChange={(event) => set({ questionType: event.target.value as QuestionType })}>
          {questionTypes.map((type) => (
            <option key={type} value={type}>
              {questionTypeLabels[type]}
            </option>
          ))}
        </Select>
        <div className="ml-auto flex gap-1">
          <Button type="button" variant="ghost" size="icon" className="size-8" onClick={() => onMove(-1)} disabled={index === 0}>
            <ArrowUp className="size-4" aria-hidden="true" />
            <span className="sr-only">Move question {number} up</span>
          </Button>
          <Button type="button" variant="ghost" size="icon" className="size-8" onClick={() => onMove(1)} disabled={index === count - 1}>
            <ArrowDown className="size-4" aria-hidden="true" />
            <span className="sr-only">Move question {number} down</span>
          </Button>
          <Button type="button" variant="ghost" size="icon" className="size-8 text-destructive hover:text-destructive" onClick={onRemove}>
            <Trash2 className="size-4" aria-hidden="true" />
            <span className="sr-only">Remove question {number}</span>
          </Button>
        </div>
      </div>

      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-text`}>Question {number}</Label>
        <Textarea
          id={`${id}-text`}
          rows={2}
          value={question.questionText}
          maxLength={quizLimits.questionText}
          onChange={(event) => set({ questionText: event.target.value })}
        />
      </div>

      {question.questionType === "multiple_choice" && (
        <div className="grid gap-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="text-sm font-medium" id={`${id}-options`}>
              Options (mark the correct {question.multipleCorrect ? "ones" : "one"})
            </span>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-primary"
                checked={question.multipleCorrect}
                onChange={(event) => {
                  const multipleCorrect = event.target.checked;
                  const firstCorrect = question.options.findIndex((option) => option.isCorrect);
                  set({
                    multipleCorrect,
                    options: multipleCorrect
                      ? question.options
                      : question.options.map((option, at) => ({ ...option, isCorrect: at === Math.max(0, firstCorrect) })),
                  });
                }}
              />
              Several correct options
            </label>
          </div>
          <ul className="grid gap-2" aria-labelledby={`${id}-options`}>
            {question.options.map((option, at) => (
              <li key={option.key} className="flex items-center gap-2">
                <input
                  type={question.multipleCorrect ? "checkbox" : "radio"}
                  name={`${id}-correct`}
                  className="size-4 shrink-0 accent-primary"
                  checked={option.isCorrect}
                  onChange={(event) => markCorrect(option.key, event.target.checked)}
                  aria-label={`Option ${at + 1} is correct`}
                />
                <Input
                  aria-label={`Option ${at + 1} of question ${number}`}
                  value={option.answerText}
                  maxLength={quizLimits.answerText}
                  onChange={(event) => setOption(option.key, { answerText: event.target.value })}
                />
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="size-8 shrink-0"
                  onClick={() => set({ options: question.options.filter((other) => other.key !== option.key) })}
                  disabled={question.options.length <= 2}
                >
                  <X className="size-4" aria-hidden="true" />
                  <span className="sr-only">Remove option {at + 1}</span>
                </Button>
              </li>
            ))}
          </ul>
          {question.options.length < quizLimits.answers && (
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="justify-self-start"
              onClick={() => set({ options: [...question.options, { key: newKey(), answerText: "", isCorrect: false }] })}
            >
              <Plus className="size-4" aria-hidden="true" /> Add option
            </Button>
          )}
        </div>
      )}

      {question.questionType === "true_false" && (
        <div className="flex gap-4" role="radiogroup" aria-label={`Is statement ${number} true or false?`}>
          {[true, false].map((value) => (
            <label key={String(value)} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name={`${id}-truth`}
                className="size-4 accent-primary"
                checked={question.truth === value}
                onChange={() => set({ truth: value })}
              />
              {value ? "True" : "False"}
            </label>
          ))}
        </div>
      )}

      {question.questionType === "short_answer" && (
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-answer`}>Correct answer to question {number}</Label>
          <Input id={`${id}-answer`} value={question.text} maxLength={quizLimits.answerText} onChange={(event) => set({ text: event.target.value })} />
          <p className="text-xs text-muted-foreground">Case, accents, punctuation and a small typo in a longer answer are forgiven.</p>
        </div>
      )}

      {question.questionType === "matching" && (
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-sample`}>Sample answer to question {number} (optional)</Label>
          <Textarea
            id={`${id}-sample`}
            rows={3}
            value={question.text}
            maxLength={quizLimits.longAnswerText}
            onChange={(event) => set({ text: event.target.value })}
          />
          <p className="text-xs text-muted-foreground">After the quiz, you compare your answer with this one and grade it yourself.</p>
        </div>
      )}

      <div className="grid gap-3 sm:grid-cols-[8rem_1fr]">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-points`}>Points</Label>
          <Input
            id={`${id}-points`}
            type="number"
            min={0}
            max={quizLimits.points}
            value={question.points}
            onChange={(event) => set({ points: Math.max(0, Math.min(quizLimits.points, Math.round(Number(event.target.value) || 0))) })}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-explanation`}>Explanation (shown after answering)</Label>
          <Input
            id={`${id}-explanation`}
            value={question.explanation}
            maxLength={quizLimits.explanation}
            onChange={(event) => set({ explanation: event.target.value })}
          />
        </div>
      </div>
      {error && (
        <FieldError id={`${id}-error`} role="alert">
          {error}
        </FieldError>
      )}
    </fieldset>
  );
}
