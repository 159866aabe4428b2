import { createRoute } from "@hono/zod-openapi";
import type { Kysely } from "kysely";
import { z } from "zod";
import { checkDatabase } from "../../db/check.js";
import type { Database } from "../../db/schema.js";
import { createRouter, jsonContent } from "../../lib/openapi.js";

const healthSchema = z.object({ status: z.enum(["ok", "degraded"]), db: z.enum(["ok", "error"]) });

const getHealth = createRoute({
  method: "get",
  path: "/health",
  tags: ["health"],
  summary: "Liveness and database reachability",
  responses: {
    200: jsonContent(healthSchema, "The server and its database answer"),
    503: jsonContent(healthSchema, "The database does not answer"),
  },
});

export function healthRoutes(db: Kysely<Database>) {
  return createRouter().openapi(getHealth, async (c) => {
    try {
      await checkDatabase(db);
      return c.json({ status: "ok" as const, db: "ok" as const }, 200);
    } catch (error) {
      c.get("logger").error({ err: error, requestId: c.get("requestId") }, "health check: database unreachable");
      return c.json({ status: "degraded" as const, db: "error" as const }, 503);
    }
  });
}
