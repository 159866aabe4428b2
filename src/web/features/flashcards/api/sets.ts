import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { flashcardMessages } from "@shared/messages.js";
import { setInputSchema, type FlashcardSet, type ImportInput, type ImportResponse, type SetInput, type SetSummary } from "@shared/schemas/flashcards.js";
import { apiFetch } from "@/lib/api-client.js";

export { setInputSchema };

/** Every flashcard query key starts here. */
export const flashcardsKey = ["flashcards"] as const;

export type SetSort = "created" | "updated" | "title";

export function getSetsQueryOptions(search: string, sort: SetSort) {
  const params = new URLSearchParams({ sort });
  if (search) params.set("q", search);
  return queryOptions({
    queryKey: [...flashcardsKey, "sets", search, sort],
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

export function useSaveSet(editing: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string | undefined; input: SetInput }) =>
      id
        ? apiFetch<FlashcardSet>(`/api/flashcard-sets/${encodeURIComponent(id)}`, { method: "PATCH", json: input })
        : apiFetch<FlashcardSet>("/api/flashcard-sets", { method: "POST", json: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: flashcardsKey }),
    meta: { errorTitle: editing ? flashcardMessages.updateFailed : flashcardMessages.createFailed, silent: true },
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
