import type { ErrorCode } from "@shared/errors.js";
import { parseSseBlock } from "@shared/sse.js";
import { ApiError, networkErrorMessage, toApiError } from "./api-client.js";

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

/**
 * POSTs JSON to a route that answers with server-sent events (`progress` …, then `result` or
 * `error`): reports progress as it streams and resolves with the result.
 */
export async function postForEvents<Progress, Result>(
  path: string,
  body: unknown,
  { signal, onProgress }: { signal: AbortSignal; onProgress(progress: Progress): void },
): Promise<Result> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "application/json", accept: "text/event-stream" },
      body: JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new ApiError(0, "unavailable", networkErrorMessage);
  }
  if (!response.ok || !response.body) throw await toApiError(response);
  for await (const { event, data } of events(response.body)) {
    const payload = JSON.parse(data) as unknown;
    if (event === "progress") onProgress(payload as Progress);
    else if (event === "result") return payload as Result;
    else if (event === "error") {
      const { error } = payload as { error: { code: ErrorCode; message: string } };
      throw new ApiError(error.code === "validation_failed" ? 422 : 503, error.code, error.message);
    }
  }
  throw new ApiError(0, "unavailable", networkErrorMessage);
}
