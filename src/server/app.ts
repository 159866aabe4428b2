import { OpenAPIHono } from "@hono/zod-openapi";
import { bodyLimit } from "hono/body-limit";
import type { Kysely } from "kysely";
import { messages } from "../shared/messages.js";
import { authMessages } from "../shared/schemas/auth.js";
import { trustedOriginsFor, type Auth } from "./auth/auth.js";
import { runWithAuthErrorSlot, type AuthErrorSlot } from "./auth/error-scope.js";
import type { Config } from "./config.js";
import { checkDatabase } from "./db/check.js";
import type { Database } from "./db/schema.js";
import { AppError } from "./lib/app-error.js";
import type { AppEnv } from "./lib/hono-env.js";
import { loggablePath, type Logger } from "./lib/logger.js";
import type { Mailer } from "./mail/mailer.js";
import { createRouter } from "./lib/openapi.js";
import { compressResponses } from "./middleware/compress.js";
import { apiNotFound, onError } from "./middleware/error-handler.js";
import { clientAddress, clientAddressHeader, resolveClientAddress } from "./middleware/rate-limit.js";
import { requestContext } from "./middleware/request-context.js";
import { requireUser } from "./middleware/require-user.js";
import { requireJsonBody } from "./middleware/require-json.js";
import { securityHeaders } from "./middleware/security-headers.js";
import { accountRoutes, isImportRequest } from "./modules/account/account.routes.js";
import { aiRoutes } from "./modules/ai/ai.routes.js";
import { ankiRoutes } from "./modules/anki/anki.routes.js";
import { createAiEngine } from "./modules/ai/create-engine.js";
import type { AiEngine } from "./modules/ai/engine.js";
import { accountThrottle, attemptedAccount, isThrottled, recordAttempt } from "./auth/account-throttle.js";
import { sharedWorkPool, type WorkPool } from "./modules/ai/work/work-pool.js";
import { configRoutes } from "./modules/config/config.routes.js";
import { devMailboxRoutes } from "./modules/dev-mailbox/dev-mailbox.routes.js";
import { healthRoutes } from "./modules/health/health.routes.js";
import { meRoutes } from "./modules/me/me.routes.js";
import { newsletterRoutes, oneClickUnsubscribe } from "./modules/newsletter/newsletter.routes.js";
import { supportRoutes } from "./modules/support/support.routes.js";
import { calendarFeedRoutes } from "./modules/calendar-feed/calendar-feed.routes.js";
import { flashcardRoutes, isSetWriteRequest } from "./modules/flashcards/flashcards.routes.js";
import { planRoutes } from "./modules/plans/plans.routes.js";
import { quizRoutes } from "./modules/quizzes/quizzes.routes.js";
import { realtimeRoutes } from "./modules/realtime/realtime.routes.js";
import { createBlobStore } from "./modules/storage/create-store.js";
import { createStorage, type Storage } from "./modules/storage/storage.service.js";
import { isUploadRequest, storageRoutes } from "./modules/storage/storage.routes.js";
import { taskRoutes } from "./modules/tasks/tasks.routes.js";
import { renderApiReference } from "./openapi-docs.js";
import { sameOriginWrites } from "./middleware/same-origin.js";
import { serveSpa } from "./static.js";

/** The API's paths that need a signed-in user (each path and everything under it). */
const signedInPaths = [
  "/me",
  "/profile",
  "/tasks",
  "/quizzes",
  "/attempts",
  "/flashcard-sets",
  "/flashcards",
  "/study-plans",
  "/calendar-feed",
  "/account",
  "/ai",
  "/realtime",
].flatMap((path) => [path, `${path}/*`]);

export interface AppDependencies {
  db: Kysely<Database>;
  auth: Auth;
  config: Config;
  logger: Logger;
  mailer: Mailer;
  /** The built SPA (dist/web); without it only the API is served. */
  webRoot?: string;
  /** File storage; by default the one the settings name (DATA_DIR or S3). */
  storage?: Storage;
  /** The AI engine; by default the one AI_PROVIDER names. */
  ai?: AiEngine;
  /** The AI worker threads; the process's shared pool unless given. */
  aiWork?: WorkPool;
}

/** JSON bodies above this are refused with 413; uploads set their own limits. */
export const jsonBodyLimitBytes = 1024 * 1024;

