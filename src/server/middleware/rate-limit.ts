import { randomUUID } from "node:crypto";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context, MiddlewareHandler } from "hono";
import { sql, type Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import { AppError } from "../lib/app-error.js";
import type { AppEnv } from "../lib/hono-env.js";

/** The header the app sets for better-auth with the caller's address (see app.ts). */
export const clientAddressHeader = "x-cadence-client-address";

/** The caller's address as the app resolved it for this request (see `resolveClientAddress`). */
export function clientAddress(c: Context): string {
  const resolved = (c as Context<AppEnv>).get("clientAddress");
  return resolved ?? resolveClientAddress(c, 0);
}

/**
 * The caller's address: the socket's, or behind trusted reverse proxies the address the nearest
 * of them saw. TRUST_PROXY counts those proxies (hops): each appends the address it was called
 * from to X-Forwarded-For, so the client's is the hops-th entry from the right. Entries further
 * left are the caller's own words (anyone can send the header), and trusting them would let a
 * client pick a fresh rate-limit bucket per request.
 */
export function resolveClientAddress(c: Context, trustedHops: number): string {
  if (trustedHops > 0) {
    const chain = (c.req.header("x-forwarded-for") ?? "")
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean);
    const forwarded = chain.length > 0 ? chain[Math.max(0, chain.length - trustedHops)] : c.req.header("x-real-ip")?.trim();
    if (forwarded) return forwarded;
  }
  // Calls made in process (tests) have no socket: they share one bucket.
  try {
    return getConnInfo(c).remote.address ?? "direct";
  } catch {
    return "direct";
  }
}

/**
 * One more under `key` in a fixed window counted in better-auth's `rateLimit` table: the count
 * starts again at 1 once the window that began with the first one has passed.
 */
export async function countInWindow(db: Kysely<Database>, key: string, windowMs: number, now: number): Promise<{ count: number; lastRequest: number }> {
  const result = await sql<{ count: number; lastRequest: string }>`
    insert into "rateLimit" (id, key, count, "lastRequest") values (${randomUUID()}, ${key}, 1, ${now})
    on conflict (key) do update set
      count = case when "rateLimit"."lastRequest" < ${now - windowMs} then 1 else "rateLimit".count + 1 end,
      "lastRequest" = case when "rateLimit"."lastRequest" < ${now - windowMs} then ${now} else "rateLimit"."lastRequest" end
    returning count, "lastRequest"`.execute(db);
  const row = result.rows[0]!;
  return { count: row.count, lastRequest: Number(row.lastRequest) };
}

/**
 * A fixed window per client (or per what `key` names) and name, counted in the database (better-auth's `rateLimit`
 * table, under keys of our own), so every instance and every restart sees the same count.
 */
export function rateLimit(
  db: Kysely<Database>,
  { name, max, windowMs, message, key: keyOf = clientAddress }: { name: string; max: number; windowMs: number; message: string; key?: (c: Context) => string },
): MiddlewareHandler {
  return async (c, next) => {
    const now = Date.now();
    const row = await countInWindow(db, `app:${name}:${keyOf(c)}`, windowMs, now);
    if (row.count > max) {
      c.header("Retry-After", String(Math.max(1, Math.ceil((row.lastRequest + windowMs - now) / 1000))));
      throw new AppError("rate_limited", message);
    }
    await next();
  };
}
