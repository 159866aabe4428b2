import { Repeat, Trash2 } from "lucide-react";
import { useId, useState, type FormEvent, type ReactNode } from "react";
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
import { FieldError, FormAlert } from "@/components/ui/form-field.js";
import { Input } from "@/components/ui/input.js";
import { Label } from "@/components/ui/label.js";
import { Skeleton } from "@/components/ui/skeleton.js";
import { Textarea } from "@/components/ui/textarea.js";
import { ApiError } from "@/lib/api-client.js";
import { cn } from "@/lib/cn.js";
import { useTimeZone } from "@/lib/time-zone.js";
import { taskCreateSchema, useCreateTask } from "@/features/tasks/api/create-task.js";
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
  if (task.isError) {
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

type FieldErrors = Partial<Record<"title" | "description" | "dueAt" | "durationMinutes" | "startDate" | "tags" | "rrule" | "form", string>>;

function errorsFrom(issues: { path: (string | number)[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? "form") as keyof FieldErrors;
    const key = field in { title: 1, description: 1, dueAt: 1, durationMinutes: 1, startDate: 1, tags: 1, rrule: 1 } ? field : "form";
    errors[key] ??= issue.message;
  }
  return errors;
}

function TaskForm({ task, draft, onClose }: { task?: TaskDetail; draft?: TaskDraft; onClose: () => void }) {
  const timeZone = useTimeZone();
  const id = useId();
  const source = task ?? draft ?? {};
  const due = source.dueAt ?? null;
  const timed = due !== null && due.length > 10;
  const initialRepeat = repeatPresetOf(source.rrule ?? null);

  const [title, setTitle] = useState(source.title ?? "");
  const [description, setDescription] = useState(task?.description ?? "");
  const [dueDate, setDueDate] = useState(due === null ? "" : timed ? localDate(due, timeZone) : due);
  const [dueTime, setDueTime] = useState(timed ? localTime(due, timeZone) : "");
  const [duration, setDuration] = useState(String(source.durationMinutes ?? 30));
  const [startDate, setStartDate] = useState(task?.startDate ?? "");
  const [priority, setPriority] = useState<TaskPriority | null>(source.priority ?? null);
  const [tags, setTags] = useState<string[]>(source.tags ?? []);
  const [preset, setPreset] = useState<RepeatPreset>(initialRepeat.preset);
  const [byDay, setByDay] = useState<WeekdayCode[]>(initialRepeat.byDay);
  const [customRule, setCustomRule] = useState(initialRepeat.preset === "custom" ? (source.rrule ?? "") : "");
  const [errors, setErrors] = useState<FieldErrors>({});

  const tagSuggestions = useTaskTags();
  const create = useCreateTask({ silent: true });
  const update = useUpdateTask({ silent: true });
  const deleteWithUndo = useDeleteWithUndo();
  const saving = create.isPending || update.isPending;

  const rrule = buildRepeatRule(preset, { byDay, custom: customRule });
  const payload: TaskCreateInput = {
    title,
    description,
    dueAt: dueDate ? (dueTime ? instantAt(dueDate, dueTime, timeZone).toISOString() : dueDate) : null,
    durationMinutes: dueDate && dueTime ? Number(duration) : null,
    startDate: startDate || null,
    priority,
    tags,
    rrule,
    timeZone,
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = taskCreateSchema.safeParse(payload);
    if (!checked.success) {
      setErrors(errorsFrom(checked.error.issues.map((issue) => ({ path: issue.path.map(String), message: issue.message }))));
      return;
    }
    setErrors({});
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
      if (error instanceof ApiError && error.issues.length) setErrors(errorsFrom(error.issues));
      else setErrors({ form: error instanceof Error ? error.message : String(error) });
      if (!(error instanceof ApiError && error.status === 422)) {
        toast.error(task ? taskMessages.updateFailed : taskMessages.createFailed, { description: error instanceof Error ? error.message : undefined });
      }
    }
  };

  const fieldError = (name: keyof FieldErrors) => (errors[name] ? <FieldError id={`${id}-${name}-error`}>{errors[name]}</FieldError> : null);
  const describedBy = (name: keyof FieldErrors) => (errors[name] ? `${id}-${name}-error` : undefined);

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
      {errors.form && <FormAlert>{errors.form}</FormAlert>}

      <Field label="Title" htmlFor={`${id}-title`} error={fieldError("title")}>
        <Input
          id={`${id}-title`}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          maxLength={200}
          autoFocus
          required
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={describedBy("title")}
        />
      </Field>

      <Field label="Description" htmlFor={`${id}-description`} error={fieldError("description")}>
        <Textarea
          id={`${id}-description`}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          rows={3}
          maxLength={5000}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={describedBy("description")}
        />
      </Field>

      <div className="grid gap-4 sm:grid-cols-3">
        <Field label="Due date" htmlFor={`${id}-due`} error={fieldError("dueAt")}>
          <Input
            id={`${id}-due`}
            type="date"
            value={dueDate}
            onChange={(event) => setDueDate(event.target.value)}
            aria-invalid={errors.dueAt ? true : undefined}
            aria-describedby={describedBy("dueAt")}
          />
        </Field>
        <Field label="Time (optional)" htmlFor={`${id}-time`} hint={dueDate && !dueTime ? "All day" : undefined}>
          <Input id={`${id}-time`} type="time" value={dueTime} onChange={(event) => setDueTime(event.target.value)} disabled={!dueDate} step={300} />
        </Field>
        <Field label="Duration" htmlFor={`${id}-duration`} error={fieldError("durationMinutes")}>
          <Select
            id={`${id}-duration`}

            value={duration}
            onChange={(event) => setDuration(event.target.value)}
            disabled={!dueTime}
          >
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
        <Field label="Start date (optional)" htmlFor={`${id}-start`} error={fieldError("startDate")}>
          <Input
            id={`${id}-start`}
            type="date"
            value={startDate}
            onChange={(event) => setStartDate(event.target.value)}
            aria-invalid={errors.startDate ? true : undefined}
            aria-describedby={describedBy("startDate")}
          />
        </Field>
        <fieldset className="grid gap-1.5">
          <legend className="mb-1.5 text-sm font-medium">Priority</legend>
          <div className="flex gap-1" role="radiogroup" aria-label="Priority">
            {[null, ...taskPriorities].map((level) => (
              <label
                key={level ?? "none"}
                className={cn(
                  "flex h-10 min-w-0 flex-1 cursor-pointer items-center justify-center gap-1 rounded-md border px-1 text-[13px] has-[:checked]:border-foreground has-[:checked]:font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring",
                  priority === level && priorityStyle(level).chip,
                )}
              >
                <input
                  type="radio"
                  name={`${id}-priority`}
                  value={level ?? "none"}
                  checked={priority === level}
                  onChange={() => setPriority(level)}
                  className="sr-only"
                />
                {level && <span className={cn("size-2 shrink-0 rounded-full", priorityStyle(level).dot)} aria-hidden="true" />}
                {level ? priorityLabels[level] : "None"}
              </label>
            ))}
          </div>
        </fieldset>
      </div>

      <Field label="Tags" htmlFor={`${id}-tags`} error={fieldError("tags")}>
        <TagInput
          id={`${id}-tags`}
          value={tags}
          onChange={setTags}
          suggestions={(tagSuggestions.data ?? []).map((entry) => entry.tag)}
          describedBy={describedBy("tags")}
        />
        <TagSuggestions
          title={title}
          description={description}
          tags={tags}
          onAdd={(tag) => setTags((current) => (current.includes(tag) ? current : [...current, tag]))}
        />
      </Field>

      <div className="grid gap-2">
        <Field label="Repeat" htmlFor={`${id}-repeat`} error={fieldError("rrule")}>
          <Select
            id={`${id}-repeat`}

            value={preset}
            onChange={(event) => setPreset(event.target.value as RepeatPreset)}
            aria-describedby={describedBy("rrule")}
          >
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
                  checked={byDay.includes(code)}
                  onChange={(event) => setByDay(event.target.checked ? [...byDay, code] : byDay.filter((day) => day !== code))}
                />
                {weekdayNames[code]}
              </label>
            ))}
          </fieldset>
        )}
        {preset === "custom" && (
          <Field label="Rule (iCalendar RRULE)" htmlFor={`${id}-rule`} hint="For example FREQ=MONTHLY;BYDAY=-1FR (the last Friday of every month)">
            <Input id={`${id}-rule`} value={customRule} onChange={(event) => setCustomRule(event.target.value)} placeholder="FREQ=WEEKLY;INTERVAL=2;BYDAY=TU" />
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

function Field({ label, htmlFor, error, hint, children }: { label: string; htmlFor: string; error?: ReactNode; hint?: string; children: ReactNode }) {
  return (
    <div className="grid content-start gap-1.5">
      <Label htmlFor={htmlFor}>{label}</Label>
      {children}
      {hint && !error && <p className="text-xs text-muted-foreground">{hint}</p>}
      {error}
    </div>
  );
}
