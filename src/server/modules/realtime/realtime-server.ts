import type { IncomingMessage, Server } from "node:http";
import { STATUS_CODES } from "node:http";
import type { Duplex } from "node:stream";
import type { Hono } from "hono";
import type { Kysely } from "kysely";
import { WebSocketServer, type RawData, type WebSocket } from "ws";
import {
  realtimeClientMessageSchema,
  realtimeCloseCodes,
  realtimeHeartbeatMs,
  realtimePath,
  realtimeTimeoutMs,
  type RealtimeServerMessage,
} from "../../../shared/realtime.js";
import type { Database } from "../../db/schema.js";
import type { Logger } from "../../lib/logger.js";
import { sessionIsActive, type RealtimeConnection, type RealtimeHub } from "./realtime-hub.js";
import type { UpgradeBindings } from "./realtime.routes.js";

/** A client silent for this long (three missed heartbeats' worth) is dropped. */
const idleLimitMs = 2 * realtimeHeartbeatMs + realtimeTimeoutMs;

export interface RealtimeServer {
  /** Closes every socket (1001, going away) and stops accepting new ones. */
  close(): void;
  connectionCount(): number;
}

function refuse(socket: Duplex, status: number): void {
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ""}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/**
 * `GET /api/realtime` WebSockets on a Node HTTP server: the upgrade request goes through the
 * Hono app (session, Origin), then `ws` holds the socket and the hub feeds it its user's changes.
 */
export function attachRealtime(
  server: Server,
  { app, hub, db, logger }: { app: Pick<Hono, "request">; hub: RealtimeHub; db: Kysely<Database>; logger: Logger },
): RealtimeServer {
  // Clients send a few small JSON messages; anything large is a mistake or an attack.
  const wss = new WebSocketServer({ noServer: true, maxPayload: 4096, perMessageDeflate: false });
  const sockets = new Map<WebSocket, { lastSeen: number }>();
  let closing = false;

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on("error", () => socket.destroy());
    const url = new URL(request.url ?? "/", `http://${request.headers.host ?? "localhost"}`);
    if (url.pathname !== realtimePath || closing) {
      refuse(socket, closing ? 503 : 404);
      return;
    }
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : value);
    }
    const bindings: UpgradeBindings = { incoming: request, outgoing: undefined, realtimeUpgrade: true };
    Promise.resolve(app.request(url.href, { headers }, bindings))
      .then((response) => {
        const accepted = bindings.accepted;
        if (!accepted) {
          refuse(socket, response.status);
          return;
        }
        wss.handleUpgrade(request, socket, head, (ws) => open(ws, accepted));
      })
      .catch((error: unknown) => {
        logger.error({ err: error }, "realtime upgrade failed");
        refuse(socket, 500);
      });
  };

  const open = (ws: WebSocket, { userId, sessionId }: { userId: string; sessionId: string }) => {
    const state = { lastSeen: Date.now() };
    sockets.set(ws, state);
    const connection: RealtimeConnection = {
      userId,
      sessionId,
      tables: new Set(),
      send: (message: RealtimeServerMessage) => {
        if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(message));
      },
    };
    hub.add(connection);

    ws.on("message", (data: RawData, isBinary: boolean) => {
      state.lastSeen = Date.now();
      if (isBinary) return;
      let parsed: unknown;
      try {
        parsed = JSON.parse(data.toString());
      } catch {
        return;
      }
      const message = realtimeClientMessageSchema.safeParse(parsed);
      if (!message.success) return;
      if (message.data.type === "subscribe") {
        connection.tables = new Set(message.data.tables);
        connection.send({ type: "subscribed", tables: [...connection.tables] });
        return;
      }
      // Each heartbeat also checks that the session was not signed out or revoked meanwhile.
      sessionIsActive(db, sessionId)
        .then((active) => {
          if (active) connection.send({ type: "pong" });
          else ws.close(realtimeCloseCodes.sessionEnded, "session ended");
        })
        .catch((error: unknown) => {
          logger.warn({ err: error }, "realtime: could not check a session; answering the heartbeat anyway");
          connection.send({ type: "pong" });
        });
    });
    ws.on("close", () => {
      sockets.delete(ws);
      hub.remove(connection);
    });
    ws.on("error", (error) => logger.debug({ err: error }, "realtime socket error"));
  };

  server.on("upgrade", onUpgrade);
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [ws, state] of sockets) if (now - state.lastSeen > idleLimitMs) ws.terminate();
  }, realtimeHeartbeatMs / 2);
  sweep.unref();

  return {
    close() {
      closing = true;
      clearInterval(sweep);
      server.off("upgrade", onUpgrade);
      for (const ws of sockets.keys()) ws.close(realtimeCloseCodes.goingAway, "server shutting down");
      wss.close();
    },
    connectionCount: () => sockets.size,
  };
}
