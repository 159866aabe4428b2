import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { flashcardMessages } from "@shared/messages.js";
import { type FlashcardSet, type ImportInput, type ImportResponse, type SetInput, type SetSummary } from "@shared/schemas/flashcards.js";
import { apiFetch } from "@/lib/api-client.js";
import { markOwnChange } from "@/lib/own-changes.js";
import { flashcardsKey, setListsKey } from "./keys.js";
import { getStudyQueueQueryOptions } from "./study.js";

export type SetSort = "created" | "updated" | "title";

export function getSetsQueryOptions(search: string, sort: SetSort) {
  const params = new URLSearchParams({ sort });
  if (search) params.set("q", search);
  return queryOptions({
    queryKey: [...setListsKey, search, sort],
    queryFn: ({ signal }) => apiFetch<{ sets: SetSummary[] }>(`/api/flashcard-sets?${params.toString()}`, { signal }),
    select: (data) => data.sets,
    placeholderData: (previous) => previous,
    meta: { errorTitle: flashcardMessages.loadFailed },
  });
}

export function useSets(search: string, sort: SetSort) {
  return useQuery(getSetsQueryOptions(search, sort));
}

export function getSetQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...flashcardsKey, "set", id],
    queryFn: ({ signal }) => apiFetch<FlashcardSet>(`/api/flashcard-sets/${encodeURIComponent(id)}`, { signal }),
    meta: { errorTitle: flashcardMessages.loadFailed },
  });
}

export function useSet(id: string | undefined) {
  return useQuery({ ...getSetQueryOptions(id ?? ""), enabled: Boolean(id) });
}

/**
 * The saved set goes into its detail cache as the server answered it; the lists and the set's
 * study queue are refetched when shown. The editor reports failures itself.
 */
export function useSaveSet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string | undefined; input: SetInput }) =>
      id
        ? apiFetch<FlashcardSet>(`/api/flashcard-sets/${encodeURIComponent(id)}`, { method: "PATCH", json: input })
        : apiFetch<FlashcardSet>("/api/flashcard-sets", { method: "POST", json: input }),
    // The echo of an edit may arrive before its answer.
    onMutate: ({ id }) => {
      if (id) markOwnChange("flashcard_sets", id);
    },
    onSuccess: (set) => {
      markOwnChange("flashcard_sets", set.id);
      queryClient.setQueryData(getSetQueryOptions(set.id).queryKey, set);
      void queryClient.invalidateQueries({ queryKey: setListsKey });
      void queryClient.invalidateQueries({ queryKey: getStudyQueueQueryOptions(set.id).queryKey });
    },
    meta: { silent: true },
  });
}

export function useDeleteSets() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) =>
      ids.length === 1
        ? apiFetch<undefined>(`/api/flashcard-sets/${encodeURIComponent(ids[0]!)}`, { method: "DELETE" }).then(() => ({ count: 1 }))
        : apiFetch<{ count: number }>("/api/flashcard-sets", { method: "DELETE", json: { ids } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: flashcardsKey }),
    meta: { silent: true },
  });
}

export function useImportSet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ImportInput) => apiFetch<ImportResponse>("/api/flashcard-sets/import", { method: "POST", json: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: flashcardsKey }),
    meta: { errorTitle: flashcardMessages.createFailed },
  });
}
