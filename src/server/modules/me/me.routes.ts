import { createRoute } from "@hono/zod-openapi";
import type { Kysely } from "kysely";
import { meSchema, newsletterStateSchema, profileSchema, profileUpdateSchema, sessionStateSchema } from "../../../shared/schemas/profile.js";
import type { Auth } from "../../auth/auth.js";
import type { Database } from "../../db/schema.js";
import { createRouter, errorResponses, jsonBody, jsonContent } from "../../lib/openapi.js";
import { changeProfile, getMe, newsletterState } from "./me.service.js";

const getMeRoute = createRoute({
  method: "get",
  path: "/me",
  tags: ["me"],
  summary: "The signed-in user and their profile",
  responses: { 200: jsonContent(meSchema, "The user and profile"), ...errorResponses(401) },
});

const getSessionRoute = createRoute({
  method: "get",
  path: "/session",
  tags: ["me"],
  summary: "Who is signed in, if anyone: the signed-in user and profile, or null",
  responses: { 200: jsonContent(sessionStateSchema, "The user and profile, or null when nobody is signed in") },
});

const patchProfileRoute = createRoute({
  method: "patch",
  path: "/profile",
  tags: ["me"],
  summary: "Change the signed-in user's names, avatar or preferences (theme, time zone, week start, quiz colour)",
  request: jsonBody(profileUpdateSchema),
  responses: {
    200: jsonContent(profileSchema, "The updated profile"),
    ...errorResponses(400, 401, 404, 415, 422),
  },
});

const getNewsletterStateRoute = createRoute({
  method: "get",
  path: "/profile/newsletter",
  tags: ["me"],
  summary: "Whether the signed-in user's address is subscribed to the newsletter",
  responses: { 200: jsonContent(newsletterStateSchema, "The address and its subscription state"), ...errorResponses(401) },
});

export function meRoutes(db: Kysely<Database>, auth: Auth) {
  const router = createRouter();
  return router
    .openapi(getSessionRoute, async (c) => {
      // better-auth extends a session that is used after a day; its new cookie goes back too.
      const { headers, response: found } = await auth.api.getSession({ headers: c.req.raw.headers, returnHeaders: true });
      for (const cookie of headers.getSetCookie()) c.header("Set-Cookie", cookie, { append: true });
      return c.json({ me: found ? await getMe(db, found.user) : null, expiresAt: found ? new Date(found.session.expiresAt).toISOString() : null }, 200);
    })
    .openapi(getMeRoute, async (c) => c.json(await getMe(db, c.get("user")), 200))
    .openapi(getNewsletterStateRoute, async (c) => c.json(await newsletterState(db, c.get("user").email), 200))
    .openapi(patchProfileRoute, async (c) => c.json(await changeProfile(db, c.get("user").id, c.req.valid("json")), 200));
}
