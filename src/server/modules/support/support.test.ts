import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authMessages } from "../../../shared/schemas/auth.js";
import { supportMessages } from "../../../shared/schemas/support.js";
import { startSmtpSink, type SmtpSink } from "../../testing/smtp-sink.js";
import { createTestApp, readJson, type TestApp } from "../../testing/test-app.js";
import { testDatabaseKinds } from "../../testing/test-database.js";
import { supportRateLimit } from "./support.routes.js";

describe.each(testDatabaseKinds())("/api/support on %s", (kind) => {
  let t: TestApp;
  let sink: SmtpSink;
  let client = 0;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp(kind, { SMTP_URL: sink.url, SUPPORT_EMAIL: "help@cadence.test" });
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  const from = () => ({ "x-forwarded-for": `198.51.100.${++client}` });
  const valid = { name: "Ada", email: "Ada@Example.com", subject: "Calendar drag", description: "Dragging a task to Sunday does nothing." };

  it("stores a bug report with its details, links a signed-in sender, and mails support", async () => {
    const user = await t.signUp();
    const response = await t.request("/api/support/bug-reports", {
      method: "POST",
      cookie: user.cookie,
      headers: from(),
      json: {
        ...valid,
        steps: "1. Open the week view\n2. Drag",
        expected: "It moves",
        actual: "It snaps back",
        page: "/tasks?view=week",
        browser: "Chromium 140",
      },
    });
    expect(response.status).toBe(201);
    const receipt = await readJson<{ id: string; message: string }>(response);
    expect(receipt.message).toBe(supportMessages.received("ada@example.com"));
    const row = await t.database.db.selectFrom("support_requests").selectAll().where("id", "=", receipt.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kind: "bug", user_id: user.id, email: "ada@example.com", subject: "Calendar drag" });
    expect(row.details).toEqual({
      steps: "1. Open the week view\n2. Drag",
      expected: "It moves",
      actual: "It snaps back",
      page: "/tasks?view=week",
      browser: "Chromium 140",
    });
    const mail = await sink.waitFor("help@cadence.test", { subject: "[Bug report] Calendar drag" });
    expect(mail.text).toContain("It snaps back");
    expect(mail.replyTo?.text).toBe("ada@example.com");
  });

  it("takes feature requests and messages from visitors who are not signed in", async () => {
    for (const [path, kind] of [
      ["feature-requests", "feature"],
      ["messages", "support"],
    ] as const) {
      const response = await t.request(`/api/support/${path}`, { method: "POST", headers: from(), json: { ...valid, subject: `About ${kind}` } });
      expect(response.status).toBe(201);
      const { id } = await readJson<{ id: string }>(response);
      expect(await t.database.db.selectFrom("support_requests").select(["kind", "user_id"]).where("id", "=", id).executeTakeFirstOrThrow()).toEqual({
        kind,
        user_id: null,
      });
    }
  });

  it("says what is wrong with each field", async () => {
    const response = await t.request("/api/support/messages", {
      method: "POST",
      headers: from(),
      json: { name: "", email: "nope", subject: " ", description: "short" },
    });
    expect(response.status).toBe(422);
    const issues = (await readJson(response)).error.issues ?? [];
    expect(Object.fromEntries(issues.map((issue) => [issue.path[0], issue.message]))).toEqual({
      name: "Name is required",
      email: "Please enter a valid email address.",
      subject: "Subject is required",
      description: "Description needs at least 10 characters",
    });
    expect((await t.request("/api/support/messages", { method: "POST", headers: from(), json: { ...valid, extra: "x" } })).status).toBe(422);
  });

  it("rate limits each client", async () => {
    const headers = from();
    for (let call = 0; call < supportRateLimit.max; call++)
      expect((await t.request("/api/support/messages", { method: "POST", headers, json: valid })).status).toBe(201);
    const limited = await t.request("/api/support/messages", { method: "POST", headers, json: valid });
    expect(limited.status).toBe(429);
    expect((await readJson(limited)).error.message).toBe(authMessages.rateLimited);
  });
});
