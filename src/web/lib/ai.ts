import { useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  AiBreakdownRequest,
  AiBreakdownResult,
  AiFlashcardRequest,
  AiFlashcardResult,
  AiProgress,
  AiQuizRequest,
  AiQuizResult,
  AiQuota,
} from "@shared/schemas/ai.js";
import { safeFileName, type StorageObject } from "@shared/storage.js";
import { apiFetch } from "./api-client.js";
import { postForEvents } from "./event-stream.js";
import { uploadToBucket } from "./upload.js";

export const aiKey = ["ai"] as const;

export function useAiQuota() {
  return useQuery({ queryKey: [...aiKey, "quota"], queryFn: ({ signal }) => apiFetch<AiQuota>("/api/ai/quota", { signal }), staleTime: 10_000 });
}

/** After a generation the quota shown is stale. */
export function useRefreshQuota() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: [...aiKey, "quota"] });
}

/** Uploads a PDF to the user's documents (replacing one of the same name) and returns its path. */
export function uploadDocument(file: File, signal?: AbortSignal): Promise<StorageObject> {
  return uploadToBucket("documents", file, `sources/${safeFileName(file.name)}`, signal);
}

/** POST /api/ai/quizzes: reports progress as it streams, resolves with the draft. */
export function generateQuiz(request: AiQuizRequest, options: { signal: AbortSignal; onProgress(progress: AiProgress): void }): Promise<AiQuizResult> {
  return postForEvents<AiProgress, AiQuizResult>("/api/ai/quizzes", request, options);
}

export const generateFlashcards = (request: AiFlashcardRequest, signal?: AbortSignal) =>
  apiFetch<AiFlashcardResult>("/api/ai/flashcards", { method: "POST", json: request, signal });

export const breakDownTask = (request: AiBreakdownRequest) => apiFetch<AiBreakdownResult>("/api/ai/task-breakdown", { method: "POST", json: request });

export const suggestTags = (request: { title: string; description?: string }, signal?: AbortSignal) =>
  apiFetch<{ tags: string[] }>("/api/ai/tag-suggestions", { method: "POST", json: request, signal });

/** What one stage of a generation looks like to the user. */
export function describeProgress(progress: AiProgress | undefined, uploading: boolean): { label: string; percent: number } {
  if (uploading) return { label: "Uploading the file…", percent: 5 };
  if (!progress) return { label: "Starting…", percent: 2 };
  switch (progress.stage) {
    case "reading":
      return progress.page && progress.pages
        ? { label: `Reading the file: page ${progress.page} of ${progress.pages}`, percent: 5 + Math.round((progress.page / progress.pages) * 35) }
        : { label: "Reading the text…", percent: 8 };
    case "analysing":
      return { label: "Finding the key ideas…", percent: 45 };
    case "writing":
      return progress.question && progress.questions
        ? { label: `Writing question ${progress.question} of ${progress.questions}`, percent: 50 + Math.round((progress.question / progress.questions) * 48) }
        : { label: "Writing questions…", percent: 50 };
    case "done":
      return { label: "Done", percent: 100 };
  }
}
