import type { Kysely } from "kysely";
import { realtimeChangeSchema, type RealtimeChange, type RealtimeServerMessage, type RealtimeTable } from "../../../shared/realtime.js";
import { changeChannel, type DatabaseHandle } from "../../db/client.js";
import type { Database } from "../../db/schema.js";
import type { Logger } from "../../lib/logger.js";

/** One open WebSocket of a signed-in user. */
export interface RealtimeConnection {
  userId: string;
  sessionId: string;
  tables: Set<RealtimeTable>;
  send(message: RealtimeServerMessage): void;
}

export interface RealtimeHub {
  add(connection: RealtimeConnection): void;
  remove(connection: RealtimeConnection): void;
  /** Delivers one change to every subscribed connection of its user (on this instance). */
  publish(userId: string, change: RealtimeChange): void;
  /** Tells every connection to refetch: changes may have been lost. */
  resync(): void;
  connectionCount(): number;
  /** Starts listening to the database's change channel; the returned function stops it. */
  start(database: Pick<DatabaseHandle, "listen" | "schema">): Promise<() => Promise<void>>;
}

export function createRealtimeHub(logger: Logger): RealtimeHub {
  const byUser = new Map<string, Set<RealtimeConnection>>();

  const hub: RealtimeHub = {
    add(connection) {
      let set = byUser.get(connection.userId);
      if (!set) byUser.set(connection.userId, (set = new Set()));
      set.add(connection);
    },
    remove(connection) {
      const set = byUser.get(connection.userId);
      set?.delete(connection);
      if (set?.size === 0) byUser.delete(connection.userId);
    },
    publish(userId, change) {
      const connections = byUser.get(userId);
      if (!connections) return;
      for (const connection of connections) {
        if (connection.tables.has(change.table)) connection.send(change);
      }
    },
    resync() {
      for (const connections of byUser.values()) for (const connection of connections) connection.send({ type: "resync" });
    },
    connectionCount() {
      let count = 0;
      for (const connections of byUser.values()) count += connections.size;
      return count;
    },
    async start(database) {
      return database.listen(changeChannel(database.schema), {
        onMessage: (payload) => {
          let parsed: unknown;
          try {
            parsed = JSON.parse(payload);
          } catch {
            logger.warn({ payload }, "a change notification was not JSON");
            return;
          }
          const userId = (parsed as { userId?: unknown }).userId;
          const change = realtimeChangeSchema.safeParse(parsed);
          if (typeof userId !== "string" || !change.success) return;
          hub.publish(userId, change.data);
        },
        onConnectionLost: (error) => logger.warn({ err: error }, "realtime: lost the database's change channel; reconnecting"),
        onReconnect: () => {
          logger.info("realtime: change channel back; clients told to refetch");
          hub.resync();
        },
      });
    },
  };
  return hub;
}

/** Whether the session behind a connection still exists (signed out or revoked sessions end it). */
export async function sessionIsActive(db: Kysely<Database>, sessionId: string): Promise<boolean> {
  const row = await db.selectFrom("session").select("id").where("id", "=", sessionId).where("expiresAt", ">", new Date()).executeTakeFirst();
  return row !== undefined;
}
