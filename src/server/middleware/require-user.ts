import type { MiddlewareHandler } from "hono";
import type { Auth } from "../auth/auth.js";
import { AppError } from "../lib/app-error.js";
import type { AppEnv } from "../lib/hono-env.js";

type SessionLookup = ReturnType<Auth["api"]["getSession"]>;

/**
 * Every data route needs a signed-in user: 401 'User not authenticated' otherwise.
 *
 * Lookups of one session cookie that overlap share one: a request that arrives while the same
 * cookie is being looked up takes that answer instead of asking the database again (a page
 * opens with several requests at once; under load, many). Nothing is kept once the lookup
 * ends, so a sign-out or a revoked session counts from the next lookup on, as before; the
 * most a request can share is an answer begun a few milliseconds before it arrived.
 */
export function requireUser(auth: Auth): MiddlewareHandler<AppEnv> {
  const inFlight = new Map<string, SessionLookup>();
  const lookUp = (headers: Headers): SessionLookup => {
    const cookie = headers.get("cookie");
    if (!cookie?.includes("session_token")) return auth.api.getSession({ headers });
    const pending = inFlight.get(cookie);
    if (pending) return pending;
    const started = auth.api.getSession({ headers }).finally(() => inFlight.delete(cookie));
    inFlight.set(cookie, started);
    return started;
  };
  return async (c, next) => {
    // Routers guard "/x" and "/x/*", and Hono's "/x/*" matches "/x" too: the session is looked
    // up once per request, not once per matching guard.
    if ((c.get("session") as unknown) !== undefined) return next();
    const found = await lookUp(c.req.raw.headers);
    if (!found) throw AppError.unauthenticated();
    c.set("user", found.user);
    c.set("session", found.session);
    await next();
  };
}
