import { useId } from "react";
import { Controller, useWatch } from "react-hook-form";
import { planInputSchema, type PlanInput, type StudyPlan } from "@shared/schemas/plans.js";
import { instantAt, localDate, localTime } from "@shared/time.js";
import { Button } from "@/components/ui/button.js";
import { Checkbox } from "@/components/ui/checkbox.js";
import { Field, FieldError, FormAlert } from "@/components/ui/form-field.js";
import { Input } from "@/components/ui/input.js";
import { Skeleton } from "@/components/ui/skeleton.js";
import { applyServerIssues, errorOf, useZodForm, type FieldOf } from "@/lib/form.js";
import { useTimeZone } from "@/lib/time-zone.js";
import { usePlanSources } from "@/features/plans/api/plans.js";

export interface PlanFormValues {
  title: string;
  examDate: string;
  examTime: string;
  dailyMinutes: string;
  targetPercent: string;
  daysOff: number[];
  windowStart: string;
  windowEnd: string;
  setIds: string[];
  quizIds: string[];
}

const weekdays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];

/** The request the form's values make (what the shared schema checks). */
export function planRequest(values: PlanFormValues, timeZone: string, taskId?: string): PlanInput {
  const exam = values.examDate ? instantAt(values.examDate, values.examTime || "09:00", timeZone) : null;
  return {
    title: values.title,
    examAt: exam && !Number.isNaN(exam.getTime()) ? exam.toISOString() : "",
    timeZone,
    dailyMinutes: values.dailyMinutes.trim() === "" ? Number.NaN : Number(values.dailyMinutes),
    targetRecall: Number(values.targetPercent) / 100,
    daysOff: values.daysOff,
    windowStart: values.windowStart,
    windowEnd: values.windowEnd,
    setIds: values.setIds,
    quizIds: values.quizIds,
    ...(taskId ? { taskId } : {}),
  };
}

/** The exam's date and time are two fields; the budget and the target are typed as numbers. */
const fieldOf: FieldOf = (path, message) => {
  const [first] = path;
  if (first === "examAt") return { name: "examDate", message };
  if (first === "targetRecall") return { name: "targetPercent", message: message.replace(/0\.\d+/, (value) => `${Math.round(Number(value) * 100)} %`) };
  return path.length ? String(first) : undefined;
};

export function planDefaults(plan?: StudyPlan, start: Partial<PlanFormValues> = {}, timeZone = "UTC"): PlanFormValues {
  if (plan) {
    return {
      title: plan.title,
      examDate: localDate(plan.examAt, timeZone),
      examTime: localTime(plan.examAt, timeZone),
      dailyMinutes: String(plan.dailyMinutes),
      targetPercent: String(Math.round(plan.targetRecall * 100)),
      daysOff: plan.daysOff,
      windowStart: plan.windowStart,
      windowEnd: plan.windowEnd,
      setIds: plan.sets.map((set) => set.id),
      quizIds: plan.quizzes.map((quiz) => quiz.id),
    };
  }
  return {
    title: "",
    examDate: "",
    examTime: "09:00",
    dailyMinutes: "30",
    targetPercent: "90",
    daysOff: [],
    windowStart: "17:00",
    windowEnd: "21:00",
    setIds: [],
    quizIds: [],
    ...start,
  };
}

/**
 * An exam and its plan: title, date and time, what it covers (flashcard sets and quizzes), the
 * recall wanted on the day, the daily budget, days off and the window study blocks go in.
 */
