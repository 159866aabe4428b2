import { sql, type Kysely } from "kysely";
import type { Database } from "./schema.js";

/** One round trip to the database; throws when it cannot answer. */
export async function checkDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}
