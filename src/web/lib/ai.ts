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
import type { ErrorCode } from "@shared/errors.js";
import { parseSseBlock } from "@shared/sse.js";
import { safeFileName, type StorageObject } from "@shared/storage.js";
import { ApiError, apiFetch, networkErrorMessage, toApiError } from "./api-client.js";

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
export async function uploadDocument(file: File, signal?: AbortSignal): Promise<StorageObject> {
  const form = new FormData();
  form.append("file", file);
  form.append("path", `sources/${safeFileName(file.name)}`);
  form.append("upsert", "true");
  let response: Response;
  try {
    response = await fetch("/api/storage/documents", { method: "POST", body: form, credentials: "same-origin", signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, "unavailable", networkErrorMessage);
  }
  if (!response.ok) throw await toApiError(response);
  return (await response.json()) as StorageObject;
}

/** Reads `event:`/`data:` blocks from a server-sent event stream as they arrive. */
async function* events(body: ReadableStream<Uint8Array>): AsyncGenerator<{ event: string; data: string }> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let end: number;
    while ((end = buffer.indexOf("\n\n")) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      yield parseSseBlock(block);
    }
  }
}

/** POST /api/ai/quizzes: reports progress as it streams, resolves with the draft. */
export async function generateQuiz(
  request: AiQuizRequest,
  { signal, onProgress }: { signal: AbortSignal; onProgress(progress: AiProgress): void },
): Promise<AiQuizResult> {
  let response: Response;
  try {
    response = await fetch("/api/ai/quizzes", {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "application/json", accept: "text/event-stream" },
      body: JSON.stringify(request),
      signal,
    });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new ApiError(0, "unavailable", networkErrorMessage);
  }
  if (!response.ok || !response.body) throw await toApiError(response);
  for await (const { event, data } of events(response.body)) {
    const payload = JSON.parse(data) as unknown;
    if (event === "progress") onProgress(payload as AiProgress);
    else if (event === "result") return payload as AiQuizResult;
    else if (event === "error") {
      const { error } = payload as { error: { code: ErrorCode; message: string } };
      throw new ApiError(error.code === "validation_failed" ? 422 : 503, error.code, error.message);
    }
  }
  throw new ApiError(0, "unavailable", networkErrorMessage);
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
