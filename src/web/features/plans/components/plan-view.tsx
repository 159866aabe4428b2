import { AlertTriangle, CalendarClock, CheckCircle2, Play } from "lucide-react";
import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { planMessages, type StudyPlan } from "@shared/schemas/plans.js";
import { localDate } from "@shared/time.js";
import { Button } from "@/components/ui/button.js";
import { FormAlert } from "@/components/ui/form-field.js";
import { Skeleton } from "@/components/ui/skeleton.js";
import { cn } from "@/lib/cn.js";
import { useResetBlock } from "@/features/plans/api/plans.js";

// The charting library loads with the charts, not with the rest of the app.
const RecallHistoryChart = lazy(() => import("./plan-charts.js").then((module) => ({ default: module.RecallHistoryChart })));
const DailyLoadChart = lazy(() => import("./plan-charts.js").then((module) => ({ default: module.DailyLoadChart })));

const percent = (value: number) => `${Math.round(value * 100)} %`;
const dayLabel = (date: string) =>
  new Intl.DateTimeFormat(undefined, { timeZone: "UTC", weekday: "short", day: "numeric", month: "short" }).format(new Date(`${date}T12:00:00Z`));
const clock = (iso: string, timeZone: string) => new Intl.DateTimeFormat(undefined, { timeZone, hour: "numeric", minute: "2-digit" }).format(new Date(iso));

/** "in 12 days", "tomorrow", "today". */
export function countdown(plan: Pick<StudyPlan, "examAt" | "timeZone" | "status">, now = new Date()): string {
  if (plan.status === "closed") return "Exam over";
  const days = Math.round(
    (Date.parse(`${localDate(plan.examAt, plan.timeZone)}T00:00:00Z`) - Date.parse(`${localDate(now, plan.timeZone)}T00:00:00Z`)) / 86_400_000,
  );
  return days <= 0 ? "Exam today" : days === 1 ? "Exam tomorrow" : `Exam in ${days} days`;
}

function Stat({ label, value, tone }: { label: string; value: string; tone?: "good" | "bad" }) {
  return (
    <div className="rounded-lg border bg-card p-3">
      <p className="text-xs text-muted-foreground">{label}</p>
      <p className={cn("text-2xl font-semibold tabular-nums", tone === "good" && "text-success", tone === "bad" && "text-destructive")}>{value}</p>
    </div>
  );
}

