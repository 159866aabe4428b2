import { randomUUID } from "node:crypto";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context, MiddlewareHandler } from "hono";
import { sql, type Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import { AppError } from "../lib/app-error.js";

/**
 * The caller's address: the first hop a proxy reports (as better-auth counts it), else the
 * socket's peer; calls made in process (tests) share one bucket.
 */
export function clientAddress(c: Context): string {
  const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim() || c.req.header("x-real-ip");
  if (forwarded) return forwarded;
  try {
    return getConnInfo(c).remote.address ?? "direct";
  } catch {
    return "direct";
  }
}

/**
 * A fixed window per client and name, counted in the database (better-auth's `rateLimit`
 * table, under keys of our own), so every instance and every restart sees the same count.
 */
export function rateLimit(db: Kysely<Database>, { name, max, windowMs, message }: { name: string; max: number; windowMs: number; message: string }): MiddlewareHandler {
  return async (c, next) => {
    const key = `app:${name}:${clientAddress(c)}`;
    const now = Date.now();
    const result = await sql<{ count: number; lastRequest: string }>`
      insert into "rateLimit" (id, key, count, "lastRequest") values (${randomUUID()}, ${key}, 1, ${now})
      on conflict (key) do update set
        count = case when "rateLimit"."lastRequest" < ${now - windowMs} then 1 else "rateLimit".count + 1 end,
        "lastRequest" = case when "rateLimit"."lastRequest" < ${now - windowMs} then ${now} else "rateLimit"."lastRequest" end
      returning count, "lastRequest"`.execute(db);
    const row = result.rows[0]!;
    if (row.count > max) {
      c.header("Retry-After", String(Math.max(1, Math.ceil((Number(row.lastRequest) + windowMs - now) / 1000))));
      throw new AppError("rate_limited", message);
    }
    await next();
  };
}
