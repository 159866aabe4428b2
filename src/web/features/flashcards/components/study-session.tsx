import { ArrowLeft, RotateCcw, Undo2 } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { LoadError } from "@/components/ui/load-error.js";
import { toast } from "sonner";
import { flashcardMessages } from "@shared/messages.js";
import { ratingLabels, ratings, type Card, type Rating, type StudyCard } from "@shared/schemas/flashcards.js";
import { Button } from "@/components/ui/button.js";
import { RichText } from "@/components/ui/rich-text.js";
import { Skeleton } from "@/components/ui/skeleton.js";
import { cn } from "@/lib/cn.js";
import { useSet } from "@/features/flashcards/api/sets.js";
import { useEndSession, useReview, useStudyQueue, useUndoReview } from "@/features/flashcards/api/study.js";

export type StudyMode = "review" | "cram";

/** A card being studied: from a review queue it carries when each rating would bring it back. */
type SessionCard = Card & { next?: StudyCard["next"] };

/** "1m", "6m", "10m", "4d", "3mo", "1.2y": how long until a rating brings the card back. */
export function intervalLabel(due: string, now: Date): string {
  const minutes = Math.max(1, Math.round((Date.parse(due) - now.getTime()) / 60_000));
  if (minutes < 60) return `${minutes}m`;
  const hours = minutes / 60;
  if (hours < 24) return `${Math.round(hours)}h`;
  const days = hours / 24;
  if (days < 30) return `${Math.round(days)}d`;
  if (days < 365) return `${Math.round(days / 30)}mo`;
  const years = days / 365;
  return `${years < 10 ? Math.round(years * 10) / 10 : Math.round(years)}y`;
}

interface Step {
  card: SessionCard;
  rating: Rating;
  requeued: boolean;
  firstSight: boolean;
}

function shuffled<T>(items: T[]): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = Math.floor(Math.random() * (index + 1));
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}

const when = (iso: string) => new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));

interface Snapshot {
  key: string;
  cards: SessionCard[];
  nextDue: string | null;
}

/**
 * Loads what to study: the due-then-new queue, or every card for cramming. The first answer is
 * kept for the whole session: each rating changes the queue on the server (and realtime sync
 * refetches it), which must not replace the cards being studied or the summary at the end.
 */
export function StudySession({
  setId,
  mode,
  title,
  onExit,
  onCram,
}: {
  setId: string;
  mode: StudyMode;
  title: string;
  onExit: () => void;
  onCram: () => void;
}) {
  const queue = useStudyQueue(setId, mode === "review");
  const set = useSet(mode === "cram" ? setId : undefined);
  const source = mode === "review" ? queue : set;
  const key = `${setId}:${mode}`;
  const [snapshot, setSnapshot] = useState<Snapshot | null>(null);
  // Not from a cache being refetched: a session starts on the current queue.
  if (snapshot?.key !== key && !source.isFetching && (mode === "review" ? queue.data : set.data)) {
    setSnapshot(mode === "review" ? { key, cards: queue.data!.cards, nextDue: queue.data!.nextDue } : { key, cards: shuffled(set.data!.cards), nextDue: null });
  }
  const current = snapshot?.key === key ? snapshot : null;
  if (!current) {
    if (source.isError) return <LoadError message={flashcardMessages.loadFailedInline} onRetry={() => source.refetch()} />;
    return <Skeleton className="h-72" aria-busy="true" aria-label="Loading cards" />;
  }
  const { cards, nextDue } = current;
  if (!cards.length) {
    return (
      <div className="grid justify-items-center gap-3 rounded-lg border border-dashed p-10 text-center">
        <h2 className="text-lg font-semibold">Nothing to study in “{title}” right now</h2>
        <p className="text-sm text-muted-foreground">{nextDue ? `The next card is due ${when(nextDue)}.` : "Add cards to this set to start."}</p>
        <div className="flex gap-2">
          <Button variant="outline" onClick={onExit}>
            Back to sets
          </Button>
          {mode === "review" && <Button onClick={onCram}>Cram every card</Button>}
        </div>
      </div>
    );
  }
  return <StudyCards key={key} initial={cards} mode={mode} title={title} nextDue={nextDue} onExit={onExit} />;
}

