import { useId, useState, type ChangeEvent, type FormEvent } from "react";
import { toast } from "sonner";
import { detectHeaderRow, guessSeparators, hasHtmlFields, parseCards, type ParseOptions } from "@shared/flashcard-import.js";
import { flashcardMessages } from "@shared/messages.js";
import { flashcardLimits } from "@shared/schemas/flashcards.js";
import { Select } from "@/components/ui/select.js";
import { Button } from "@/components/ui/button.js";
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog.js";
import { FormAlert, FieldError } from "@/components/ui/form-field.js";
import { Input } from "@/components/ui/input.js";
import { Label } from "@/components/ui/label.js";
import { Textarea } from "@/components/ui/textarea.js";
import { useImportSet } from "@/features/flashcards/api/sets.js";
import { isAnkiPackage } from "@/features/flashcards/api/anki.js";

/** A text file is read in the browser; anything larger is not a card list. */
const maxFileBytes = 2 * 1024 * 1024;

/** Quizlet's export choices: between term and definition, and between cards. */
const termChoices = [
  { value: "\t", label: "Tab" },
  { value: ",", label: "Comma" },
  { value: " - ", label: "Dash ( - )" },
] as const;
const rowChoices = [
  { value: "\n", label: "New line" },
  { value: ";", label: "Semicolon" },
] as const;
const custom = "custom";

function SeparatorField({
  id,
  label,
  choices,
  value,
  onChange,
}: {
  id: string;
  label: string;
  choices: readonly { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
}) {
  const known = choices.some((choice) => choice.value === value);
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Select
          id={id}
          className="min-w-0 flex-1"
          value={known ? value : custom}
          onChange={(event) => onChange(event.target.value === custom ? "" : event.target.value)}
        >
          {choices.map((choice) => (
            <option key={choice.label} value={choice.value}>
              {choice.label}
            </option>
          ))}
          <option value={custom}>Custom…</option>
        </Select>
        {!known && (
          <Input
            aria-label={`${label} (custom)`}
            className="w-24"
            value={value}
            maxLength={10}
            onChange={(event) => onChange(event.target.value)}
            placeholder="e.g. ::"
          />
        )}
      </div>
    </div>
  );
}

