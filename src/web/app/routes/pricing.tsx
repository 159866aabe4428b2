import { PageShell } from "../../components/layout/page-shell.js";

export default function PricingScreen() {
  return (
    <PageShell title="Pricing" lead="Start free. Upgrade when AI-generated quizzes become part of your week." />
  );
}
