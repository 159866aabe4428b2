import type { QueryClient, QueryKey } from "@tanstack/react-query";
import { realtimeTables, type RealtimeChange, type RealtimeTable } from "@shared/realtime.js";
import { flashcardsKey } from "@/features/flashcards/api/keys.js";
import { quizzesKey } from "@/features/quizzes/api/get-quizzes.js";
import { plansKey } from "@/features/plans/api/plans.js";
import { tasksKey } from "@/features/tasks/api/get-tasks.js";
import { getSessionQueryOptions } from "@/lib/auth.js";
import { isOwnChange } from "@/lib/own-changes.js";
import { RealtimeClient, type RealtimeStatus } from "@/lib/realtime.js";

/** The cached queries each table's changes make stale. */
const keysByTable: Record<RealtimeTable, QueryKey[]> = {
  // A plan is computed from the cards, the tasks and the attempts it covers: any of them moves it.
  tasks: [tasksKey, plansKey],
  quizzes: [quizzesKey, plansKey],
  quiz_attempts: [quizzesKey, plansKey],
  flashcard_sets: [flashcardsKey, plansKey],
  study_plans: [plansKey],
  profiles: [getSessionQueryOptions().queryKey],
};

/** Changes arriving together (a bulk edit) cost one refetch per table. */
const batchMs = 100;

/**
 * Keeps this tab's data in step with the user's other tabs and devices: each change marks the
 * matching queries stale, so what is on screen refetches without a reload.
 */
export function startRealtimeSync(queryClient: QueryClient, onStatus?: (status: RealtimeStatus) => void): () => void {
  const pending: RealtimeChange[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const invalidate = (tables: Iterable<RealtimeTable>) => {
    for (const table of tables) for (const queryKey of keysByTable[table]) void queryClient.invalidateQueries({ queryKey });
  };
  const flush = () => {
    timer = undefined;
    // This tab's own writes are left out: their mutations have already updated the cache. The
    // echo can arrive before the write's own answer, so this is checked when the batch ends.
    invalidate(new Set(pending.filter((change) => !isOwnChange(change.table, change.id)).map((change) => change.table)));
    pending.length = 0;
  };

  const client = new RealtimeClient({
    tables: realtimeTables,
    onChange: (change) => {
      pending.push(change);
      timer ??= setTimeout(flush, batchMs);
    },
    onResync: () => invalidate(realtimeTables),
    onStatus,
    // The session check decides what happens next (the sign-in page).
    onSessionEnded: () => void queryClient.invalidateQueries({ queryKey: getSessionQueryOptions().queryKey }),
    sessionActive: async () => Boolean((await queryClient.fetchQuery({ ...getSessionQueryOptions(), staleTime: 0, retry: false, meta: { silent: true } })).me),
  });
  const online = () => client.retryNow();
  window.addEventListener("online", online);
  client.start();
  return () => {
    window.removeEventListener("online", online);
    clearTimeout(timer);
    client.stop();
  };
}
