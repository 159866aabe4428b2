import type { Kysely } from "kysely";
import { normalizePhoneNumber } from "../../shared/schemas/auth.js";
import type { Database } from "../db/schema.js";
import { countInWindow } from "../middleware/rate-limit.js";

/**
 * Failed sign-ins and codes counted per account, whichever address they come from. The
 * per-address limits (better-auth's rateLimit rules) stop one client; this stops many clients,
 * or one behind many addresses, guessing one account's password or code. Counts live in the
 * `rateLimit` table under keys of their own, so every instance and restart sees them.
 *
 * It runs around better-auth's handler (app.ts), not inside it: better-auth runs its routes in
 * a database transaction that a failed attempt rolls back, and the count must outlive that.
 */
export const accountThrottle = { maxFailures: 10, windowMs: 15 * 60 * 1000 } as const;

const text = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim().toLowerCase() : undefined);
const phone = (value: unknown) => {
  const given = text(value);
  return given ? (normalizePhoneNumber(given) ?? given) : undefined;
};

/** The pending two-factor sign-in's user, from better-auth's signed `two_factor` cookie. */
async function pendingTwoFactorUser(db: Kysely<Database>, cookieHeader: string | null): Promise<string | undefined> {
  const match = /(?:^|;\s*)(?:__Secure-)?cadence\.two_factor=([^;]+)/.exec(cookieHeader ?? "");
  if (!match) return undefined;
  const value = decodeURIComponent(match[1]!);
  // The value is "identifier.signature"; the identifier is a random name only that browser holds.
  const identifier = value.slice(0, value.lastIndexOf("."));
  if (!identifier) return undefined;
  const row = await db.selectFrom("verification").select("value").where("identifier", "=", identifier).executeTakeFirst();
  return row?.value;
}

/** The account a sign-in or code attempt is about ("email:…", "phone:…", "user:…"), if it is one. */
export async function attemptedAccount(db: Kysely<Database>, request: Request): Promise<string | undefined> {
  if (request.method !== "POST") return undefined;
  const path = new URL(request.url).pathname.replace(/^\/api\/auth/, "");
  const twoFactor = path === "/two-factor/verify-totp" || path === "/two-factor/verify-backup-code";
  if (!twoFactor && !["/sign-in/email", "/sign-in/phone-number", "/phone-number/verify"].includes(path)) return undefined;
  if (twoFactor) {
    const user = await pendingTwoFactorUser(db, request.headers.get("cookie"));
    return user ? `user:${user}` : undefined;
  }
  const body = (await request
    .clone()
    .json()
    .catch(() => null)) as Record<string, unknown> | null;
  if (!body) return undefined;
  if (path === "/sign-in/email") {
    const email = text(body.email);
    return email ? `email:${email}` : undefined;
  }
  // Adding a number to a signed-in account is the session's business, not a sign-in.
  if (path === "/phone-number/verify" && body.updatePhoneNumber === true) return undefined;
  const number = phone(body.phoneNumber);
  return number ? `phone:${number}` : undefined;
}

const key = (account: string) => `account-failures:${account}`;

export async function isThrottled(db: Kysely<Database>, account: string, now = Date.now()): Promise<boolean> {
  const row = await db.selectFrom("rateLimit").select(["count", "lastRequest"]).where("key", "=", key(account)).executeTakeFirst();
  return row !== undefined && Number(row.lastRequest) >= now - accountThrottle.windowMs && row.count >= accountThrottle.maxFailures;
}

/** A 4xx counts as a failure (the window runs from a series' first one); a success clears the count. */
export async function recordAttempt(db: Kysely<Database>, account: string, status: number, now = Date.now()): Promise<void> {
  if (status === 429 || status >= 500) return;
  if (status < 400) {
    await db.deleteFrom("rateLimit").where("key", "=", key(account)).execute();
    return;
  }
  await countInWindow(db, key(account), accountThrottle.windowMs, now);
}
