import { createRoute } from "@hono/zod-openapi";
import { publicConfigSchema } from "../../../shared/schemas/public-config.js";
import type { Config } from "../../config.js";
import { createRouter, jsonContent } from "../../lib/openapi.js";

const getConfig = createRoute({
  method: "get",
  path: "/config",
  tags: ["config"],
  summary: "Public settings the web app needs before sign-in",
  responses: { 200: jsonContent(publicConfigSchema, "The public settings") },
});

export function configRoutes(config: Config) {
  const body = { supportEmail: config.supportEmail, analyticsScriptUrl: config.analyticsScriptUrl ?? null };
  return createRouter().openapi(getConfig, (c) => {
    c.header("Cache-Control", "public, max-age=300");
    return c.json(body, 200);
  });
}
