import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Quiz } from "@shared/schemas/quizzes.js";
import { apiFetch } from "@/lib/api-client.js";
import { quizzesKey } from "./get-quizzes.js";

export function getQuizQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...quizzesKey, "detail", id],
    queryFn: ({ signal }) => apiFetch<Quiz>(`/api/quizzes/${encodeURIComponent(id)}`, { signal }),
    // A missing quiz is shown in place ('Quiz not found'), not toasted.
    meta: { silent: true },
  });
}

export function useQuiz(id: string | undefined) {
  return useQuery({ ...getQuizQueryOptions(id ?? ""), enabled: Boolean(id) });
}
