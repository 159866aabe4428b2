import { randomUUID } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../lib/hono-env.js";
import { loggablePath, type Logger } from "../lib/logger.js";

const acceptableId = /^[\w-]{8,128}$/;

/** A request id (the caller's X-Request-Id when sane), echoed back and on every log line; each API request logged at debug. */
export function requestContext(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const incoming = c.req.header("x-request-id");
    const requestId = incoming && acceptableId.test(incoming) ? incoming : randomUUID();
    c.set("requestId", requestId);
    c.set("logger", logger);
    const started = performance.now();
    await next();
    c.res.headers.set("X-Request-Id", requestId);
    if (c.req.path.startsWith("/api/")) {
      // One line per request at debug (LOG_LEVEL=debug); a server error is a warning, seen at the default info level.
      const level = c.res.status >= 500 ? "warn" : "debug";
      if (logger.isLevelEnabled(level))
        logger[level](
          {
            requestId,
            method: c.req.method,
            path: loggablePath(c.req.path),
            status: c.res.status,
            ms: Math.round((performance.now() - started) * 10) / 10,
          },
          "request",
        );
    }
  };
}
