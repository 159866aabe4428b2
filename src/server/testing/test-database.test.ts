import pg from "pg";
import { describe, expect, it } from "vitest";
import { changingSchemas, createTestDatabase } from "./test-database.js";

const url = process.env.TEST_DATABASE_URL;

/**
 * Test files share one PostgreSQL and drop their schemas while others migrate theirs. Kysely's
 * migrator reads every schema's tables, and read one another file had just dropped: 'schema
 * "test_…" does not exist' failed a file's setup in CI. Here another "file" makes and drops
 * schemas with tables in a loop, taking turns as test files do, while this one makes databases.
 */
describe.skipIf(!url)("test databases on one PostgreSQL", () => {
  it("migrate while other files drop their schemas", async () => {
    let stop = false;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const other = (async () => {
      for (let n = 0; !stop; n++) {
        const schema = `test_other_${process.pid}_${n}`;
        await client.query(`create schema ${schema}; create table ${schema}.notes (id serial primary key, body text)`);
        await changingSchemas(url, (locked) => locked!.query(`drop schema ${schema} cascade`));
      }
    })();
    const failures: string[] = [];
    try {
      for (let i = 0; i < 30; i++) {
        try {
          const database = await createTestDatabase("postgres");
          await database.close();
        } catch (error) {
          failures.push(String(error));
        }
      }
    } finally {
      stop = true;
      await other;
      await client.end();
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
