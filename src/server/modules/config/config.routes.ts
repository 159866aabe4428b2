import { createRoute } from "@hono/zod-openapi";
import { publicConfigSchema, type PublicConfig } from "../../../shared/schemas/public-config.js";
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
  const signInProviders: PublicConfig["signInProviders"] = [
    ...(config.google ? [{ id: "google" as const, name: "Google" }] : []),
    ...(config.oidc ? [{ id: "oidc" as const, name: providerName(config.oidc.issuer) }] : []),
  ];
  const body: PublicConfig = { supportEmail: config.supportEmail, analyticsScriptUrl: config.analyticsScriptUrl ?? null, signInProviders };
  return createRouter().openapi(getConfig, (c) => {
    c.header("Cache-Control", "public, max-age=300");
    return c.json(body, 200);
  });
}

/** "https://login.example.edu/realms/x" → "login.example.edu": what the button names. */
function providerName(issuer: string): string {
  return new URL(issuer).hostname;
}
