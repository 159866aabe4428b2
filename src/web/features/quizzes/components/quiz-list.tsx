import { GraduationCap, ListChecks, Pencil, Play, Plus, Sparkles, Trash2 } from "lucide-react";
import { useMemo, useState } from "react";
import { LoadError } from "@/components/ui/load-error.js";
import { Link } from "react-router";
import { toast } from "sonner";
import { quizMessages } from "@shared/messages.js";
import type { QuizSummary } from "@shared/schemas/quizzes.js";
import { EmptyState, PageShell } from "@/components/layout/page-shell.js";
import { Button } from "@/components/ui/button.js";
import { SearchInput } from "@/components/ui/search-input.js";
import { SelectionToolbar } from "@/components/ui/selection-toolbar.js";
import { CardGridSkeleton } from "@/components/ui/skeleton.js";
import { Checkbox } from "@/components/ui/checkbox.js";
import { ConfirmDialog } from "@/components/ui/confirm-dialog.js";
import { useDeleteQuizzes } from "@/features/quizzes/api/delete-quizzes.js";
import { useQuizzes } from "@/features/quizzes/api/get-quizzes.js";
import { useDebounced } from "@/lib/use-debounced.js";

export function QuizList() {
  const [search, setSearch] = useState("");
  const debounced = useDebounced(search.trim(), 250);
  const quizzes = useQuizzes(debounced);
  const list = useMemo(() => quizzes.data?.pages.flatMap((page) => page.quizzes) ?? [], [quizzes.data]);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [confirming, setConfirming] = useState<string[] | null>(null);
  const remove = useDeleteQuizzes();
  const chosen = list.filter((quiz) => selected.has(quiz.id)).map((quiz) => quiz.id);

  const toggle = (id: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    setSelected(next);
  };

  const confirmDelete = () => {
    const ids = confirming ?? [];
    remove.mutate(ids, {
      onSuccess: ({ count }) => {
        toast.success(ids.length === 1 ? quizMessages.deleted : quizMessages.bulkDeleted(count));
        setSelected(new Set());
        setConfirming(null);
      },
      onError: (error) => {
        toast.error(ids.length === 1 ? quizMessages.deleteFailed : quizMessages.bulkDeleteFailed, { description: error.message });
        setConfirming(null);
      },
    });
  };

  const actions = (
    <>
      <Button variant="outline" asChild>
        <Link to="/quizzes/attempts">
          <ListChecks className="size-4" aria-hidden="true" /> Attempts
        </Link>
      </Button>
      <Button variant="outline" asChild>
        <Link to="/quizzes/generate">
          <Sparkles className="size-4" aria-hidden="true" /> Generate
        </Link>
      </Button>
      <Button asChild>
        <Link to="/quizzes/create">
          <Plus className="size-4" aria-hidden="true" /> Create a quiz
        </Link>
      </Button>
    </>
  );

  return (
    <PageShell title="Quizzes" lead="Quizzes you wrote or generated from your notes, ready to take." actions={actions}>
      <div className="grid gap-4">
        <div className="flex flex-wrap items-center gap-2">
          <SearchInput label="Search quizzes" value={search} onChange={(event) => setSearch(event.target.value)} />
          <SelectionToolbar label="Selected quizzes" count={chosen.length} onDelete={() => setConfirming(chosen)} onClear={() => setSelected(new Set())} />
        </div>

        {quizzes.isPending ? (
          <CardGridSkeleton label="Loading quizzes" />
        ) : quizzes.isError ? (
          <LoadError message={quizMessages.loadFailedInline} onRetry={() => quizzes.refetch()} />
        ) : list.length === 0 ? (
          debounced ? (
            <EmptyState title="No quizzes match" description={`Nothing is called “${debounced}”. Try another word.`} />
          ) : (
            <EmptyState
              title="No quizzes yet"
              description="Write a quiz question by question, or generate one from your notes or a PDF."
              action={
                <div className="flex flex-wrap justify-center gap-2">
                  <Button asChild>
                    <Link to="/quizzes/create">Create a quiz</Link>
                  </Button>
                  <Button variant="outline" asChild>
                    <Link to="/quizzes/generate">Generate from notes</Link>
                  </Button>
                </div>
              }
            />
          )
        ) : (
          <>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Quizzes">
              {list.map((quiz) => (
                <QuizCard
                  key={quiz.id}
                  quiz={quiz}
                  selected={selected.has(quiz.id)}
                  onSelect={(on) => toggle(quiz.id, on)}
                  onDelete={() => setConfirming([quiz.id])}
                />
              ))}
            </ul>
            {quizzes.hasNextPage && (
              <Button variant="outline" className="justify-self-center" onClick={() => quizzes.fetchNextPage()} disabled={quizzes.isFetchingNextPage}>
                {quizzes.isFetchingNextPage ? "Loading…" : "Load more"}
              </Button>
            )}
          </>
        )}
      </div>

      <ConfirmDialog
        open={confirming !== null}
        title={confirming?.length === 1 ? "Delete this quiz?" : `Delete ${confirming?.length ?? 0} quizzes?`}
        description="Their questions and every result go with them. This cannot be undone."
        confirmLabel="Delete"
        busyLabel="Deleting…"
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setConfirming(null)}
      />
    </PageShell>
  );
}

function QuizCard({ quiz, selected, onSelect, onDelete }: { quiz: QuizSummary; selected: boolean; onSelect: (on: boolean) => void; onDelete: () => void }) {
  const updated = new Intl.DateTimeFormat(undefined, { day: "numeric", month: "short", year: "numeric" }).format(new Date(quiz.updatedAt));
  return (
    <li className="flex flex-col overflow-hidden rounded-lg border bg-card shadow-sm" style={{ borderTop: `4px solid ${quiz.colorTheme}` }}>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-start gap-2">
          <Checkbox className="mt-1" aria-label={`Select “${quiz.title}”`} checked={selected} onCheckedChange={(checked) => onSelect(checked === true)} />
          <h2 className="line-clamp-2 flex-1 font-semibold leading-snug">{quiz.title}</h2>
        </div>
        {quiz.description && <p className="line-clamp-2 text-sm text-muted-foreground">{quiz.description}</p>}
        <p className="mt-auto text-xs text-muted-foreground">
          {quiz.questionCount} {quiz.questionCount === 1 ? "question" : "questions"} · updated {updated}
          {quiz.lastPercentage !== null && ` · last score ${quiz.lastPercentage}%`}
        </p>
      </div>
      <div className="flex gap-1 border-t p-2">
        <Button size="sm" asChild disabled={quiz.questionCount === 0}>
          <Link to={`/quizzes/${quiz.id}/take`} aria-label={`Take “${quiz.title}”`}>
            <Play className="size-4" aria-hidden="true" /> Take
          </Link>
        </Button>
        <Button size="sm" variant="ghost" asChild>
          <Link to={`/quizzes/edit/${quiz.id}`} aria-label={`Edit “${quiz.title}”`}>
            <Pencil className="size-4" aria-hidden="true" /> Edit
          </Link>
        </Button>
        <Button size="sm" variant="ghost" asChild>
          <Link to={`/plans/new?quizId=${encodeURIComponent(quiz.id)}`} aria-label={`Prepare for an exam with “${quiz.title}”`} title="Prepare for an exam">
            <GraduationCap className="size-4" aria-hidden="true" />
          </Link>
        </Button>
        <Button size="sm" variant="ghost" className="ml-auto text-destructive hover:text-destructive" onClick={onDelete} aria-label={`Delete “${quiz.title}”`}>
          <Trash2 className="size-4" aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}
