import { Repeat, Trash2 } from "lucide-react";
import { useId } from "react";
import { useWatch } from "react-hook-form";
import { toast } from "sonner";
import { taskMessages } from "@shared/messages.js";
import {
  buildRepeatRule,
  describeRepeat,
  repeatPresetLabels,
  repeatPresetOf,
  repeatPresets,
  weekdayCodes,
  weekdayNames,
  type RepeatPreset,
  type WeekdayCode,
} from "@shared/repeat.js";
import { priorityLabels, taskPriorities, type TaskCreateInput, type TaskDetail, type TaskPriority } from "@shared/schemas/tasks.js";
import { instantAt, localDate, localTime } from "@shared/time.js";
import { Select } from "@/components/ui/select.js";
import { Button } from "@/components/ui/button.js";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog.js";
import { Field, FieldError, FormAlert } from "@/components/ui/form-field.js";
import { Input } from "@/components/ui/input.js";
import { Label } from "@/components/ui/label.js";
import { Skeleton } from "@/components/ui/skeleton.js";
import { Textarea } from "@/components/ui/textarea.js";
import { ApiError, errorMessage } from "@/lib/api-client.js";
import { applyServerIssues, useZodForm, type FieldOf } from "@/lib/form.js";
import { cn } from "@/lib/cn.js";
import { useTimeZone } from "@/lib/time-zone.js";
import { useCreateTask } from "@/features/tasks/api/create-task.js";
import { taskCreateSchema } from "@shared/schemas/tasks.js";
import { useTask } from "@/features/tasks/api/get-task.js";
import { useTaskTags } from "@/features/tasks/api/get-task-tags.js";
import { useUpdateTask } from "@/features/tasks/api/update-task.js";
import { priorityStyle } from "@/features/tasks/lib/priority.js";
import { TagSuggestions } from "./tag-suggestions.js";
import { TaskBreakdown } from "./task-breakdown.js";
import { SubtaskList } from "./subtask-list.js";
import { TagInput } from "./tag-input.js";
import { useDeleteWithUndo } from "./use-delete-with-undo.js";

/** What a new task starts with: from a clicked calendar slot, quick add, or nothing. */
export interface TaskDraft {
  title?: string;
  dueAt?: string | null;
  durationMinutes?: number | null;
  priority?: TaskPriority;
  tags?: string[];
  rrule?: string | null;
}

type EditorTarget = { mode: "create"; draft: TaskDraft } | { mode: "edit"; id: string };

