import { Sparkles } from "lucide-react";
import { FieldError } from "@/components/ui/form-field.js";
import { useId, useState } from "react";
import { toast } from "sonner";
import type { TaskDetail } from "@shared/schemas/tasks.js";
import { localDate } from "@shared/time.js";
import { Button } from "@/components/ui/button.js";
import { Checkbox } from "@/components/ui/checkbox.js";
import { Input } from "@/components/ui/input.js";
import { useTimeZone } from "@/lib/time-zone.js";
import { useCreateTask } from "@/features/tasks/api/create-task.js";
import { breakDownTask, useRefreshQuota } from "@/lib/ai.js";

interface Step {
  key: number;
  keep: boolean;
  title: string;
  dueDate: string;
}

/**
 * Proposed steps for a task (AI breakdown): each can be kept or dropped and edited, then the
 * kept ones are added as subtasks. A description of about 50 words gives the best steps.
 */
export function TaskBreakdown({ parent }: { parent: TaskDetail }) {
  const id = useId();
  const timeZone = useTimeZone();
  const refreshQuota = useRefreshQuota();
  const create = useCreateTask({ silent: true });
  const [steps, setSteps] = useState<Step[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const today = localDate(new Date().toISOString(), timeZone);
  const due = parent.dueAt ? (parent.dueAt.length > 10 ? localDate(parent.dueAt, timeZone) : parent.dueAt) : undefined;

  const propose = async () => {
    setBusy(true);
    setError(null);
    try {
      const result = await breakDownTask({
        title: parent.title,
        ...(parent.description ? { description: parent.description } : {}),
        ...(due && due >= today ? { dueDate: due } : {}),
        today,
      });
      setSteps(result.subtasks.map((step, index) => ({ key: index, keep: true, title: step.title, dueDate: step.dueDate ?? "" })));
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setBusy(false);
      refreshQuota();
    }
  };

  const add = async () => {
    const kept = (steps ?? []).filter((step) => step.keep && step.title.trim());
    setBusy(true);
    try {
      for (const step of kept) {
        await create.mutateAsync({ title: step.title.trim(), parentId: parent.id, dueAt: step.dueDate || null, timeZone });
      }
      toast.success(`Added ${kept.length} ${kept.length === 1 ? "subtask" : "subtasks"}`);
      setSteps(null);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setBusy(false);
    }
  };

  const update = (key: number, change: Partial<Step>) =>
    setSteps((current) => current?.map((step) => (step.key === key ? { ...step, ...change } : step)) ?? null);
  const keptCount = steps?.filter((step) => step.keep && step.title.trim()).length ?? 0;

  return (
    <div className="grid gap-2">
      {steps === null ? (
        <div className="flex flex-wrap items-center gap-2">
          <Button type="button" variant="outline" size="sm" onClick={propose} disabled={busy}>
            <Sparkles className="size-4" aria-hidden="true" /> {busy ? "Thinking…" : "Suggest steps"}
          </Button>
          <span className="text-xs text-muted-foreground">Uses one AI generation; a description of about 50 words helps.</span>
        </div>
      ) : (
        <section aria-label="Suggested steps" className="grid gap-2 rounded-md border p-2">
          <ul className="grid gap-1.5">
            {steps.map((step, index) => (
              <li key={step.key} className="grid grid-cols-[auto_1fr] items-center gap-2 sm:grid-cols-[auto_1fr_9.5rem]">
                <Checkbox
                  checked={step.keep}
                  onCheckedChange={(checked) => update(step.key, { keep: checked === true })}
                  aria-label={`Keep step ${index + 1}`}
                />
                <Input
                  aria-label={`Step ${index + 1}`}
                  value={step.title}
                  maxLength={200}
                  onChange={(event) => update(step.key, { title: event.target.value })}
                />
                <Input
                  id={`${id}-date-${step.key}`}
                  type="date"
                  aria-label={`Due date of step ${index + 1}`}
                  className="col-start-2 sm:col-start-auto"
                  value={step.dueDate}
                  onChange={(event) => update(step.key, { dueDate: event.target.value })}
                />
              </li>
            ))}
          </ul>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="ghost" size="sm" onClick={() => setSteps(null)} disabled={busy}>
              Dismiss
            </Button>
            <Button type="button" size="sm" onClick={add} disabled={busy || keptCount === 0}>
              Add {keptCount} {keptCount === 1 ? "subtask" : "subtasks"}
            </Button>
          </div>
        </section>
      )}
      {error && <FieldError role="alert">{error}</FieldError>}
    </div>
  );
}