const openApiInfo = {
  openapi: "3.1.0",
  info: {
    title: "Cadence API",
    version: "1",
    description:
      'JSON over HTTPS, camelCase bodies, session cookie from /api/auth. Errors are {"error":{"code","message","issues?"}}. ' +
      "Sign-up, sign-in, sessions, two-step verification and linked providers are better-auth's routes under /api/auth (see its documentation, linked below).",
  },
};

interface OpenApiOperation {
  operationId?: string;
  security?: Record<string, string[]>[];
  responses?: Record<string, unknown>;
}
type OpenApiDocument = Record<string, unknown> & { paths?: Record<string, Record<string, OpenApiOperation>>; components?: Record<string, unknown> };

/**
 * What the route schemas do not say: the server, the licence, the session cookie as the security
 * of every operation that can answer 401 (the others are public: `security: []`), and an
 * operationId on each (the method and the path's words: `getApiTasksById`).
 */
function finishDocument(document: OpenApiDocument, serverUrl: string): OpenApiDocument {
  const words = (path: string) =>
    path
      .split("/")
      .filter(Boolean)
      .map((segment) => {
        const parameter = /^\{(.+)\}$/.exec(segment)?.[1];
        const word = (parameter ? `by-${parameter}` : segment).replace(/[^A-Za-z0-9]+(.)?/g, (_match, next: string | undefined) => (next ?? "").toUpperCase());
        return word.charAt(0).toUpperCase() + word.slice(1);
      })
      .join("");
  for (const [path, methods] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(methods)) {
      operation.operationId ??= `${method}${words(path)}`;
      operation.security = operation.responses && "401" in operation.responses ? [{ sessionCookie: [] }] : [];
    }
  }
  return {
    ...document,
    info: { ...(document.info as Record<string, unknown>), license: { name: "Proprietary", url: `${serverUrl}/terms` } },
    servers: [{ url: serverUrl, description: "This Cadence" }],
    externalDocs: { description: "better-auth's routes under /api/auth", url: "https://www.better-auth.com/docs/concepts/api" },
    components: {
      ...document.components,
      securitySchemes: {
        sessionCookie: {
          type: "apiKey",
          in: "cookie",
          // Under https better-auth gives the cookie the __Secure- prefix.
          name: `${serverUrl.startsWith("https:") ? "__Secure-" : ""}cadence.session_token`,
          description: "The session cookie set by signing in (POST /api/auth/sign-in/…)",
        },
      },
    },
  };
}

/** The dev mailbox: with no SMTP_URL, and never when a reverse proxy stands in front (TRUST_PROXY). */
export function devMailboxServed(config: Pick<Config, "trustProxy">, mailer: Pick<Mailer, "mode">): boolean {
  return mailer.mode === "outbox" && config.trustProxy === 0;
}

