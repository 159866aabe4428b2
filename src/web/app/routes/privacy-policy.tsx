import { PageShell } from "../../components/layout/page-shell.js";

export default function PrivacyPolicyScreen() {
  return (
    <PageShell title="Privacy Policy" lead="What Cadence stores about you, why, and how to take it with you or delete it." />
  );
}
