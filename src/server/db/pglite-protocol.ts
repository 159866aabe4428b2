/** Messages between the server's main thread and the thread that runs PGlite (`pglite-worker.ts`). */

/**
 * A query of one Kysely connection. `session` names the connection; `begins` and `ends` mark
 * the statements that open and close its transaction, during which the worker runs only that
 * connection's queries.
 */
export interface QueryRequest {
  type: "query";
  id: number;
  session: number;
  sql: string;
  params: unknown[];
  begins?: boolean;
  ends?: boolean;
}

export type ToWorker = QueryRequest | { type: "listen"; channel: string } | { type: "unlisten"; channel: string } | { type: "close" };

export type FromWorker =
  | { type: "ready" }
  | { type: "failed"; error: SerializedError }
  /** `jsonFields`: the columns of type json or jsonb, sent as their text. */
  | { type: "result"; id: number; rows: unknown[]; affectedRows: number | undefined; jsonFields: string[] }
  | { type: "error"; id: number; error: SerializedError }
  | { type: "notification"; channel: string; payload: string }
  | { type: "closed" };

/** An error as it crosses threads: its message, its SQLSTATE or errno fields, and its cause. */
export interface SerializedError {
  name: string;
  message: string;
  stack: string | undefined;
  fields: Record<string, string | number | boolean | null>;
  cause?: SerializedError;
}

export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) return { name: "Error", message: String(error), stack: undefined, fields: {} };
  const fields: SerializedError["fields"] = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === null || typeof value === "string" || typeof value === "number" || typeof value === "boolean") fields[key] = value;
  }
  const serialized: SerializedError = { name: error.name, message: error.message, stack: error.stack, fields };
  if (error.cause !== undefined && depth < 4) serialized.cause = serializeError(error.cause, depth + 1);
  return serialized;
}

/** The error again, with the fields (`code`, `constraint`, `detail`...) the app's handlers read. */
export function deserializeError(serialized: SerializedError): Error {
  const error = new Error(serialized.message, serialized.cause ? { cause: deserializeError(serialized.cause) } : undefined);
  error.name = serialized.name;
  Object.assign(error, serialized.fields);
  if (serialized.stack) error.stack = serialized.stack;
  return error;
}
