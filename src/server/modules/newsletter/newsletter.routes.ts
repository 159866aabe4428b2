import { createRoute } from "@hono/zod-openapi";
import type { Context } from "hono";
import { subscribeApiSchema, subscribeResultSchema, unsubscribeResultSchema, unsubscribeSchema } from "../../../shared/schemas/newsletter.js";
import { authMessages } from "../../../shared/schemas/auth.js";
import { createRouter, errorResponses, jsonBody, jsonContent } from "../../lib/openapi.js";
import { rateLimit } from "../../middleware/rate-limit.js";
import { subscribe, unsubscribe, type NewsletterContext } from "./newsletter.service.js";

const subscribeRoute = createRoute({
  method: "post",
  path: "/newsletter/subscribe",
  tags: ["newsletter"],
  summary: "Subscribe an address (idempotent: already subscribed, resubscribed or new)",
  request: jsonBody(subscribeApiSchema),
  responses: { 200: jsonContent(subscribeResultSchema, "What happened, in the spec's words"), ...errorResponses(400, 415, 422, 429) },
});

const unsubscribeRoute = createRoute({
  method: "post",
  path: "/newsletter/unsubscribe",
  tags: ["newsletter"],
  summary: "Unsubscribe by address or by the mailed link's token",
  request: jsonBody(unsubscribeSchema),
  responses: { 200: jsonContent(unsubscribeResultSchema, "What happened, in the spec's words"), ...errorResponses(400, 415, 422, 429) },
});

/** Public routes: at most 10 calls a minute per client, across subscribe and unsubscribe. */
export const newsletterRateLimit = { max: 10, windowMs: 60_000 };

export function newsletterRoutes(context: NewsletterContext) {
  const router = createRouter();
  router.use("/newsletter/*", rateLimit(context.db, { name: "newsletter", ...newsletterRateLimit, message: authMessages.rateLimited }));
  return router
    .openapi(subscribeRoute, async (c) => c.json(await subscribe(context, c.req.valid("json")), 200))
    .openapi(unsubscribeRoute, async (c) => c.json(await unsubscribe(context, c.req.valid("json")), 200));
}

/**
 * The `List-Unsubscribe` target (RFC 8058): mail clients POST `List-Unsubscribe=One-Click`
 * as a form; a GET (someone opening the link) goes to the unsubscribe page instead.
 */
export function oneClickUnsubscribe(context: NewsletterContext) {
  return async (c: Context) => {
    const token = c.req.query("token") ?? "";
    if (c.req.method === "GET") return c.redirect(`/unsubscribe?token=${encodeURIComponent(token)}`, 302);
    const result = await unsubscribe(context, { token });
    return c.json(result, 200);
  };
}
