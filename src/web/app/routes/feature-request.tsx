import { PageShell } from "../../components/layout/page-shell.js";

export default function FeatureRequestScreen() {
  return (
    <PageShell title="Request a feature" lead="Tell us what would make Cadence fit the way you plan and study." />
  );
}
