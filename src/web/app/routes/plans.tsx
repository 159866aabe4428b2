import { Plus } from "lucide-react";
import { Link } from "react-router";
import { PageShell } from "@/components/layout/page-shell.js";
import { Button } from "@/components/ui/button.js";
import { PlanList } from "@/features/plans/components/plan-list.js";

/** /plans: the user's exams and their study plans. */
export default function PlansScreen() {
  return (
    <PageShell
      title="Exams"
      lead="An exam's date and what it covers become study blocks on your calendar, planned so every card is remembered on the day."
      actions={
        <Button asChild>
          <Link to="/plans/new">
            <Plus className="size-4" aria-hidden="true" /> Plan an exam
          </Link>
        </Button>
      }
    >
      <PlanList />
    </PageShell>
  );
}
