import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { OpenAPIHono } from "@hono/zod-openapi";
import type { ErrorBody } from "../../shared/errors.js";
import { createApp } from "../app.js";
import type { WorkPool } from "../modules/ai/work/work-pool.js";
import { createAuth, type Auth } from "../auth/auth.js";
import { loadConfig, type Config } from "../config.js";
import type { DatabaseHandle, DatabaseKind } from "../db/client.js";
import type { AppEnv } from "../lib/hono-env.js";
import { createLogger } from "../lib/logger.js";
import { createMailer, type Mailer } from "../mail/mailer.js";
import { createOutboxSmsSender } from "../sms/sms-sender.js";
import { createLocalStore } from "../modules/storage/local-store.js";
import type { AiEngine } from "../modules/ai/engine.js";
import type { BlobStore } from "../modules/storage/blob-store.js";
import { createStorage, type Storage } from "../modules/storage/storage.service.js";
import { createTestDatabase, openSameDatabase } from "./test-database.js";

export const testBaseUrl = "http://localhost:3000";
const testSecret = "test-secret-that-is-at-least-32-characters-long";

export interface TestUser {
  id: string;
  email: string;
  cookie: string;
}

export interface TestApp {
  app: OpenAPIHono<AppEnv>;
  auth: Auth;
  config: Config;
  database: DatabaseHandle;
  mailer: Mailer;
  storage: Storage;
  /** The directory of the local file store (removed by close). */
  storageDir: string;
  /** Calls the real app in process; `cookie` signs the request in, `json` sends a JSON body. */
  request(
    path: string,
    init?: { method?: string; cookie?: string; json?: unknown; headers?: Record<string, string>; body?: string | Uint8Array },
  ): Promise<Response>;
  signUp(overrides?: { email?: string; name?: string; password?: string }): Promise<TestUser>;
  close(): Promise<void>;
}

let userCounter = 0;

/** The Cookie header a browser would send back after this response. */
export function sessionCookie(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
}

/** A response body, typed by the caller: tests assert on its shape. */
export async function readJson<T = ErrorBody>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

export interface TestAppOptions {
  /** Auth rate limits are off in tests unless a test is about them. */
  rateLimit?: boolean;
  /** Where files go; a fresh local directory by default. */
  store?: BlobStore;
  /** Another instance's database: this app opens its own connections to the same one. */
  sameDatabaseAs?: DatabaseHandle;
  /** With `sameDatabaseAs`: reach PostgreSQL at this address instead (a proxy a test can cut). */
  postgresUrl?: string;
  /** An AI engine in place of the one the settings name. */
  ai?: AiEngine;
  /** AI worker threads with budgets of the test's own. */
  aiWork?: WorkPool;
}

export async function createTestApp(kind: DatabaseKind, env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.sameDatabaseAs ? await openSameDatabase(options.sameDatabaseAs, options.postgresUrl) : await createTestDatabase(kind);
  // Tests play many clients through X-Forwarded-For, as if behind a reverse proxy.
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: "/nonexistent", TRUST_PROXY: "true", ...env });
  const logger = createLogger("silent");
  const mailer = createMailer({ config, db: database.db, logger });
  const auth = createAuth({
    db: database.db,
    config,
    secret: testSecret,
    baseUrl: testBaseUrl,
    mailer,
    sms: createOutboxSmsSender({ db: database.db, logger }),
    logger,
    rateLimit: options.rateLimit ?? false,
  });
  const storageDir = mkdtempSync(path.join(tmpdir(), "cadence-storage-"));
  const storage = createStorage({ db: database.db, store: options.store ?? createLocalStore(storageDir), secret: testSecret, logger });
  const app = createApp({
    db: database.db,
    auth,
    config,
    logger,
    mailer,
    storage,
    ...(options.ai ? { ai: options.ai } : {}),
    ...(options.aiWork ? { aiWork: options.aiWork } : {}),
  });

  const request: TestApp["request"] = (path, init = {}) => {
    const headers = new Headers(init.headers);
    // The app's own origin, as a browser would send it; a test may name another, or "" for none.
    if (!headers.has("origin")) headers.set("origin", testBaseUrl);
    else if (headers.get("origin") === "") headers.delete("origin");
    if (init.cookie) headers.set("cookie", init.cookie);
    let body = init.body;
    if (init.json !== undefined) {
      headers.set("content-type", "application/json");
      body = JSON.stringify(init.json);
    }
    return Promise.resolve(app.request(`${testBaseUrl}${path}`, { method: init.method ?? "GET", headers, body }));
  };

  /** A verified user with a session: sign-up, the address marked verified, then sign-in. */
  const signUp: TestApp["signUp"] = async (overrides = {}) => {
    userCounter += 1;
    const email = overrides.email ?? `user${userCounter}-${Date.now()}@example.com`;
    const password = overrides.password ?? "a long enough password";
    const created = await request("/api/auth/sign-up/email", {
      method: "POST",
      json: { email, name: overrides.name ?? "Test User", password },
    });
    if (created.status !== 200) throw new Error(`sign-up failed: ${created.status} ${await created.text()}`);
    const body = (await created.json()) as { user: { id: string } };
    await database.db.updateTable("user").set({ emailVerified: true }).where("id", "=", body.user.id).execute();
    const signedIn = await request("/api/auth/sign-in/email", { method: "POST", json: { email, password } });
    if (signedIn.status !== 200) throw new Error(`sign-in failed: ${signedIn.status} ${await signedIn.text()}`);
    return { id: body.user.id, email, cookie: sessionCookie(signedIn) };
  };

  return {
    app,
    auth,
    config,
    database,
    mailer,
    storage,
    storageDir,
    request,
    signUp,
    close: async () => {
      mailer.close();
      await database.close();
      rmSync(storageDir, { recursive: true, force: true });
    },
  };
}
