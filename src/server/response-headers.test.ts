import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "./app.js";
import { createTestApp, readJson, testBaseUrl, type TestApp, type TestUser } from "./testing/test-app.js";
import { multipart, pngBytes } from "./testing/files.js";

/** The headers every answer carries, whatever its kind (security-headers.ts). */
function expectSecurityHeaders(response: Response, label: string) {
  const csp = response.headers.get("content-security-policy") ?? "";
  for (const directive of ["default-src 'self'", "script-src 'self'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "form-action 'self'"]) {
    expect(csp, `${label}: ${directive}`).toContain(directive);
  }
  expect(response.headers.get("x-content-type-options"), label).toBe("nosniff");
  expect(response.headers.get("referrer-policy"), label).toBe("strict-origin-when-cross-origin");
  expect(response.headers.get("x-frame-options"), label).toBe("DENY");
  expect(response.headers.get("cross-origin-opener-policy"), label).toBe("same-origin");
  expect(response.headers.get("permissions-policy"), label).toContain("camera=()");
  expect(response.headers.get("x-powered-by"), label).toBeNull();
}

const fromLoopback = { incoming: { socket: { remoteAddress: "127.0.0.1" } } };

/** Security headers on every kind of answer the server gives, not only on JSON. */
describe("security headers on every response type", () => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    // No proxy in front, so the dev mailbox is served and its page can be checked too.
    t = await createTestApp("pglite", { TRUST_PROXY: "false" });
    user = await t.signUp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("are on JSON answers, errors of every status, better-auth's answers and redirects, downloads, event streams, calendars and HTML", async () => {
    const form = await multipart({ file: { bytes: pngBytes(), name: "me.png" }, path: "me.png" });
    expect((await t.request("/api/storage/avatars", { method: "POST", cookie: user.cookie, ...form })).status).toBe(201);
    const feed = await readJson<{ url: string }>(await t.request("/api/calendar-feed", { cookie: user.cookie }));

    const cases: [string, () => Promise<Response>, number, RegExp][] = [
      ["JSON", () => t.request("/api/health"), 200, /application\/json/],
      ["JSON created", () => t.request("/api/tasks", { method: "POST", cookie: user.cookie, json: { title: "Headers" } }), 201, /application\/json/],
      ["401", () => t.request("/api/tasks"), 401, /application\/json/],
      [
        "403 cross-site",
        () => t.request("/api/tasks", { method: "POST", cookie: user.cookie, json: { title: "x" }, headers: { origin: "https://evil.example" } }),
        403,
        /application\/json/,
      ],
      ["404", () => t.request("/api/no-such-thing"), 404, /application\/json/],
      ["413", () => t.request("/api/tasks", { method: "POST", cookie: user.cookie, json: { title: "x".repeat(2_000_000) } }), 413, /application\/json/],
      [
        "415",
        () => t.request("/api/tasks", { method: "POST", cookie: user.cookie, body: "title=x", headers: { "content-type": "text/plain" } }),
        415,
        /application\/json/,
      ],
      ["422", () => t.request("/api/tasks", { method: "POST", cookie: user.cookie, json: { title: "" } }), 422, /application\/json/],
      ["better-auth JSON", () => t.request("/api/auth/get-session", { cookie: user.cookie }), 200, /application\/json/],
      [
        "better-auth error",
        () => t.request("/api/auth/sign-in/email", { method: "POST", json: { email: user.email, password: "not the password" } }),
        401,
        /application\/json/,
      ],
      ["better-auth redirect", () => t.request("/api/auth/verify-email?token=not-a-token&callbackURL=%2F"), 302, /.*/],
      ["file download", () => t.request("/api/storage/avatars/object/me.png", { cookie: user.cookie }), 200, /image\/png/],
      [
        "event stream",
        () =>
          t.request("/api/ai/quizzes", {
            method: "POST",
            cookie: user.cookie,
            json: { text: "Mitochondria make the energy of the cell. ".repeat(4), questionTypes: ["short_answer"], count: 1 },
          }),
        200,
        /text\/event-stream/,
      ],
      ["calendar feed", () => t.request(new URL(feed.url).pathname), 200, /text\/calendar/],
      ["OpenAPI document", () => t.request("/api/openapi.json"), 200, /application\/json/],
      ["API reference HTML", () => t.request("/api/docs"), 200, /text\/html/],
      ["dev mailbox HTML", () => Promise.resolve(t.app.request(`${testBaseUrl}/dev/mailbox`, {}, fromLoopback)), 200, /text\/html/],
    ];
    for (const [label, send, status, type] of cases) {
      const response = await send();
      expect(response.status, label).toBe(status);
      expect(response.headers.get("content-type") ?? "", label).toMatch(type);
      expectSecurityHeaders(response, label);
      await response.body?.cancel();
    }
  });
});

describe("security headers on the built web app's files", () => {
  let t: TestApp;
  let app: ReturnType<typeof createApp>;
  beforeAll(async () => {
    const webRoot = mkdtempSync(path.join(tmpdir(), "cadence-web-"));
    mkdirSync(path.join(webRoot, "assets"));
    writeFileSync(path.join(webRoot, "index.html"), "<!doctype html><title>Cadence</title>");
    writeFileSync(path.join(webRoot, "assets", "main-abc.js"), "export {}");
    writeFileSync(path.join(webRoot, "assets", "main-abc.css"), "body{}");
    writeFileSync(path.join(webRoot, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
    t = await createTestApp("pglite");
    app = createApp({ db: t.database.db, auth: t.auth, config: t.config, logger: pino({ level: "silent" }), mailer: t.mailer, webRoot });
  });
  afterAll(async () => {
    await t.close();
  });

  it("are on the page, its scripts, styles and icons", async () => {
    for (const [url, type] of [
      ["/", /text\/html/],
      ["/calendar", /text\/html/],
      ["/assets/main-abc.js", /javascript/],
      ["/assets/main-abc.css", /text\/css/],
      ["/favicon.svg", /image\/svg\+xml/],
    ] as const) {
      const response = await app.request(`${testBaseUrl}${url}`);
      expect(response.status, url).toBe(200);
      expect(response.headers.get("content-type") ?? "", url).toMatch(type);
      expectSecurityHeaders(response, url);
    }
  });
});
