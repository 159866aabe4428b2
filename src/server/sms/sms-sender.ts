import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import type { Logger } from "../lib/logger.js";

export interface SmsSender {
  send(to: string, text: string): Promise<void>;
}

/**
 * The default SMS sender: Cadence has no SMS provider configured, so each text goes to the
 * dev outbox (mail_outbox, shown at /dev/mailbox to loopback callers) and the log, the way
 * mail does without SMTP_URL. The log names only the last digits, never the code.
 */
export function createOutboxSmsSender({ db, logger }: { db: Kysely<Database>; logger: Logger }): SmsSender {
  return {
    async send(to, text) {
      const row = await db
        .insertInto("mail_outbox")
        .values({ to_address: to, subject: "SMS", text_body: text, html_body: null })
        .returning("id")
        .executeTakeFirstOrThrow();
      logger.info({ phoneEnding: to.slice(-3), outboxId: row.id }, "SMS kept in the dev outbox: see /dev/mailbox");
    },
  };
}
