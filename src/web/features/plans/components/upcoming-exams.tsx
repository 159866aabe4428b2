import { CalendarClock, Play } from "lucide-react";
import { Link } from "react-router";
import { localDate } from "@shared/time.js";
import { Button } from "@/components/ui/button.js";
import { Skeleton } from "@/components/ui/skeleton.js";
import { usePlan, usePlans } from "@/features/plans/api/plans.js";
import { countdown } from "./plan-view.js";

function ExamRow({ id }: { id: string }) {
  const plan = usePlan(id);
  if (plan.isPending) return <Skeleton className="h-14" aria-busy="true" aria-label="Loading the plan" />;
  if (plan.isError) return null;
  const today = plan.data.days[0];
  const block = today && today.date === localDate(new Date(), plan.data.timeZone) && today.minutes > 0 ? today : null;
  const at = block?.block
    ? new Intl.DateTimeFormat(undefined, { timeZone: plan.data.timeZone, hour: "numeric", minute: "2-digit" }).format(new Date(block.block.start))
    : null;
  return (
    <li className="flex min-w-0 items-center gap-3 rounded-md border-l-4 border-l-primary bg-card px-3 py-2">
      <div className="min-w-0 flex-1">
        <Link to={`/plans/${id}`} className="block truncate text-sm font-medium hover:underline">
          {plan.data.title}
        </Link>
        <p className="text-xs text-muted-foreground">
          {countdown(plan.data)} · {block ? `today ${block.minutes} min${at ? ` at ${at}` : ""}` : "nothing planned today"}
        </p>
      </div>
      {block && (
        <Button size="sm" asChild>
          <Link to={`/plans/${id}/study`} aria-label={`Study today's block for ${plan.data.title}`}>
            <Play className="size-4" aria-hidden="true" /> Study
          </Link>
        </Button>
      )}
    </li>
  );
}

/** The Today screen's exams: a countdown and today's block for each active plan. */
export function UpcomingExams() {
  const plans = usePlans();
  const active = (plans.data ?? []).filter((plan) => plan.status === "active").slice(0, 4);
  return (
    <section aria-labelledby="today-exams" className="grid content-start gap-2">
      <div className="flex items-baseline justify-between gap-2">
        <h2 id="today-exams" className="text-lg font-semibold">
          Exams
        </h2>
        <Link to="/plans/new" className="text-sm font-medium text-primary hover:underline">
          Plan an exam
        </Link>
      </div>
      {plans.isPending ? (
        <Skeleton className="h-14" aria-busy="true" aria-label="Loading exams" />
      ) : active.length === 0 ? (
        <p className="flex items-center gap-2 rounded-lg border border-dashed px-4 py-4 text-sm text-muted-foreground">
          <CalendarClock className="size-4" aria-hidden="true" /> No exam coming up. Plan one to get study blocks on your calendar.
        </p>
      ) : (
        <ul className="grid grid-cols-1 gap-1">
          {active.map((plan) => (
            <ExamRow key={plan.id} id={plan.id} />
          ))}
        </ul>
      )}
    </section>
  );
}
