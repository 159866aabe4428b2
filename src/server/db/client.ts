import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { Kysely, PostgresDialect, sql } from "kysely";
import { PGliteDialect } from "kysely-pglite-dialect";
import pg from "pg";
import type { Database } from "./schema.js";

export type DatabaseKind = "pglite" | "postgres";

export interface DatabaseHandle {
  /** The one Kysely instance of the process: the app and better-auth share it (DESIGN.md §5). */
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** The schema holding the tables when not `public` (tests isolate files this way). */
  schema: string | undefined;
  close(): Promise<void>;
}

export type DatabaseOptions =
  | { kind: "pglite"; dataDir?: string }
  | { kind: "postgres"; url: string; schema?: string; maxConnections?: number };

// timestamptz and timestamp come back as Date (pg's default); bigint stays a string. A `date`
// is a calendar day, not an instant: it stays the `YYYY-MM-DD` text, since a Date would put it
// at midnight in the server's zone and move it for users elsewhere.
const dateOid = 1082;
const keepText = (value: string) => value;
const pgTypes = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    oid === dateOid ? keepText : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === "pglite") {
    let client: PGlite;
    if (options.dataDir) {
      const directory = path.join(options.dataDir, "pglite");
      mkdirSync(directory, { recursive: true });
      client = new PGlite(directory, { parsers: { [dateOid]: keepText } });
    } else {
      client = new PGlite({ parsers: { [dateOid]: keepText } });
    }
    await client.waitReady;
    const db = new Kysely<Database>({ dialect: new PGliteDialect(client) });
    return { db, kind: "pglite", schema: undefined, close: () => db.destroy() };
  }

  const { url, schema } = options;
  if (schema) {
    const bootstrap = new pg.Client({ connectionString: url });
    await bootstrap.connect();
    try {
      await bootstrap.query(`create schema if not exists "${schema.replaceAll('"', '""')}"`);
    } finally {
      await bootstrap.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: options.maxConnections ?? 10,
    types: pgTypes,
    ...(schema ? { options: `-c search_path="${schema}"` } : {}),
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, kind: "postgres", schema, close: () => db.destroy() };
}

export async function checkDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}
