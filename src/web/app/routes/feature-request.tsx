import { PageShell } from "@/components/layout/page-shell.js";
import { SupportForm } from "@/features/support/components/support-form.js";

export default function FeatureRequestScreen() {
  return (
    <PageShell title="Request a feature" lead="What would make Cadence better for the way you plan and study? We read every request." width="narrow">
      <SupportForm kind="feature" descriptionLabel="What you would like" />
    </PageShell>
  );
}
