import { Trash2 } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { flashcardMessages } from "@shared/messages.js";
import { aiLimits } from "@shared/schemas/ai.js";
import { flashcardLimits } from "@shared/schemas/flashcards.js";
import { Button } from "@/components/ui/button.js";
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog.js";
import { FormAlert } from "@/components/ui/form-field.js";
import { Input } from "@/components/ui/input.js";
import { Label } from "@/components/ui/label.js";
import { PdfPicker } from "@/components/ui/pdf-picker.js";
import { Textarea } from "@/components/ui/textarea.js";
import { useSaveSet } from "@/features/flashcards/api/sets.js";
import { generateFlashcards, uploadDocument, useAiQuota, useRefreshQuota } from "@/lib/ai.js";

interface Proposal {
  key: number;
  front: string;
  back: string;
}

/**
 * Flashcards from notes or a PDF: terms and definitions are proposed, each can be edited or
 * dropped, and only "Create set" saves anything.
 */
export function GenerateFlashcardsDialog({ onDone }: { onDone: (setId?: string) => void }) {
  const id = useId();
  const quota = useAiQuota();
  const refreshQuota = useRefreshQuota();
  const saveSet = useSaveSet();
  const [text, setText] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [title, setTitle] = useState("");
  const [cards, setCards] = useState<Proposal[] | null>(null);
  const [found, setFound] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const propose = async () => {
    setError(null);
    if (!file && text.trim().length < aiLimits.minTextChars) {
      setError("Paste at least a few full sentences (80 characters or more), or choose a PDF.");
      return;
    }
    setBusy(true);
    try {
      const documentPath = file ? (await uploadDocument(file)).path : undefined;
      const result = await generateFlashcards(documentPath ? { documentPath, count: 50 } : { text, count: 50 });
      setTitle((current) => current || result.title);
      setCards(result.cards.map((card, index) => ({ key: index, ...card })));
      setFound(result.cards.length);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setBusy(false);
      refreshQuota();
    }
  };

  const create = (event: FormEvent) => {
    event.preventDefault();
    const kept = (cards ?? []).filter((card) => card.front.trim() && card.back.trim());
    if (!title.trim() || kept.length === 0) return;
    saveSet.mutate(
      {
        input: { title: title.trim(), description: "Generated from notes", cards: kept.map(({ front, back }) => ({ front: front.trim(), back: back.trim() })) },
      },
      {
        onSuccess: (set) => {
          toast.success(flashcardMessages.created);
          onDone(set.id);
        },
        onError: (caught) => setError(caught.message),
      },
    );
  };

  const update = (key: number, change: Partial<Proposal>) =>
    setCards((current) => current?.map((card) => (card.key === key ? { ...card, ...change } : card)) ?? null);

  return (
    <form onSubmit={create} className="grid gap-4">
      <DialogHeader>
        <DialogTitle>Generate flashcards</DialogTitle>
        <DialogDescription>
          From definitions in your notes ("A cell is the basic unit of life"), glossary lines ("Osmosis: the movement of water…") and what a term does ("A
          catalyst speeds up…"). Review the cards before the set is made.
        </DialogDescription>
      </DialogHeader>
      {error && <FormAlert>{error}</FormAlert>}
      {cards === null ? (
        <>
          <p className="text-sm text-muted-foreground">{quota.data ? `${quota.data.remaining} of ${quota.data.limit} AI generations left today.` : "\u00a0"}</p>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-text`}>Your notes</Label>
            <Textarea
              id={`${id}-text`}
              rows={7}
              value={text}
              maxLength={aiLimits.textChars}
              onChange={(event) => setText(event.target.value)}
              disabled={busy || file !== null}
            />
          </div>
          <PdfPicker id={`${id}-file`} file={file} onChange={setFile} onError={setError} disabled={busy} buttonLabel="Or choose a PDF" />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onDone()}>
              Cancel
            </Button>
            <Button type="button" onClick={propose} disabled={busy || quota.data?.remaining === 0}>
              {busy ? "Finding terms…" : "Find terms"}
            </Button>
          </DialogFooter>
        </>
      ) : (
        <>
          <p role="status" className="text-sm text-muted-foreground">
            Found {found} term and definition {found === 1 ? "pair" : "pairs"}. Edit or drop any before the set is made.
          </p>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-title`}>Set title</Label>
            <Input id={`${id}-title`} value={title} maxLength={flashcardLimits.title} onChange={(event) => setTitle(event.target.value)} required />
          </div>
          <ul className="grid max-h-[50vh] gap-2 overflow-y-auto pr-1" aria-label="Proposed cards">
            {cards.map((card, index) => (
              <li key={card.key} className="grid gap-2 rounded-md border p-2 sm:grid-cols-[1fr_2fr_auto]">
                <Input aria-label={`Term of card ${index + 1}`} value={card.front} onChange={(event) => update(card.key, { front: event.target.value })} />
                <Input aria-label={`Definition of card ${index + 1}`} value={card.back} onChange={(event) => update(card.key, { back: event.target.value })} />
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={`Drop card ${index + 1}`}
                  onClick={() => setCards((current) => current?.filter((other) => other.key !== card.key) ?? null)}
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setCards(null)}>
              Back
            </Button>
            <Button type="submit" disabled={!title.trim() || cards.length === 0 || saveSet.isPending}>
              {saveSet.isPending ? "Creating…" : `Create set of ${cards.length} ${cards.length === 1 ? "card" : "cards"}`}
            </Button>
          </DialogFooter>
        </>
      )}
    </form>
  );
}
