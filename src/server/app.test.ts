import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { Hono } from "hono";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { messages } from "../shared/messages.js";
import { createApp, jsonBodyLimitBytes } from "./app.js";
import type { AppEnv } from "./lib/hono-env.js";
import { onError } from "./middleware/error-handler.js";
import { requestContext } from "./middleware/request-context.js";
import { createTestApp, readJson, type TestApp } from "./testing/test-app.js";
import { testDatabaseKinds } from "./testing/test-database.js";

describe.each(testDatabaseKinds())("the HTTP contract on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  it("reports health with the database", async () => {
    const response = await t.request("/api/health");
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({ status: "ok", db: "ok" });
  });

  it("serves the public settings, and only those", async () => {
    const response = await t.request("/api/config");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=300");
    expect(await readJson(response)).toEqual({ supportEmail: "support@cadence.local", analyticsScriptUrl: null, signInProviders: [] });
    const configured = await createTestApp(kind, {
      SUPPORT_EMAIL: "help@example.org",
      ANALYTICS_SCRIPT_URL: "https://stats.example.org/s.js",
      GOOGLE_CLIENT_ID: "google-client-id",
      GOOGLE_CLIENT_SECRET: "google-client-secret",
      OIDC_ISSUER: "https://login.example.edu/realms/students",
      OIDC_CLIENT_ID: "cadence",
      OIDC_CLIENT_SECRET: "oidc-client-secret",
    });
    try {
      // The providers' names, never their secrets.
      expect(await readJson(await configured.request("/api/config"))).toEqual({
        supportEmail: "help@example.org",
        analyticsScriptUrl: "https://stats.example.org/s.js",
        signInProviders: [
          { id: "google", name: "Google" },
          { id: "oidc", name: "login.example.edu" },
        ],
      });
      const csp = (await configured.request("/api/config")).headers.get("content-security-policy");
      expect(csp).toContain("script-src 'self' https://stats.example.org");
    } finally {
      await configured.close();
    }
  });

  it.each(["GET", "POST", "DELETE"])("answers an unknown API path (%s) with the JSON 404 body", async (method) => {
    const response = await t.request("/api/no-such-thing/42", { method });
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toMatch(/application\/json/);
    expect(await readJson(response)).toEqual({ error: { code: "not_found", message: messages.notFound } });
  });

  it("sets the security headers on every response", async () => {
    for (const url of ["/api/health", "/api/nothing", "/calendar"]) {
      const response = await t.request(url);
      const csp = response.headers.get("content-security-policy") ?? "";
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("strict-transport-security")).toBeNull();
    }
    const behindTls = await t.request("/api/health", { headers: { "x-forwarded-proto": "https" } });
    expect(behindTls.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
  });

  it("looks the session up once per request, on every guarded route", async () => {
    const user = await t.signUp();
    const lookups = vi.spyOn(t.auth.api, "getSession");
    try {
      for (const path of [
        "/api/tasks",
        "/api/quizzes",
        "/api/attempts",
        "/api/flashcard-sets",
        "/api/me",
        "/api/profile/newsletter",
        "/api/calendar-feed",
        "/api/account/export",
        "/api/ai/quota",
      ]) {
        lookups.mockClear();
        const response = await t.request(path, { cookie: user.cookie });
        expect(response.status, path).toBe(200);
        expect(lookups, path).toHaveBeenCalledTimes(1);
      }
    } finally {
      lookups.mockRestore();
    }
  });

  it("echoes a sane X-Request-Id and makes one up otherwise", async () => {
    const given = await t.request("/api/health", { headers: { "x-request-id": "req-12345678" } });
    expect(given.headers.get("x-request-id")).toBe("req-12345678");
    const made = await t.request("/api/health", { headers: { "x-request-id": "<script>" } });
    expect(made.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("refuses bodies over the JSON limit with 413", async () => {
    const user = await t.signUp();
    const response = await t.request("/api/profile", {
      method: "PATCH",
      cookie: user.cookie,
      json: { firstName: "x".repeat(jsonBodyLimitBytes + 10) },
    });
    expect(response.status).toBe(413);
    expect(await readJson(response)).toEqual({ error: { code: "payload_too_large", message: messages.payloadTooLarge } });
  });

  it("refuses a body that is not JSON (415) and JSON that does not parse (400)", async () => {
    const user = await t.signUp();
    const notJson = await t.request("/api/profile", {
      method: "PATCH",
      cookie: user.cookie,
      headers: { "content-type": "text/plain" },
      body: "firstName=x",
    });
    expect(notJson.status).toBe(415);
    expect((await readJson(notJson)).error.code).toBe("unsupported_media_type");
    const broken = await t.request("/api/profile", {
      method: "PATCH",
      cookie: user.cookie,
      headers: { "content-type": "application/json" },
      body: "{not json",
    });
    expect(broken.status).toBe(400);
    expect(await readJson(broken)).toEqual({ error: { code: "bad_request", message: messages.malformedJson } });
  });

  it("describes every API route in the OpenAPI document and the reference page", async () => {
    const document = await readJson<{ openapi: string; paths: Record<string, Record<string, unknown>> }>(await t.request("/api/openapi.json"));
    expect(document.openapi).toBe("3.1.0");
    const operations = Object.entries(document.paths).flatMap(([route, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${route}`));
    expect(operations).toEqual(expect.arrayContaining(["GET /api/health", "GET /api/me", "PATCH /api/profile"]));
    const patchProfile = document.paths["/api/profile"]!.patch as { responses: Record<string, unknown> };
    expect(Object.keys(patchProfile.responses)).toEqual(expect.arrayContaining(["200", "401", "422"]));

    const page = await t.request("/api/docs");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Cadence API");
    expect(html).toContain("/api/profile");
    expect(html).not.toContain("<script");
  });
});

describe("the error handler", () => {
  it("turns an unknown error into a generic 500 whose request id is in the log line", async () => {
    const lines: string[] = [];
    const logger = pino(
      { level: "info", base: undefined },
      new Writable({
        write(chunk, _encoding, done) {
          lines.push(String(chunk));
          done();
        },
      }),
    );
    const app = new Hono<AppEnv>();
    app.use("*", requestContext(logger));
    app.get("/api/boom", () => {
      throw new Error("secret database detail");
    });
    app.onError(onError);

    const response = await app.request("/api/boom");
    expect(response.status).toBe(500);
    const body = (await response.json()) as { error: { code: string; message: string; requestId: string } };
    expect(body.error.code).toBe("internal");
    expect(body.error.message).toBe(messages.internal);
    expect(JSON.stringify(body)).not.toContain("secret database detail");
    const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>).find((line) => line.msg === "unhandled error");
    expect(logged?.requestId).toBe(body.error.requestId);
    expect(JSON.stringify(logged)).toContain("secret database detail");
  });
});

describe("serving the built SPA", () => {
  let t: TestApp;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = mkdtempSync(path.join(tmpdir(), "cadence-web-"));
    mkdirSync(path.join(webRoot, "assets"));
    writeFileSync(path.join(webRoot, "index.html"), "<!doctype html><title>Cadence</title>");
    writeFileSync(path.join(webRoot, "assets", "main-abc.js"), "console.log(1)");
    writeFileSync(path.join(path.dirname(webRoot), "outside.txt"), "secret");
    const base = await createTestApp("pglite");
    t = {
      ...base,
      app: createApp({ db: base.database.db, auth: base.auth, config: base.config, logger: pino({ level: "silent" }), mailer: base.mailer, webRoot }),
    };
    t.request = (url) => Promise.resolve(t.app.request(`http://localhost:3000${url}`));
  });
  afterAll(async () => {
    await t.close();
  });

  it("returns index.html for client routes and not-found paths alike", async () => {
    for (const url of ["/", "/calendar", "/quizzes/abc/take", "/no/such/page"]) {
      const response = await t.request(url);
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-cache");
      expect(await response.text()).toContain("<title>Cadence</title>");
    }
  });

  it("serves hashed assets with a long cache and never a file outside the root", async () => {
    const asset = await t.request("/assets/main-abc.js");
    expect(asset.headers.get("content-type")).toMatch(/text\/javascript/);
    expect(asset.headers.get("cache-control")).toContain("immutable");
    const escape = await t.request("/..%2foutside.txt");
    expect(await escape.text()).not.toContain("secret");
  });
});
