import { betterAuth } from "better-auth";
import { APIError, createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import { genericOAuth, phoneNumber, twoFactor } from "better-auth/plugins";
import type { Kysely } from "kysely";
import { signupSyncMessages } from "../../shared/messages.js";
import { nameProblem } from "../../shared/names.js";
import { recordAuthError } from "./error-scope.js";
import {
  authMessages,
  isNormalizedPhoneNumber,
  isPlaceholderEmail,
  oauthChallengePath,
  passwordMaxLength,
  passwordMinLength,
  phoneCodeTtlMinutes,
} from "../../shared/schemas/auth.js";
import type { SignupSyncResult } from "../../shared/schemas/newsletter.js";
import type { Config } from "../config.js";
import type { Database } from "../db/schema.js";
import type { Logger } from "../lib/logger.js";
import type { Mailer } from "../mail/mailer.js";
import { emailChangeMail, emailChangeNoticeMail, passwordResetMail, verificationMail } from "../mail/templates.js";
import { moveSubscription, syncSignupPreferences } from "../modules/newsletter/newsletter.service.js";
import type { SmsSender } from "../sms/sms-sender.js";
import { clientAddressHeader } from "../middleware/rate-limit.js";
import { passwordProblems } from "./password-policy.js";
import { completeSignUp, phoneSignUp, placeholderEmail } from "./plugins/phone-sign-up.js";
import { pendingSecondFactorMaxAgeSeconds, secondFactorEverywhere } from "./plugins/second-factor.js";

export interface AuthOptions {
  db: Kysely<Database>;
  config: Config;
  secret: string;
  mailer: Mailer;
  sms: SmsSender;
  logger: Logger;
  /** Rate limits on auth routes; on outside tests unless told otherwise. */
  rateLimit?: boolean;
  /** The origin the browser uses; better-auth checks Origin against it on writes. */
  baseUrl: string;
}

/** Credential routes and the body field naming the account on each. */
const credentialPaths: Record<string, string> = {
  "/sign-up/email": "email",
  "/sign-in/email": "email",
  "/sign-up/phone-number": "phoneNumber",
  "/sign-in/phone-number": "phoneNumber",
};
/** Where a new password is chosen, and the body field carrying it. */
const newPasswordFields: Record<string, string> = {
  "/sign-up/email": "password",
  "/sign-up/phone-number": "password",
  "/reset-password": "newPassword",
  "/change-password": "newPassword",
};

/** Auth routes a person or a script could hammer: tighter limits than the 100 a minute elsewhere. */
/** Where a body carries a person's name (see shared/names.ts). */
const nameFields: Record<string, string[]> = {
  "/sign-up/email": ["name", "firstName", "lastName"],
  "/sign-up/phone-number": ["firstName", "lastName"],
  "/update-user": ["name", "firstName", "lastName"],
};

const rateLimitRules = {
  "/sign-in/*": { window: 60, max: 10 },
  "/sign-up/*": { window: 60, max: 5 },
  "/two-factor/*": { window: 60, max: 10 },
  "/phone-number/*": { window: 60, max: 5 },
  "/send-verification-email": { window: 60, max: 3 },
  "/change-email": { window: 60, max: 3 },
  "/verify-email": { window: 60, max: 10 },
  "/request-password-reset": { window: 60, max: 5 },
  "/reset-password": { window: 60, max: 10 },
};

function isBlank(value: unknown): boolean {
  return typeof value !== "string" || value.trim() === "";
}

function text(value: unknown): string | undefined {
  return typeof value === "string" ? value : undefined;
}

/**
 * The address a change-of-address link was sent from: its token (already checked by
 * better-auth by the time the user row changes) carries the old address and the new one.
 */
function previousEmailOf(query: unknown): string | undefined {
  const token = typeof query === "object" && query !== null ? (query as { token?: unknown }).token : undefined;
  if (typeof token !== "string") return undefined;
  try {
    const payload = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8")) as { email?: unknown; updateTo?: unknown };
    return typeof payload.email === "string" && typeof payload.updateTo === "string" ? payload.email.toLowerCase() : undefined;
  } catch {
    return undefined;
  }
}

/** A reset link works once and for at most this long. */
export const passwordResetTtlSeconds = 60 * 60;

/** The origins a browser may call from: the public one, and its loopback twin on a dev machine. */
export function trustedOriginsFor(baseUrl: string): string[] {
  const origin = new URL(baseUrl);
  const trustedOrigins = [origin.origin];
  if (origin.hostname === "localhost" || origin.hostname === "127.0.0.1") {
    const other = origin.hostname === "localhost" ? "127.0.0.1" : "localhost";
    trustedOrigins.push(`${origin.protocol}//${other}${origin.port ? `:${origin.port}` : ""}`);
  }
  return trustedOrigins;
}

export function createAuth({ db, config, secret, baseUrl, mailer, sms, logger, rateLimit = !config.isTest }: AuthOptions) {
  const trustedOrigins = trustedOriginsFor(baseUrl);
  const plugins = [
    phoneNumber({
      otpLength: 6,
      expiresIn: phoneCodeTtlMinutes * 60,
      allowedAttempts: 3,
      requireVerification: true,
      signUpOnVerification: { getTempEmail: placeholderEmail, getTempName: (phone) => phone },
      callbackOnVerification: async ({ user }, ctx) => {
        await completeSignUp(ctx, user);
      },
      phoneNumberValidator: isNormalizedPhoneNumber,
      sendOTP: async ({ phoneNumber: to, code }) => {
        await sms.send(to, `${code} is your Cadence code. It expires in ${phoneCodeTtlMinutes} minutes. Do not share it.`);
      },
    }),
    phoneSignUp({
      sms,
      sendCode: async (phone) => {
        await auth.api.sendPhoneNumberOTP({ body: { phoneNumber: phone } });
      },
    }),
    // Accounts with a password confirm it to change TOTP; Google/OIDC-only accounts have none to give.
    twoFactor({
      issuer: "Cadence",
      allowPasswordless: true,
      twoFactorCookieMaxAge: pendingSecondFactorMaxAgeSeconds,
      backupCodeOptions: { amount: 10, length: 10 },
    }),
    secondFactorEverywhere({ challengePath: oauthChallengePath }),
    ...(config.oidc
      ? [
          genericOAuth({
            config: [
              {
                providerId: "oidc",
                discoveryUrl: `${config.oidc.issuer.replace(/\/+$/, "")}/.well-known/openid-configuration`,
                clientId: config.oidc.clientId,
                clientSecret: config.oidc.clientSecret,
                scopes: ["openid", "email", "profile"],
                pkce: true,
              },
            ],
          }),
        ]
      : []),
  ];

  const auth = betterAuth({
    appName: "Cadence",
    baseURL: baseUrl,
    basePath: "/api/auth",
    secret,
    trustedOrigins,
    // The app's own Kysely instance: on PGlite a second one would run inside the app's open
    // transactions and be rolled back with them (DESIGN.md §5).
    database: { db, type: "postgres", transaction: true },
    // Kept for the route to report (error-scope.ts); the app's error handler logs it.
    onAPIError: { onError: (error) => recordAuthError(error) },
    user: {
      // The new address gets a link; the account changes only when it is followed (see the hook below).
      changeEmail: { enabled: true },
      additionalFields: {
        firstName: { type: "string", required: false, input: true },
        lastName: { type: "string", required: false, input: true },
      },
    },
    socialProviders: config.google ? { google: { clientId: config.google.clientId, clientSecret: config.google.clientSecret } } : {},
    // No provider is trusted by name: an existing account is joined only on the provider's
    // verified e-mail claim (email_verified), never on an address it merely states.
    account: { accountLinking: { enabled: true } },
    plugins,
    hooks: {
      // Spec §5: an e-mail (or phone) and a password, else this exact message.
      before: createAuthMiddleware(async (ctx) => {
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        // ID-token sign-in starts a session without the redirect, where two-step verification
        // and the account checks happen; Cadence's pages never use it.
        if (ctx.path === "/sign-in/social" && body.idToken !== undefined) {
          throw new APIError("BAD_REQUEST", { message: authMessages.idTokenSignInDisabled, code: "ID_TOKEN_SIGN_IN_DISABLED" });
        }
        // Names reach mail and pages: the same rule as the forms, whoever calls.
        for (const field of nameFields[ctx.path] ?? []) {
          const problem = typeof body[field] === "string" ? nameProblem(body[field]) : undefined;
          if (problem) throw new APIError("BAD_REQUEST", { message: problem, code: "INVALID_NAME", field });
        }
        if (ctx.path === "/unlink-account") await checkUnlink((await getSessionFromCtx(ctx))?.user.id, text(body.accountId));
        const accountField = credentialPaths[ctx.path];
        if (accountField && (isBlank(body[accountField]) || isBlank(body.password))) {
          throw new APIError("BAD_REQUEST", { message: authMessages.credentialsRequired, code: "CREDENTIALS_REQUIRED" });
        }
        const field = newPasswordFields[ctx.path];
        const password = field ? text(body[field]) : undefined;
        if (password === undefined) return;
        const problems = passwordProblems(password, {
          email: text(body.email),
          names: [text(body.name), text(body.firstName), text(body.lastName)],
        });
        if (problems.length > 0) {
          throw new APIError("BAD_REQUEST", { message: problems.join(". "), code: "WEAK_PASSWORD", reasons: problems });
        }
      }),
      // Spec §4 signup sync: the answer to an e-mail sign-up carries how the opt-in was saved.
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== "/sign-up/email") return;
        const returned = ctx.context.returned as { user?: { id?: string; email?: string; name?: string } } | Error | undefined;
        if (!returned || returned instanceof Error || !returned.user?.id) return;
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        const newsletter = await syncAtSignUp(returned.user.id, body.newsletterOptIn === true);
        return ctx.json({ ...returned, newsletter });
      }),
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: passwordMinLength,
      maxPasswordLength: passwordMaxLength,
      resetPasswordTokenExpiresIn: passwordResetTtlSeconds,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        // A phone-only account has no address to mail (its placeholder is never used).
        if (isPlaceholderEmail(user.email)) return;
        await mailer.send({ to: user.email, ...passwordResetMail(user.name, url) });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user, url }) => {
        if (isPlaceholderEmail(user.email)) return;
        // A change of address hands over the user with the new one: the stored one differs.
        const stored = await db.selectFrom("user").select("email").where("id", "=", user.id).executeTakeFirst();
        if (stored && stored.email !== user.email) {
          await mailer.send({ to: user.email, ...emailChangeMail(user.name, url) });
          if (!isPlaceholderEmail(stored.email)) {
            await mailer.send({ to: stored.email, ...emailChangeNoticeMail(user.name, user.email, `${baseUrl}/auth/forgot-password`) });
          }
          return;
        }
        await mailer.send({ to: user.email, ...verificationMail(user.name, url) });
      },
    },
    databaseHooks: {
      user: {
        update: {
          // Following the link proves the new address, also for a phone account adding its first one.
          before: async (data, ctx) => {
            if (ctx?.path !== "/verify-email" || typeof data.email !== "string" || isPlaceholderEmail(data.email)) return;
            return { data: { ...data, emailVerified: true } };
          },
          // A newsletter subscription moves to the new address with the account.
          after: async (user, ctx) => {
            if (ctx?.path !== "/verify-email") return;
            const previous = previousEmailOf(ctx.query);
            if (!previous || previous === user.email.toLowerCase() || isPlaceholderEmail(user.email)) return;
            await moveSubscription(db, previous, user.email.toLowerCase());
          },
        },
      },
    },
    rateLimit: { enabled: rateLimit, storage: "database", window: 60, max: 100, customRules: rateLimitRules },
    telemetry: { enabled: false },
    // better-auth skips its Origin (CSRF) check under NODE_ENV=test; tests check what production does.
    advanced: { cookiePrefix: "cadence", ipAddress: { ipAddressHeaders: [clientAddressHeader] }, disableOriginCheck: false },
  });

  /**
   * Settings → Sign-in methods: a provider can be unlinked, but never the last way in (better-auth
   * refuses that too, in its own words) and never the password, which is changed, not unlinked.
   */
  async function checkUnlink(userId: string | undefined, accountId: string | undefined): Promise<void> {
    if (!userId || !accountId) return;
    const accounts = await db.selectFrom("account").select(["id", "providerId"]).where("userId", "=", userId).execute();
    const target = accounts.find((account) => account.id === accountId);
    if (!target) return;
    if (target.providerId === "credential") throw new APIError("BAD_REQUEST", { message: authMessages.passwordNotUnlinkable, code: "PASSWORD_NOT_UNLINKABLE" });
    if (accounts.length === 1) throw new APIError("BAD_REQUEST", { message: authMessages.lastSignInMethod, code: "LAST_SIGN_IN_METHOD" });
  }

  /**
   * Newsletter preferences for a new account. A duplicate sign-up gets a made-up user (so that
   * sign-up does not reveal who has an account): nothing is stored for it. A failure is logged
   * and reported; the account stands either way.
   */
  async function syncAtSignUp(userId: string, optedIn: boolean): Promise<SignupSyncResult> {
    try {
      const user = await db.selectFrom("user").select(["id", "email", "name"]).where("id", "=", userId).executeTakeFirst();
      if (!user || isPlaceholderEmail(user.email)) return { status: "saved", message: signupSyncMessages.saved };
      return await syncSignupPreferences(db, { userId: user.id, email: user.email, name: user.name, optedIn });
    } catch (error) {
      logger.error({ err: error, userId }, "newsletter signup sync failed");
      return { status: "failed", message: signupSyncMessages.failed };
    }
  }

  return auth;
}

export type Auth = ReturnType<typeof createAuth>;
export type AuthSession = NonNullable<Awaited<ReturnType<Auth["api"]["getSession"]>>>;
