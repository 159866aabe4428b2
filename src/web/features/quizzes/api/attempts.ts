import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { quizMessages } from "@shared/messages.js";
import { mistakesMessages, type MistakesToCardsResult } from "@shared/schemas/plans.js";
import type { Attempt, AttemptInput, AttemptRegrade, AttemptSummary } from "@shared/schemas/quizzes.js";
import { apiFetch } from "@/lib/api-client.js";
import { markOwnChange } from "@/lib/own-changes.js";
import { quizListsKeys, quizzesKey } from "./get-quizzes.js";

export function getAttemptsQueryOptions(filter: { quizId?: string; limit?: number } = {}) {
  const params = new URLSearchParams();
  if (filter.quizId) params.set("quizId", filter.quizId);
  if (filter.limit) params.set("limit", String(filter.limit));
  return queryOptions({
    queryKey: [...quizzesKey, "attempts", filter],
    queryFn: ({ signal }) => apiFetch<{ attempts: AttemptSummary[] }>(`/api/attempts?${params.toString()}`, { signal }),
    select: (data) => data.attempts,
    meta: { errorTitle: quizMessages.loadFailed },
  });
}

export function useAttempts(filter: { quizId?: string; limit?: number } = {}) {
  return useQuery(getAttemptsQueryOptions(filter));
}

export function getAttemptQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...quizzesKey, "attempt", id],
    queryFn: ({ signal }) => apiFetch<Attempt>(`/api/attempts/${encodeURIComponent(id)}`, { signal }),
    meta: { silent: true },
  });
}

export function useAttempt(id: string | undefined) {
  return useQuery({ ...getAttemptQueryOptions(id ?? ""), enabled: Boolean(id) });
}

export function useSubmitAttempt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ quizId, input }: { quizId: string; input: AttemptInput }) =>
      apiFetch<Attempt>(`/api/quizzes/${encodeURIComponent(quizId)}/attempts`, { method: "POST", json: input }),
    onSuccess: (attempt) => {
      markOwnChange("quiz_attempts", attempt.id);
      queryClient.setQueryData(getAttemptQueryOptions(attempt.id).queryKey, attempt);
      for (const queryKey of quizListsKeys) void queryClient.invalidateQueries({ queryKey });
    },
    meta: { errorTitle: quizMessages.resultSaveFailed },
  });
}

export function useRegradeAttempt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: AttemptRegrade }) =>
      apiFetch<Attempt>(`/api/attempts/${encodeURIComponent(id)}`, { method: "PATCH", json: input }),
    onSuccess: (attempt) => {
      markOwnChange("quiz_attempts", attempt.id);
      queryClient.setQueryData(getAttemptQueryOptions(attempt.id).queryKey, attempt);
      for (const queryKey of quizListsKeys) void queryClient.invalidateQueries({ queryKey });
    },
    meta: { errorTitle: quizMessages.resultUpdateFailed },
  });
}

/** A missed question of an attempt as a flashcard: into a set the user picks, or one named after the quiz. */
export function useMistakesToCards() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ attemptId, setId }: { attemptId: string; setId?: string }) =>
      apiFetch<MistakesToCardsResult>(`/api/attempts/${encodeURIComponent(attemptId)}/flashcards`, { method: "POST", json: setId ? { setId } : {} }),
    // The sets and any plan covering them changed.
    onSuccess: () => queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== quizzesKey[0] }),
    meta: { errorTitle: mistakesMessages.failed },
  });
}

/** The user's flashcard sets, to choose where mistakes go. */
export function useSetChoices(enabled: boolean) {
  return useQuery({
    queryKey: [...quizzesKey, "set-choices"],
    queryFn: ({ signal }) => apiFetch<{ sets: { id: string; title: string }[] }>("/api/flashcard-sets?sort=title", { signal }),
    select: (data) => data.sets,
    enabled,
  });
}
