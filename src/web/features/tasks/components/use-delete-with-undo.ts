import { toast } from "sonner";
import { taskMessages } from "@shared/messages.js";
import { useDeleteTasks, useRestoreTasks } from "@/features/tasks/api/delete-tasks.js";

/** Deletes at once and offers Undo in the toast; the server keeps deleted tasks for a day. */
export function useDeleteWithUndo() {
  const remove = useDeleteTasks();
  const restore = useRestoreTasks();
  return (ids: string[], onDone?: () => void) => {
    remove.mutate(ids, {
      onSuccess: ({ count }) => {
        onDone?.();
        toast.success(count === 1 ? taskMessages.deleted : taskMessages.bulkDeleted(count), {
          duration: 8000,
          action: {
            label: "Undo",
            onClick: () => restore.mutate(ids, { onSuccess: () => toast.success(taskMessages.restored) }),
          },
        });
      },
    });
  };
}
