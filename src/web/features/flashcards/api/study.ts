import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { flashcardMessages } from "@shared/messages.js";
import type { Card, Rating, ReviewResult, StudyQueue } from "@shared/schemas/flashcards.js";
import { apiFetch } from "@/lib/api-client.js";
import { flashcardsKey } from "./keys.js";

export function getStudyQueueQueryOptions(setId: string) {
  return queryOptions({
    queryKey: [...flashcardsKey, "study", setId],
    queryFn: ({ signal }) => apiFetch<StudyQueue>(`/api/flashcard-sets/${encodeURIComponent(setId)}/study`, { signal }),
    // A session works from the queue it started with; refetching mid-session would reshuffle it.
    staleTime: Infinity,
    meta: { errorTitle: flashcardMessages.loadFailed },
  });
}

export function useStudyQueue(setId: string, enabled = true) {
  return useQuery({ ...getStudyQueueQueryOptions(setId), enabled });
}

export function useReview() {
  return useMutation({
    mutationFn: ({ cardId, rating }: { cardId: string; rating: Rating }) =>
      apiFetch<ReviewResult>(`/api/flashcards/${encodeURIComponent(cardId)}/reviews`, { method: "POST", json: { rating } }),
    meta: { errorTitle: flashcardMessages.reviewFailed },
  });
}

export function useUndoReview() {
  return useMutation({
    mutationFn: (cardId: string) => apiFetch<Card>(`/api/flashcards/${encodeURIComponent(cardId)}/reviews/undo`, { method: "POST" }),
    meta: { errorTitle: flashcardMessages.reviewFailed },
  });
}

/** After a session the grid's due counts are stale. */
export function useEndSession() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: flashcardsKey });
}
