import TasksScreen from "./tasks.js";

/** /tasks/create: the dashboard with the new-task editor open. */
export default function TaskCreateScreen() {
  return <TasksScreen creating />;
}
