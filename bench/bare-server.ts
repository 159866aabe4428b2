// The baseline: a bare Hono server running the same SQL as the measured routes, with no
// auth, validation or middleware. Started by bench/run.mjs in a process of its own.
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { sql } from "kysely";
import { openDatabase } from "../src/server/db/client.js";
import { migrateToLatest } from "../src/server/db/migrate.js";

const { PORT, DATA_DIR, DATABASE_URL } = process.env;
const database = await openDatabase(DATABASE_URL ? { kind: "postgres", url: DATABASE_URL } : { kind: "pglite", dataDir: DATA_DIR ?? "bench-bare-data" });
await migrateToLatest(database.db);
const { db } = database;

const userId = "bench-user";
const token = "bench-session-token";
await db.insertInto("user").values({ id: userId, name: "Bench User", email: "bench-bare@example.com" }).execute();
await db
  .insertInto("session")
  .values({ id: "bench-session", token, userId, expiresAt: new Date(Date.now() + 86_400_000) })
  .execute();

const app = new Hono();
app.get("/bare/health", async (c) => {
  await sql`select 1`.execute(db);
  return c.json({ status: "ok", db: "ok" });
});
// What GET /api/me reads: the session by token, its user, and the profile.
app.get("/bare/me", async (c) => {
  const session = await db.selectFrom("session").selectAll().where("token", "=", token).executeTakeFirstOrThrow();
  const user = await db.selectFrom("user").selectAll().where("id", "=", session.userId).executeTakeFirstOrThrow();
  const profile = await db.selectFrom("profiles").selectAll().where("id", "=", user.id).executeTakeFirst();
  return c.json({ user, profile });
});

serve({ fetch: app.fetch, port: Number(PORT) }, () => console.log("bare server ready"));
process.on("SIGTERM", () => void database.close().then(() => process.exit(0)));
