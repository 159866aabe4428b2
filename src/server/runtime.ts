import type { Server } from "node:http";
import type { OpenAPIHono } from "@hono/zod-openapi";
import { resolveAuthSecret, type Config } from "./config.js";
import { openDatabase, type DatabaseHandle } from "./db/client.js";
import { acquireDataDirLock, privateDirectory } from "./db/data-dir-lock.js";
import type { AppEnv } from "./lib/hono-env.js";
import type { Logger } from "./lib/logger.js";
import type { RealtimeHub } from "./modules/realtime/realtime-hub.js";
import type { RealtimeServer } from "./modules/realtime/realtime-server.js";

export interface Runtime {
  app: OpenAPIHono<AppEnv>;
  database: DatabaseHandle;
  hub: RealtimeHub;
  /** Whether the dev mailbox is served (no SMTP_URL, no proxy in front): the banner names it. */
  devMailbox: boolean;
  /** Serves `/api/realtime` WebSockets on the HTTP server that serves the app. */
  attach(server: Server): RealtimeServer;
  close(): Promise<void>;
}

export function publicBaseUrl(config: Config, port: number): string {
  return config.appUrl ?? `http://localhost:${port}`;
}

/** Everything the server needs, in order: data-dir lock, secret, database, migrations, auth, app. */
export async function createRuntime(config: Config, logger: Logger, options: { port: number; webRoot?: string }): Promise<Runtime> {
  if (config.databaseUrl) privateDirectory(config.dataDir);
  const releaseLock = config.databaseUrl ? () => undefined : acquireDataDirLock(config.dataDir);
  try {
    const secret = resolveAuthSecret(config);
    const opening = openDatabase(config.databaseUrl ? { kind: "postgres", url: config.databaseUrl } : { kind: "pglite", dataDir: config.dataDir });
    // The app's modules load while the database opens (PGlite on a thread of its own; about
    // half a second each): a restart, after a crash say, is back sooner. Nothing heavy is
    // loaded before the database starts opening.
    const modules = Promise.all([
      import("./app.js"),
      import("./auth/auth.js"),
      import("./db/migrate.js"),
      import("./db/maintenance.js"),
      import("./mail/mailer.js"),
      import("./sms/sms-sender.js"),
      import("./modules/ai/work/work-pool.js"),
      import("./modules/realtime/realtime-hub.js"),
      import("./modules/realtime/realtime-server.js"),
    ]);
    const database = await opening.catch(async (error: unknown) => {
      await modules.catch(() => undefined);
      throw error;
    });
    try {
      const [
        { createApp, devMailboxServed },
        { createAuth },
        { migrateToLatest },
        { scheduleAnalyze },
        { createMailer },
        { createOutboxSmsSender },
        { closeSharedWorkPool },
        { createRealtimeHub },
        { attachRealtime },
      ] = await modules;
      const applied = await migrateToLatest(database.db);
      if (applied.length > 0) logger.debug({ migrations: applied }, "database migrated");
      const mailer = createMailer({ config, db: database.db, logger });
      const sms = createOutboxSmsSender({ db: database.db, logger });
      const auth = createAuth({ db: database.db, config, secret, baseUrl: publicBaseUrl(config, options.port), mailer, sms, logger });
      const app = createApp({ db: database.db, auth, config, logger, mailer, webRoot: options.webRoot });
      const hub = createRealtimeHub(logger);
      const stopChanges = await hub.start(database);
      const stopAnalyze = database.kind === "pglite" ? scheduleAnalyze(database.db, logger) : () => undefined;
      const servers: RealtimeServer[] = [];
      return {
        app,
        database,
        hub,
        devMailbox: devMailboxServed(config, mailer),
        attach: (server) => {
          const realtime = attachRealtime(server, { app, hub, db: database.db, logger });
          servers.push(realtime);
          return realtime;
        },
        close: async () => {
          for (const realtime of servers) realtime.close();
          stopAnalyze();
          await stopChanges();
          mailer.close();
          // Generations still running are stopped: their threads would outlive the server.
          await closeSharedWorkPool();
          await database.close();
          releaseLock();
        },
      };
    } catch (error) {
      await database.close();
      throw error;
    }
  } catch (error) {
    releaseLock();
    throw error;
  }
}
