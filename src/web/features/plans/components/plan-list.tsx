import { CalendarClock, Plus } from "lucide-react";
import { Link } from "react-router";
import { planMessages } from "@shared/schemas/plans.js";
import { EmptyState } from "@/components/layout/page-shell.js";
import { Button } from "@/components/ui/button.js";
import { LoadError } from "@/components/ui/load-error.js";
import { Skeleton } from "@/components/ui/skeleton.js";
import { usePlans } from "@/features/plans/api/plans.js";
import { countdown } from "./plan-view.js";

/** The user's exams with their plans, the nearest first. */
export function PlanList() {
  const plans = usePlans();
  if (plans.isPending) return <Skeleton className="h-32" aria-busy="true" aria-label="Loading study plans" />;
  if (plans.isError) return <LoadError message={planMessages.loadFailed} onRetry={() => void plans.refetch()} />;
  if (plans.data.length === 0)
    return (
      <EmptyState
        title="No exams planned yet"
        description="Give an exam's date and what it covers: Cadence plans your reviews day by day so every card is remembered on the day, and puts study blocks on your calendar."
        action={
          <Button asChild>
            <Link to="/plans/new">
              <Plus className="size-4" aria-hidden="true" /> Plan an exam
            </Link>
          </Button>
        }
      />
    );
  return (
    <ul className="grid gap-2">
      {plans.data.map((plan) => (
        <li key={plan.id}>
          <Link
            to={`/plans/${plan.id}`}
            className="flex min-w-0 items-center gap-3 rounded-lg border bg-card px-4 py-3 hover:bg-muted/60 focus-visible:outline-2 focus-visible:outline-ring"
          >
            <CalendarClock className="size-5 shrink-0 text-primary" aria-hidden="true" />
            <span className="min-w-0 flex-1">
              <span className="block truncate font-medium">{plan.title}</span>
              <span className="text-xs text-muted-foreground">
                {plan.setCount} {plan.setCount === 1 ? "set" : "sets"} · {plan.quizCount} {plan.quizCount === 1 ? "quiz" : "quizzes"}
              </span>
            </span>
            <span className="shrink-0 text-sm font-medium">{countdown(plan)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
