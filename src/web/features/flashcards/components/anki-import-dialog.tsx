import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { toast } from "sonner";
import type { AnkiImportResult, AnkiNotetypeHandling, AnkiPreview, AnkiProgress } from "@shared/schemas/anki.js";
import { storageBuckets } from "@shared/storage.js";
import { Button } from "@/components/ui/button.js";
import { Checkbox } from "@/components/ui/checkbox.js";
import { ProgressBar } from "@/components/ui/progress-bar.js";
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog.js";
import { FieldError, FormAlert } from "@/components/ui/form-field.js";
import { Input } from "@/components/ui/input.js";
import { Label } from "@/components/ui/label.js";
import { ApiError } from "@/lib/api-client.js";
import { discardPackage, importPackage, isAnkiPackage, previewPackage, uploadPackage } from "@/features/flashcards/api/anki.js";
import { flashcardsKey } from "@/features/flashcards/api/keys.js";

const handlingLabels: Record<AnkiNotetypeHandling, string> = {
  "front-back": "each card as it is in Anki",
  cloze: "each deletion a card, shown as a blank",
  "first-two-fields": "its first two fields as front and back",
};

const count = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

type Step =
  | { kind: "choose" }
  | { kind: "reading" }
  | { kind: "preview"; path: string; preview: AnkiPreview }
  | { kind: "importing"; path: string; preview: AnkiPreview };

/** What a stage of the import looks like: uploading, reading the package, saving its cards. */
function describe(step: Step, progress: AnkiProgress | undefined): { label: string; percent: number } {
  if (step.kind === "reading") return { label: "Uploading and reading the package…", percent: 10 };
  if (!progress || progress.stage === "reading") return { label: "Reading the package…", percent: 15 };
  if (progress.stage === "saving" && progress.total)
    return {
      label: `Saving cards: ${count(progress.done ?? 0, "card")} of ${progress.total.toLocaleString("en-US")}`,
      percent: 20 + Math.round(((progress.done ?? 0) / progress.total) * 78),
    };
  return { label: "Done", percent: 100 };
}

/**
 * An Anki package (.apkg or .colpkg) in three steps: choose the file (it is uploaded and read on
 * the server), choose its decks from a preview with their counts, and import them with a
 * progress bar. Cards keep their schedules and review history; images come over, sounds do not.
 */
