import { codeForStatus, type ErrorBody, type ErrorCode, type ValidationIssue } from "@shared/errors.js";

/** The server's error body, typed: what mutations toast and forms map onto fields. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly issues: ValidationIssue[] = [],
    /** better-auth's own code (e.g. EMAIL_NOT_VERIFIED), for its routes. */
    readonly authCode?: string,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** What to tell the user about a failure: its message, whatever was thrown. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * What a toast says under its title: the server's reasons when a request it refused named them
 * ("A study block cannot start in the past", not only "Some fields are not valid"), else the message.
 */
export function errorDescription(error: unknown): string {
  if (error instanceof ApiError && error.issues.length > 0) return [...new Set(error.issues.map((issue) => issue.message))].join(" ");
  return errorMessage(error);
}

export const networkErrorMessage = "Could not reach Cadence. Check your connection and try again.";
const unexpectedMessage = "Something went wrong on our side. Please try again.";

/** Gateway errors are worth another try (spec §8), for requests that are safe to repeat. */
const retryableStatuses = new Set([502, 503, 504]);
const retryDelaysMs = [200, 600];

export interface ApiRequest {
  method?: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  json?: unknown;
  signal?: AbortSignal;
  /** The request outlives the page (a small save made just before leaving it, such as a theme). */
  keepalive?: boolean;
}

function isErrorBody(value: unknown): value is ErrorBody {
  return typeof value === "object" && value !== null && "error" in value && typeof (value as ErrorBody).error?.message === "string";
}

/** better-auth's own routes (/api/auth/*) answer errors as `{code, message}`. */
function isAuthErrorBody(value: unknown): value is { code?: string; message: string } {
  return typeof value === "object" && value !== null && typeof (value as { message?: unknown }).message === "string";
}

export async function toApiError(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => undefined);
  if (isErrorBody(body)) return new ApiError(response.status, body.error.code, body.error.message, body.error.issues);
  if (isAuthErrorBody(body) && response.status < 500) {
    return new ApiError(response.status, codeForStatus(response.status), body.message, [], body.code);
  }
  return new ApiError(response.status, codeForStatus(response.status), unexpectedMessage);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function apiFetch<T>(path: string, { method = "GET", json, signal, keepalive }: ApiRequest = {}): Promise<T> {
  const init: RequestInit = {
    method,
    signal,
    ...(keepalive ? { keepalive } : {}),
    credentials: "same-origin",
    headers: { accept: "application/json", ...(json !== undefined ? { "content-type": "application/json" } : {}) },
    ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
  };
  const repeatable = method === "GET";
  for (let attempt = 0; ; attempt++) {
    let response: Response;
    try {
      response = await fetch(path, init);
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new ApiError(0, "unavailable", networkErrorMessage);
    }
    if (response.ok) {
      if (response.status === 204) return undefined as T;
      return (await response.json()) as T;
    }
    if (repeatable && retryableStatuses.has(response.status) && attempt < retryDelaysMs.length) {
      await sleep(retryDelaysMs[attempt]!);
      continue;
    }
    throw await toApiError(response);
  }
}
