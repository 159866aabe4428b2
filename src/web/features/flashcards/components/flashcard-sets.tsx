import { BookOpen, Download, GraduationCap, Layers, Pencil, Plus, Sparkles, Trash2, Upload, Zap } from "lucide-react";
import { useState } from "react";
import { Select } from "@/components/ui/select.js";
import { LoadError } from "@/components/ui/load-error.js";
import { Link, useSearchParams } from "react-router";
import { toast } from "sonner";
import { flashcardMessages } from "@shared/messages.js";
import type { SetSummary } from "@shared/schemas/flashcards.js";
import { EmptyState, PageShell } from "@/components/layout/page-shell.js";
import { Button } from "@/components/ui/button.js";
import { SearchInput } from "@/components/ui/search-input.js";
import { SelectionToolbar } from "@/components/ui/selection-toolbar.js";
import { Checkbox } from "@/components/ui/checkbox.js";
import { ConfirmDialog } from "@/components/ui/confirm-dialog.js";
import { Dialog, DialogContent, DialogTitle } from "@/components/ui/dialog.js";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@/components/ui/dropdown-menu.js";
import { FormAlert } from "@/components/ui/form-field.js";
import { CardGridSkeleton, Skeleton } from "@/components/ui/skeleton.js";
import { useDeleteSets, useSet, useSets, type SetSort } from "@/features/flashcards/api/sets.js";
import { GenerateFlashcardsDialog } from "@/features/flashcards/components/generate-dialog.js";
import { ImportDialog } from "@/features/flashcards/components/import-dialog.js";
import { AnkiImportDialog } from "@/features/flashcards/components/anki-import-dialog.js";
import { ankiExportUrl } from "@/features/flashcards/api/anki.js";
import { SetEditor } from "@/features/flashcards/components/set-editor.js";
import { StudySession, type StudyMode } from "@/features/flashcards/components/study-session.js";
import { useDebounced } from "@/lib/use-debounced.js";

