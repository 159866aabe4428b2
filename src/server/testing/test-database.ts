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
 * A fresh, migrated database for one test file: an in-memory PGlite, or a schema of its own
 * on PostgreSQL (dropped on close), so that files run in parallel without seeing each other.
 */
/**
 * A second handle (its own pool and LISTEN connection) on the schema of a PostgreSQL test
 * database, as a second app instance would have. Closing it leaves the schema alone.
 */
export async function openSameDatabase(handle: DatabaseHandle, url = process.env.TEST_DATABASE_URL): Promise<DatabaseHandle> {
  if (handle.kind !== "postgres" || !url || !handle.schema) throw new Error("a second instance needs a PostgreSQL test database");
  return openDatabase({ kind: "postgres", url, schema: handle.schema, maxConnections: 5 });
}

export async function createTestDatabase(kind: DatabaseKind): Promise<DatabaseHandle> {
  if (kind === "pglite") {
    const handle = await openDatabase({ kind: "pglite" });
    await migrateToLatest(handle.db);
    return handle;
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DATABASE_URL is not set");
  const schema = `test_${randomBytes(6).toString("hex")}`;
  const handle = await openDatabase({ kind: "postgres", url, schema, maxConnections: 5 });
  await migrateToLatest(handle.db, schema);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`drop schema if exists "${schema}" cascade`);
      } finally {
        await client.end();
      }
    },
  };
}
