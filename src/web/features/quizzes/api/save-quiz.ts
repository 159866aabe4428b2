import { useMutation, useQueryClient } from "@tanstack/react-query";
import { quizMessages } from "@shared/messages.js";
import { quizInputSchema, type Quiz, type QuizInput } from "@shared/schemas/quizzes.js";
import { apiFetch } from "@/lib/api-client.js";
import { quizzesKey } from "./get-quizzes.js";

export { quizInputSchema };

/** Creates a quiz, or with `id` replaces it (questions and all). */
export function saveQuiz({ id, input }: { id?: string | undefined; input: QuizInput }): Promise<Quiz> {
  return id
    ? apiFetch<Quiz>(`/api/quizzes/${encodeURIComponent(id)}`, { method: "PATCH", json: input })
    : apiFetch<Quiz>("/api/quizzes", { method: "POST", json: input });
}

export function useSaveQuiz(editing: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveQuiz,
    onSuccess: (quiz) => queryClient.setQueryData([...quizzesKey, "detail", quiz.id], quiz),
    onSettled: () => queryClient.invalidateQueries({ queryKey: quizzesKey }),
    meta: { errorTitle: editing ? quizMessages.updateFailed : quizMessages.createFailed, silent: true },
  });
}
