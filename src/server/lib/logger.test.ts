import { Writable } from "node:stream";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "./hono-env.js";
import { requestContext } from "../middleware/request-context.js";
import { createLogger, loggablePath } from "./logger.js";

describe("request logs", () => {
  it("mask secrets carried in paths, and keep ids", () => {
    const feedToken = "Zx9_q-3kP0aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456";
    expect(loggablePath(`/api/calendar/${feedToken}.ics`)).toBe("/api/calendar/[redacted].ics");
    expect(loggablePath("/api/auth/reset-password/a1B2c3D4e5F6g7H8i9J0k1L2")).toBe("/api/auth/reset-password/[redacted]");
    expect(loggablePath("/api/tasks/0d4f0b7e-3a43-4c52-9c59-1f0a4b1f2e33")).toBe("/api/tasks/0d4f0b7e-3a43-4c52-9c59-1f0a4b1f2e33");
    expect(loggablePath("/api/storage/documents/object/notes/week-3.pdf")).toBe("/api/storage/documents/object/notes/week-3.pdf");
  });

  it("never write a feed token or a query string", async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = new Hono<AppEnv>().use("*", requestContext(createLogger("debug", sink))).get("*", (c) => c.text("ok"));
    const token = "Zx9_q-3kP0aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456";
    await app.request(`http://localhost/api/calendar/${token}.ics`);
    await app.request("http://localhost/api/storage/documents/object/a.pdf?expires=1&signature=s3cr3t-signature");
    expect(lines).toHaveLength(2);
    expect(lines.join("")).not.toContain(token);
    expect(lines.join("")).not.toContain("s3cr3t-signature");
    expect(JSON.parse(lines[0]!)).toMatchObject({ path: "/api/calendar/[redacted].ics", status: 200 });
  });

  it("are debug lines: at the default level only a server error is written, as a warning", async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = new Hono<AppEnv>()
      .use("*", requestContext(createLogger("info", sink)))
      .get("/api/ok", (c) => c.text("ok"))
      .get("/api/missing", (c) => c.text("no", 404))
      .get("/api/broken", (c) => c.text("down", 503));
    await app.request("http://localhost/api/ok");
    await app.request("http://localhost/api/missing");
    await app.request("http://localhost/api/broken");
    expect(lines.map((line) => JSON.parse(line) as { path: string; level: number })).toEqual([expect.objectContaining({ path: "/api/broken", level: 40 })]);
  });
});
