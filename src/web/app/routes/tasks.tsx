import { TasksDashboard } from "@/features/tasks/components/tasks-dashboard.js";

/** The dashboard: quick add, the calendar in five views, and the task editor. */
export default function TasksScreen({ creating = false }: { creating?: boolean }) {
  return <TasksDashboard creating={creating} />;
}
