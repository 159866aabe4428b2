import { existsSync } from "node:fs";
import { createServer as createHttpServer, type Server } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import { ConfigError, loadConfig } from "./config.js";
import { DataDirLockedError } from "./db/data-dir-lock.js";
import { isStorageFull } from "./db/errors.js";
import { reportEventLoopOnSignal } from "./lib/event-loop.js";
import { createLogger } from "./lib/logger.js";
import { createRuntime, publicBaseUrl } from "./runtime.js";

/** In-flight requests get this long to finish after SIGINT/SIGTERM. */
const shutdownGraceMs = 10_000;

const unwritableReasons: Record<string, string> = {
  EROFS: "it is on a read-only file system",
  EACCES: "this user may not write there",
  EPERM: "this user may not write there",
  ENOSPC: "the disk is full",
  EDQUOT: "the disk quota is used up",
};

/**
 * A start-up failure because the data directory cannot be written, said plainly; else
 * undefined. A database error about a full disk counts only for PGlite, whose disk it is.
 */
function unwritableDataDirMessage(error: unknown, dataDir: string, pglite: boolean): string | undefined {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  const reason = (code ? unwritableReasons[code] : undefined) ?? (pglite && isStorageFull(error) ? "the disk is full or read-only" : undefined);
  if (!reason) return undefined;
  return `cannot write to the data directory ${dataDir}: ${reason}${code ? ` (${code})` : ""}. Make it writable (or free some space), or set DATA_DIR to another directory.`;
}

function fail(message: string): never {
  process.stderr.write(`cadence: ${message}\n`);
  process.exit(1);
}

async function main(): Promise<void> {
  // Files the server makes (the database, the secret, users' files) are readable by it alone.
  process.umask(0o077);
  // Settings may also come from ./.env; the environment's own values win.
  if (existsSync(".env")) process.loadEnvFile(".env");
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  const logger = createLogger(config.logLevel);
  const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../web");

  let runtime;
  try {
    runtime = await createRuntime(config, logger, { port: config.port, webRoot });
  } catch (error) {
    if (error instanceof ConfigError || error instanceof DataDirLockedError) fail(error.message);
    const unwritable = unwritableDataDirMessage(error, config.dataDir, !config.databaseUrl);
    if (unwritable) fail(unwritable);
    throw error;
  }

  // Requests being answered, counted so that a stop closes the database only after the last one
  // ends: a request whose client has gone away is still running when its connection closes.
  let inFlight = 0;
  let drained: (() => void) | undefined;
  const fetch: typeof runtime.app.fetch = async (request, env, context) => {
    inFlight += 1;
    try {
      return await runtime.app.fetch(request, env, context);
    } finally {
      inFlight -= 1;
      if (inFlight === 0) drained?.();
    }
  };
  const settled = () => (inFlight === 0 ? Promise.resolve() : new Promise<void>((resolve) => (drained = resolve)));

  const server = serve({ fetch, port: config.port, createServer: createHttpServer }) as Server;
  const realtime = runtime.attach(server);
  server.once("error", (error: NodeJS.ErrnoException) => {
    void runtime.close().finally(() => fail(error.code === "EADDRINUSE" ? `port ${config.port} is in use; set PORT to another one` : error.message));
  });
  server.once("listening", () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.port;
    const url = publicBaseUrl(config, port);
    const banner = [
      `Cadence is running at ${url}`,
      `  Data:      ${config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${config.dataDir}`}`,
      `  Mail:      ${runtime.devMailbox ? `not sent (no SMTP_URL); read it at ${url}/dev/mailbox (from this machine only)` : "sent through SMTP_URL"}`,
      `  Logs:      ${config.logLevel === "debug" || config.logLevel === "trace" ? "every request (LOG_LEVEL=" + config.logLevel + ")" : "warnings and errors; LOG_LEVEL=debug shows every request"}`,
      "",
    ];
    process.stdout.write(banner.join("\n"));
    logger.debug({ port, database: runtime.database.kind }, "listening");
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    const started = Date.now();
    const force = setTimeout(() => server.closeAllConnections(), shutdownGraceMs);
    force.unref();
    // Open WebSockets are told the server is going away; their clients reconnect elsewhere or later.
    realtime.close();
    server.close(() => {
      clearTimeout(force);
      // Requests still running (their clients left) finish first, within what is left of the grace.
      const graceLeft = new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, shutdownGraceMs - (Date.now() - started))).unref());
      Promise.race([settled(), graceLeft])
        .then(() => runtime.close())
        .then(() => {
          logger.info("stopped");
          process.exit(0);
        })
        .catch((error: unknown) => {
          logger.error({ err: error }, "error while closing the database");
          process.exit(1);
        });
    });
    server.closeIdleConnections();
  };
  reportEventLoopOnSignal(process.env.CADENCE_REPORT_EVENT_LOOP === "1");
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
}

main().catch((error: unknown) => {
  fail(error instanceof Error ? error.message : String(error));
});
