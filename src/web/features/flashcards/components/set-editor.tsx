import { ArrowDown, ArrowUp, ClipboardPaste, Plus, X } from "lucide-react";
import { useId, useState } from "react";
import { Controller, useFieldArray } from "react-hook-form";
import { toast } from "sonner";
import { defaultColorTheme } from "@shared/color-themes.js";
import { parseCards } from "@shared/flashcard-import.js";
import { flashcardMessages } from "@shared/messages.js";
import { difficulties, flashcardLimits, type Card, type Difficulty, type FlashcardSet } from "@shared/schemas/flashcards.js";
import { Select } from "@/components/ui/select.js";
import { Button } from "@/components/ui/button.js";
import { ColorThemePicker } from "@/components/ui/color-theme-picker.js";
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog.js";
import { Field, FieldError, FormAlert, FormField } from "@/components/ui/form-field.js";
import { Label } from "@/components/ui/label.js";
import { Textarea } from "@/components/ui/textarea.js";
import { errorMessage } from "@/lib/api-client.js";
import { applyServerIssues, errorOf, useZodForm, type FieldOf } from "@/lib/form.js";
import { cn } from "@/lib/cn.js";
import { useSaveSet } from "@/features/flashcards/api/sets.js";
import { setInputSchema } from "@shared/schemas/flashcards.js";

interface DraftCard {
  key: string;
  id?: string;
  front: string;
  back: string;
  difficulty: Difficulty | null;
  /** Out of study (suspended in Anki) until taken back. */
  suspended?: boolean | undefined;
}

/** Cards drawn at once in the editor; "Show more" draws the next ones. */
const cardsPerPage = 100;

let counter = 0;
const newKey = () => `c${(counter++).toString(36)}`;
const fromCard = (card: Card): DraftCard => ({
  key: newKey(),
  id: card.id,
  front: card.front,
  back: card.back,
  difficulty: card.difficulty,
  suspended: card.suspended,
});

export const difficultyLabels: Record<Difficulty | "new", string> = { new: "New", easy: "Easy", medium: "Medium", hard: "Hard" };

interface SetValues {
  title: string;
  description: string;
  colorTheme: string;
  cards: DraftCard[];
}

/** The request the editor's values make: blank cards are left out. */
const inputOf = (values: SetValues) => ({
  title: values.title,
  description: values.description,
  colorTheme: values.colorTheme,
  cards: values.cards
    .filter((card) => card.front.trim() || card.back.trim())
    .map((card) =>
      card.id
        ? { id: card.id, front: card.front, back: card.back, ...(card.suspended !== undefined && { suspended: card.suspended }) }
        : { front: card.front, back: card.back },
    ),
});

/** A card's issue is said for the list, naming the card: "Card 2: The back cannot be empty". */
const fieldOf: FieldOf = (path, message) =>
  path[0] === "cards" && typeof path[1] === "number"
    ? { name: "cards", message: `Card ${path[1] + 1}: ${message}` }
    : path[0] === undefined
      ? undefined
      : String(path[0]);

