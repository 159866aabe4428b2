import { useQuery } from "@tanstack/react-query";
import type { StudyBlock } from "@shared/schemas/plans.js";
import { apiFetch } from "@/lib/api-client.js";

/** Study plans' blocks (read from the API; the key sits under the plans' prefix, so a plan's change refreshes them). */
export function useStudyBlocks() {
  return useQuery({
    queryKey: ["study-plans", "blocks"],
    queryFn: ({ signal }) => apiFetch<{ blocks: StudyBlock[] }>("/api/study-plans/blocks", { signal }),
    select: (data) => data.blocks,
  });
}
