import { createRoute } from "@hono/zod-openapi";
import type { IncomingMessage } from "node:http";
import type { Auth } from "../../auth/auth.js";
import { trustedOriginsFor } from "../../auth/auth.js";
import { AppError } from "../../lib/app-error.js";
import { createRouter, errorResponses } from "../../lib/openapi.js";

export const realtimeMessages = {
  foreignOrigin: "Realtime connections are only accepted from this site's own pages",
  notWebSocket: "This address speaks WebSocket: connect with an 'Upgrade: websocket' request",
} as const;

/** What the WebSocket upgrade hands to the app, and what the app hands back when it agrees. */
export interface UpgradeBindings {
  incoming: IncomingMessage;
  outgoing: undefined;
  realtimeUpgrade: true;
  accepted?: { userId: string; sessionId: string };
}

const realtimeRoute = createRoute({
  method: "get",
  path: "/realtime",
  tags: ["realtime"],
  summary: "WebSocket of the user's change events {table, type, id} (session cookie; Origin must be this site)",
  description:
    "Send {type:'subscribe', tables:[...]} to receive changes of those tables, {type:'ping'} every 30 s (answered by {type:'pong'}). " +
    "{type:'resync'} asks the client to refetch. Close code 4001: the session ended.",
  responses: { 101: { description: "Switching protocols" }, ...errorResponses(400, 401, 403) },
});

/**
 * The checks of a WebSocket upgrade, run through the app like any request (logging, headers,
 * session): the socket itself is then opened by the realtime server.
 */
export function realtimeRoutes(auth: Auth) {
  const origins = new Set(trustedOriginsFor(auth.options.baseURL ?? "http://localhost:3000"));
  const router = createRouter();
  router.openAPIRegistry.registerPath(realtimeRoute);
  router.get("/realtime", (c) => {
    const origin = c.req.header("origin");
    if (!origin || !origins.has(origin)) throw new AppError("forbidden", realtimeMessages.foreignOrigin);
    const bindings = c.env as Partial<UpgradeBindings> | undefined;
    if (!bindings?.realtimeUpgrade || c.req.header("upgrade")?.toLowerCase() !== "websocket") {
      throw new AppError("bad_request", realtimeMessages.notWebSocket);
    }
    bindings.accepted = { userId: c.get("user").id, sessionId: c.get("session").id };
    return c.body(null, 204);
  });
  return router;
}
