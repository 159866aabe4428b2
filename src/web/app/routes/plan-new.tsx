import { useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { planMessages } from "@shared/schemas/plans.js";
import { localDate, localTime } from "@shared/time.js";
import { PageShell } from "@/components/layout/page-shell.js";
import { useTimeZone } from "@/lib/time-zone.js";
import { useCreatePlan } from "@/features/plans/api/plans.js";
import { PlanForm, planDefaults } from "@/features/plans/components/plan-form.js";

/**
 * /plans/new: plan an exam. Started from a task (`taskId`, `title`, `examAt`: quick add's "Plan
 * study for this"), a set (`setId`) or a quiz (`quizId`), the form starts filled in.
 */
export default function NewPlanScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const timeZone = useTimeZone();
  const create = useCreatePlan();
  const examAt = params.get("examAt");
  const valid = examAt && !Number.isNaN(Date.parse(examAt));
  const initial = planDefaults(
    undefined,
    {
      ...(params.get("title") ? { title: params.get("title")! } : {}),
      ...(valid ? { examDate: localDate(examAt, timeZone), examTime: localTime(examAt, timeZone) } : {}),
      ...(params.get("setId") ? { setIds: [params.get("setId")!] } : {}),
      ...(params.get("quizId") ? { quizIds: [params.get("quizId")!] } : {}),
    },
    timeZone,
  );
  return (
    <PageShell
      title="Plan an exam"
      lead="Cadence plans each day's reviews and new cards from how well you know each card, within the time you give it."
      width="narrow"
    >
      <PlanForm
        initial={initial}
        taskId={params.get("taskId") ?? undefined}
        submitLabel="Create the plan"
        onCancel={() => navigate(-1)}
        onSubmit={async (input) => {
          const plan = await create.mutateAsync(input);
          toast.success(planMessages.created);
          navigate(`/plans/${plan.id}`);
        }}
      />
    </PageShell>
  );
}
