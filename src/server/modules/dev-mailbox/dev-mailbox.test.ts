import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, testBaseUrl, type TestApp } from "../../testing/test-app.js";

const fromLoopback = { incoming: { socket: { remoteAddress: "127.0.0.1" } } };
const fromElsewhere = { incoming: { socket: { remoteAddress: "203.0.113.9" } } };

describe("/dev/mailbox (outbox mode)", () => {
  let t: TestApp;
  beforeAll(async () => {
    // No proxy in front: the mailbox exists only then.
    t = await createTestApp("pglite", { TRUST_PROXY: "false" });
  });
  afterAll(async () => {
    await t.close();
  });

  it("lists the mail kept in the outbox, newest first, with clickable links, to loopback callers", async () => {
    const user = await t.signUp({ email: "mailbox@example.com", name: "Mary Somerville" });
    const json = await t.app.request(`${testBaseUrl}/dev/mailbox.json?to=${encodeURIComponent(user.email)}`, {}, fromLoopback);
    expect(json.status).toBe(200);
    const mails = (await json.json()) as { to: string; subject: string; text: string }[];
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: user.email, subject: "Verify your e-mail address for Cadence" });
    expect(mails[0]!.text).toContain(`${testBaseUrl}/api/auth/verify-email?token=`);

    const page = await t.app.request(`${testBaseUrl}/dev/mailbox`, {}, fromLoopback);
    const html = await page.text();
    expect(html).toContain("<h1>Dev mailbox</h1>");
    expect(html).toMatch(/<a href="http:\/\/localhost:3000\/api\/auth\/verify-email\?token=[^"]+">/);
  });

  it("refuses a loopback request that came through a proxy (forwarding headers)", async () => {
    for (const header of ["x-forwarded-for", "forwarded", "x-forwarded-host", "x-real-ip", "via"]) {
      const response = await t.app.request(`${testBaseUrl}/dev/mailbox.json`, { headers: { [header]: "203.0.113.9" } }, fromLoopback);
      expect(response.status, header).toBe(404);
    }
  });

  it("is not there for anyone else", async () => {
    for (const path of ["/dev/mailbox", "/dev/mailbox.json"]) {
      const response = await t.app.request(`${testBaseUrl}${path}`, {}, fromElsewhere);
      expect(response.status).toBe(404);
      const inProcess = await t.request(path);
      expect(inProcess.status).toBe(404);
    }
  });
});

describe("/dev/mailbox behind a reverse proxy (TRUST_PROXY)", () => {
  it("is never served, even to loopback", async () => {
    const t = await createTestApp("pglite", { TRUST_PROXY: "1" });
    try {
      expect((await t.app.request(`${testBaseUrl}/dev/mailbox.json`, {}, fromLoopback)).status).toBe(404);
    } finally {
      await t.close();
    }
  });
});

describe("/dev/mailbox with SMTP_URL set", () => {
  it("does not exist", async () => {
    const t = await createTestApp("pglite", { SMTP_URL: "smtp://127.0.0.1:1" });
    try {
      const response = await t.app.request(`${testBaseUrl}/dev/mailbox`, {}, fromLoopback);
      expect(response.status).toBe(404);
    } finally {
      await t.close();
    }
  });
});
