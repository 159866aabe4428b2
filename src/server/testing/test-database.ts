import { randomBytes } from "node:crypto";
import pg from "pg";
import { openDatabase, type DatabaseHandle, type DatabaseKind } from "../db/client.js";
import { migrateToLatest } from "../db/migrate.js";

/**
 * The databases integration tests run on: PGlite always, and the PostgreSQL of
 * TEST_DATABASE_URL too when it is set (CI sets it). Use with `describe.each`.
 */
export function testDatabaseKinds(): DatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
}

/**
 * The advisory lock that test files on one PostgreSQL take, one at a time, to change a schema's
 * tables or drop a schema. Kysely's migrator reads the tables of every schema in the database
 * (its introspection calls `has_schema_privilege` and `pg_get_serial_sequence` by name), and a
 * name another file drops between its snapshot of the catalog and that call fails the read with
 * 'schema "test_…" does not exist': a file's setup failed so in a CI run.
 */
const schemaChangeLock = 7_460_917_301;

/**
 * Runs `work` (migrations, a schema's drop) while holding `schemaChangeLock` on the PostgreSQL of
 * `url`, so that no other test file reads or changes the catalog's tables meanwhile. PGlite (no
 * url) needs no lock: each file has a database of its own.
 */
export async function changingSchemas<T>(url: string | undefined, work: (client?: pg.Client) => Promise<T>): Promise<T> {
  if (!url) return work();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [schemaChangeLock]);
    return await work(client);
  } finally {
    // Ending the session releases the lock too; unlocking first frees it without waiting for that.
    await client.query("select pg_advisory_unlock($1)", [schemaChangeLock]).catch(() => undefined);
    await client.end();
  }
}

/**
 * A second handle (its own pool and LISTEN connection) on the schema of a PostgreSQL test
 * database, as a second app instance would have. Closing it leaves the schema alone.
 */
export async function openSameDatabase(handle: DatabaseHandle, url = process.env.TEST_DATABASE_URL): Promise<DatabaseHandle> {
  if (handle.kind !== "postgres" || !url || !handle.schema) throw new Error("a second instance needs a PostgreSQL test database");
  return openDatabase({ kind: "postgres", url, schema: handle.schema, maxConnections: 5 });
}

/**
 * A fresh, migrated database for one test file: an in-memory PGlite, or a schema of its own
 * on PostgreSQL (dropped on close), so that files run in parallel without seeing each other.
 */
export async function createTestDatabase(kind: DatabaseKind): Promise<DatabaseHandle> {
  if (kind === "pglite") {
    const handle = await openDatabase({ kind: "pglite" });
    await migrateToLatest(handle.db);
    return handle;
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DATABASE_URL is not set");
  const schema = `test_${randomBytes(6).toString("hex")}`;
  const handle = await changingSchemas(url, async () => {
    const opened = await openDatabase({ kind: "postgres", url, schema, maxConnections: 5 });
    try {
      await migrateToLatest(opened.db, schema);
    } catch (error) {
      await opened.close();
      throw error;
    }
    return opened;
  });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await changingSchemas(url, (client) => client!.query(`drop schema if exists "${schema}" cascade`));
    },
  };
}
