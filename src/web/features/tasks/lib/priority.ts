import type { TaskPriority } from "@shared/schemas/tasks.js";

type PriorityStyle = { dot: string; chip: string; border: string };

/** High red, medium amber, low sky, none neutral: the colour says it before the label does. */
export const priorityStyles: Record<TaskPriority | "none", PriorityStyle> = {
  none: {
    dot: "bg-muted-foreground/50",
    chip: "bg-muted text-foreground",
    border: "border-l-border",
  },
  high: {
    dot: "bg-red-500",
    chip: "bg-red-50 text-red-900 dark:bg-red-950/60 dark:text-red-100",
    border: "border-l-red-500",
  },
  medium: {
    dot: "bg-warning",
    chip: "bg-warning-muted text-warning-muted-foreground",
    border: "border-l-warning",
  },
  low: {
    dot: "bg-sky-500",
    chip: "bg-sky-50 text-sky-900 dark:bg-sky-950/60 dark:text-sky-100",
    border: "border-l-sky-500",
  },
};

export function priorityStyle(priority: TaskPriority | null): PriorityStyle {
  return priorityStyles[priority ?? "none"];
}