export function createApp({ db, auth, config, logger, mailer, webRoot, storage, ai, aiWork }: AppDependencies): OpenAPIHono<AppEnv> {
  const app = new OpenAPIHono<AppEnv>();
  const files = storage ?? createStorage({ db, store: createBlobStore(config), secret: auth.options.secret ?? "", logger });
  const scriptOrigin = config.analyticsScriptUrl ? new URL(config.analyticsScriptUrl).origin : undefined;

  app.use("*", requestContext(logger));
  app.use("*", async (c, next) => {
    c.set("clientAddress", resolveClientAddress(c, config.trustProxy));
    await next();
  });
  app.use("*", securityHeaders({ scriptOrigin }));
  app.use("*", compressResponses());
  const jsonLimit = bodyLimit({
    maxSize: jsonBodyLimitBytes,
    onError: () => {
      throw new AppError("payload_too_large", messages.payloadTooLarge);
    },
  });
  // Uploads carry files, an account import a whole export and a set all its cards: those routes
  // set their own limits. A GET or HEAD, which has no body, skips the limit: asking for the
  // body would make a whole Request of the server's lightweight one, on every read.
  app.use("/api/*", async (c, next) =>
    c.req.method === "GET" ||
    c.req.method === "HEAD" ||
    isUploadRequest(c.req.method, c.req.path) ||
    isImportRequest(c.req.method, c.req.path) ||
    isSetWriteRequest(c.req.method, c.req.path)
      ? next()
      : jsonLimit(c, next),
  );
  app.use("/api/*", async (c, next) => {
    await next();
    if (!c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", "no-store");
  });

  app.on(["GET", "POST"], "/api/auth/*", async (c) => {
    // better-auth sees only the Request, not the socket: hand it the caller's address in a
    // header of our own, overwritten here whatever the caller sent, so its limits are per client.
    const request = new Request(c.req.raw);
    request.headers.set(clientAddressHeader, clientAddress(c));
    // Failed sign-ins and codes per account, whatever the address (auth/account-throttle.ts).
    const account = await attemptedAccount(db, request);
    if (account && (await isThrottled(db, account))) {
      c.header("Retry-After", String(accountThrottle.windowMs / 1000));
      throw new AppError("rate_limited", authMessages.accountThrottled);
    }
    const slot: AuthErrorSlot = {};
    const response = await runWithAuthErrorSlot(slot, () => auth.handler(request));
    if (account) await recordAttempt(db, account, response.status);
    if (response.status >= 500) {
      // Its own bare 500 becomes ours: 503 when the database or the disk is the cause. Some of
      // its routes answer 500 without telling the hook why: then a probe of the database says.
      throw (
        slot.error ??
        (await checkDatabase(db).then(
          () => undefined,
          (error: unknown) => error,
        )) ??
        new Error(`better-auth answered ${response.status} for ${c.req.method} ${loggablePath(c.req.path)}`)
      );
    }
    if (response.status !== 429) return response;
    // better-auth's limiter answers with its own text; ours says what to do, in the standard body.
    const retryAfter = response.headers.get("X-Retry-After") ?? "60";
    c.header("Retry-After", retryAfter);
    throw new AppError("rate_limited", authMessages.rateLimited);
  });

  const newsletter = { db, mailer, logger, secret: auth.options.secret ?? "", baseUrl: (auth.options.baseURL ?? "").replace(/\/+$/, "") };
  app.on(["GET", "POST"], "/api/newsletter/one-click-unsubscribe", oneClickUnsubscribe(newsletter));

  const api = createRouter();
  api.use("*", sameOriginWrites(trustedOriginsFor(String(auth.options.baseURL ?? config.appUrl))));
  api.use("*", requireJsonBody({ except: isUploadRequest }));
  // One guard for every route of a signed-in user; the routers under it do not guard themselves.
  const signedIn = requireUser(auth);
  for (const path of signedInPaths) api.use(path, signedIn);
  api.route("/", healthRoutes(db));
  api.route("/", configRoutes(config));
  api.route("/", meRoutes(db, auth));
  api.route("/", taskRoutes(db));
  api.route("/", quizRoutes(db));
  const pool = aiWork ?? sharedWorkPool();
  api.route("/", ankiRoutes({ db, storage: files, pool }));
  api.route("/", flashcardRoutes(db));
  api.route("/", planRoutes(db));
  api.route("/", newsletterRoutes(newsletter));
  api.route("/", supportRoutes({ db, mailer, logger, supportEmail: config.supportEmail }, auth));
  // Links the server hands out are built on the configured address, never on the request's Host.
  const publicUrl = String(auth.options.baseURL ?? config.appUrl).replace(/\/+$/, "");
  api.route("/", calendarFeedRoutes(db, auth, publicUrl));
  api.route("/", storageRoutes(files, auth, publicUrl));
  api.route("/", realtimeRoutes(auth));
  api.route("/", accountRoutes({ db, auth, storage: files }));
  api.route("/", aiRoutes({ db, storage: files, engine: ai ?? createAiEngine(config, logger, pool), pool, dailyQuota: config.ai.dailyQuota, logger }));
  app.route("/api", api);

  const document = () => finishDocument(app.getOpenAPI31Document(openApiInfo) as unknown as OpenApiDocument, publicUrl);
  app.get("/api/openapi.json", (c) => c.json(document()));
  app.get("/api/docs", (c) => c.html(renderApiReference(document() as unknown as Record<string, unknown>)));

  app.all("/api/*", apiNotFound);
  if (devMailboxServed(config, mailer)) app.route("/dev", devMailboxRoutes(db));
  if (webRoot) app.get("*", serveSpa(webRoot));
  app.notFound(apiNotFound);
  app.onError(onError);
  return app;
}
