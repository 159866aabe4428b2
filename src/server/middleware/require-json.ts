import type { MiddlewareHandler } from "hono";
import { messages } from "../../shared/messages.js";
import { AppError } from "../lib/app-error.js";

function hasBody(headers: Headers): boolean {
  const length = headers.get("content-length");
  return headers.has("transfer-encoding") || (length !== null && length !== "0");
}

/** A request that carries a body to a JSON route must say it is JSON. */
export function requireJsonBody(options: { except?: (method: string, path: string) => boolean } = {}): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD" && hasBody(c.req.raw.headers) && !options.except?.(c.req.method, c.req.path)) {
      const type = c.req.header("content-type") ?? "";
      if (!/^application\/(?:[\w.+-]+\+)?json\b/i.test(type)) {
        throw new AppError("unsupported_media_type", messages.jsonExpected);
      }
    }
    await next();
  };
}