export function PlanForm({
  initial,
  taskId,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial: PlanFormValues;
  taskId?: string | undefined;
  submitLabel: string;
  onSubmit: (input: PlanInput) => Promise<unknown>;
  onCancel: () => void;
}) {
  const id = useId();
  const timeZone = useTimeZone();
  const { sets, quizzes } = usePlanSources();
  const form = useZodForm<PlanFormValues, typeof planInputSchema>({
    schema: planInputSchema,
    defaultValues: initial,
    toInput: (values) => planRequest(values, timeZone, taskId),
    fieldOf,
  });
  const { register, control, formState } = form;
  const errors = formState.errors;
  const [setIds, quizIds] = useWatch({ control, name: ["setIds", "quizIds"] });

  const save = async (values: PlanFormValues) => {
    try {
      await onSubmit(planRequest(values, timeZone, taskId));
    } catch (error) {
      applyServerIssues(form, error, fieldOf);
    }
  };

  const toggle = (list: string[], value: string, on: boolean) => (on ? [...list, value] : list.filter((other) => other !== value));

  return (
    <form onSubmit={(event) => void form.handleSubmit(save)(event)} noValidate className="grid gap-5">
      {errors.root && <FormAlert title="The plan could not be saved">{errors.root.message}</FormAlert>}
      <Field label="Exam" error={errors.title?.message}>
        <Input id={`${id}-title`} {...register("title")} placeholder="Biology final" maxLength={200} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Date" error={errors.examDate?.message}>
          <Input id={`${id}-date`} type="date" {...register("examDate")} />
        </Field>
        <Field label="Time" description={`Your time zone (${timeZone})`}>
          <Input id={`${id}-time`} type="time" {...register("examTime")} />
        </Field>
      </div>

      <fieldset className="grid gap-2" aria-describedby={errorOf(errors, "setIds") ? `${id}-covers-error` : undefined}>
        <legend className="mb-1 text-sm font-medium">What it covers</legend>
        {sets.isPending || quizzes.isPending ? (
          <Skeleton className="h-20" aria-busy="true" aria-label="Loading your sets and quizzes" />
        ) : (
          <div className="grid gap-3 sm:grid-cols-2">
            <div className="grid content-start gap-1.5">
              <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">Flashcard sets</p>
              {(sets.data ?? []).length === 0 && <p className="text-sm text-muted-foreground">No sets yet.</p>}
              {(sets.data ?? []).map((set) => (
                <label key={set.id} className="flex items-center gap-2 text-sm">
                  <Checkbox
                    checked={setIds.includes(set.id)}
                    onCheckedChange={(checked) => form.setValue("setIds", toggle(setIds, set.id, checked === true), { shouldValidate: formState.isSubmitted })}
                  />
                  <span className="truncate">{set.title}</span>
                  <span className="text-xs text-muted-foreground">{set.cardCount} cards</span>
                </label>
              ))}
            </div>
            <div className="grid content-start gap-1.5">
              <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">Quizzes</p>
              {(quizzes.data ?? []).length === 0 && <p className="text-sm text-muted-foreground">No quizzes yet.</p>}
              {(quizzes.data ?? []).map((quiz) => (
                <label key={quiz.id} className="flex items-center gap-2 text-sm">
                  <Checkbox
                    checked={quizIds.includes(quiz.id)}
                    onCheckedChange={(checked) =>
                      form.setValue("quizIds", toggle(quizIds, quiz.id, checked === true), { shouldValidate: formState.isSubmitted })
                    }
                  />
                  <span className="truncate">{quiz.title}</span>
                </label>
              ))}
            </div>
          </div>
        )}
        {errorOf(errors, "setIds") && <FieldError id={`${id}-covers-error`}>{errorOf(errors, "setIds")}</FieldError>}
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Study a day (minutes)" error={errors.dailyMinutes?.message}>
          <Input id={`${id}-minutes`} type="number" inputMode="numeric" min={5} max={480} step={5} {...register("dailyMinutes")} />
        </Field>
        <Field label="Recall wanted on the day (%)" error={errors.targetPercent?.message} description="90 % means 9 cards in 10 remembered.">
          <Input id={`${id}-target`} type="number" inputMode="numeric" min={70} max={97} {...register("targetPercent")} />
        </Field>
      </div>

      <Controller
        control={control}
        name="daysOff"
        render={({ field }) => (
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">Days off</legend>
            <div className="flex flex-wrap gap-3">
              {weekdays.map((label, day) => (
                <label key={label} className="flex items-center gap-1.5 text-sm">
                  <Checkbox
                    checked={field.value.includes(day)}
                    onCheckedChange={(checked) => field.onChange(checked ? [...field.value, day].sort() : field.value.filter((other) => other !== day))}
                  />
                  {label}
                </label>
              ))}
            </div>
            {errorOf(errors, "daysOff") && <FieldError>{errorOf(errors, "daysOff")}</FieldError>}
          </fieldset>
        )}
      />

      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Study blocks from" error={errors.windowStart?.message}>
          <Input id={`${id}-from`} type="time" {...register("windowStart")} />
        </Field>
        <Field label="Until" error={errors.windowEnd?.message}>
          <Input id={`${id}-until`} type="time" {...register("windowEnd")} />
        </Field>
      </div>

      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? "Planning…" : submitLabel}
        </Button>
      </div>
    </form>
  );
}
