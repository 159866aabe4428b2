/** Error codes carried in every API error body: `{"error":{"code","message","issues?"}}`. */
export const errorCodes = [
  "bad_request",
  "unauthenticated",
  "forbidden",
  "not_found",
  "conflict",
  "payload_too_large",
  "unsupported_media_type",
  "validation_failed",
  "rate_limited",
  "internal",
  "unavailable",
] as const;

export type ErrorCode = (typeof errorCodes)[number];

export const statusByCode: Record<ErrorCode, number> = {
  bad_request: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  validation_failed: 422,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
};

/** The code for an HTTP status, for errors that arrive without one of ours (4xx defaults to bad_request). */
export function codeForStatus(status: number): ErrorCode {
  const found = errorCodes.find((code) => statusByCode[code] === status);
  return found ?? (status >= 500 ? "internal" : "bad_request");
}

export interface ValidationIssue {
  path: (string | number)[];
  message: string;
}

export interface ErrorBody {
  error: { code: ErrorCode; message: string; issues?: ValidationIssue[]; requestId?: string };
}
