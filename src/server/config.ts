import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { planById } from "../shared/plans.js";

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const url = (protocols: string[]) =>
  optionalText.refine(
    (value) => {
      if (value === undefined) return true;
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { message: `expected a URL starting with ${protocols.map((p) => `${p}//`).join(" or ")}` },
  );

const email = optionalText.refine((value) => value === undefined || /^[^\s@]+@[^\s@]+$/.test(value), {
  message: "expected an e-mail address",
});

/** Every setting of DESIGN.md §3; all optional. Names are the environment variables. */
const settingsSchema = z.object({
  PORT: optionalText
    .refine((v) => v === undefined || (/^\d+$/.test(v) && Number(v) >= 0 && Number(v) <= 65535), {
      message: "expected a port number from 0 to 65535",
    })
    .transform((v) => (v === undefined ? 3000 : Number(v))),
  APP_URL: url(["http:", "https:"]),
  DATA_DIR: optionalText.transform((v) => path.resolve(v ?? "data")),
  DATABASE_URL: url(["postgres:", "postgresql:"]),
  AUTH_SECRET: optionalText.refine((v) => v === undefined || v.length >= 32, {
    message: "must be at least 32 characters long",
  }),
  SMTP_URL: url(["smtp:", "smtps:"]),
  MAIL_FROM: optionalText.transform((v) => v ?? "Cadence <no-reply@cadence.local>"),
  SUPPORT_EMAIL: email.transform((v) => v ?? "support@cadence.local"),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  OIDC_ISSUER: url(["https:", "http:"]),
  OIDC_CLIENT_ID: optionalText,
  OIDC_CLIENT_SECRET: optionalText,
  AI_PROVIDER: optionalText
    .refine((v) => v === undefined || ["offline", "openai", "anthropic"].includes(v), {
      message: "expected one of offline, openai, anthropic",
    })
    .transform((v) => (v ?? "offline") as "offline" | "openai" | "anthropic"),
  AI_BASE_URL: url(["http:", "https:"]),
  AI_API_KEY: optionalText,
  AI_MODEL: optionalText,
  AI_DAILY_QUOTA: optionalText
    .refine((v) => v === undefined || /^\d+$/.test(v), { message: "expected a whole number" })
    // The pricing page's Free plan figure: what every account has until billing exists.
    .transform((v) => (v === undefined ? planById("free").aiGenerationsPerDay : Number(v))),
  S3_ENDPOINT: url(["http:", "https:"]),
  S3_BUCKET: optionalText,
  S3_ACCESS_KEY: optionalText,
  S3_SECRET_KEY: optionalText,
  S3_REGION: optionalText,
  ANALYTICS_SCRIPT_URL: url(["https:", "http:"]),
  // How many reverse proxies stand in front (each adds an X-Forwarded-For entry): true is one.
  TRUST_PROXY: optionalText
    .refine((v) => v === undefined || ["true", "false"].includes(v) || /^\d{1,2}$/.test(v), { message: "expected true, false or a number of proxies" })
    .transform((v) => (v === undefined || v === "false" ? 0 : v === "true" ? 1 : Number(v))),
  LOG_LEVEL: optionalText
    .refine((v) => v === undefined || ["fatal", "error", "warn", "info", "debug", "trace", "silent"].includes(v), {
      message: "expected one of fatal, error, warn, info, debug, trace, silent",
    })
    .transform((v) => v ?? "info"),
  NODE_ENV: optionalText.transform((v) => v ?? "production"),
});

type Settings = z.output<typeof settingsSchema>;

export interface Config {
  port: number;
  appUrl: string | undefined;
  dataDir: string;
  databaseUrl: string | undefined;
  authSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  supportEmail: string;
  google: { clientId: string; clientSecret: string } | undefined;
  oidc: { issuer: string; clientId: string; clientSecret: string } | undefined;
  ai: { provider: Settings["AI_PROVIDER"]; baseUrl?: string; apiKey?: string; model?: string; dailyQuota: number };
  s3: { endpoint?: string; region?: string; bucket: string; accessKey: string; secretKey: string } | undefined;
  analyticsScriptUrl: string | undefined;
  logLevel: string;
  isTest: boolean;
  /** Behind a reverse proxy: the client's address is the first of X-Forwarded-For. */
  /** Reverse proxies in front of the server (0: none, X-Forwarded-For is ignored). */
  trustProxy: number;
}

/** A setting that stops start-up: its message is the one line the operator sees. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ConfigError";
  }
}

function requirePair(settings: Settings, names: (keyof Settings)[]): boolean {
  const present = names.filter((name) => settings[name] !== undefined);
  if (present.length === 0) return false;
  if (present.length < names.length) {
    const missing = names.filter((name) => settings[name] === undefined);
    throw new ConfigError(`Invalid setting ${missing[0]}: required when ${present.join(", ")} ${present.length === 1 ? "is" : "are"} set`);
  }
  return true;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = settingsSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0]);
    throw new ConfigError(`Invalid setting ${name}: ${issue.message} (got ${JSON.stringify(env[name])})`);
  }
  const s = parsed.data;
  if (s.AI_PROVIDER !== "offline" && s.AI_API_KEY === undefined && s.AI_BASE_URL === undefined) {
    throw new ConfigError(`Invalid setting AI_API_KEY: required when AI_PROVIDER is ${s.AI_PROVIDER}`);
  }
  return {
    port: s.PORT,
    appUrl: s.APP_URL?.replace(/\/+$/, ""),
    dataDir: s.DATA_DIR,
    databaseUrl: s.DATABASE_URL,
    authSecret: s.AUTH_SECRET,
    smtpUrl: s.SMTP_URL,
    mailFrom: s.MAIL_FROM,
    supportEmail: s.SUPPORT_EMAIL,
    google: requirePair(s, ["GOOGLE_CLIENT_ID", "GOOGLE_CLIENT_SECRET"]) ? { clientId: s.GOOGLE_CLIENT_ID!, clientSecret: s.GOOGLE_CLIENT_SECRET! } : undefined,
    oidc: requirePair(s, ["OIDC_ISSUER", "OIDC_CLIENT_ID", "OIDC_CLIENT_SECRET"])
      ? { issuer: s.OIDC_ISSUER!, clientId: s.OIDC_CLIENT_ID!, clientSecret: s.OIDC_CLIENT_SECRET! }
      : undefined,
    ai: {
      provider: s.AI_PROVIDER,
      baseUrl: s.AI_BASE_URL,
      apiKey: s.AI_API_KEY,
      model: s.AI_MODEL,
      dailyQuota: s.AI_DAILY_QUOTA,
    },
    s3: requirePair(s, ["S3_BUCKET", "S3_ACCESS_KEY", "S3_SECRET_KEY"])
      ? { endpoint: s.S3_ENDPOINT, region: s.S3_REGION, bucket: s.S3_BUCKET!, accessKey: s.S3_ACCESS_KEY!, secretKey: s.S3_SECRET_KEY! }
      : undefined,
    analyticsScriptUrl: s.ANALYTICS_SCRIPT_URL,
    logLevel: s.LOG_LEVEL,
    isTest: s.NODE_ENV === "test",
    trustProxy: s.TRUST_PROXY,
  };
}

const secretFileName = "auth-secret";

/**
 * Returns AUTH_SECRET when set; otherwise the secret kept in the data directory, created
 * with 256 random bits on first start so that sessions survive restarts.
 */
export function resolveAuthSecret(config: Config): string {
  if (config.authSecret) return config.authSecret;
  const file = path.join(config.dataDir, secretFileName);
  try {
    const kept = readFileSync(file, "utf8").trim();
    if (kept.length >= 32) return kept;
    throw new ConfigError(`Invalid setting AUTH_SECRET: the secret kept in ${file} is shorter than 32 characters`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: "wx" });
  return secret;
}
