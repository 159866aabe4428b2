import { CalendarDays, Flag, Repeat, SlidersHorizontal, Tag, Timer, X } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { taskMessages } from "@shared/messages.js";
import type { ParsedPart, ParsedTask } from "@shared/schemas/tasks.js";
import { Button } from "@/components/ui/button.js";
import { Input } from "@/components/ui/input.js";
import { cn } from "@/lib/cn.js";
import { useTimeZone } from "@/lib/time-zone.js";
import { useCreateTask } from "@/features/tasks/api/create-task.js";
import { parseTask, useParsedTask } from "@/features/tasks/api/parse-task.js";
import type { TaskDraft } from "./task-editor.js";
import { useDebounced } from "@/lib/use-debounced.js";

/** Titles that name an exam: quick add then offers to plan study for it. */
const examWords = /\b(exam|exams|test|midterm|mid-term|final|finals|quiz)\b/i;

const partIcons = { date: CalendarDays, duration: Timer, tag: Tag, priority: Flag, repeat: Repeat } as const;
const partNames = { date: "due date", duration: "duration", tag: "tag", priority: "priority", repeat: "repeat" } as const;

/** "Removing" a chip quotes its words, and quoted words are never read as anything but title. */
export function literalize(text: string, part: ParsedPart): string {
  return `${text.slice(0, part.start)}"${text.slice(part.start, part.end)}"${text.slice(part.end)}`;
}

export function draftOf(parsed: ParsedTask): TaskDraft {
  return {
    title: parsed.title,
    dueAt: parsed.dueAt,
    durationMinutes: parsed.durationMinutes,
    tags: parsed.tags,
    rrule: parsed.rrule,
    ...(parsed.priority ? { priority: parsed.priority } : {}),
  };
}

/**
 * One line in natural language ("Essay draft tomorrow 5pm #english !high"); what it reads is
 * shown as chips before saving, each removable.
 */
export function QuickAdd({ onMoreOptions }: { onMoreOptions: (draft: TaskDraft) => void }) {
  const id = useId();
  const timeZone = useTimeZone();
  const [text, setText] = useState("");
  const debounced = useDebounced(text, 200);
  const preview = useParsedTask(debounced, timeZone);
  const create = useCreateTask();
  const navigate = useNavigate();
  // (Only a reading of these very words: a chip's place in the line is where it stood in the line it
  // was read from, and one kept from an earlier reading would quote the wrong words when removed.)
  const parsed = text.trim() && preview.data && !preview.isPlaceholderData && debounced === text ? preview.data : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim() || create.isPending) return;
    let result: ParsedTask;
    try {
      result = parsed ?? (await parseTask(text, timeZone));
    } catch (error) {
      toast.error(taskMessages.parseFailed, { description: error instanceof Error ? error.message : undefined });
      return;
    }
    if (!result.title) {
      onMoreOptions(draftOf(result));
      return;
    }
    create.mutate(
      { ...draftOf(result), title: result.title, priority: result.priority, timeZone },
      {
        onSuccess: (task) => {
          setText("");
          // An exam on the calendar: offer to plan study for it (issue 22).
          const planFor =
            task.dueAt && examWords.test(task.title)
              ? `/plans/new?${new URLSearchParams({ taskId: task.id, title: task.title, examAt: task.allDay ? `${task.dueAt}T09:00:00Z` : task.dueAt })}`
              : null;
          toast.success(taskMessages.created, planFor ? { action: { label: "Plan study for this", onClick: () => navigate(planFor) } } : undefined);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} className="grid gap-2" aria-label="Quick add">
      <label htmlFor={`${id}-text`} className="sr-only">
        Quick add a task
      </label>
      <div className="flex gap-2">
        <Input
          id={`${id}-text`}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Quick add: Essay draft tomorrow 5pm #english !high"
          maxLength={500}
          autoComplete="off"
          aria-describedby={`${id}-hint ${id}-chips`}
        />
        <Button type="submit" disabled={!text.trim() || create.isPending}>
          Add
        </Button>
        <Button
          type="button"
          variant="outline"
          size="icon"
          onClick={async () =>
            onMoreOptions(text.trim() ? draftOf(parsed ?? (await parseTask(text, timeZone).catch(() => ({ title: text }) as ParsedTask))) : {})
          }
        >
          <SlidersHorizontal className="size-4" aria-hidden="true" />
          <span className="sr-only">New task with all options</span>
        </Button>
      </div>
      <p id={`${id}-hint`} className="sr-only">
        Write a date or time, #tags, !high, !medium or !low, or a repeat like every monday. Put words in quotes to keep them in the title.
      </p>
      <div id={`${id}-chips`} aria-live="polite" className="flex min-h-7 flex-wrap items-center gap-1.5 text-xs">
        {parsed && parsed.parts.length > 0 && (
          <>
            <span className="text-muted-foreground">
              Title: <span className="font-medium text-foreground">{parsed.title || "—"}</span>
            </span>
            {parsed.parts.map((part) => {
              const Icon = partIcons[part.kind];
              return (
                <span
                  key={`${part.kind}-${part.start}`}
                  className={cn(
                    "inline-flex items-center gap-1 rounded-full border px-2 py-0.5 font-medium",
                    part.kind === "priority" && part.label.startsWith("High") && "border-red-300 text-red-700 dark:border-red-800 dark:text-red-300",
                  )}
                >
                  <Icon className="size-3" aria-hidden="true" />
                  {part.label}
                  <button type="button" className="rounded-full p-0.5 hover:bg-muted" onClick={() => setText((current) => literalize(current, part))}>
                    <X className="size-3" aria-hidden="true" />
                    <span className="sr-only">
                      Keep “{part.text}” as text, not as the {partNames[part.kind]}
                    </span>
                  </button>
                </span>
              );
            })}
          </>
        )}
      </div>
    </form>
  );
}
