import { createRoute, z } from "@hono/zod-openapi";
import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import { calendarFeedSchema } from "../../../shared/schemas/tasks.js";
import type { Auth } from "../../auth/auth.js";
import type { Database } from "../../db/schema.js";
import { etagMatches } from "../../lib/etag.js";
import { createRouter, errorResponses, jsonContent } from "../../lib/openapi.js";
import { rateLimit } from "../../middleware/rate-limit.js";
import { getFeed, renderFeed, rotateFeed } from "./calendar-feed.service.js";

const getFeedRoute = createRoute({
  method: "get",
  path: "/calendar-feed",
  tags: ["calendar feed"],
  summary: "The private iCalendar address of the user's tasks (made on first request)",
  responses: { 200: jsonContent(calendarFeedSchema, "The feed address"), ...errorResponses(401) },
});

const rotateFeedRoute = createRoute({
  method: "post",
  path: "/calendar-feed/rotate",
  tags: ["calendar feed"],
  summary: "Replace the feed address; the old one stops working at once",
  responses: { 200: jsonContent(calendarFeedSchema, "The new feed address"), ...errorResponses(401) },
});

const icsRoute = createRoute({
  method: "get",
  path: "/calendar/{file}",
  tags: ["calendar feed"],
  summary: "The feed itself (text/calendar), addressed by its secret token: /api/calendar/{token}.ics",
  request: { params: z.object({ file: z.string() }) },
  responses: {
    200: { content: { "text/calendar": { schema: z.string() } }, description: "iCalendar document" },
    304: { description: "Not modified since the ETag given in If-None-Match" },
    ...errorResponses(404, 429),
  },
});

/** The feed needs no session: each address may be fetched this often (calendar apps poll hourly). */
export const feedRateLimit = { max: 60, windowMs: 60 * 60 * 1000 };

const tokenOf = (file: string) => (file.endsWith(".ics") ? file.slice(0, -4) : "");

/** `publicUrl` is APP_URL (or the local address): links never follow the request's Host. */
export function calendarFeedRoutes(db: Kysely<Database>, auth: Auth, publicUrl: string) {
  const router = createRouter();
  // Counted per address (a hash of its token), whoever fetches it.
  router.use(
    "/calendar/:file",
    rateLimit(db, {
      name: "calendar-feed",
      ...feedRateLimit,
      message: "This calendar address has been fetched too often. Please try again later.",
      key: (c) =>
        createHash("sha256")
          .update(tokenOf(c.req.param("file") ?? ""))
          .digest("base64url")
          .slice(0, 22),
    }),
  );
  return router
    .openapi(getFeedRoute, async (c) => c.json(await getFeed(db, c.get("user").id, publicUrl), 200))
    .openapi(rotateFeedRoute, async (c) => c.json(await rotateFeed(db, c.get("user").id, publicUrl), 200))
    .openapi(icsRoute, async (c) => {
      const body = await renderFeed(db, tokenOf(c.req.valid("param").file));
      const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
      const headers = { ETag: etag, "Cache-Control": "private, max-age=300" };
      if (etagMatches(c.req.header("if-none-match"), etag)) return c.body(null, 304, headers);
      return c.body(body, 200, { ...headers, "Content-Type": "text/calendar; charset=utf-8", "Content-Disposition": 'inline; filename="cadence.ics"' });
    });
}
