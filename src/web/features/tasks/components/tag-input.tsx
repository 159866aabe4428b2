import { X } from "lucide-react";
import { useId, useState, type KeyboardEvent } from "react";
import { taskLimits, uniqueTags } from "@shared/schemas/tasks.js";
import { Input } from "@/components/ui/input.js";

/** Tags as removable chips; type and press Enter or comma to add, with the user's tags offered. */
export function TagInput({
  id,
  value,
  onChange,
  suggestions,
  describedBy,
}: {
  id: string;
  value: string[];
  onChange: (tags: string[]) => void;
  suggestions: string[];
  describedBy?: string;
}) {
  const [draft, setDraft] = useState("");
  const listId = useId();

  const add = (text: string) => {
    const tags = text
      .split(/[\s,]+/)
      .map((tag) => tag.replace(/^#+/, "").trim().toLowerCase().slice(0, taskLimits.tagLength))
      .filter(Boolean);
    if (tags.length) onChange(uniqueTags([...value, ...tags]).slice(0, taskLimits.tags));
    setDraft("");
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if ((event.key === "Enter" || event.key === ",") && draft.trim()) {
      event.preventDefault();
      add(draft);
    } else if (event.key === "Backspace" && !draft && value.length) {
      onChange(value.slice(0, -1));
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-1.5 rounded-md border border-input bg-background px-2 py-1.5 focus-within:outline-2 focus-within:outline-ring">
      {value.map((tag) => (
        <span key={tag} className="inline-flex items-center gap-1 rounded-full bg-secondary px-2 py-0.5 text-xs font-medium">
          #{tag}
          <button type="button" className="rounded-full p-0.5 hover:bg-background" onClick={() => onChange(value.filter((other) => other !== tag))}>
            <X className="size-3" aria-hidden="true" />
            <span className="sr-only">Remove tag {tag}</span>
          </button>
        </span>
      ))}
      <Input
        id={id}
        list={listId}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => draft.trim() && add(draft)}
        placeholder={value.length ? "" : "Type a tag, press Enter"}
        aria-describedby={describedBy}
        className="h-7 min-w-24 flex-1 border-0 px-1 shadow-none focus-visible:outline-none"
      />
      <datalist id={listId}>
        {suggestions
          .filter((tag) => !value.includes(tag))
          .map((tag) => (
            <option key={tag} value={tag} />
          ))}
      </datalist>
    </div>
  );
}
