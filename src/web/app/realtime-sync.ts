import type { QueryClient, QueryKey } from "@tanstack/react-query";
import { realtimeTables, type RealtimeTable } from "@shared/realtime.js";
import { flashcardsKey } from "@/features/flashcards/api/sets.js";
import { quizzesKey } from "@/features/quizzes/api/get-quizzes.js";
import { tasksKey } from "@/features/tasks/api/get-tasks.js";
import { getSessionQueryOptions } from "@/lib/auth.js";
import { RealtimeClient, type RealtimeStatus } from "@/lib/realtime.js";

/** The cached queries each table's changes make stale. */
const keysByTable: Record<RealtimeTable, QueryKey[]> = {
  tasks: [tasksKey],
  quizzes: [quizzesKey],
  quiz_attempts: [quizzesKey],
  flashcard_sets: [flashcardsKey],
  profiles: [getSessionQueryOptions().queryKey],
};

/** Changes arriving together (a bulk edit) cost one refetch per table. */
const batchMs = 100;

/**
 * Keeps this tab's data in step with the user's other tabs and devices: each change marks the
 * matching queries stale, so what is on screen refetches without a reload.
 */
export function startRealtimeSync(queryClient: QueryClient, onStatus?: (status: RealtimeStatus) => void): () => void {
  const pending = new Set<RealtimeTable>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const invalidate = (tables: Iterable<RealtimeTable>) => {
    for (const table of tables) for (const queryKey of keysByTable[table]) void queryClient.invalidateQueries({ queryKey });
  };
  const flush = () => {
    timer = undefined;
    invalidate(pending);
    pending.clear();
  };

  const client = new RealtimeClient({
    tables: realtimeTables,
    onChange: (change) => {
      pending.add(change.table);
      timer ??= setTimeout(flush, batchMs);
    },
    onResync: () => invalidate(realtimeTables),
    onStatus,
    // The session check decides what happens next (the sign-in page).
    onSessionEnded: () => void queryClient.invalidateQueries({ queryKey: getSessionQueryOptions().queryKey }),
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
