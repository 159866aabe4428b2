import { AsyncLocalStorage } from "node:async_hooks";

/** What went wrong inside one better-auth request, if anything did. */
export interface AuthErrorSlot {
  error?: unknown;
}

const scope = new AsyncLocalStorage<AuthErrorSlot>();

/**
 * better-auth turns an error it did not expect (the database gone, a full disk) into its own
 * bare 500. Its `onAPIError.onError` hook records the error here, in the slot of the request it
 * belongs to, so that the route can hand it to the app's error handler: 503 with Retry-After
 * when the database or the disk is the cause, the standard error body either way.
 */
export function runWithAuthErrorSlot<T>(slot: AuthErrorSlot, run: () => Promise<T>): Promise<T> {
  return scope.run(slot, run);
}

/** better-auth wraps what it catches in an APIError whose body carries the original as `cause`. */
function unwrap(error: unknown): unknown {
  const cause = (error as { body?: { cause?: unknown } } | null)?.body?.cause;
  return cause ?? error;
}

export function recordAuthError(error: unknown): void {
  const slot = scope.getStore();
  if (slot && slot.error === undefined) slot.error = unwrap(error);
}
