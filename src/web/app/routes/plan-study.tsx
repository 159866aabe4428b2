import { useNavigate, useParams } from "react-router";
import { planMessages } from "@shared/schemas/plans.js";
import { PageShell } from "@/components/layout/page-shell.js";
import { Button } from "@/components/ui/button.js";
import { LoadError } from "@/components/ui/load-error.js";
import { Skeleton } from "@/components/ui/skeleton.js";
import { StudyCards } from "@/features/flashcards/components/study-session.js";
import { usePlan, usePlanStudy } from "@/features/plans/api/plans.js";

/** /plans/:id/study: today's block, the plan's reviews and new cards across its sets, with the usual keyboard study. */
export default function PlanStudyScreen() {
  const { id = "" } = useParams();
  const navigate = useNavigate();
  const plan = usePlan(id);
  const queue = usePlanStudy(id);
  const title = plan.data?.title ?? "Study plan";
  const back = () => navigate(`/plans/${id}`);
  return (
    <PageShell title={`Today: ${title}`} lead={queue.data ? `${queue.data.cards.length} cards, about ${queue.data.minutes} minutes.` : undefined}>
      {queue.isPending ? (
        <Skeleton className="h-72" aria-busy="true" aria-label="Loading today's cards" />
      ) : queue.isError ? (
        <LoadError message={planMessages.loadFailed} onRetry={() => void queue.refetch()} />
      ) : queue.data.cards.length === 0 ? (
        <div className="grid justify-items-center gap-3 rounded-lg border border-dashed p-10 text-center">
          <h2 className="text-lg font-semibold">Nothing left for today</h2>
          <p className="text-sm text-muted-foreground">Today's block is done, or today is a day off. The plan has the days ahead.</p>
          <Button variant="outline" onClick={back}>
            Back to the plan
          </Button>
        </div>
      ) : (
        <StudyCards initial={queue.data.cards} mode="review" title={title} nextDue={null} onExit={back} />
      )}
    </PageShell>
  );
}
