import type { Context, ErrorHandler, NotFoundHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import { z } from "zod";
import { codeForStatus, type ErrorBody } from "../../shared/errors.js";
import { messages } from "../../shared/messages.js";
import { isDatabaseUnavailable, isStorageFull } from "../db/errors.js";
import { AppError } from "../lib/app-error.js";
import { loggablePath } from "../lib/logger.js";
import type { AppEnv } from "../lib/hono-env.js";
import { toValidationIssues } from "../lib/validation.js";

function respond(c: Context<AppEnv>, status: number, body: ErrorBody): Response {
  return c.json(body, status as 400);
}

/** The single place where any thrown error becomes the standard error body. */
export const onError: ErrorHandler<AppEnv> = (error, c) => {
  if (error instanceof AppError) {
    return respond(c, error.status, {
      error: { code: error.code, message: error.message, ...(error.issues ? { issues: error.issues } : {}) },
    });
  }
  if (error instanceof z.ZodError) {
    const appError = AppError.validation(toValidationIssues(error));
    return respond(c, appError.status, { error: { code: appError.code, message: appError.message, issues: appError.issues } });
  }
  if (error instanceof HTTPException && error.status < 500) {
    const code = codeForStatus(error.status);
    const message = error.status === 413 ? messages.payloadTooLarge : /json/i.test(error.message) ? messages.malformedJson : error.message || code;
    return respond(c, error.status, { error: { code, message } });
  }
  const requestId = c.get("requestId");
  if (isDatabaseUnavailable(error)) {
    c.get("logger").warn({ err: error, requestId, method: c.req.method, path: loggablePath(c.req.path) }, "database unavailable");
    c.header("Retry-After", "5");
    return respond(c, 503, { error: { code: "unavailable", message: messages.databaseUnavailable, requestId } });
  }
  if (isStorageFull(error)) {
    // The operator has to act (free space, or make the data directory writable): logged as an error.
    c.get("logger").error({ err: error, requestId, method: c.req.method, path: loggablePath(c.req.path) }, "out of disk space: a write failed");
    c.header("Retry-After", "60");
    return respond(c, 503, { error: { code: "unavailable", message: messages.storageFull, requestId } });
  }
  c.get("logger").error({ err: error, requestId, method: c.req.method, path: loggablePath(c.req.path) }, "unhandled error");
  return respond(c, 500, { error: { code: "internal", message: messages.internal, requestId } });
};

export const apiNotFound: NotFoundHandler<AppEnv> = (c) => respond(c, 404, { error: { code: "not_found", message: messages.notFound } });
