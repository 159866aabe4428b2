import { randomBytes } from "node:crypto";
import { APIError, createAuthEndpoint, createAuthMiddleware } from "better-auth/api";
import type { BetterAuthPlugin } from "better-auth";
import { z } from "zod";
import { authMessages, normalizePhoneNumber, phoneAccountEmailDomain } from "../../../shared/schemas/auth.js";
import type { SmsSender } from "../../sms/sms-sender.js";

/** better-auth needs an e-mail on every user: phone-only accounts get one that is never mailed. */
export function placeholderEmail(phoneNumber: string): string {
  return `${phoneNumber.replace(/\D/g, "")}@${phoneAccountEmailDomain}`;
}

/** A phone sign-up waits this long for its code before it must start again. */
const pendingTtlMs = 60 * 60 * 1000;

const bodySchema = z.object({
  phoneNumber: z.string().max(40),
  password: z.string(),
  firstName: z.string().trim().max(100).optional(),
  lastName: z.string().trim().max(100).optional(),
});

interface PendingSignUp {
  passwordHash: string;
  firstName: string | null;
  lastName: string | null;
}

/** Each client's pending sign-up for a number is a record of its own, named by the client's binding. */
const pendingPrefix = (phoneNumber: string) => `phone-sign-up-${phoneNumber}-`;
const pendingIdentifier = (phoneNumber: string, binding: string) => `${pendingPrefix(phoneNumber)}${binding}`;

type EndpointContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** The signed cookie that ties a pending sign-up to the browser that started it. */
const bindingCookieName = "phone_sign_up";

async function bindingOf(ctx: EndpointContext): Promise<string | null> {
  const cookie = ctx.context.createAuthCookie(bindingCookieName);
  const value = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  return typeof value === "string" && /^[A-Za-z0-9_-]{22,64}$/.test(value) ? value : null;
}

/** Every pending sign-up for a number, whichever client started it. */
async function dropPendingSignUps(ctx: EndpointContext, phoneNumber: string): Promise<void> {
  await ctx.context.adapter.deleteMany({ model: "verification", where: [{ field: "identifier", operator: "starts_with", value: pendingPrefix(phoneNumber) }] });
}

/**
 * Phone-and-password accounts. better-auth's phoneNumber plugin verifies numbers, signs them in
 * with a password and can create a user once a code is verified, but never with a password, and
 * it refuses an unverified number on a user. So sign-up is in two steps:
 *
 * 1. POST /api/auth/sign-up/phone-number keeps the hashed password and names as a pending
 *    sign-up (in better-auth's verification table, for an hour) and texts a code (`sendCode`);
 * 2. POST /api/auth/phone-number/verify checks the code and creates the verified user; then
 *    `completeSignUp` (its callbackOnVerification) gives it the password and the names.
 *
 * The answer to step 1 is the same whether or not the number has an account, so that sign-up
 * does not reveal who uses Cadence; a verified owner gets a text saying so instead of a code.
 *
 * A pending sign-up belongs to the client that started it (a signed, HttpOnly cookie naming
 * it), and another client's request never replaces it: each has its own. Step 2 uses the
 * pending sign-up of the client that sends the code, so someone who starts a sign-up for a
 * number that is not theirs cannot have its owner's code put their password on the account.
 */
