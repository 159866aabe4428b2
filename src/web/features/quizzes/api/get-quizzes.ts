import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { quizMessages } from "@shared/messages.js";
import type { QuizList } from "@shared/schemas/quizzes.js";
import { apiFetch } from "@/lib/api-client.js";

/** Every quiz and attempt query key starts here: one invalidation refreshes lists, quizzes and results. */
export const quizzesKey = ["quizzes"] as const;
/** The lists a quiz appears in (quizzes, attempts), which a change to one quiz makes stale. */
export const quizListsKeys = [
  [...quizzesKey, "list"],
  [...quizzesKey, "attempts"],
] as const;

export function getQuizzesQueryOptions(search: string) {
  return infiniteQueryOptions({
    queryKey: [...quizzesKey, "list", search],
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ limit: "48", offset: String(pageParam) });
      if (search) params.set("q", search);
      return apiFetch<QuizList>(`/api/quizzes?${params.toString()}`, { signal });
    },
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextOffset ?? undefined,
    placeholderData: (previous) => previous,
    meta: { errorTitle: quizMessages.loadFailed },
  });
}

export function useQuizzes(search: string) {
  return useInfiniteQuery(getQuizzesQueryOptions(search));
}