/** A session over given cards (a set's queue, or a study plan's day across several sets). */
export function StudyCards({
  initial,
  mode,
  title,
  nextDue,
  onExit,
}: {
  initial: SessionCard[];
  mode: StudyMode;
  title: string;
  nextDue: string | null;
  onExit: () => void;
}) {
  const [queue, setQueue] = useState(initial);
  const [index, setIndex] = useState(0);
  const [flipped, setFlipped] = useState(false);
  const [steps, setSteps] = useState<Step[]>([]);
  const [dues, setDues] = useState<Record<string, string>>({});
  const review = useReview();
  const undo = useUndoReview();
  const endSession = useEndSession();
  // Server writes go one after another, so an undo never overtakes its rating.
  const writes = useRef<Promise<unknown>>(Promise.resolve());
  // Ratings not yet saved: the summary says so, and closing the tab asks first.
  const [pending, setPending] = useState(0);
  const card = queue[index];
  const done = index >= queue.length;

  useEffect(() => {
    const chain = writes;
    // Leaving refreshes the due counts, once the last rating is saved.
    return () => void chain.current.then(() => endSession());
  }, [endSession]);

  useEffect(() => {
    if (!pending) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [pending]);

  /** Queues a server write after the previous one; counts it until it settles. */
  const queueWrite = useCallback((write: () => Promise<unknown>) => {
    setPending((count) => count + 1);
    writes.current = writes.current.then(write).finally(() => setPending((count) => count - 1));
  }, []);

  const rate = useCallback(
    (rating: Rating) => {
      if (!card || !flipped) return;
      const firstSight = !steps.some((step) => step.card.id === card.id);
      const requeued = rating === "again" && firstSight;
      setSteps((current) => [...current, { card, rating, requeued, firstSight }]);
      // Seen again later in the session: its preview was for the first sight, so it goes.
      if (requeued) setQueue((current) => [...current, { ...card, next: undefined }]);
      setIndex((current) => current + 1);
      setFlipped(false);
      if (mode === "review") {
        queueWrite(() =>
          review.mutateAsync({ cardId: card.id, rating }).then(
            (result) => setDues((current) => ({ ...current, [card.id]: result.card.due })),
            () => undefined,
          ),
        );
      }
    },
    [card, flipped, steps, mode, review, queueWrite],
  );

  const undoLast = useCallback(() => {
    const last = steps[steps.length - 1];
    if (!last) return;
    setSteps((current) => current.slice(0, -1));
    if (last.requeued) setQueue((current) => current.slice(0, -1));
    setIndex((current) => current - 1);
    setFlipped(true);
    if (mode === "review") {
      queueWrite(() =>
        undo.mutateAsync(last.card.id).then(
          () => toast.success(`Took back “${ratingLabels[last.rating]}”`),
          () => undefined,
        ),
      );
    }
  }, [steps, mode, undo, queueWrite]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target && ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName)) return;
      if ((event.key === " " || event.key === "Enter") && !done && !(target?.tagName === "BUTTON" && event.key === "Enter")) {
        event.preventDefault();
        setFlipped((current) => !current);
      } else if (["1", "2", "3", "4"].includes(event.key) && flipped) {
        event.preventDefault();
        rate(ratings[Number(event.key) - 1]!);
      } else if (event.key === "u" || (event.key === "z" && (event.ctrlKey || event.metaKey))) {
        event.preventDefault();
        undoLast();
      } else if (event.key === "Escape") {
        onExit();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [done, flipped, rate, undoLast, onExit]);

  const firstAnswers = steps.filter((step) => step.firstSight);
  const accuracy = firstAnswers.length ? Math.round((firstAnswers.filter((step) => step.rating !== "again").length / firstAnswers.length) * 100) : 0;
  const soonest = [...Object.values(dues), ...(nextDue ? [nextDue] : [])].sort()[0];

  if (done) {
    return (
      <section className="grid justify-items-center gap-4 rounded-lg border p-8 text-center" aria-labelledby="summary-heading">
        <h2 id="summary-heading" className="text-xl font-semibold">
          Session complete
        </h2>
        <dl className="grid grid-cols-3 gap-6">
          <div>
            <dt className="text-xs uppercase tracking-wide text-muted-foreground">Cards reviewed</dt>
            <dd className="text-2xl font-bold tabular-nums">{steps.length}</dd>
          </div>
          <div>
            <dt className="text-xs uppercase tracking-wide text-muted-foreground">Accuracy</dt>
            <dd className="text-2xl font-bold tabular-nums">{accuracy}%</dd>
          </div>
          <div>
            <dt className="text-xs uppercase tracking-wide text-muted-foreground">Next due</dt>
            <dd className="text-sm font-medium">{mode === "cram" ? "Unchanged (cram)" : soonest ? when(soonest) : "—"}</dd>
          </div>
        </dl>
        {mode === "review" && (
          <p className="text-sm text-muted-foreground" role="status">
            {pending ? flashcardMessages.savingRatings : flashcardMessages.ratingsSaved}
          </p>
        )}
        <div className="flex gap-2">
          <Button variant="outline" onClick={undoLast} disabled={!steps.length}>
            <Undo2 className="size-4" aria-hidden="true" /> Undo last
          </Button>
          <Button onClick={onExit}>Back to sets</Button>
        </div>
      </section>
    );
  }

  return (
    <section className="grid gap-4" aria-label={`Studying ${title}`}>
      <div className="flex items-center justify-between gap-2 text-sm">
        <Button variant="ghost" size="sm" onClick={onExit}>
          <ArrowLeft className="size-4" aria-hidden="true" /> Sets
        </Button>
        <span className="font-medium" aria-live="polite">
          {mode === "cram" ? "Cram · " : ""}Card {index + 1} of {queue.length}
        </span>
        <Button variant="ghost" size="sm" onClick={undoLast} disabled={!steps.length}>
          <Undo2 className="size-4" aria-hidden="true" /> Undo
        </Button>
      </div>
      <div
        className="h-1.5 overflow-hidden rounded-full bg-muted"
        role="progressbar"
        aria-label="Session progress"
        aria-valuemin={0}
        aria-valuemax={queue.length}
        aria-valuenow={index}
      >
        <div className="h-full bg-primary transition-all motion-reduce:transition-none" style={{ width: `${(index / queue.length) * 100}%` }} />
      </div>
      <button
        type="button"
        className="w-full rounded-lg text-left focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring"
        onClick={() => setFlipped(!flipped)}
        aria-label={flipped ? "Hide the answer" : "Show the answer"}
      >
        {/* The front stays in view; the back opens below it, as in Anki. */}
        <div className="grid min-h-64 content-center gap-2 rounded-lg border bg-card p-8 text-center shadow-sm">
          <span className="text-xs font-medium uppercase tracking-wide text-muted-foreground">Front</span>
          <div className={cn("text-xl transition-[font-size] motion-reduce:transition-none", flipped && "text-lg")}>
            <RichText text={card!.front} />
          </div>
          {flipped && (
            <div className="mt-4 grid gap-2 border-t pt-4">
              <span className="text-xs font-medium uppercase tracking-wide text-muted-foreground">Back</span>
              <div className="text-xl">
                <RichText text={card!.back} />
              </div>
            </div>
          )}
        </div>
      </button>
      {flipped ? (
        <div className="grid grid-cols-4 gap-2" role="group" aria-label="How well did you know it?">
          {ratings.map((rating, at) => {
            const interval = mode === "review" && card!.next ? intervalLabel(card!.next[rating], new Date()) : null;
            return (
              <Button
                key={rating}
                variant={rating === "again" ? "destructive" : rating === "good" ? "default" : "outline"}
                onClick={() => rate(rating)}
                className="h-auto min-h-10 flex-col gap-0 py-1.5 sm:flex-row sm:gap-1"
                aria-label={interval ? `${ratingLabels[rating]}, next in ${interval}` : ratingLabels[rating]}
              >
                <span className="flex items-center">
                  <span className="mr-1 hidden rounded border px-1 text-[10px] opacity-70 sm:inline" aria-hidden="true">
                    {at + 1}
                  </span>
                  {ratingLabels[rating]}
                </span>
                {interval && (
                  <span className="text-xs font-normal opacity-80" aria-hidden="true">
                    {interval}
                  </span>
                )}
              </Button>
            );
          })}
        </div>
      ) : (
        <Button onClick={() => setFlipped(true)} className="justify-self-center">
          <RotateCcw className="size-4" aria-hidden="true" /> Show answer
          <span className="ml-1 hidden text-xs opacity-70 sm:inline">(Space)</span>
        </Button>
      )}
      <p className="text-center text-xs text-muted-foreground">
        Space flips · 1–4 rate · U undoes · Esc leaves{mode === "cram" ? " · cramming does not change your schedule" : ""}
      </p>
    </section>
  );
}
