import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from "better-auth/api";
import type { BetterAuthPlugin } from "better-auth";
import { deleteSessionCookie } from "better-auth/cookies";
import { authMessages } from "../../../shared/schemas/auth.js";

/** better-auth's twoFactor plugin keeps the pending sign-in under this cookie (its constant). */
const twoFactorCookieName = "two_factor";
/** How long a sign-in waits for its code; the twoFactor plugin is given the same. */
export const pendingSecondFactorMaxAgeSeconds = 10 * 60;
/** A TOTP code is accepted for its 30 s step and one either side: remember it that long. */
const usedCodeTtlMs = 3 * 30 * 1000;

/** Where a session starts without going through better-auth's twoFactor sign-in hook. */
function startsSessionOutsideTwoFactor(path: string | undefined): boolean {
  // "/sign-in/social" starts one only with an ID token, which is refused anyway: gated all the same.
  return path !== undefined && (path.startsWith("/callback/") || path === "/sign-in/social" || path === "/verify-email" || path === "/phone-number/verify");
}

/**
 * Closes the gaps better-auth's twoFactor plugin leaves (it guards only the password sign-ins):
 *
 * - a session started by Google/OIDC, by an e-mail link or by a phone code, for a user with
 *   TOTP on, is replaced by the same pending second-factor state the password sign-in gets,
 *   and the browser is sent to `challengePath` to enter a code;
 * - a TOTP code that has worked once for a user is refused for as long as it stays valid.
 */
export function secondFactorEverywhere(options: { challengePath: string }): BetterAuthPlugin {
  return {
    id: "second-factor-everywhere",
    hooks: {
      before: [
        {
          matcher: (context) => context.path === "/two-factor/verify-totp",
          handler: createAuthMiddleware(async (ctx) => {
            const userId = await totpUserId(ctx);
            const code = String((ctx.body as { code?: unknown } | undefined)?.code ?? "").trim();
            if (!userId || !code) return;
            const used = await ctx.context.internalAdapter.findVerificationValue(usedCodeIdentifier(userId, code));
            if (used && used.expiresAt > new Date()) {
              throw new APIError("UNAUTHORIZED", { message: authMessages.codeReused, code: "CODE_ALREADY_USED" });
            }
            // Spent from the first try: a code that fails costs nothing, one that works is gone.
            await ctx.context.internalAdapter.createVerificationValue({
              identifier: usedCodeIdentifier(userId, code),
              value: "used",
              expiresAt: new Date(Date.now() + usedCodeTtlMs),
            });
          }),
        },
      ],
      after: [
        {
          matcher: (context) => startsSessionOutsideTwoFactor(context.path),
          handler: createAuthMiddleware(async (ctx) => {
            const data = ctx.context.newSession;
            if (!data || !(data.user as { twoFactorEnabled?: boolean | null }).twoFactorEnabled) return;
            deleteSessionCookie(ctx, true);
            await ctx.context.internalAdapter.deleteSession(data.session.token);
            ctx.context.setNewSession(null);
            const cookie = ctx.context.createAuthCookie(twoFactorCookieName, { maxAge: pendingSecondFactorMaxAgeSeconds });
            const identifier = `2fa-${crypto.randomUUID()}`;
            const expiresAt = new Date(Date.now() + pendingSecondFactorMaxAgeSeconds * 1000);
            await ctx.context.internalAdapter.createVerificationValue({ value: data.user.id, identifier, expiresAt });
            await ctx.context.internalAdapter.createVerificationValue({ value: "0", identifier: `2fa-attempts-${identifier}`, expiresAt });
            await ctx.setSignedCookie(cookie.name, identifier, ctx.context.secret, cookie.attributes);
            const returned = ctx.context.returned;
            if (isAPIError(returned) && returned.statusCode === 302) {
              throw ctx.redirect(new URL(options.challengePath, ctx.context.options.baseURL as string).toString());
            }
            return ctx.json({ twoFactorRedirect: true, twoFactorMethods: ["totp"] });
          }),
        },
      ],
    },
  };
}

function usedCodeIdentifier(userId: string, code: string): string {
  return `totp-used-${userId}-${code}`;
}

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** The user a TOTP code is for: the pending sign-in's (two_factor cookie) or the session's. */
async function totpUserId(ctx: HookContext): Promise<string | undefined> {
  const cookie = ctx.context.createAuthCookie(twoFactorCookieName);
  const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (identifier) {
    const pending = await ctx.context.internalAdapter.findVerificationValue(identifier);
    if (pending) return pending.value;
  }
  const session = await getSessionFromCtx(ctx);
  return session?.user.id;
}
