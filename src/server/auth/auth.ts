import { betterAuth } from "better-auth";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { authMessages, passwordMaxLength, passwordMinLength } from "../../shared/schemas/auth.js";
import type { Kysely } from "kysely";
import type { Config } from "../config.js";
import type { Database } from "../db/schema.js";
import type { Mailer } from "../mail/mailer.js";
import { passwordResetMail, verificationMail } from "../mail/templates.js";
import { passwordProblems } from "./password-policy.js";

export interface AuthOptions {
  db: Kysely<Database>;
  config: Config;
  secret: string;
  mailer: Mailer;
  /** The origin the browser uses; better-auth checks Origin against it on writes. */
  baseUrl: string;
}

const credentialPaths = new Set(["/sign-up/email", "/sign-in/email"]);
/** Where a new password is chosen, and the body field carrying it. */
const newPasswordFields: Record<string, string> = { "/sign-up/email": "password", "/reset-password": "newPassword", "/change-password": "newPassword" };

function isBlank(value: unknown): boolean {
  return typeof value !== "string" || value.trim() === "";
}

function text(value: unknown): string | undefined {
  return typeof value === "string" ? value : undefined;
}

/** A reset link works once and for at most this long. */
export const passwordResetTtlSeconds = 60 * 60;

export function createAuth({ db, config, secret, baseUrl, mailer }: AuthOptions) {
  const origin = new URL(baseUrl);
  const trustedOrigins = [origin.origin];
  if (origin.hostname === "localhost" || origin.hostname === "127.0.0.1") {
    const other = origin.hostname === "localhost" ? "127.0.0.1" : "localhost";
    trustedOrigins.push(`${origin.protocol}//${other}${origin.port ? `:${origin.port}` : ""}`);
  }
  return betterAuth({
    appName: "Cadence",
    baseURL: baseUrl,
    basePath: "/api/auth",
    secret,
    trustedOrigins,
    // The app's own Kysely instance: on PGlite a second one would run inside the app's open
    // transactions and be rolled back with them (DESIGN.md §5).
    database: { db, type: "postgres", transaction: true },
    user: {
      additionalFields: {
        firstName: { type: "string", required: false, input: true },
        lastName: { type: "string", required: false, input: true },
      },
    },
    hooks: {
      // Spec §5: an e-mail (or phone) and a password, else this exact message.
      before: createAuthMiddleware(async (ctx) => {
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        if (credentialPaths.has(ctx.path) && (isBlank(body.email) || isBlank(body.password))) {
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
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: passwordMinLength,
      maxPasswordLength: passwordMaxLength,
      resetPasswordTokenExpiresIn: passwordResetTtlSeconds,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        await mailer.send({ to: user.email, ...passwordResetMail(user.name, url) });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user, url }) => {
        await mailer.send({ to: user.email, ...verificationMail(user.name, url) });
      },
    },
    rateLimit: { enabled: !config.isTest, storage: "database", window: 60, max: 100 },
    telemetry: { enabled: false },
    advanced: { cookiePrefix: "cadence" },
  });
}

export type Auth = ReturnType<typeof createAuth>;
export type AuthSession = NonNullable<Awaited<ReturnType<Auth["api"]["getSession"]>>>;
