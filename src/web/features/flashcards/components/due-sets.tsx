import { Layers, Play } from "lucide-react";
import { Link } from "react-router";
import { flashcardMessages } from "@shared/messages.js";
import { Button } from "@/components/ui/button.js";
import { LoadError } from "@/components/ui/load-error.js";
import { Skeleton } from "@/components/ui/skeleton.js";
import { useSets } from "@/features/flashcards/api/sets.js";

/** The Today screen's cards: each set with cards due (or new cards waiting), most due first, with a Study button. */
export function DueSets() {
  const sets = useSets("", "updated");
  const waiting = (sets.data ?? []).filter((set) => set.dueCount > 0 || set.newCount > 0).sort((a, b) => b.dueCount - a.dueCount || b.newCount - a.newCount);
  const due = waiting.reduce((sum, set) => sum + set.dueCount, 0);
  return (
    <section aria-labelledby="today-cards" className="grid content-start gap-2">
      <div className="flex items-baseline justify-between gap-2">
        <h2 id="today-cards" className="text-lg font-semibold">
          Cards to study
        </h2>
        {sets.data && due > 0 && <span className="text-sm text-muted-foreground">{due} due</span>}
      </div>
      {sets.isPending ? (
        <Skeleton className="h-24" aria-busy="true" aria-label="Loading flashcard sets" />
      ) : sets.isError && !sets.data ? (
        <LoadError message={flashcardMessages.loadFailed} onRetry={() => void sets.refetch()} />
      ) : waiting.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed px-6 py-8 text-center">
          <p className="text-sm text-muted-foreground">{sets.data.length === 0 ? "No flashcard sets yet." : "No cards due. Well done."}</p>
          <Button variant="outline" asChild>
            <Link to="/flashcards">
              <Layers className="size-4" aria-hidden="true" /> {sets.data.length === 0 ? "Make a set" : "Open flashcards"}
            </Link>
          </Button>
        </div>
      ) : (
        <ul className="grid grid-cols-1 gap-1">
          {waiting.map((set) => (
            <li key={set.id} className="flex min-w-0 items-center gap-3 rounded-md border-l-4 bg-card px-3 py-2" style={{ borderLeftColor: set.colorTheme }}>
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium">{set.title}</p>
                <p className="text-xs text-muted-foreground">
                  {set.dueCount > 0 ? `${set.dueCount} due` : "Nothing due"}
                  {set.newCount > 0 ? ` · ${set.newCount} new` : ""}
                </p>
              </div>
              <Button size="sm" asChild>
                <Link to={`/flashcards?study=${encodeURIComponent(set.id)}`} aria-label={`Study ${set.title}`}>
                  <Play className="size-4" aria-hidden="true" /> Study
                </Link>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
