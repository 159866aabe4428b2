import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newsletterMessages } from "../../../shared/messages.js";
import { authMessages } from "../../../shared/schemas/auth.js";
import { startSmtpSink, type SmtpSink } from "../../testing/smtp-sink.js";
import { createTestApp, readJson, testBaseUrl, type TestApp } from "../../testing/test-app.js";
import { testDatabaseKinds } from "../../testing/test-database.js";
import { newsletterRateLimit } from "./newsletter.routes.js";
import { emailFromToken, unsubscribeToken } from "./newsletter.service.js";

describe.each(testDatabaseKinds())("/api/newsletter on %s", (kind) => {
  let t: TestApp;
  let sink: SmtpSink;
  let client = 0;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp(kind, { SMTP_URL: sink.url });
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  // Each test calls from its own address, so the rate limit counts only its own calls.
  const from = () => ({ "x-forwarded-for": `203.0.113.${++client}` });
  const post = (path: string, json: unknown, headers: Record<string, string> = from()) =>
    t.request(`/api/newsletter/${path}`, { method: "POST", json, headers });
  const status = async (email: string) =>
    (await t.database.db.selectFrom("email_subscribers").select(["status", "source", "email"]).where("email", "=", email.toLowerCase()).execute())[0];

  it("walks the subscriber states with the spec's messages", async () => {
    const headers = from();
    const email = "  Ada.Lovelace@Example.com ";
    expect(await readJson(await post("subscribe", { email }, headers))).toEqual({ status: "subscribed", message: newsletterMessages.subscribed });
    expect(await status("ada.lovelace@example.com")).toEqual({ status: "active", source: "website", email: "ada.lovelace@example.com" });
    expect(await readJson(await post("subscribe", { email: "ADA.lovelace@example.com" }, headers))).toEqual({
      status: "already_subscribed",
      message: newsletterMessages.alreadySubscribed,
    });
    expect(await readJson(await post("unsubscribe", { email: "ada.lovelace@example.com" }, headers))).toEqual({
      status: "unsubscribed",
      message: newsletterMessages.unsubscribed,
    });
    expect(await readJson(await post("unsubscribe", { email: "ada.lovelace@example.com" }, headers))).toEqual({
      status: "already_unsubscribed",
      message: newsletterMessages.alreadyUnsubscribed,
    });
    await t.database.db.updateTable("email_subscribers").set({ source: "signup" }).where("email", "=", "ada.lovelace@example.com").execute();
    expect(await readJson(await post("subscribe", { email }, headers))).toEqual({ status: "resubscribed", message: newsletterMessages.resubscribed });
    expect(await status("ada.lovelace@example.com")).toMatchObject({ status: "active", source: "website" });
    expect(await readJson(await post("unsubscribe", { email: "nobody@example.com" }, headers))).toEqual({
      status: "not_subscribed",
      message: newsletterMessages.notSubscribed,
    });
  });

  it("refuses an empty address or one without @ with 'Invalid email'", async () => {
    for (const email of ["", "   ", "no-at-sign", "a b@c"]) {
      const response = await post("subscribe", { email });
      expect(response.status, email).toBe(422);
      expect((await readJson(response)).error.issues?.[0]?.message).toBe(newsletterMessages.invalidEmail);
    }
    expect((await post("subscribe", {})).status).toBe(422);
  });

  it("leaves one row when the same address subscribes many times at once", async () => {
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, index) => post("subscribe", { email: index % 2 ? "race@example.com" : "RACE@example.com" })),
    );
    const bodies = await Promise.all(results.map((response) => readJson<{ status: string }>(response)));
    expect(bodies.filter((body) => body.status === "subscribed")).toHaveLength(1);
    expect(bodies.filter((body) => body.status === "already_subscribed")).toHaveLength(5);
    const rows = await t.database.db.selectFrom("email_subscribers").select("id").where("email", "=", "race@example.com").execute();
    expect(rows).toHaveLength(1);
  });

  it("mails a confirmation with a signed one-click unsubscribe link", async () => {
    await post("subscribe", { email: "grace@example.com", name: "Grace" });
    const mail = await sink.waitFor("grace@example.com");
    expect(mail.subject).toBe("You're subscribed to the Cadence newsletter");
    const header = (name: string) =>
      mail.headerLines
        .find((line) => line.key === name)
        ?.line.slice(name.length + 1)
        .trim() ?? "";
    expect(header("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    const oneClick = new URL(header("list-unsubscribe").replace(/^<|>$/g, ""));
    expect(oneClick.origin).toBe(testBaseUrl);
    expect(mail.text).toContain(`${testBaseUrl}/unsubscribe?token=`);

    // What a mail client does: POST the form body to the header's address.
    const response = await t.request(`${oneClick.pathname}${oneClick.search}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(await readJson(response)).toEqual({ status: "unsubscribed", message: newsletterMessages.unsubscribed });
    const token = oneClick.searchParams.get("token")!;
    expect(await readJson(await post("unsubscribe", { token }))).toEqual({ status: "already_unsubscribed", message: newsletterMessages.alreadyUnsubscribed });
    const opened = await t.request(`${oneClick.pathname}${oneClick.search}`);
    expect(opened.status).toBe(302);
    expect(opened.headers.get("location")).toBe(`/unsubscribe?token=${encodeURIComponent(token)}`);
  });

  it("accepts only tokens it signed", () => {
    const secret = "a-secret-that-is-long-enough-for-tests";
    const token = unsubscribeToken(secret, "Someone@Example.com");
    expect(emailFromToken(secret, token)).toBe("someone@example.com");
    expect(emailFromToken("another-secret-that-is-long-enough", token)).toBeNull();
    const [address] = token.split(".");
    expect(emailFromToken(secret, `${Buffer.from("victim@example.com").toString("base64url")}.${token.split(".")[1]}`)).toBeNull();
    expect(emailFromToken(secret, address!)).toBeNull();
  });

  it("refuses a forged token with a clear error", async () => {
    const response = await post("unsubscribe", { token: "bm9ib2R5QGV4YW1wbGUuY29t.forged-signature" });
    expect(response.status).toBe(422);
    expect((await readJson(response)).error.issues?.[0]?.message).toBe("This unsubscribe link is not valid");
  });

  it("rate limits each client, in the database", async () => {
    const headers = from();
    for (let call = 0; call < newsletterRateLimit.max; call++)
      expect((await post("subscribe", { email: `many${call}@example.com` }, headers)).status).toBe(200);
    const limited = await post("subscribe", { email: "one-more@example.com" }, headers);
    expect(limited.status).toBe(429);
    expect(await readJson(limited)).toEqual({ error: { code: "rate_limited", message: authMessages.rateLimited } });
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await post("subscribe", { email: "someone-else@example.com" })).status).toBe(200);
  });
});
