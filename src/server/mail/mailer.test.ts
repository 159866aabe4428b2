import { Writable } from "node:stream";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config.js";
import { firstLink, startSmtpSink, type SmtpSink } from "../testing/smtp-sink.js";
import { createTestDatabase } from "../testing/test-database.js";
import type { DatabaseHandle } from "../db/client.js";
import { createMailer } from "./mailer.js";
import { passwordResetMail, verificationMail } from "./templates.js";

describe("mail over SMTP (a real SMTP server on loopback)", () => {
  let sink: SmtpSink;
  let database: DatabaseHandle;
  beforeAll(async () => {
    [sink, database] = await Promise.all([startSmtpSink(), createTestDatabase("pglite")]);
  });
  afterAll(async () => {
    await Promise.all([sink.close(), database.close()]);
  });

  it("delivers text and HTML with the product name, the sender and the absolute link intact", async () => {
    const config = loadConfig({ SMTP_URL: sink.url, MAIL_FROM: "Cadence <hello@cadence.test>" });
    const mailer = createMailer({ config, db: database.db, logger: pino({ level: "silent" }) });
    const link =
      "https://cadence.example.com/api/auth/verify-email?token=a.very.long.token.that.must.survive.line.wrapping.in.quoted.printable.encoding&callbackURL=%2Fauth%2Fverify";
    await mailer.send({ to: "ada@example.com", ...verificationMail("Ada <Lovelace>", link) });
    mailer.close();

    const mail = await sink.waitFor("ada@example.com");
    expect(mail.subject).toBe("Verify your e-mail address for Cadence");
    expect(mail.from?.text).toBe('"Cadence" <hello@cadence.test>');
    expect(firstLink(mail.text)).toBe(link);
    expect(mail.text).toContain("Hi Ada <Lovelace>,");
    expect(mail.html).toContain(`href="${link.replaceAll("&", "&#38;")}"`);
    expect(mail.html).toContain("Ada &#60;Lovelace&#62;");
    expect(mail.html).not.toContain("<Lovelace>");
    expect(await database.db.selectFrom("mail_outbox").select("id").execute()).toEqual([]);
  });
});

describe("mail without SMTP_URL (the dev outbox)", () => {
  it("keeps the mail in mail_outbox and logs a line without the address or the body", async () => {
    const database = await createTestDatabase("pglite");
    const lines: string[] = [];
    const logger = pino({ level: "info" }, new Writable({ write: (chunk, _e, done) => (lines.push(String(chunk)), done()) }));
    try {
      const mailer = createMailer({ config: loadConfig({}), db: database.db, logger });
      expect(mailer.mode).toBe("outbox");
      await mailer.send({ to: "grace@example.org", ...passwordResetMail("Grace", "http://localhost:3000/reset?token=secret-token") });
      const rows = await database.db.selectFrom("mail_outbox").selectAll().execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ to_address: "grace@example.org", subject: "Reset your Cadence password" });
      expect(rows[0]!.text_body).toContain("http://localhost:3000/reset?token=secret-token");
      expect(lines.join("")).toContain("example.org");
      expect(lines.join("")).not.toContain("grace@");
      expect(lines.join("")).not.toContain("secret-token");
    } finally {
      await database.close();
    }
  });
});
