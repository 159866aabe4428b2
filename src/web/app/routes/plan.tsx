import { Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { useNavigate, useParams } from "react-router";
import { toast } from "sonner";
import { planMessages } from "@shared/schemas/plans.js";
import { PageShell } from "@/components/layout/page-shell.js";
import { Button } from "@/components/ui/button.js";
import { ConfirmDialog } from "@/components/ui/confirm-dialog.js";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog.js";
import { LoadError } from "@/components/ui/load-error.js";
import { Skeleton } from "@/components/ui/skeleton.js";
import { useTimeZone } from "@/lib/time-zone.js";
import { useDeletePlan, usePlan, useUpdatePlan } from "@/features/plans/api/plans.js";
import { PlanForm, planDefaults } from "@/features/plans/components/plan-form.js";
import { PlanView } from "@/features/plans/components/plan-view.js";

/** /plans/:id: a plan as it stands, with edit and delete. */
export default function PlanScreen() {
  const { id = "" } = useParams();
  const navigate = useNavigate();
  const timeZone = useTimeZone();
  const plan = usePlan(id);
  const update = useUpdatePlan();
  const remove = useDeletePlan();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);

  if (plan.isPending)
    return (
      <PageShell title="Study plan">
        <Skeleton className="h-96" aria-busy="true" aria-label="Loading the plan" />
      </PageShell>
    );
  if (plan.isError)
    return (
      <PageShell title="Study plan">
        <LoadError message={planMessages.notFound} onRetry={() => void plan.refetch()} />
      </PageShell>
    );

  return (
    <PageShell
      title={plan.data.title}
      actions={
        <>
          <Button variant="outline" onClick={() => setEditing(true)}>
            <Pencil className="size-4" aria-hidden="true" /> Edit
          </Button>
          <Button
            variant="ghost"
            className="text-destructive hover:text-destructive"
            onClick={() => setDeleting(true)}
            aria-label={`Delete the plan for ${plan.data.title}`}
          >
            <Trash2 className="size-4" aria-hidden="true" />
          </Button>
        </>
      }
    >
      <PlanView plan={plan.data} />
      <Dialog open={editing} onOpenChange={setEditing}>
        <DialogContent className="max-h-[90vh] max-w-xl overflow-y-auto">
          <DialogHeader>
            <DialogTitle>Edit the plan</DialogTitle>
            <DialogDescription>It is planned again from where your cards are now.</DialogDescription>
          </DialogHeader>
          <PlanForm
            initial={planDefaults(plan.data, {}, timeZone)}
            submitLabel="Save"
            onCancel={() => setEditing(false)}
            onSubmit={async ({ taskId: _taskId, ...changes }) => {
              await update.mutateAsync({ id, changes });
              toast.success(planMessages.updated);
              setEditing(false);
            }}
          />
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={deleting}
        title="Delete this plan?"
        description="Your cards keep their own schedule and the exam stays on your calendar; only the plan goes."
        confirmLabel="Delete"
        busyLabel="Deleting…"
        busy={remove.isPending}
        onConfirm={() =>
          remove.mutate(id, {
            onSuccess: () => {
              toast.success(planMessages.deleted);
              navigate("/plans");
            },
          })
        }
        onCancel={() => setDeleting(false)}
      />
    </PageShell>
  );
}
