import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Kysely } from "kysely";
import type pg from "pg";
import { PGliteThread } from "./pglite-thread.js";
import type { Database } from "./schema.js";

export type DatabaseKind = "pglite" | "postgres";

export interface DatabaseHandle {
  /** The one Kysely instance of the process: the app and better-auth share it (DESIGN.md §5). */
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** The schema holding the tables when not `public` (tests isolate files this way). */
  schema: string | undefined;
  /**
   * Notifications on a channel. PGlite delivers them on its one connection; PostgreSQL on a
   * connection of their own that reconnects by itself (1 s, 2 s, 5 s, then every 10 s) and
   * calls `onReconnect`, since anything sent while it was away is lost.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface ListenHandlers {
  onMessage(payload: string): void;
  onReconnect?(): void;
  onConnectionLost?(error: unknown): void;
}

/** The channel the change triggers of migration 0008 notify on, for a schema. */
export function changeChannel(schema: string | undefined): string {
  return `cadence_changes_${schema ?? "public"}`;
}

const reconnectDelaysMs = [1000, 2000, 5000, 10_000];

function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** A dedicated LISTEN connection to PostgreSQL that comes back after the server does. */
async function listenPostgres(pgModule: typeof pg, url: string, channel: string, handlers: ListenHandlers): Promise<() => Promise<void>> {
  let closed = false;
  let current: pg.Client | undefined;
  let attempt = 0;
  let timer: NodeJS.Timeout | undefined;
  let connectedOnce = false;

  const connect = async (): Promise<void> => {
    const client = new pgModule.Client({ connectionString: url });
    let lost = false;
    const onLost = (error: unknown) => {
      if (lost || closed) return;
      lost = true;
      current = undefined;
      client.end().catch(() => undefined);
      // The first connection's failure is the caller's to report; later ones are retried.
      if (!connectedOnce) return;
      handlers.onConnectionLost?.(error);
      const delay = reconnectDelaysMs[Math.min(attempt, reconnectDelaysMs.length - 1)]!;
      attempt += 1;
      timer = setTimeout(() => {
        connect()
          .then(() => handlers.onReconnect?.())
          .catch(() => undefined);
      }, delay);
      timer.unref();
    };
    client.on("notification", (message) => {
      if (message.channel === channel && message.payload) handlers.onMessage(message.payload);
    });
    client.on("error", onLost);
    client.on("end", () => onLost(new Error("the LISTEN connection ended")));
    try {
      await client.connect();
      await client.query(`listen ${quoteIdentifier(channel)}`);
    } catch (error) {
      onLost(error);
      throw error;
    }
    if (closed) {
      await client.end();
      return;
    }
    current = client;
    connectedOnce = true;
    attempt = 0;
  };

  await connect();
  return async () => {
    closed = true;
    clearTimeout(timer);
    await current?.end().catch(() => undefined);
  };
}

export type DatabaseOptions = { kind: "pglite"; dataDir?: string } | { kind: "postgres"; url: string; schema?: string; maxConnections?: number };

/**
 * timestamptz and timestamp come back as Date (pg's default); bigint stays a string. A `date`
 * is a calendar day, not an instant: it stays the `YYYY-MM-DD` text, since a Date would put it
 * at midnight in the server's zone and move it for users elsewhere (PGlite's thread,
 * pglite-worker.ts, parses it the same way).
 */
function pgTypes(pgModule: typeof pg) {
  const dateOid = 1082;
  const keepText = (value: string) => value;
  return {
    getTypeParser: ((oid: number, format?: "text" | "binary") =>
      oid === dateOid ? keepText : pgModule.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
  };
}

/**
 * Opens the database. On PGlite the thread that runs it starts first, and Kysely loads while
 * PGlite opens; the PostgreSQL driver is loaded only for PostgreSQL. (Start-up after a crash is
 * the database's opening and the modules' loading, side by side.)
 */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === "pglite") {
    let directory: string | undefined;
    if (options.dataDir) {
      directory = path.join(options.dataDir, "pglite");
      mkdirSync(directory, { recursive: true });
    }
    const [thread, { Kysely }, { pgliteThreadDialect }] = await Promise.all([PGliteThread.open(directory), import("kysely"), import("./pglite-dialect.js")]);
    const db = new Kysely<Database>({ dialect: pgliteThreadDialect(thread) });
    return {
      db,
      kind: "pglite",
      schema: undefined,
      listen: (channel, handlers) => thread.listen(channel, (payload) => handlers.onMessage(payload)),
      close: () => db.destroy(),
    };
  }

  const [{ default: pgModule }, { Kysely, PostgresDialect }] = await Promise.all([import("pg"), import("kysely")]);
  const { url, schema } = options;
  if (schema) {
    const bootstrap = new pgModule.Client({ connectionString: url });
    await bootstrap.connect();
    try {
      await bootstrap.query(`create schema if not exists "${schema.replaceAll('"', '""')}"`);
    } finally {
      await bootstrap.end();
    }
  }
  const pool = new pgModule.Pool({
    connectionString: url,
    max: options.maxConnections ?? 10,
    types: pgTypes(pgModule),
    // A database that does not answer fails the request (503) instead of holding it forever.
    connectionTimeoutMillis: 5_000,
    ...(schema ? { options: `-c search_path="${schema}"` } : {}),
  });
  // A connection the server drops (a restart, a failover) emits 'error': from an idle one, on the
  // pool; from one checked out between two queries (pg-pool then takes its own listener off), on
  // the client itself. Unheard, either ends the process. The query in flight still fails (503),
  // and the pool drops the dead connection when it comes back and opens a new one when needed.
  pool.on("error", () => undefined);
  pool.on("connect", (client) => client.on("error", () => undefined));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: "postgres",
    schema,
    listen: (channel, handlers) => listenPostgres(pgModule, url, channel, handlers),
    close: () => db.destroy(),
  };
}
