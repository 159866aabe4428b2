import { PageShell } from "@/components/layout/page-shell.js";
import { SupportForm } from "@/features/support/components/support-form.js";

export default function ReportBugScreen() {
  return (
    <PageShell
      title="Report a bug"
      lead="Something not working as it should? Tell us what you did, what you expected and what happened instead."
      width="narrow"
    >
      <SupportForm kind="bug" descriptionLabel="What went wrong" />
    </PageShell>
  );
}