/** Sets in a grid; study, cram, edit, import and export from here. `?study={id}&mode=cram` is a session. */
export function FlashcardSets() {
  const [params, setParams] = useSearchParams();
  const studying = params.get("study");
  const mode: StudyMode = params.get("mode") === "cram" ? "cram" : "review";
  const [search, setSearch] = useState("");
  const [sort, setSort] = useState<SetSort>("created");
  const debounced = useDebounced(search.trim(), 250);
  const sets = useSets(debounced, sort);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [dialog, setDialog] = useState<Dialogs>(null);
  const remove = useDeleteSets();
  const chosen = (sets.data ?? []).filter((set) => selected.has(set.id)).map((set) => set.id);
  const studiedSet = (sets.data ?? []).find((set) => set.id === studying);

  const confirmDelete = (ids: string[]) =>
    remove.mutate(ids, {
      onSuccess: ({ count }) => {
        if (count < ids.length) toast.error(flashcardMessages.bulkDeleteFailed);
        else toast.success(ids.length === 1 ? flashcardMessages.deleted : flashcardMessages.bulkDeleted(count));
        setSelected(new Set());
        setDialog(null);
      },
      onError: (error) => {
        toast.error(ids.length === 1 ? flashcardMessages.deleteFailed : flashcardMessages.bulkDeleteFailed, { description: error.message });
        setDialog(null);
      },
    });

  if (studying) {
    return (
      <PageShell title={studiedSet?.title ?? "Study"} width="wide">
        <div className="mx-auto max-w-2xl">
          <StudySession
            setId={studying}
            mode={mode}
            title={studiedSet?.title ?? "this set"}
            onExit={() => setParams({})}
            onCram={() => setParams({ study: studying, mode: "cram" })}
          />
        </div>
      </PageShell>
    );
  }

  return (
    <PageShell
      title="Flashcards"
      lead="Sets of cards, scheduled with FSRS so you review each one just before you would forget it."
      actions={
        <>
          <Button variant="outline" onClick={() => setDialog({ kind: "generate" })}>
            <Sparkles className="size-4" aria-hidden="true" /> Generate
          </Button>
          <Button variant="outline" onClick={() => setDialog({ kind: "import" })}>
            <Upload className="size-4" aria-hidden="true" /> Import
          </Button>
          <Button onClick={() => setDialog({ kind: "new" })}>
            <Plus className="size-4" aria-hidden="true" /> New set
          </Button>
        </>
      }
    >
      <div className="grid gap-4">
        <div className="flex flex-wrap items-center gap-2">
          <SearchInput label="Search sets" value={search} onChange={(event) => setSearch(event.target.value)} />
          <label className="flex items-center gap-2 text-sm">
            Sort
            <Select value={sort} onChange={(event) => setSort(event.target.value as SetSort)}>
              <option value="created">Newest</option>
              <option value="updated">Recently edited</option>
              <option value="title">Title</option>
            </Select>
          </label>
          <SelectionToolbar label="Selected sets" count={chosen.length} onDelete={() => setDialog({ kind: "delete", ids: chosen })} />
        </div>

        {sets.isPending ? (
          <CardGridSkeleton label="Loading flashcards" />
        ) : sets.isError ? (
          <LoadError message={flashcardMessages.loadFailedInline} onRetry={() => sets.refetch()} />
        ) : sets.data.length === 0 ? (
          debounced ? (
            <EmptyState title="No sets match" description={`Nothing is called “${debounced}”.`} />
          ) : (
            <EmptyState
              title="No flashcard sets yet"
              description="Make a set card by card, paste a list, or import your Quizlet or Anki cards."
              action={
                <div className="flex flex-wrap justify-center gap-2">
                  <Button onClick={() => setDialog({ kind: "new" })}>New set</Button>
                  <Button variant="outline" onClick={() => setDialog({ kind: "import" })}>
                    Import cards
                  </Button>
                  <Button variant="outline" onClick={() => setDialog({ kind: "anki" })}>
                    Import from Anki
                  </Button>
                </div>
              }
            />
          )
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Flashcard sets">
            {sets.data.map((set) => (
              <SetCard
                key={set.id}
                set={set}
                selected={selected.has(set.id)}
                onSelect={(on) => {
                  const next = new Set(selected);
                  if (on) next.add(set.id);
                  else next.delete(set.id);
                  setSelected(next);
                }}
                onStudy={(studyMode) => setParams(studyMode === "cram" ? { study: set.id, mode: "cram" } : { study: set.id })}
                onEdit={() => setDialog({ kind: "edit", id: set.id })}
                onDelete={() => setDialog({ kind: "delete", ids: [set.id] })}
              />
            ))}
          </ul>
        )}
      </div>

      <Dialog open={dialog !== null && dialog.kind !== "delete"} onOpenChange={(open) => !open && setDialog(null)}>
        <DialogContent className="max-w-2xl">
          {dialog?.kind === "new" && <SetEditor onDone={() => setDialog(null)} />}
          {dialog?.kind === "edit" && <EditSet id={dialog.id} onDone={() => setDialog(null)} />}
          {dialog?.kind === "import" && <ImportDialog onDone={() => setDialog(null)} onAnki={(file) => setDialog({ kind: "anki", file })} />}
          {dialog?.kind === "anki" && <AnkiImportDialog initialFile={dialog.file} onDone={() => setDialog(null)} />}
          {dialog?.kind === "generate" && <GenerateFlashcardsDialog onDone={() => setDialog(null)} />}
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={dialog?.kind === "delete"}
        title={dialog?.kind === "delete" && dialog.ids.length > 1 ? `Delete ${dialog.ids.length} sets?` : "Delete this set?"}
        description="The cards and their review history go too. This cannot be undone."
        confirmLabel="Delete"
        busyLabel="Deleting…"
        busy={remove.isPending}
        onConfirm={() => dialog?.kind === "delete" && confirmDelete(dialog.ids)}
        onCancel={() => setDialog(null)}
      />
    </PageShell>
  );
}