/** Paste or upload a Quizlet or Anki export (CSV or TSV), see what it reads, then import it as a new set. */
export function ImportDialog({ onDone, onAnki }: { onDone: (setId?: string) => void; onAnki: (file?: File) => void }) {
  const id = useId();
  const [title, setTitle] = useState("");
  const [text, setText] = useState("");
  const [fileError, setFileError] = useState<string | null>(null);
  const [termSeparator, setTermSeparator] = useState("\t");
  const [rowSeparator, setRowSeparator] = useState("\n");
  const [skipHeader, setSkipHeader] = useState(false);
  const [updateExisting, setUpdateExisting] = useState(true);
  // Anki's HTML converter is loaded only for an export whose fields are HTML.
  const [convertHtml, setConvertHtml] = useState<ParseOptions["convertHtml"]>();
  const importSet = useImportSet();
  /** A new text gets the separators it most likely uses, and its header row noticed. */
  const changeText = (next: string) => {
    setText(next);
    if (!next.trim()) return;
    const guessed = guessSeparators(next);
    setTermSeparator(guessed.termSeparator);
    setRowSeparator(guessed.rowSeparator);
    setSkipHeader(detectHeaderRow(next, guessed));
    if (hasHtmlFields(next) && !convertHtml) {
      void import("@shared/html-to-markdown.js").then(
        ({ htmlToMarkdown }) => setConvertHtml(() => htmlToMarkdown),
        () => setFileError("The reader for Anki's HTML could not be loaded. Check your connection and paste the text again."),
      );
    }
  };
  const separatorsUsable =
    termSeparator !== "" && rowSeparator !== "" && termSeparator !== rowSeparator && !termSeparator.includes('"') && !rowSeparator.includes('"');
  const options = { termSeparator, rowSeparator, skipHeader };
  const waitingForHtml = hasHtmlFields(text) && !convertHtml;
  const preview = text.trim() && separatorsUsable && !waitingForHtml ? parseCards(text, { ...options, ...(convertHtml ? { convertHtml } : {}) }) : null;

  /** Anki's export names its notes: a deck imported before can be updated in place. */
  const hasGuids = preview?.cards.some((card) => card.guid) ?? false;

  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setFileError(null);
    if (!file) return;
    // A package is read on the server, with its decks, history and pictures.
    if (isAnkiPackage(file.name)) {
      onAnki(file);
      return;
    }
    if (file.size > maxFileBytes) {
      setFileError("That file is larger than 2 MB: is it really a list of cards?");
      return;
    }
    const content = await file.text();
    if (content.includes("\u0000")) {
      setFileError("That is not a text file. Export your cards as CSV or TSV (plain text) and try again.");
      return;
    }
    changeText(content);
    if (!title) setTitle(file.name.replace(/\.(csv|tsv|txt)$/i, ""));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim() || !preview?.cards.length) return;
    importSet.mutate(
      { title: title.trim(), text, ...options, ...(hasGuids ? { onExisting: updateExisting ? "update" : "new" } : {}) },
      {
        onSuccess: (result) => {
          const skipped = result.errors.length ? { description: `${result.errors.length} lines were skipped.` } : undefined;
          if (result.into === "existing") toast.success(flashcardMessages.merged(result.set.title, result), skipped);
          else toast.success(flashcardMessages.imported(result.imported), skipped);
          onDone(result.set.id);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} className="grid gap-4">
      <DialogHeader>
        <DialogTitle>Import cards</DialogTitle>
        <DialogDescription>
          From Quizlet's export (any separators), Anki's Notes in Plain Text, or any CSV with the term first. Check the preview before importing.
        </DialogDescription>
      </DialogHeader>
      <p className="text-sm">
        Have an Anki deck package (.apkg)?{" "}
        <Button type="button" variant="link" className="h-auto p-0" onClick={() => onAnki()}>
          Import it with its progress and pictures
        </Button>
      </p>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-title`}>Set title</Label>
        <Input id={`${id}-title`} value={title} maxLength={flashcardLimits.title} onChange={(event) => setTitle(event.target.value)} required />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-file`}>File (.csv, .tsv or .txt)</Label>
        <Input id={`${id}-file`} type="file" accept=".csv,.tsv,.txt,text/csv,text/tab-separated-values,text/plain" onChange={readFile} />
        {fileError && <FieldError>{fileError}</FieldError>}
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-text`}>Or paste the cards</Label>
        <Textarea
          id={`${id}-text`}
          rows={6}
          value={text}
          onChange={(event) => changeText(event.target.value)}
          placeholder={"term\tdefinition\nmitosis\tcell division"}
        />
      </div>
      {text.trim() && (
        <fieldset className="grid gap-3 sm:grid-cols-2">
          <legend className="sr-only">How the text is read</legend>
          <SeparatorField id={`${id}-term`} label="Between term and definition" choices={termChoices} value={termSeparator} onChange={setTermSeparator} />
          <SeparatorField id={`${id}-row`} label="Between cards" choices={rowChoices} value={rowSeparator} onChange={setRowSeparator} />
          <label className="flex items-center gap-2 text-sm sm:col-span-2">
            <input type="checkbox" className="size-4" checked={skipHeader} onChange={(event) => setSkipHeader(event.target.checked)} />
            The first row names the columns (leave it out)
          </label>
          {!separatorsUsable && <FieldError className="sm:col-span-2">Choose two different separators, without quotes.</FieldError>}
        </fieldset>
      )}
      {preview && (
        <section aria-label="Preview" aria-live="polite" className="grid gap-2 rounded-md border p-3 text-sm">
          <p className="font-medium">
            {preview.cards.length} {preview.cards.length === 1 ? "card" : "cards"}
            {termSeparator === "\t" ? " (TSV)" : termSeparator === "," ? " (CSV)" : ""}
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
          {preview.notes?.map((note) => (
            <p key={note} className="text-xs text-muted-foreground">
              {note}
            </p>
          ))}
          {hasGuids && (
            <label className="flex items-start gap-2 text-sm">
              <input type="checkbox" className="mt-0.5 size-4" checked={updateExisting} onChange={(event) => setUpdateExisting(event.target.checked)} />
              <span>
                If these notes were imported before, update that set instead of making a new one
                <span className="block text-xs text-muted-foreground">Changed cards keep their study progress; new notes are added.</span>
              </span>
            </label>
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
          {importSet.isPending ? "Importing…" : `Import ${preview?.cards.length ?? 0} ${preview?.cards.length === 1 ? "card" : "cards"}`}
        </Button>
      </DialogFooter>
    </form>
  );
}
