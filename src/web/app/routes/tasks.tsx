import { Link } from "react-router";
import { Button } from "../../components/ui/button.js";
import { EmptyState, PageShell } from "../../components/layout/page-shell.js";

export default function TasksScreen() {
  return (
    <PageShell title="Tasks" lead="Your week at a glance: tasks with due dates, priorities and tags, on a calendar.">
      <EmptyState
        title="No tasks yet"
        description="Add what you need to do and when it is due; it appears on your calendar."
        action={
          <Button asChild>
            <Link to="/tasks/create">New task</Link>
          </Button>
        }
      />
    </PageShell>
  );
}