type Dialogs =
  | { kind: "new" }
  | { kind: "edit"; id: string }
  | { kind: "import" }
  | { kind: "anki"; file?: File | undefined }
  | { kind: "generate" }
  | { kind: "delete"; ids: string[] }
  | null;

function EditSet({ id, onDone }: { id: string; onDone: () => void }) {
  const set = useSet(id);
  if (set.isPending) return <Skeleton className="h-64" aria-busy="true" aria-label="Loading set" />;
  if (set.isError) {
    return (
      <>
        <DialogTitle>{flashcardMessages.loadFailed}</DialogTitle>
        <FormAlert>{set.error.message}</FormAlert>
      </>
    );
  }
  return <SetEditor set={set.data} onDone={onDone} />;
}

function SetCard({
  set,
  selected,
  onSelect,
  onStudy,
  onEdit,
  onDelete,
}: {
  set: SetSummary;
  selected: boolean;
  onSelect: (on: boolean) => void;
  onStudy: (mode: StudyMode) => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const toStudy = set.dueCount + set.newCount;
  return (
    <li className="flex flex-col overflow-hidden rounded-lg border bg-card shadow-sm" style={{ borderTop: `4px solid ${set.colorTheme}` }}>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-start gap-2">
          <Checkbox className="mt-1" aria-label={`Select “${set.title}”`} checked={selected} onCheckedChange={(checked) => onSelect(checked === true)} />
          <h2 className="line-clamp-2 flex-1 font-semibold leading-snug">{set.title}</h2>
        </div>
        {set.description && <p className="line-clamp-2 text-sm text-muted-foreground">{set.description}</p>}
        <p className="mt-auto flex flex-wrap gap-x-3 text-xs text-muted-foreground">
          <span className="inline-flex items-center gap-1">
            <Layers className="size-3" aria-hidden="true" /> {set.cardCount} {set.cardCount === 1 ? "card" : "cards"}
          </span>
          <span className={set.dueCount ? "font-medium text-foreground" : ""}>{set.dueCount} due</span>
          <span>{set.newCount} new</span>
        </p>
      </div>
      <div className="flex flex-wrap gap-1 border-t p-2">
        <Button size="sm" onClick={() => onStudy("review")} disabled={set.cardCount === 0} aria-label={`Study “${set.title}” (${toStudy} to study)`}>
          <BookOpen className="size-4" aria-hidden="true" /> Study{toStudy ? ` (${toStudy})` : ""}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => onStudy("cram")} disabled={set.cardCount === 0} aria-label={`Cram “${set.title}”`}>
          <Zap className="size-4" aria-hidden="true" /> Cram
        </Button>
        <Button size="sm" variant="ghost" onClick={onEdit} aria-label={`Edit “${set.title}”`}>
          <Pencil className="size-4" aria-hidden="true" />
        </Button>
        <Button size="sm" variant="ghost" asChild>
          <Link to={`/plans/new?setId=${encodeURIComponent(set.id)}`} aria-label={`Prepare for an exam with “${set.title}”`} title="Prepare for an exam">
            <GraduationCap className="size-4" aria-hidden="true" />
          </Link>
        </Button>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button size="sm" variant="ghost" aria-label={`Export “${set.title}”`}>
              <Download className="size-4" aria-hidden="true" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="start">
            <DropdownMenuItem asChild>
              <a href={`/api/flashcard-sets/${set.id}/export?format=csv`} download>
                CSV (Quizlet, spreadsheets)
              </a>
            </DropdownMenuItem>
            <DropdownMenuItem asChild>
              <a href={`/api/flashcard-sets/${set.id}/export?format=tsv`} download>
                TSV (Anki, Quizlet)
              </a>
            </DropdownMenuItem>
            <DropdownMenuItem asChild>
              <a href={ankiExportUrl(set.id)} download>
                Anki package (.apkg, with progress)
              </a>
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
        <Button size="sm" variant="ghost" className="ml-auto text-destructive hover:text-destructive" onClick={onDelete} aria-label={`Delete “${set.title}”`}>
          <Trash2 className="size-4" aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}
