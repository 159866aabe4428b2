import { useQuery } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { useDebounced } from "@/lib/use-debounced.js";
import { aiKey, suggestTags } from "@/lib/ai.js";

/** Tags the title and description suggest (the user's own first), as chips to add with a click. */
export function TagSuggestions({ title, description, tags, onAdd }: { title: string; description: string; tags: string[]; onAdd: (tag: string) => void }) {
  const text = useDebounced({ title: title.trim(), description: description.trim() }, 400);
  const suggestions = useQuery({
    queryKey: [...aiKey, "tags", text.title, text.description],
    queryFn: ({ signal }) => suggestTags({ title: text.title, ...(text.description ? { description: text.description } : {}) }, signal),
    enabled: text.title.length >= 3,
    staleTime: 60_000,
    meta: { silent: true },
  });
  const fresh = (suggestions.data?.tags ?? []).filter((tag) => !tags.includes(tag));
  if (fresh.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-1.5" aria-label="Suggested tags" role="group">
      <span className="text-xs text-muted-foreground">Suggested:</span>
      {fresh.map((tag) => (
        <button
          key={tag}
          type="button"
          onClick={() => onAdd(tag)}
          className="inline-flex items-center gap-1 rounded-full border border-dashed px-2 py-0.5 text-xs hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
          aria-label={`Add tag ${tag}`}
        >
          <Plus className="size-3" aria-hidden="true" />
          {tag}
        </button>
      ))}
    </div>
  );
}
