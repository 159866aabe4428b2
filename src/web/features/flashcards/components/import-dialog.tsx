import { useId, useState, type ChangeEvent, type FormEvent } from "react";
import { toast } from "sonner";
import { parseCards } from "../../../../shared/flashcard-import.js";
import { flashcardMessages } from "../../../../shared/messages.js";
import { flashcardLimits } from "../../../../shared/schemas/flashcards.js";
import { Button } from "../../../components/ui/button.js";
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "../../../components/ui/dialog.js";
import { FormAlert } from "../../../components/ui/form-field.js";
import { Input } from "../../../components/ui/input.js";
import { Label } from "../../../components/ui/label.js";
import { Textarea } from "../../../components/ui/textarea.js";
import { useImportSet } from "../api/sets.js";

/** A text file is read in the browser; anything larger is not a card list. */
const maxFileBytes = 2 * 1024 * 1024;

/** Paste or upload a Quizlet or Anki export (CSV or TSV), see what it reads, then import it as a new set. */
export function ImportDialog({ onDone }: { onDone: (setId?: string) => void }) {
  const id = useId();
  const [title, setTitle] = useState("");
  const [text, setText] = useState("");
  const [fileError, setFileError] = useState<string | null>(null);
  const importSet = useImportSet();
  const preview = text.trim() ? parseCards(text) : null;

  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setFileError(null);
    if (!file) return;
    if (file.size > maxFileBytes) {
      setFileError("That file is larger than 2 MB: is it really a list of cards?");
      return;
    }
    const content = await file.text();
    if (content.includes("\u0000")) {
      setFileError("That is not a text file. Export your cards as CSV or TSV (plain text) and try again.");
      return;
    }
    setText(content);
    if (!title) setTitle(file.name.replace(/\.(csv|tsv|txt)$/i, ""));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim() || !preview?.cards.length) return;
    importSet.mutate(
      { title: title.trim(), text },
      {
        onSuccess: (result) => {
          toast.success(flashcardMessages.imported(result.imported), result.errors.length ? { description: `${result.errors.length} lines were skipped.` } : undefined);
          onDone(result.set.id);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} className="grid gap-4">
      <DialogHeader>
        <DialogTitle>Import cards</DialogTitle>
        <DialogDescription>From Quizlet (Export → tab between term and definition) or Anki (Notes in Plain Text), or any CSV with the term first.</DialogDescription>
      </DialogHeader>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-title`}>Set title</Label>
        <Input id={`${id}-title`} value={title} maxLength={flashcardLimits.title} onChange={(event) => setTitle(event.target.value)} required />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-file`}>File (.csv, .tsv or .txt)</Label>
        <Input id={`${id}-file`} type="file" accept=".csv,.tsv,.txt,text/csv,text/tab-separated-values,text/plain" onChange={readFile} />
        {fileError && <p className="text-sm font-medium text-destructive">{fileError}</p>}
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-text`}>Or paste the cards</Label>
        <Textarea id={`${id}-text`} rows={6} value={text} onChange={(event) => setText(event.target.value)} placeholder={"term\tdefinition\nmitosis\tcell division"} />
      </div>
      {preview && (
        <section aria-label="Preview" aria-live="polite" className="grid gap-2 rounded-md border p-3 text-sm">
          <p className="font-medium">
            {preview.cards.length} {preview.cards.length === 1 ? "card" : "cards"} ({preview.format.toUpperCase()})
          </p>
          {preview.cards.length > 0 && (
            <ul className="grid gap-1 text-xs">
              {preview.cards.slice(0, 5).map((card, index) => (
                <li key={index} className="grid grid-cols-2 gap-2 border-t pt-1">
                  <span className="truncate">{card.front}</span>
                  <span className="truncate text-muted-foreground">{card.back}</span>
                </li>
              ))}
              {preview.cards.length > 5 && <li className="text-muted-foreground">…and {preview.cards.length - 5} more</li>}
            </ul>
          )}
          {preview.errors.length > 0 && (
            <FormAlert tone="info" title={`${preview.errors.length} ${preview.errors.length === 1 ? "line" : "lines"} will be skipped`}>
              <ul className="list-disc pl-4">
                {preview.errors.slice(0, 10).map((error) => (
                  <li key={error.line}>{error.message}</li>
                ))}
              </ul>
            </FormAlert>
          )}
        </section>
      )}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={() => onDone()}>
          Cancel
        </Button>
        <Button type="submit" disabled={!title.trim() || !preview?.cards.length || importSet.isPending}>
          {importSet.isPending ? "Importing…" : `Import ${preview?.cards.length ?? 0} cards`}
        </Button>
      </DialogFooter>
    </form>
  );
}
