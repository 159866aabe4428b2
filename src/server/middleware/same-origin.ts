import type { MiddlewareHandler } from "hono";
import { messages } from "../../shared/messages.js";
import { AppError } from "../lib/app-error.js";

const unsafeMethods = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * CSRF defence for the app's own API (better-auth checks its routes itself): a browser request
 * that changes something must come from one of our origins. Browsers send `Origin` on every
 * cross-origin POST and `Sec-Fetch-Site` on every request; a request with neither is not a
 * browser's (scripts, mail clients) and carries no ambient cookie to abuse. Session cookies are
 * SameSite=Lax and JSON bodies are required besides: this is the belt to those braces.
 */
export function sameOriginWrites(trustedOrigins: readonly string[]): MiddlewareHandler {
  const trusted = new Set(trustedOrigins);
  return async (c, next) => {
    if (unsafeMethods.has(c.req.method)) {
      const origin = c.req.header("origin");
      const site = c.req.header("sec-fetch-site");
      if ((origin !== undefined && !trusted.has(origin)) || site === "cross-site") throw new AppError("forbidden", messages.crossSiteRefused);
    }
    await next();
  };
}
