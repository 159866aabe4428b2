import type { MiddlewareHandler } from "hono";
import type { Auth } from "../auth/auth.js";
import { AppError } from "../lib/app-error.js";
import type { AppEnv } from "../lib/hono-env.js";

/** Every data route needs a signed-in user: 401 'User not authenticated' otherwise. */
export function requireUser(auth: Auth): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // Routers guard "/x" and "/x/*", and Hono's "/x/*" matches "/x" too: the session is looked
    // up once per request, not once per matching guard.
    if ((c.get("session") as unknown) !== undefined) return next();
    const found = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!found) throw AppError.unauthenticated();
    c.set("user", found.user);
    c.set("session", found.session);
    await next();
  };
}