/** A plan as it stands now: the countdown, whether it reaches the target, progress, charts and the days ahead. */
export function PlanView({ plan }: { plan: StudyPlan }) {
  const resetBlock = useResetBlock();
  const today = plan.days[0];
  const isToday = today && today.date === localDate(new Date(), plan.timeZone);
  const examWhen = new Intl.DateTimeFormat(undefined, { timeZone: plan.timeZone, dateStyle: "full", timeStyle: "short" }).format(new Date(plan.examAt));

  return (
    <div className="grid gap-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <CalendarClock className="size-4" aria-hidden="true" />
          <span>
            <strong className="text-foreground">{countdown(plan)}</strong> · {examWhen}
          </span>
        </p>
        {plan.status === "active" && isToday && today.minutes > 0 && (
          <Button asChild>
            <Link to={`/plans/${plan.id}/study`}>
              <Play className="size-4" aria-hidden="true" /> Study today's block ({today.minutes} min)
            </Link>
          </Button>
        )}
      </div>

      {plan.status === "active" &&
        (plan.feasible ? (
          <FormAlert tone="info" icon={CheckCircle2} title="On track">
            At {plan.dailyMinutes} minutes a day, every card is predicted at {percent(plan.targetRecall)} or better on exam day.
          </FormAlert>
        ) : (
          <FormAlert icon={AlertTriangle} title="This plan cannot reach the target">
            {plan.newCardsLeft > 0 ? `${plan.newCardsLeft} cards cannot be introduced in time, ` : ""}
            {plan.cardCount - plan.cardsAtTarget} of {plan.cardCount} cards are predicted below {percent(plan.targetRecall)} at the exam.{" "}
            {plan.suggestion?.dailyMinutes
              ? `${plan.suggestion.dailyMinutes} minutes a day would reach it; at ${plan.dailyMinutes} minutes you would have needed to start by ${dayLabel(plan.suggestion.startBy)}.`
              : "No daily budget up to 8 hours reaches it in the days left."}{" "}
            The plan below does the best it can.
          </FormAlert>
        ))}

      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <Stat label="Predicted recall at the exam" value={percent(plan.predictedRecall)} tone={plan.predictedRecall >= plan.targetRecall ? "good" : "bad"} />
        <Stat label="Cards learned" value={`${plan.cardsLearned} / ${plan.cardCount}`} />
        <Stat label="Cards at target" value={`${plan.cardsAtTarget} / ${plan.cardCount}`} />
        <Stat label="Study days left" value={String(plan.days.filter((day) => day.minutes > 0).length)} />
      </div>

      {plan.status === "closed" && (
        <section aria-labelledby="plan-results" className="grid gap-2">
          <h2 id="plan-results" className="text-lg font-semibold">
            How it went
          </h2>
          <p className="text-sm text-muted-foreground">
            Predicted recall on exam day was {percent(plan.predictedRecall)}. Your cards are back on their normal schedule.
          </p>
          {plan.results.length === 0 ? (
            <p className="text-sm text-muted-foreground">No quiz attempts during the plan.</p>
          ) : (
            <ul className="grid gap-1 text-sm">
              {plan.results.map((result) => (
                <li key={`${result.quizId}-${result.completedAt}`}>
                  {result.quizTitle}: {result.percentage} % on {dayLabel(result.completedAt.slice(0, 10))}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}

      {plan.sets.length > 0 && (
        <section aria-labelledby="plan-sets" className="grid gap-2">
          <h2 id="plan-sets" className="text-lg font-semibold">
            Sets
          </h2>
          <ul className="grid gap-1">
            {plan.sets.map((set) => (
              <li
                key={set.id}
                className="flex min-w-0 items-center gap-3 rounded-md border-l-4 bg-card px-3 py-2 text-sm"
                style={{ borderLeftColor: set.colorTheme }}
              >
                <span className="min-w-0 flex-1 truncate font-medium">{set.title}</span>
                <span className="text-muted-foreground">
                  {set.learned} / {set.cardCount} learned
                </span>
                <span className={cn("tabular-nums", set.predictedRecall >= plan.targetRecall ? "text-success" : "text-destructive")}>
                  {percent(set.predictedRecall)}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}

      {plan.status === "active" && (
        <div className="grid gap-6 lg:grid-cols-2">
          <Suspense fallback={<Skeleton className="h-64" aria-busy="true" aria-label="Loading the chart" />}>
            <RecallHistoryChart plan={plan} />
            <DailyLoadChart plan={plan} />
          </Suspense>
        </div>
      )}

      {plan.status === "active" && (
        <section aria-labelledby="plan-days" className="grid gap-2">
          <h2 id="plan-days" className="text-lg font-semibold">
            Day by day
          </h2>
          <ol className="grid gap-1">
            {plan.days.map((day) => (
              <li key={day.date} className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1 rounded-md bg-card px-3 py-2 text-sm">
                <span className="w-28 shrink-0 font-medium">{dayLabel(day.date)}</span>
                {/* On a phone the day's work takes its own line under the date and the time. */}
                <span className="order-last min-w-0 basis-full text-muted-foreground sm:order-none sm:basis-auto sm:flex-1">
                  {day.minutes === 0
                    ? "Nothing planned"
                    : [
                        day.reviews ? `${day.reviews} ${day.reviews === 1 ? "review" : "reviews"}` : "",
                        day.newCards ? `${day.newCards} new ${day.newCards === 1 ? "card" : "cards"}` : "",
                        ...day.quizzes.map((item) => `${item.kind === "mistakes" ? "retake the mistakes of" : "practice run of"} “${item.title}”`),
                      ]
                        .filter(Boolean)
                        .join(" · ")}
                </span>
                {day.minutes > 0 && (
                  <span className="ml-auto tabular-nums text-muted-foreground sm:ml-0">
                    {day.minutes} min
                    {day.block ? ` · ${clock(day.block.start, plan.timeZone)}–${clock(day.block.end, plan.timeZone)}` : " · no free slot in the window"}
                    {day.block?.moved && " · moved by you"}
                  </span>
                )}
                {day.block?.moved && (
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={resetBlock.isPending}
                    onClick={() => resetBlock.mutate({ id: plan.id, date: day.date }, { onSuccess: () => toast.success(planMessages.blockReset) })}
                  >
                    Put back
                  </Button>
                )}
              </li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}
