import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Quiz, QuizInput } from "@shared/schemas/quizzes.js";
import { apiFetch } from "@/lib/api-client.js";
import { markOwnChange } from "@/lib/own-changes.js";
import { getQuizQueryOptions } from "./get-quiz.js";
import { quizListsKeys } from "./get-quizzes.js";

/** Creates a quiz, or with `id` replaces it (questions and all). */
export function saveQuiz({ id, input }: { id?: string | undefined; input: QuizInput }): Promise<Quiz> {
  return id
    ? apiFetch<Quiz>(`/api/quizzes/${encodeURIComponent(id)}`, { method: "PATCH", json: input })
    : apiFetch<Quiz>("/api/quizzes", { method: "POST", json: input });
}

/**
 * The saved quiz goes into its detail cache as the server answered it, and only the lists are
 * refetched (when shown): one request per save. The form reports failures itself.
 */
export function useSaveQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveQuiz,
    // The echo of an edit may arrive before its answer.
    onMutate: ({ id }) => {
      if (id) markOwnChange("quizzes", id);
    },
    onSuccess: (quiz) => {
      markOwnChange("quizzes", quiz.id);
      queryClient.setQueryData(getQuizQueryOptions(quiz.id).queryKey, quiz);
      for (const queryKey of quizListsKeys) void queryClient.invalidateQueries({ queryKey });
    },
    meta: { silent: true },
  });
}
