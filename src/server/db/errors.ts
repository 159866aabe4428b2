/** True when the error, its `cause` chain, or an AggregateError's inner errors pass `test`. */
function anyInChain(error: unknown, test: (error: { code?: unknown; message?: unknown }) => boolean, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 4) return false;
  if (test(error as { code?: unknown; message?: unknown })) return true;
  if (error instanceof AggregateError && error.errors.some((inner) => anyInChain(inner, test, depth + 1))) return true;
  return anyInChain((error as { cause?: unknown }).cause, test, depth + 1);
}

/** SQLSTATE classes and codes that mean "the database is not there right now", not "the query is wrong". */
const unavailableStates = new Set(["57P01", "57P02", "57P03", "53300"]);
const networkCodes = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH", "ENOTFOUND", "EAI_AGAIN"]);
const connectionMessages =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|the database system is (?:starting up|shutting down)|terminating connection/i;

/** True when an error (or its cause) says the database cannot be reached; such requests answer 503. */
export function isDatabaseUnavailable(error: unknown): boolean {
  return anyInChain(
    error,
    ({ code, message }) =>
      (typeof code === "string" && (networkCodes.has(code) || unavailableStates.has(code) || code.startsWith("08"))) ||
      (typeof message === "string" && connectionMessages.test(message)),
  );
}

/** disk_full, and the file-system codes of a full or read-only disk (PGlite and uploads report these). */
const storageStates = new Set(["53100", "ENOSPC", "EDQUOT", "EROFS"]);
const storageMessages = /No space left on device|Disk quota exceeded|Read-only file system/i;

/** True when an error (or its cause) says a write failed for want of disk: such requests answer 503. */
export function isStorageFull(error: unknown): boolean {
  return anyInChain(
    error,
    ({ code, message }) => (typeof code === "string" && storageStates.has(code)) || (typeof message === "string" && storageMessages.test(message)),
  );
}
