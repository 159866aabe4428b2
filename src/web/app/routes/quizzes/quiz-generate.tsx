import { PageShell } from "../../../components/layout/page-shell.js";

export default function QuizGenerateScreen() {
  return (
    <PageShell title="Generate a quiz with AI" lead="Paste your notes or upload a PDF; choose question types, how many and how hard." />
  );
}
