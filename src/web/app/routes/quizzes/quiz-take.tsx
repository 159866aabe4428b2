import { PageShell } from "../../../components/layout/page-shell.js";

export default function QuizTakeScreen() {
  return <PageShell title="Take quiz" lead="Answer each question, then submit to see your score and the explanations." />;
}
