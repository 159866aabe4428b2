import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client.js";
import { quizzesKey } from "./get-quizzes.js";

export function useDeleteQuizzes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) =>
      ids.length === 1
        ? apiFetch<undefined>(`/api/quizzes/${encodeURIComponent(ids[0]!)}`, { method: "DELETE" }).then(() => ({ count: 1 }))
        : apiFetch<{ count: number }>("/api/quizzes", { method: "DELETE", json: { ids } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: quizzesKey }),
    meta: { silent: true },
  });
}
