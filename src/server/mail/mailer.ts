import type { Kysely } from "kysely";
import type { Transporter } from "nodemailer";
import type { Config } from "../config.js";
import type { Database } from "../db/schema.js";
import type { Logger } from "../lib/logger.js";
import type { RenderedMail } from "./templates.js";

export interface MailMessage extends RenderedMail {
  to: string;
  headers?: Record<string, string>;
}

export interface Mailer {
  /** smtp: SMTP_URL is set; outbox: mail goes to the mail_outbox table (and /dev/mailbox). */
  readonly mode: "smtp" | "outbox";
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** The recipient's domain only: enough to follow a delivery in the log, no address kept there. */
function recipientDomain(address: string): string {
  return address.split("@")[1] ?? "unknown";
}

export function createMailer({ config, db, logger }: { config: Config; db: Kysely<Database>; logger: Logger }): Mailer {
  const { smtpUrl } = config;
  if (smtpUrl) {
    // nodemailer loads with the first mail, not at start-up.
    let transport: Promise<Transporter> | undefined;
    return {
      mode: "smtp",
      async send({ to, subject, text, html, headers }) {
        transport ??= import("nodemailer").then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl));
        const opened = await transport.catch((error: unknown) => {
          transport = undefined;
          throw error;
        });
        const info = await opened.sendMail({ from: config.mailFrom, to, subject, text, html, headers });
        logger.info({ subject, domain: recipientDomain(to), messageId: info.messageId }, "mail sent");
      },
      close: () =>
        void transport?.then(
          (opened) => opened.close(),
          () => undefined,
        ),
    };
  }
  return {
    mode: "outbox",
    async send({ to, subject, text, html }) {
      const row = await db
        .insertInto("mail_outbox")
        .values({ to_address: to, subject, text_body: text, html_body: html })
        .returning("id")
        .executeTakeFirstOrThrow();
      logger.info({ subject, domain: recipientDomain(to), outboxId: row.id }, "mail kept in the dev outbox (no SMTP_URL): see /dev/mailbox");
    },
    close: () => undefined,
  };
}
