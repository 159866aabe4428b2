import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { Kysely } from "kysely";
import { calendarFeedSchema } from "../../../shared/schemas/tasks.js";
import type { Auth } from "../../auth/auth.js";
import type { Database } from "../../db/schema.js";
import { createRouter, errorResponses, jsonContent } from "../../lib/openapi.js";
import { requireUser } from "../../middleware/require-user.js";
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
    ...errorResponses(404),
  },
});

function origin(appUrl: string | undefined, c: Context): string {
  return appUrl ?? new URL(c.req.url).origin;
}

export function calendarFeedRoutes(db: Kysely<Database>, auth: Auth, appUrl: string | undefined) {
  const router = createRouter();
  router.use("/calendar-feed", requireUser(auth));
  router.use("/calendar-feed/*", requireUser(auth));
  return router
    .openapi(getFeedRoute, async (c) => c.json(await getFeed(db, c.get("user").id, origin(appUrl, c)), 200))
    .openapi(rotateFeedRoute, async (c) => c.json(await rotateFeed(db, c.get("user").id, origin(appUrl, c)), 200))
    .openapi(icsRoute, async (c) => {
      const file = c.req.valid("param").file;
      const body = await renderFeed(db, file.endsWith(".ics") ? file.slice(0, -4) : "");
      return c.body(body, 200, {
        "Content-Type": "text/calendar; charset=utf-8",
        "Content-Disposition": 'inline; filename="cadence.ics"',
        "Cache-Control": "private, max-age=300",
      });
    });
}
