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
  return resolved ?? resolveClientAddress(c, false);
}

/**
 * The caller's address: the socket's, or behind a trusted reverse proxy (TRUST_PROXY) the first
 * address of X-Forwarded-For (or X-Real-IP). Without a proxy those headers are the caller's own
 * words, and trusting them would let anyone pick a fresh rate-limit bucket per request.
 */
export function resolveClientAddress(c: Context, trustProxy: boolean): string {
  const forwarded = trustProxy ? c.req.header("x-forwarded-for")?.split(",")[0]?.trim() || c.req.header("x-real-ip") : undefined;
  if (forwarded) return forwarded;
  // Calls made in process (tests) have no socket: they share one bucket.
  try {
    return getConnInfo(c).remote.address ?? "direct";
  } catch {
    return "direct";
  }
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
    const key = `app:${name}:${keyOf(c)}`;
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