export function AnkiImportDialog({ onDone, initialFile }: { onDone: (setId?: string) => void; initialFile?: File | undefined }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ kind: "choose" });
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<AnkiProgress>();
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => abort.current?.abort(), []);

  const read = async (file: File | undefined) => {
    setError(null);
    if (!file) return;
    if (!isAnkiPackage(file.name)) {
      setError("Choose an Anki package: a file ending in .apkg (decks) or .colpkg (a whole collection).");
      return;
    }
    if (file.size > storageBuckets.imports.maxBytes) {
      setError(`That package is larger than ${storageBuckets.imports.limitLabel}. Export fewer decks from Anki, or leave out the media.`);
      return;
    }
    const controller = new AbortController();
    abort.current = controller;
    setStep({ kind: "reading" });
    let path: string | undefined;
    try {
      path = await uploadPackage(file, controller.signal);
      const preview = await previewPackage(path, controller.signal);
      setChosen(new Set(preview.decks.map((deck) => deck.id)));
      setStep({ kind: "preview", path, preview });
    } catch (caught) {
      // A file that is not a package (or a preview left half-way) is not kept.
      if (path) void discardPackage(path);
      if (controller.signal.aborted) return;
      setError(caught instanceof Error ? caught.message : String(caught));
      setStep({ kind: "choose" });
    }
  };

  // The file the dialog was opened with (chosen in the text import) is read once, after mounting.
  const started = useRef(false);
  useEffect(() => {
    if (!initialFile || started.current) return;
    started.current = true;
    void Promise.resolve().then(() => read(initialFile));
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (step.kind !== "preview" || chosen.size === 0) return;
    const controller = new AbortController();
    abort.current = controller;
    setProgress(undefined);
    setError(null);
    setStep({ kind: "importing", path: step.path, preview: step.preview });
    try {
      const result: AnkiImportResult = await importPackage({ path: step.path, deckIds: [...chosen] }, { signal: controller.signal, onProgress: setProgress });
      await queryClient.invalidateQueries({ queryKey: flashcardsKey });
      const cards = result.sets.reduce((sum, set) => sum + set.added + set.updated, 0);
      const parts = [count(result.reviews, "review"), count(result.images, "image")];
      toast.success(`Imported ${count(cards, "card")} into ${count(result.sets.length, "set")}`, {
        description: `With ${parts.join(" and ")}.${result.audio.length ? ` ${count(result.audio.length, "sound")} not imported.` : ""}`,
      });
      onDone(result.sets[0]?.id);
    } catch (caught) {
      if (controller.signal.aborted) return;
      setError(caught instanceof ApiError || caught instanceof Error ? caught.message : String(caught));
      setStep({ kind: "preview", path: step.path, preview: step.preview });
    }
  };

  const toggle = (deckId: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(deckId);
      else next.delete(deckId);
      return next;
    });

  const running = step.kind === "reading" || step.kind === "importing";
  const status = describe(step, progress);
  const preview = step.kind === "preview" || step.kind === "importing" ? step.preview : undefined;
  const chosenCards = preview?.decks.filter((deck) => chosen.has(deck.id)).reduce((sum, deck) => sum + deck.cards, 0) ?? 0;

  return (
    <form onSubmit={(event) => void submit(event)} className="grid gap-4">
      <DialogHeader>
        <DialogTitle>Import from Anki</DialogTitle>
        <DialogDescription>
          An Anki package (.apkg, or a whole collection as .colpkg). Cards keep their due dates and review history; pictures come over, sounds do not.
        </DialogDescription>
      </DialogHeader>

      {step.kind === "choose" && (
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-file`}>Anki package</Label>
          <Input id={`${id}-file`} type="file" accept=".apkg,.colpkg" onChange={(event: ChangeEvent<HTMLInputElement>) => void read(event.target.files?.[0])} />
          <p className="text-xs text-muted-foreground">
            In Anki: File → Export…, choose “Anki Deck Package”, tick “Include scheduling information” and “Include media”.
          </p>
        </div>
      )}

      {preview && (
        <section aria-label="Decks in this package" className="grid gap-3">
          <fieldset className="grid gap-2" disabled={running}>
            <legend className="mb-1 text-sm font-medium">Decks to import</legend>
            {preview.decks.map((deck) => (
              <div key={deck.id} className="flex items-start gap-3 rounded-md border p-3">
                <Checkbox
                  id={`${id}-deck-${deck.id}`}
                  checked={chosen.has(deck.id)}
                  onCheckedChange={(value) => toggle(deck.id, value === true)}
                  className="mt-0.5"
                />
                <div className="grid min-w-0 gap-0.5">
                  <Label htmlFor={`${id}-deck-${deck.id}`} className="break-words">
                    {deck.name}
                  </Label>
                  <p className="text-xs text-muted-foreground">
                    {[
                      count(deck.cards, "card"),
                      `${deck.newCards.toLocaleString("en-US")} new`,
                      `${deck.learningCards.toLocaleString("en-US")} learning`,
                      `${deck.reviewCards.toLocaleString("en-US")} to review`,
                      ...(deck.suspended ? [`${deck.suspended.toLocaleString("en-US")} suspended`] : []),
                      count(deck.reviews, "past review"),
                    ].join(" · ")}
                  </p>
                  {deck.updates && (
                    <p className="text-xs">
                      Imported before: updates your set “{deck.updates.title}” (changed cards rewritten, new ones added, your progress kept).
                    </p>
                  )}
                </div>
              </div>
            ))}
            {preview.decks.length === 0 && <p className="text-sm text-muted-foreground">This package has no cards.</p>}
          </fieldset>
          <div className="grid gap-1 text-xs text-muted-foreground">
            {preview.noteTypes.map((type) => (
              <p key={type.name}>
                {type.name} ({count(type.notes, "note")}): {handlingLabels[type.handling]}.
              </p>
            ))}
            {preview.images > 0 && <p>{count(preview.images, "picture")} will be shown on the cards.</p>}
            {preview.audio.length > 0 && (
              <p>
                Not imported: {count(preview.audio.length, "sound")} ({preview.audio.slice(0, 3).join(", ")}
                {preview.audio.length > 3 ? ", …" : ""}). Cadence has no audio on cards yet.
              </p>
            )}
          </div>
        </section>
      )}

      {running && <ProgressBar label={status.label} percent={status.percent} name="Importing from Anki" />}

      {error && (step.kind === "choose" ? <FieldError>{error}</FieldError> : <FormAlert title="The import did not happen">{error}</FormAlert>)}

      <DialogFooter>
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            abort.current?.abort();
            // The uploaded package is not kept when the user changes their mind.
            if (step.kind === "preview") void discardPackage(step.path);
            onDone();
          }}
        >
          Cancel
        </Button>
        {preview && (
          <Button type="submit" disabled={running || chosen.size === 0}>
            {step.kind === "importing" ? "Importing…" : `Import ${count(chosenCards, "card")}`}
          </Button>
        )}
      </DialogFooter>
    </form>
  );
}
