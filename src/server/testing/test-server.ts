import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { serve } from "@hono/node-server";
import WebSocket from "ws";
import type { RealtimeServerMessage } from "../../shared/realtime.js";
import { createLogger } from "../lib/logger.js";
import { createRealtimeHub, type RealtimeHub } from "../modules/realtime/realtime-hub.js";
import { attachRealtime, type RealtimeServer } from "../modules/realtime/realtime-server.js";
import { testBaseUrl, type TestApp } from "./test-app.js";

export interface TestServer {
  url: string;
  wsUrl: string;
  hub: RealtimeHub;
  realtime: RealtimeServer;
  close(): Promise<void>;
}

/** The test app on a real loopback HTTP server, with its realtime WebSockets. */
export async function startTestServer(t: TestApp): Promise<TestServer> {
  const logger = createLogger("silent");
  const hub = createRealtimeHub(logger);
  const stopChanges = await hub.start(t.database);
  const server = await new Promise<Server>((resolve) => {
    const started = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(started as Server)) as Server;
  });
  const realtime = attachRealtime(server, { app: t.app, hub, db: t.database.db, logger });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    wsUrl: `ws://127.0.0.1:${port}/api/realtime`,
    hub,
    realtime,
    close: async () => {
      realtime.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await stopChanges();
    },
  };
}

/** A WebSocket client that keeps what it receives and can wait for a message. */
export interface TestSocket {
  socket: WebSocket;
  messages: RealtimeServerMessage[];
  next(predicate?: (message: RealtimeServerMessage) => boolean, timeoutMs?: number): Promise<RealtimeServerMessage>;
  send(message: unknown): void;
  closed: Promise<{ code: number; reason: string }>;
  close(): void;
}

export function connectSocket(wsUrl: string, headers: Record<string, string> = {}): Promise<TestSocket> {
  const socket = new WebSocket(wsUrl, { headers: { origin: testBaseUrl, ...headers } });
  const messages: RealtimeServerMessage[] = [];
  const waiters: { predicate: (message: RealtimeServerMessage) => boolean; resolve: (message: RealtimeServerMessage) => void }[] = [];
  let seen = 0;
  socket.on("message", (data) => {
    const message = JSON.parse(data.toString()) as RealtimeServerMessage;
    messages.push(message);
    for (const waiter of [...waiters]) {
      if (waiter.predicate(message)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(message);
      }
    }
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => socket.on("close", (code, reason) => resolve({ code, reason: reason.toString() })));
  return new Promise((resolve, reject) => {
    socket.once("unexpected-response", (_request, response) => reject(new Error(`upgrade refused: ${response.statusCode}`)));
    socket.once("error", reject);
    socket.once("open", () =>
      resolve({
        socket,
        messages,
        closed,
        send: (message) => socket.send(JSON.stringify(message)),
        close: () => socket.close(),
        next: (predicate = () => true, timeoutMs = 5000) => {
          // Messages already received and not yet consumed count first.
          for (let index = seen; index < messages.length; index += 1) {
            if (predicate(messages[index]!)) {
              seen = index + 1;
              return Promise.resolve(messages[index]!);
            }
          }
          return new Promise((resolveMessage, rejectMessage) => {
            const timer = setTimeout(() => rejectMessage(new Error(`no matching message within ${timeoutMs} ms; got ${JSON.stringify(messages)}`)), timeoutMs);
            waiters.push({
              predicate,
              resolve: (message) => {
                clearTimeout(timer);
                seen = messages.length;
                resolveMessage(message);
              },
            });
          });
        },
      }),
    );
  });
}