export function phoneSignUp(options: { sms: SmsSender; sendCode: (phoneNumber: string) => Promise<void> }): BetterAuthPlugin {
  return {
    id: "phone-sign-up",
    endpoints: {
      signUpPhoneNumber: createAuthEndpoint("/sign-up/phone-number", { method: "POST", body: bodySchema }, async (ctx) => {
        const phoneNumber = normalizePhoneNumber(ctx.body.phoneNumber);
        if (!phoneNumber) throw new APIError("BAD_REQUEST", { message: authMessages.invalidPhone, code: "INVALID_PHONE_NUMBER" });
        // Hashed before the lookup, so that a taken number answers no faster than a new one.
        const passwordHash = await ctx.context.password.hash(ctx.body.password);
        const existing = await ctx.context.adapter.findOne<{ id: string }>({
          model: "user",
          where: [{ field: "phoneNumber", value: phoneNumber }],
        });
        if (existing) {
          await options.sms.send(
            phoneNumber,
            "Someone tried to create a Cadence account with this number, which already has one. To get in, log in with it instead.",
          );
          return ctx.json({ status: "code_sent" });
        }
        const pending: PendingSignUp = {
          passwordHash,
          firstName: ctx.body.firstName || null,
          lastName: ctx.body.lastName || null,
        };
        // The same client starting again replaces its own pending sign-up, and only that.
        const binding = (await bindingOf(ctx)) ?? randomBytes(24).toString("base64url");
        await ctx.context.internalAdapter.deleteVerificationByIdentifier(pendingIdentifier(phoneNumber, binding));
        await ctx.context.internalAdapter.createVerificationValue({
          identifier: pendingIdentifier(phoneNumber, binding),
          value: JSON.stringify(pending),
          expiresAt: new Date(Date.now() + pendingTtlMs),
        });
        const cookie = ctx.context.createAuthCookie(bindingCookieName, { maxAge: pendingTtlMs / 1000 });
        await ctx.setSignedCookie(cookie.name, binding, ctx.context.secret, cookie.attributes);
        await options.sendCode(phoneNumber);
        return ctx.json({ status: "code_sent" });
      }),
    },
    hooks: {
      before: [
        {
          // A code makes an account only for a sign-up that chose a password.
          matcher: (context) => context.path === "/phone-number/verify",
          handler: createAuthMiddleware(async (ctx) => {
            const body = (ctx.body ?? {}) as { phoneNumber?: unknown; updatePhoneNumber?: unknown };
            if (body.updatePhoneNumber === true || typeof body.phoneNumber !== "string") return;
            const user = await ctx.context.adapter.findOne({ model: "user", where: [{ field: "phoneNumber", value: body.phoneNumber }] });
            if (user) return;
            const binding = await bindingOf(ctx);
            const pending = binding ? await ctx.context.internalAdapter.findVerificationValue(pendingIdentifier(body.phoneNumber, binding)) : null;
            if (!pending || pending.expiresAt < new Date()) {
              throw new APIError("BAD_REQUEST", { message: authMessages.signUpExpired, code: "SIGN_UP_EXPIRED" });
            }
          }),
        },
      ],
    },
  };
}

/**
 * Step 2's end: the new user gets the pending password and names. A signed-in user adding this
 * number to their account (`updatePhoneNumber`) is not a sign-up: someone else's pending sign-up
 * for the number must never give that account a password or names, so it is dropped instead.
 */
export async function completeSignUp(ctx: EndpointContext | undefined, user: { id: string; phoneNumber?: string | null }): Promise<void> {
  if (!ctx || !user.phoneNumber) return;
  if ((ctx.body as { updatePhoneNumber?: unknown } | undefined)?.updatePhoneNumber === true) {
    await dropPendingSignUps(ctx, user.phoneNumber);
    return;
  }
  const binding = await bindingOf(ctx);
  const record = binding ? await ctx.context.internalAdapter.findVerificationValue(pendingIdentifier(user.phoneNumber, binding)) : null;
  if (!record) return;
  const pending = JSON.parse(record.value) as PendingSignUp;
  const account = await ctx.context.internalAdapter.findCredentialAccount(user.id);
  if (!account) {
    await ctx.context.internalAdapter.linkAccount({ userId: user.id, providerId: "credential", accountId: user.id, password: pending.passwordHash });
  }
  const name = [pending.firstName, pending.lastName].filter(Boolean).join(" ");
  await ctx.context.internalAdapter.updateUser(user.id, {
    firstName: pending.firstName,
    lastName: pending.lastName,
    ...(name ? { name } : {}),
  });
  // The number has its account: every other client's pending sign-up for it is void.
  await dropPendingSignUps(ctx, user.phoneNumber);
}
