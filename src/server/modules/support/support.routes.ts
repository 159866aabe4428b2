import { createRoute, type z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { authMessages } from "../../../shared/schemas/auth.js";
import { bugReportSchema, featureRequestSchema, supportMessageSchema, supportReceiptSchema, type SupportKind } from "../../../shared/schemas/support.js";
import type { Auth } from "../../auth/auth.js";
import { createRouter, errorResponses, jsonBody, jsonContent } from "../../lib/openapi.js";
import { rateLimit } from "../../middleware/rate-limit.js";
import { submitRequest, type SupportContext } from "./support.service.js";

const route = <T extends z.ZodType>(path: string, schema: T, summary: string) =>
  createRoute({
    method: "post",
    path,
    tags: ["support"],
    summary,
    request: jsonBody(schema),
    responses: { 201: jsonContent(supportReceiptSchema, "Received"), ...errorResponses(400, 415, 422, 429) },
  });

/** Five requests in ten minutes per client: enough for a person, not for a script. */
export const supportRateLimit = { max: 5, windowMs: 10 * 60_000 };

export function supportRoutes(context: SupportContext, auth: Auth) {
  const router = createRouter();
  router.use("/support/*", rateLimit(context.db, { name: "support", ...supportRateLimit, message: authMessages.rateLimited }));
  // Signed in or not: a signed-in sender's request is linked to the account.
  const userOf = async (c: Context) => (await auth.api.getSession({ headers: c.req.raw.headers }))?.user.id ?? null;
  const submit = async (c: Context, kind: SupportKind, input: Parameters<typeof submitRequest>[3]) =>
    c.json(await submitRequest(context, kind, await userOf(c), input), 201);
  return router
    .openapi(route("/support/bug-reports", bugReportSchema, "Report a bug (stored and mailed to support)"), async (c) => submit(c, "bug", c.req.valid("json")))
    .openapi(route("/support/feature-requests", featureRequestSchema, "Request a feature"), async (c) => submit(c, "feature", c.req.valid("json")))
    .openapi(route("/support/messages", supportMessageSchema, "Ask for help"), async (c) => submit(c, "support", c.req.valid("json")));
}
