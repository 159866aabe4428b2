import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { firstLink, startSmtpSink, type SmtpSink } from "../testing/smtp-sink.js";
import { createTestApp, readJson, type TestApp } from "../testing/test-app.js";
import { testDatabaseKinds } from "../testing/test-database.js";

function cookieFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
}

describe.each(testDatabaseKinds())("e-mail verification and password reset on %s", (kind) => {
  let t: TestApp;
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp(kind, { SMTP_URL: sink.url });
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  it("mails a verification link on sign-up; following it verifies the address and signs in", async () => {
    const user = await t.signUp({ email: `verify-${kind}@example.com`, name: "Ada Lovelace" });
    const mail = await sink.waitFor(user.email);
    expect(mail.subject).toBe("Verify your e-mail address for Cadence");
    const link = new URL(firstLink(mail.text));
    expect(link.origin).toBe("http://localhost:3000");
    expect(link.pathname).toBe("/api/auth/verify-email");

    const followed = await t.request(`${link.pathname}${link.search}`);
    expect(followed.status).toBe(302);
    const cookie = cookieFrom(followed);
    expect(cookie).toContain("cadence.session_token=");
    const me = await readJson<{ user: { emailVerified: boolean } }>(await t.request("/api/me", { cookie }));
    expect(me.user.emailVerified).toBe(true);

    const forged = await t.request(`${link.pathname}?token=not-a-token`);
    expect(forged.status).not.toBe(200);
    expect(cookieFrom(forged)).not.toContain("cadence.session_token=");
  });

  it("resets a password by a single-use link that ends the other sessions", async () => {
    const email = `reset-${kind}@example.com`;
    const other = await t.signUp({ email, password: "the old password" });
    const requested = await t.request("/api/auth/request-password-reset", {
      method: "POST",
      json: { email, redirectTo: "/auth/reset-password" },
    });
    expect(requested.status).toBe(200);
    const mail = (await waitForSubject(sink, email, "Reset your Cadence password"))!;
    const link = new URL(firstLink(mail.text));

    const landing = await t.request(`${link.pathname}${link.search}`);
    expect(landing.status).toBe(302);
    const target = new URL(landing.headers.get("location")!, "http://localhost:3000");
    expect(target.pathname).toBe("/auth/reset-password");
    const token = target.searchParams.get("token")!;
    expect(token).toBeTruthy();

    const reset = await t.request("/api/auth/reset-password", { method: "POST", json: { token, newPassword: "the new password" } });
    expect(reset.status).toBe(200);
    const again = await t.request("/api/auth/reset-password", { method: "POST", json: { token, newPassword: "yet another one" } });
    expect(again.status).toBe(400);

    expect((await t.request("/api/me", { cookie: other.cookie })).status).toBe(401);
    const oldPassword = await t.request("/api/auth/sign-in/email", { method: "POST", json: { email, password: "the old password" } });
    expect(oldPassword.status).toBe(401);
    const newPassword = await t.request("/api/auth/sign-in/email", { method: "POST", json: { email, password: "the new password" } });
    expect(newPassword.status).toBe(200);
  });

  it("answers a reset request for an unknown address the same way, and sends nothing", async () => {
    const before = sink.received.length;
    const response = await t.request("/api/auth/request-password-reset", {
      method: "POST",
      json: { email: `nobody-${kind}@example.com`, redirectTo: "/auth/reset-password" },
    });
    expect(response.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sink.received.length).toBe(before);
  });
});

async function waitForSubject(sink: SmtpSink, to: string, subject: string) {
  for (let attempt = 0; attempt < 50; attempt++) {
    const found = sink.received.find((mail) => mail.subject === subject && JSON.stringify(mail.to).includes(to));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no "${subject}" mail for ${to}`);
}
