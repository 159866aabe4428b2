import { Check, Clock, Repeat } from "lucide-react";
import { cn } from "@/lib/cn.js";

/**
 * Drawings of Cadence's real screens, made of the same parts (no images to download), so they
 * stay sharp, follow the theme and cost the landing page nothing.
 */
function Frame({ title, children, className }: { title: string; children: React.ReactNode; className?: string }) {
  return (
    <figure className={cn("overflow-hidden rounded-xl border bg-card shadow-sm", className)}>
      <div className="flex items-center gap-1.5 border-b bg-muted/50 px-3 py-2" aria-hidden="true">
        <span className="size-2.5 rounded-full bg-red-400" />
        <span className="size-2.5 rounded-full bg-warning" />
        <span className="size-2.5 rounded-full bg-success" />
        <span className="ml-2 text-xs text-muted-foreground">{title}</span>
      </div>
      <div className="p-3">{children}</div>
      <figcaption className="sr-only">{title}</figcaption>
    </figure>
  );
}

const chip = {
  high: "border-l-red-500 bg-red-50 text-red-900 dark:bg-red-950/60 dark:text-red-100",
  medium: "border-l-warning bg-warning-muted text-warning-muted-foreground",
  low: "border-l-sky-500 bg-sky-50 text-sky-900 dark:bg-sky-950/60 dark:text-sky-100",
};

export function CalendarIllustration({ className }: { className?: string }) {
  const days = Array.from({ length: 14 }, (_, index) => index + 9);
  const tasks: Record<number, { title: string; level: keyof typeof chip; repeat?: boolean }[]> = {
    10: [{ title: "9:00 Lecture", level: "low", repeat: true }],
    12: [{ title: "Lab report", level: "high" }],
    14: [{ title: "Flashcards", level: "medium", repeat: true }],
    17: [{ title: "9:00 Lecture", level: "low", repeat: true }],
    19: [
      { title: "Essay draft", level: "high" },
      { title: "Gym", level: "low" },
    ],
    21: [{ title: "Flashcards", level: "medium", repeat: true }],
  };
  return (
    <Frame title="Tasks · month view" className={className}>
      <div className="mb-2 rounded-md border px-2 py-1.5 text-xs text-muted-foreground">
        Essay draft <span className="rounded bg-secondary px-1 text-foreground">friday 5pm</span>{" "}
        <span className="rounded bg-secondary px-1 text-foreground">#english</span>{" "}
        <span className="rounded bg-red-100 px-1 text-red-800 dark:bg-red-950 dark:text-red-200">!high</span>
      </div>
      <div className="grid grid-cols-7 gap-px overflow-hidden rounded-md border bg-border text-[10px]">
        {days.map((day) => (
          <div key={day} className="min-h-14 bg-card p-1">
            <span className={cn("tabular-nums", day === 16 && "rounded-full bg-primary px-1 text-primary-foreground")}>{day}</span>
            {(tasks[day] ?? []).map((task) => (
              <div key={task.title} className={cn("mt-0.5 flex items-center gap-0.5 truncate rounded-sm border-l-2 px-0.5", chip[task.level])}>
                <span className="truncate">{task.title}</span>
                {task.repeat && <Repeat className="size-2 shrink-0" aria-hidden="true" />}
              </div>
            ))}
          </div>
        ))}
      </div>
    </Frame>
  );
}

export function QuizIllustration({ className }: { className?: string }) {
  return (
    <Frame title="Quizzes · taking a quiz" className={className}>
      <div className="mb-2 flex items-center justify-between text-xs">
        <span className="font-medium">Question 3 of 10</span>
        <span className="inline-flex items-center gap-1 text-muted-foreground">
          <Clock className="size-3" aria-hidden="true" /> 4:12
        </span>
      </div>
      <div className="mb-3 h-1.5 rounded-full bg-muted">
        <div className="h-full w-1/4 rounded-full bg-primary" />
      </div>
      <p className="mb-2 text-sm font-semibold">Which organelle produces most of the cell&rsquo;s ATP?</p>
      {["Nucleus", "Mitochondrion", "Ribosome"].map((option) => (
        <div
          key={option}
          className={cn("mb-1.5 flex items-center gap-2 rounded-md border px-2 py-1.5 text-xs", option === "Mitochondrion" && "border-primary bg-primary/5")}
        >
          <span className={cn("size-3 rounded-full border", option === "Mitochondrion" && "border-4 border-primary")} />
          {option}
        </div>
      ))}
    </Frame>
  );
}

export function FlashcardIllustration({ className }: { className?: string }) {
  return (
    <Frame title="Flashcards · study" className={className}>
      <div className="mb-2 text-center text-xs text-muted-foreground">Card 7 of 20 · 12 due, 8 new</div>
      <div className="mb-3 grid min-h-20 place-items-center rounded-lg border bg-background p-3 text-center text-sm">
        <div>
          <div className="text-[10px] uppercase tracking-wide text-muted-foreground">Back</div>
          Osmosis: water crossing a membrane toward the higher solute concentration
        </div>
      </div>
      <div className="grid grid-cols-4 gap-1 text-center text-[11px] font-medium">
        <span className="rounded-md bg-destructive py-1 text-destructive-foreground">1 Again</span>
        <span className="rounded-md border py-1">2 Hard</span>
        <span className="rounded-md bg-primary py-1 text-primary-foreground">3 Good</span>
        <span className="rounded-md border py-1">4 Easy</span>
      </div>
      <div className="mt-2 flex items-center justify-center gap-1 text-[11px] text-muted-foreground">
        <Check className="size-3" aria-hidden="true" /> Next review in 6 days
      </div>
    </Frame>
  );
}
