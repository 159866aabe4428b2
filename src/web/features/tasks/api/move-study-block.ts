import { useMutation, useQueryClient } from "@tanstack/react-query";
import { planMessages, type StudyBlock, type StudyPlan } from "@shared/schemas/plans.js";
import { apiFetch } from "@/lib/api-client.js";
import { markOwnChange } from "@/lib/own-changes.js";

const blocksKey = ["study-plans", "blocks"] as const;

const blockPath = (planId: string, date: string) => `/api/study-plans/${encodeURIComponent(planId)}/blocks/${encodeURIComponent(date)}`;

/**
 * Moves a plan's study block to a new start (dragged on the calendar). The block moves at once;
 * the server keeps the move and works the plan out around it, and the blocks are read again.
 */
export function useMoveStudyBlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ block, start }: { block: StudyBlock; start: Date; date: string }) =>
      apiFetch<StudyPlan>(blockPath(block.planId, block.date), { method: "PUT", json: { start: start.toISOString() } }),
    onMutate: async ({ block, start, date }) => {
      markOwnChange("study_plans", block.planId);
      await queryClient.cancelQueries({ queryKey: blocksKey });
      const before = queryClient.getQueryData<{ blocks: StudyBlock[] }>(blocksKey);
      const length = Date.parse(block.end) - Date.parse(block.start);
      queryClient.setQueryData<{ blocks: StudyBlock[] }>(blocksKey, (data) =>
        data
          ? {
              blocks: data.blocks.map((entry) =>
                entry.planId === block.planId && entry.date === block.date
                  ? { ...entry, date, start: start.toISOString(), end: new Date(start.getTime() + length).toISOString(), moved: true }
                  : entry,
              ),
            }
          : data,
      );
      return { before };
    },
    onError: (_error, _input, context) => {
      if (context?.before) queryClient.setQueryData(blocksKey, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["study-plans"] }),
    meta: { errorTitle: planMessages.moveFailed },
  });
}

/** Puts a moved block back where the plan had it. */
export function useResetStudyBlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ planId, date }: { planId: string; date: string }) => {
      markOwnChange("study_plans", planId);
      return apiFetch<StudyPlan>(blockPath(planId, date), { method: "DELETE" });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["study-plans"] }),
    meta: { errorTitle: planMessages.moveFailed },
  });
}