export function TaskEditorDialog({ target, onClose }: { target: EditorTarget | null; onClose: () => void }) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-xl">
        {target?.mode === "edit" ? <EditTask id={target.id} onClose={onClose} /> : target ? <TaskForm draft={target.draft} onClose={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function EditTask({ id, onClose }: { id: string; onClose: () => void }) {
  const task = useTask(id);
  if (task.isPending) {
    return (
      <div className="grid gap-4" aria-busy="true" aria-label="Loading task">
        <DialogTitle className="sr-only">Loading task</DialogTitle>
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-24" />
        <Skeleton className="h-10" />
      </div>
    );
  }
  // A failed background refetch keeps the form and its unsaved edits: only a task never loaded is an error.
  if (task.data === undefined) {
    return (
      <div className="grid gap-4">
        <DialogTitle>{taskMessages.notFound}</DialogTitle>
        <FormAlert>{task.error instanceof ApiError && task.error.status === 404 ? "It may have been deleted." : taskMessages.loadFailedInline}</FormAlert>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
        </DialogFooter>
      </div>
    );
  }
  return <TaskForm task={task.data} onClose={onClose} />;
}

const durations = [15, 30, 45, 60, 90, 120, 180, 240];

function durationLabel(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = minutes / 60;
  return `${hours} ${hours === 1 ? "hour" : "hours"}`;
}

interface TaskValues {
  title: string;
  description: string;
  dueDate: string;
  dueTime: string;
  duration: string;
  startDate: string;
  priority: TaskPriority | null;
  tags: string[];
  preset: RepeatPreset;
  byDay: WeekdayCode[];
  customRule: string;
}

/** The request the editor's values make, in the user's time zone. */
function inputOf(values: TaskValues, timeZone: string): TaskCreateInput {
  const { dueDate, dueTime } = values;
  return {
    title: values.title,
    description: values.description,
    dueAt: dueDate ? (dueTime ? instantAt(dueDate, dueTime, timeZone).toISOString() : dueDate) : null,
    durationMinutes: dueDate && dueTime ? Number(values.duration) : null,
    startDate: values.startDate || null,
    priority: values.priority,
    tags: values.tags,
    rrule: buildRepeatRule(values.preset, { byDay: values.byDay, custom: values.customRule }),
    timeZone,
  };
}

/** The request's fields as the editor shows them: a due instant is the date field, a rule the repeat. */
const editorField: Record<string, keyof TaskValues> = {
  title: "title",
  description: "description",
  dueAt: "dueDate",
  durationMinutes: "duration",
  startDate: "startDate",
  tags: "tags",
  rrule: "preset",
};
const fieldOf: FieldOf = (path) => editorField[String(path[0])];

function TaskForm({ task, draft, onClose }: { task?: TaskDetail; draft?: TaskDraft; onClose: () => void }) {
  const timeZone = useTimeZone();
  const id = useId();
  const source = task ?? draft ?? {};
  const due = source.dueAt ?? null;
  const timed = due !== null && due.length > 10;
  const initialRepeat = repeatPresetOf(source.rrule ?? null);

  const form = useZodForm<TaskValues, typeof taskCreateSchema>({
    schema: taskCreateSchema,
    defaultValues: {
      title: source.title ?? "",
      description: task?.description ?? "",
      dueDate: due === null ? "" : timed ? localDate(due, timeZone) : due,
      dueTime: timed ? localTime(due, timeZone) : "",
      duration: String(source.durationMinutes ?? 30),
      startDate: task?.startDate ?? "",
      priority: source.priority ?? null,
      tags: source.tags ?? [],
      preset: initialRepeat.preset,
      byDay: initialRepeat.byDay,
      customRule: initialRepeat.preset === "custom" ? (source.rrule ?? "") : "",
    },
    toInput: (values) => inputOf(values, timeZone),
    fieldOf,
  });
  const values = useWatch({ control: form.control }) as TaskValues;
  const { title, description, dueDate, dueTime, duration, preset, tags } = values;
  const errors = form.formState.errors;

  const tagSuggestions = useTaskTags();
  const create = useCreateTask({ silent: true });
  const update = useUpdateTask({ silent: true });
  const deleteWithUndo = useDeleteWithUndo();
  const saving = create.isPending || update.isPending;
  const rrule = buildRepeatRule(preset, { byDay: values.byDay, custom: values.customRule });

  const submit = form.handleSubmit(async (checked) => {
    const payload = inputOf(checked, timeZone);
    try {
      if (task) {
        await update.mutateAsync({ id: task.id, changes: payload });
        toast.success(taskMessages.updated);
      } else {
        await create.mutateAsync(payload);
        toast.success(taskMessages.created);
      }
      onClose();
    } catch (error) {
      // A 422 is shown on its fields; anything else in the form and as a toast.
      if (!applyServerIssues(form, error, fieldOf)) {
        toast.error(task ? taskMessages.updateFailed : taskMessages.createFailed, { description: errorMessage(error) });
      }
    }
  });

  const errorText = (name: keyof TaskValues) => errors[name]?.message;

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{task ? "Edit task" : "New task"}</DialogTitle>
        <DialogDescription>
          {task?.rrule ? (
            <span className="inline-flex items-center gap-1">
              <Repeat className="size-3.5" aria-hidden="true" /> {describeRepeat(task.rrule)}. Changes apply to the whole series.
            </span>
          ) : (
            "Only the title is required. Times are in your time zone (" + timeZone + ")."
          )}
        </DialogDescription>
      </DialogHeader>
      {errors.root?.message && <FormAlert>{errors.root.message}</FormAlert>}

      <Field id={`${id}-title`} label="Title" error={errorText("title")}>
        <Input maxLength={200} autoFocus required {...form.register("title")} />
      </Field>

      <Field id={`${id}-description`} label="Description" error={errorText("description")}>
        <Textarea rows={3} maxLength={5000} {...form.register("description")} />
      </Field>

      <div className="grid gap-4 sm:grid-cols-3">
        <Field id={`${id}-due`} label="Due date" error={errorText("dueDate")}>
          <Input type="date" {...form.register("dueDate")} />
        </Field>
        <Field id={`${id}-time`} label="Time (optional)" description={dueDate && !dueTime ? "All day" : undefined}>
          <Input type="time" disabled={!dueDate} step={300} {...form.register("dueTime")} />
        </Field>
        <Field id={`${id}-duration`} label="Duration" error={errorText("duration")}>
          <Select disabled={!dueTime} {...form.register("duration")}>
            {[...new Set([...durations, Number(duration)])]
              .sort((a, b) => a - b)
              .map((minutes) => (
                <option key={minutes} value={minutes}>
                  {durationLabel(minutes)}
                </option>
              ))}
          </Select>
        </Field>
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-start`} label="Start date (optional)" error={errorText("startDate")}>
          <Input type="date" {...form.register("startDate")} />
        </Field>
        <fieldset className="grid gap-1.5">
          <legend className="mb-1.5 text-sm font-medium">Priority</legend>
          <div className="flex gap-1" role="radiogroup" aria-label="Priority">
            {[null, ...taskPriorities].map((level) => (
              <label
                key={level ?? "none"}
                className={cn(
                  "flex h-10 min-w-0 flex-1 cursor-pointer items-center justify-center gap-1 rounded-md border px-1 text-[13px] has-[:checked]:border-foreground has-[:checked]:font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring",
                  values.priority === level && priorityStyle(level).chip,
                )}
              >
                <input
                  type="radio"
                  name={`${id}-priority`}
                  value={level ?? "none"}
                  checked={values.priority === level}
                  onChange={() => form.setValue("priority", level, { shouldDirty: true })}
                  className="sr-only"
                />
                {level && <span className={cn("size-2 shrink-0 rounded-full", priorityStyle(level).dot)} aria-hidden="true" />}
                {level ? priorityLabels[level] : "None"}
              </label>
            ))}
          </div>
        </fieldset>
      </div>

      <div className="grid content-start gap-1.5">
        <Label htmlFor={`${id}-tags`}>Tags</Label>
        <TagInput
          id={`${id}-tags`}
          value={tags}
          onChange={(next) => form.setValue("tags", next, { shouldDirty: true })}
          suggestions={(tagSuggestions.data ?? []).map((entry) => entry.tag)}
          describedBy={errorText("tags") ? `${id}-tags-error` : undefined}
        />
        <TagSuggestions
          title={title}
          description={description}
          tags={tags}
          onAdd={(tag) => form.setValue("tags", tags.includes(tag) ? tags : [...tags, tag], { shouldDirty: true })}
        />
        {errorText("tags") && <FieldError id={`${id}-tags-error`}>{errorText("tags")}</FieldError>}
      </div>

      <div className="grid gap-2">
        <Field id={`${id}-repeat`} label="Repeat" error={errorText("preset")}>
          <Select {...form.register("preset")}>
            {repeatPresets.map((option) => (
              <option key={option} value={option}>
                {repeatPresetLabels[option]}
              </option>
            ))}
          </Select>
        </Field>
        {preset === "weekly" && (
          <fieldset className="flex flex-wrap gap-1">
            <legend className="sr-only">Repeat on</legend>
            {weekdayCodes.map((code) => (
              <label
                key={code}
                className="flex h-9 w-11 cursor-pointer items-center justify-center rounded-md border text-sm has-[:checked]:bg-primary has-[:checked]:text-primary-foreground has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
              >
                <input
                  type="checkbox"
                  className="sr-only"
                  checked={values.byDay.includes(code)}
                  onChange={(event) =>
                    form.setValue("byDay", event.target.checked ? [...values.byDay, code] : values.byDay.filter((day) => day !== code), { shouldDirty: true })
                  }
                />
                {weekdayNames[code]}
              </label>
            ))}
          </fieldset>
        )}
        {preset === "custom" && (
          <Field id={`${id}-rule`} label="Rule (iCalendar RRULE)" description="For example FREQ=MONTHLY;BYDAY=-1FR (the last Friday of every month)">
            <Input placeholder="FREQ=WEEKLY;INTERVAL=2;BYDAY=TU" {...form.register("customRule")} />
          </Field>
        )}
        {rrule && (
          <p className="text-xs text-muted-foreground">
            {describeRepeat(rrule)}
            {dueDate ? "" : " (set a due date: the series starts there)"}
          </p>
        )}
      </div>

      {task && <SubtaskList parent={task} />}
      {task && !task.parentId && <TaskBreakdown parent={task} />}

      <DialogFooter className="gap-2 sm:justify-between">
        {task ? (
          <Button
            type="button"
            variant="ghost"
            className="text-destructive hover:text-destructive"
            onClick={() => {
              onClose();
              deleteWithUndo([task.id]);
            }}
          >
            <Trash2 className="size-4" aria-hidden="true" /> Delete
          </Button>
        ) : (
          <span />
        )}
        <div className="flex gap-2">
          <Button type="button" variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={saving}>
            {saving ? "Saving…" : task ? "Save changes" : "Create task"}
          </Button>
        </div>
      </DialogFooter>
    </form>
  );
}