/** Title, description, colour and the cards (add, edit, remove, reorder, paste many), saved as one sync. */
export function SetEditor({ set, onDone }: { set?: FlashcardSet; onDone: () => void }) {
  const id = useId();
  const form = useZodForm<SetValues, typeof setInputSchema>({
    schema: setInputSchema,
    defaultValues: {
      title: set?.title ?? "",
      description: set?.description ?? "",
      colorTheme: set?.colorTheme ?? defaultColorTheme,
      cards: set ? set.cards.map(fromCard) : [{ key: newKey(), front: "", back: "", difficulty: null }],
    },
    toInput: inputOf,
    fieldOf,
  });
  const { fields: cards, append, remove, move: moveCard, replace } = useFieldArray({ control: form.control, name: "cards", keyName: "fieldKey" });
  const [filter, setFilter] = useState<Difficulty | "new" | "">("");
  const [pasting, setPasting] = useState(false);
  const [pasted, setPasted] = useState("");
  const save = useSaveSet();
  const preview = pasted.trim() ? parseCards(pasted) : null;
  const errors = form.formState.errors;

  const move = (index: number, direction: -1 | 1) => moveCard(index, index + direction);
  const matching = cards.flatMap((card, index) =>
    !filter || (filter === "new" ? card.difficulty === null : card.difficulty === filter) ? [{ card, index }] : [],
  );
  // A big set (an Anki deck of thousands) is drawn a page at a time; cards added here always show.
  const [shown, setShown] = useState(cardsPerPage);
  const visible = matching.filter((entry, position) => position < shown || !entry.card.id);
  const hidden = matching.length - visible.length;

  // The cards' error ("Card 2: …", "at most 10,000") sits above the list: a long list brings it into view
  // (where the browser can scroll: jsdom cannot).
  const showCardsError = () => requestAnimationFrame(() => document.getElementById(`${id}-cards-error`)?.scrollIntoView?.({ block: "center" }));
  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: set?.id, input: inputOf(values) });
      toast.success(set ? flashcardMessages.updated : flashcardMessages.created);
      onDone();
    } catch (error) {
      applyServerIssues(form, error, fieldOf);
      toast.error(set ? flashcardMessages.updateFailed : flashcardMessages.createFailed, { description: errorMessage(error) });
    }
  }, showCardsError);

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{set ? "Edit flashcard set" : "New flashcard set"}</DialogTitle>
        <DialogDescription>Cards take Markdown and math: **bold**, `code`, $E = mc^2$.</DialogDescription>
      </DialogHeader>
      {errors.root?.message && <FormAlert>{errors.root.message}</FormAlert>}
      <FormField id={`${id}-title`} label="Title" maxLength={flashcardLimits.title} error={errors.title?.message} {...form.register("title")} />
      <Field id={`${id}-description`} label="Description">
        <Textarea rows={2} maxLength={flashcardLimits.description} {...form.register("description")} />
      </Field>
      <Controller control={form.control} name="colorTheme" render={({ field }) => <ColorThemePicker value={field.value} onChange={field.onChange} />} />

      <section aria-labelledby={`${id}-cards`} className="grid gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id={`${id}-cards`} className="text-sm font-medium">
            Cards ({cards.length})
          </h3>
          <div className="flex items-center gap-2">
            {set && (
              <label className="flex items-center gap-1 text-xs">
                Show
                <Select size="sm" value={filter} onChange={(event) => setFilter(event.target.value as Difficulty | "new" | "")}>
                  <option value="">All</option>
                  {(["new", ...difficulties] as const).map((level) => (
                    <option key={level} value={level}>
                      {difficultyLabels[level]}
                    </option>
                  ))}
                </Select>
              </label>
            )}
            <Button type="button" size="sm" variant="outline" onClick={() => setPasting(!pasting)} aria-expanded={pasting}>
              <ClipboardPaste className="size-4" aria-hidden="true" /> Paste many
            </Button>
          </div>
        </div>
        {pasting && (
          <div className="grid gap-2 rounded-md border p-3">
            <Label htmlFor={`${id}-paste`}>One card per line: term, then a tab or a comma, then the definition</Label>
            <Textarea
              id={`${id}-paste`}
              rows={4}
              value={pasted}
              onChange={(event) => setPasted(event.target.value)}
              placeholder={"mitosis\tcell division\nATP\tthe cell's energy carrier"}
            />
            {preview && (
              <p className="text-xs text-muted-foreground" aria-live="polite">
                {preview.cards.length} {preview.cards.length === 1 ? "card" : "cards"} found
                {preview.errors.length
                  ? `; ${preview.errors.length} ${preview.errors.length === 1 ? "line" : "lines"} skipped (${preview.errors[0]!.message})`
                  : ""}
                .
              </p>
            )}
            <Button
              type="button"
              size="sm"
              className="justify-self-start"
              disabled={!preview?.cards.length}
              onClick={() => {
                const added = preview!.cards.map((card) => ({ key: newKey(), front: card.front, back: card.back, difficulty: null }));
                replace([...form.getValues("cards").filter((card) => card.front.trim() || card.back.trim()), ...added]);
                setPasted("");
                setPasting(false);
              }}
            >
              Add {preview?.cards.length ?? 0} cards
            </Button>
          </div>
        )}
        {errorOf(errors, "cards") && <FieldError id={`${id}-cards-error`}>{errorOf(errors, "cards")}</FieldError>}
        <ol className="grid max-h-[45vh] gap-2 overflow-y-auto pr-1">
          {visible.map(({ card, index }) => {
            const number = index + 1;
            const suspended = form.watch(`cards.${index}.suspended`);
            return (
              <li key={card.fieldKey} className="grid gap-2 rounded-md border p-2 sm:grid-cols-[1fr_1fr_auto]">
                <Textarea
                  aria-label={`Front of card ${number}`}
                  rows={2}
                  maxLength={flashcardLimits.side}
                  {...form.register(`cards.${index}.front`)}
                  placeholder="Front"
                />
                <Textarea
                  aria-label={`Back of card ${number}`}
                  rows={2}
                  maxLength={flashcardLimits.side}
                  {...form.register(`cards.${index}.back`)}
                  placeholder="Back"
                />
                <div className="flex items-start gap-0.5 sm:flex-col">
                  <span className={cn("rounded px-1 text-[10px] font-medium uppercase text-muted-foreground")}>
                    {difficultyLabels[card.difficulty ?? "new"]}
                  </span>
                  {suspended && (
                    <Button
                      type="button"
                      variant="outline"
                      size="sm"
                      className="h-7 px-2 text-[11px]"
                      title="Suspended in Anki: not studied until you take it back"
                      onClick={() => form.setValue(`cards.${index}.suspended`, false, { shouldDirty: true })}
                    >
                      Suspended · resume
                      <span className="sr-only"> card {number}</span>
                    </Button>
                  )}
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="size-7"
                    onClick={() => move(index, -1)}
                    disabled={index === 0 || Boolean(filter)}
                  >
                    <ArrowUp className="size-3.5" aria-hidden="true" />
                    <span className="sr-only">Move card {number} up</span>
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="size-7"
                    onClick={() => move(index, 1)}
                    disabled={index === cards.length - 1 || Boolean(filter)}
                  >
                    <ArrowDown className="size-3.5" aria-hidden="true" />
                    <span className="sr-only">Move card {number} down</span>
                  </Button>
                  <Button type="button" variant="ghost" size="icon" className="size-7" onClick={() => remove(index)}>
                    <X className="size-3.5" aria-hidden="true" />
                    <span className="sr-only">Remove card {number}</span>
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
        {hidden > 0 && (
          <Button type="button" variant="ghost" size="sm" className="justify-self-start" onClick={() => setShown((count) => count + cardsPerPage)}>
            Show {Math.min(cardsPerPage, hidden).toLocaleString("en-US")} more ({hidden.toLocaleString("en-US")} not shown)
          </Button>
        )}
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="justify-self-start"
          onClick={() => append({ key: newKey(), front: "", back: "", difficulty: null })}
        >
          <Plus className="size-4" aria-hidden="true" /> Add card
        </Button>
      </section>

      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving…" : set ? "Save changes" : "Create set"}
        </Button>
      </DialogFooter>
    </form>
  );
}
