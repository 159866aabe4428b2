import type { TaskPriority } from "../../../../shared/schemas/tasks.js";

/** High red, medium amber, low sky: the colour says it before the label does. */
export const priorityStyles: Record<TaskPriority, { dot: string; chip: string; border: string }> = {
  high: {
    dot: "bg-red-500",
    chip: "bg-red-50 text-red-900 dark:bg-red-950/60 dark:text-red-100",
    border: "border-l-red-500",
  },
  medium: {
    dot: "bg-amber-500",
    chip: "bg-amber-50 text-amber-900 dark:bg-amber-950/60 dark:text-amber-100",
    border: "border-l-amber-500",
  },
  low: {
    dot: "bg-sky-500",
    chip: "bg-sky-50 text-sky-900 dark:bg-sky-950/60 dark:text-sky-100",
    border: "border-l-sky-500",
  },
};
