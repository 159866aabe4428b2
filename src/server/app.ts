import { OpenAPIHono } from "@hono/zod-openapi";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import type { Kysely } from "kysely";
import { messages } from "../shared/messages.js";
import { authMessages } from "../shared/schemas/auth.js";
import type { Auth } from "./auth/auth.js";
import type { Config } from "./config.js";
import type { Database } from "./db/schema.js";
import { AppError } from "./lib/app-error.js";
import type { AppEnv } from "./lib/hono-env.js";
import type { Logger } from "./lib/logger.js";
import type { Mailer } from "./mail/mailer.js";
import { createRouter } from "./lib/openapi.js";
import { apiNotFound, onError } from "./middleware/error-handler.js";
import { requestContext } from "./middleware/request-context.js";
import { requireJsonBody } from "./middleware/require-json.js";
import { securityHeaders } from "./middleware/security-headers.js";
import { configRoutes } from "./modules/config/config.routes.js";
import { devMailboxRoutes } from "./modules/dev-mailbox/dev-mailbox.routes.js";
import { healthRoutes } from "./modules/health/health.routes.js";
import { meRoutes } from "./modules/me/me.routes.js";
import { newsletterRoutes, oneClickUnsubscribe } from "./modules/newsletter/newsletter.routes.js";
import { supportRoutes } from "./modules/support/support.routes.js";
import { calendarFeedRoutes } from "./modules/calendar-feed/calendar-feed.routes.js";
import { flashcardRoutes } from "./modules/flashcards/flashcards.routes.js";
import { quizRoutes } from "./modules/quizzes/quizzes.routes.js";
import { taskRoutes } from "./modules/tasks/tasks.routes.js";
import { renderApiReference } from "./openapi-docs.js";
import { serveSpa } from "./static.js";

export interface AppDependencies {
  db: Kysely<Database>;
  auth: Auth;
  config: Config;
  logger: Logger;
  mailer: Mailer;
  /** The built SPA (dist/web); without it only the API is served. */
  webRoot?: string;
}

/** JSON bodies above this are refused with 413; uploads set their own limits. */
export const jsonBodyLimitBytes = 1024 * 1024;

const openApiInfo = {
  openapi: "3.1.0",
  info: {
    title: "Cadence API",
    version: "1",
    description:
      "JSON over HTTPS, camelCase bodies, session cookie from /api/auth. Errors are {\"error\":{\"code\",\"message\",\"issues?\"}}.",
  },
};

export function createApp({ db, auth, config, logger, mailer, webRoot }: AppDependencies): OpenAPIHono<AppEnv> {
  const app = new OpenAPIHono<AppEnv>();
  const scriptOrigin = config.analyticsScriptUrl ? new URL(config.analyticsScriptUrl).origin : undefined;

  app.use("*", requestContext(logger));
  app.use("*", securityHeaders({ scriptOrigin }));
  app.use("*", compress());
  app.use(
    "/api/*",
    bodyLimit({
      maxSize: jsonBodyLimitBytes,
      onError: () => {
        throw new AppError("payload_too_large", messages.payloadTooLarge);
      },
    }),
  );
  app.use("/api/*", async (c, next) => {
    await next();
    if (!c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", "no-store");
  });

  app.on(["GET", "POST"], "/api/auth/*", async (c) => {
    const response = await auth.handler(c.req.raw);
    if (response.status !== 429) return response;
    // better-auth's limiter answers with its own text; ours says what to do, in the standard body.
    const retryAfter = response.headers.get("X-Retry-After") ?? "60";
    c.header("Retry-After", retryAfter);
    throw new AppError("rate_limited", authMessages.rateLimited);
  });

  const newsletter = { db, mailer, logger, secret: auth.options.secret ?? "", baseUrl: (auth.options.baseURL ?? "").replace(/\/+$/, "") };
  app.on(["GET", "POST"], "/api/newsletter/one-click-unsubscribe", oneClickUnsubscribe(newsletter));

  const api = createRouter();
  api.use("*", requireJsonBody());
  api.route("/", healthRoutes(db));
  api.route("/", configRoutes(config));
  api.route("/", meRoutes(db, auth));
  api.route("/", taskRoutes(db, auth));
  api.route("/", quizRoutes(db, auth));
  api.route("/", flashcardRoutes(db, auth));
  api.route("/", newsletterRoutes(newsletter));
  api.route("/", supportRoutes({ db, mailer, logger, supportEmail: config.supportEmail }, auth));
  api.route("/", calendarFeedRoutes(db, auth, config.appUrl));
  app.route("/api", api);

  const document = () => app.getOpenAPI31Document(openApiInfo);
  app.get("/api/openapi.json", (c) => c.json(document()));
  app.get("/api/docs", (c) => c.html(renderApiReference(document() as unknown as Record<string, unknown>)));

  app.all("/api/*", apiNotFound);
  if (mailer.mode === "outbox") app.route("/dev", devMailboxRoutes(db));
  if (webRoot) app.get("*", serveSpa(webRoot));
  app.notFound(apiNotFound);
  app.onError(onError);
  return app;
}
