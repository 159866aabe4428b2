import { PageShell } from "../../components/layout/page-shell.js";

export default function TaskCreateScreen() {
  return (
    <PageShell title="New task" lead="Give it a title, a due date and a priority; add tags to find it later." />
  );
}
