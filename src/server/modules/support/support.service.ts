import type { Kysely } from "kysely";
import { supportMessages, type SupportKind, type SupportReceipt } from "../../../shared/schemas/support.js";
import type { Database } from "../../db/schema.js";
import type { Logger } from "../../lib/logger.js";
import type { Mailer } from "../../mail/mailer.js";
import { escapeHtml } from "../../lib/html.js";

const kindNames: Record<SupportKind, string> = { bug: "Bug report", feature: "Feature request", support: "Support message" };

export interface SupportContext {
  db: Kysely<Database>;
  mailer: Mailer;
  logger: Logger;
  supportEmail: string;
}

/** Stores the request, then mails it to the support address; a mail failure keeps the request. */
export async function submitRequest(
  context: SupportContext,
  kind: SupportKind,
  userId: string | null,
  input: { name: string; email: string; subject: string; description: string } & Record<string, string | undefined>,
): Promise<SupportReceipt> {
  const { name, email, subject, description, ...rest } = input;
  const details = Object.fromEntries(Object.entries(rest).filter((entry): entry is [string, string] => Boolean(entry[1])));
  const row = await context.db
    .insertInto("support_requests")
    .values({ kind, user_id: userId, name, email, subject, description, details: JSON.stringify(details) })
    .returning("id")
    .executeTakeFirstOrThrow();
  const lines = [
    `${kindNames[kind]} from ${name} <${email}>${userId ? ` (user ${userId})` : ""}`,
    "",
    description,
    ...Object.entries(details).flatMap(([key, value]) => ["", `${key}:`, value]),
    "",
    `Request ${row.id}`,
  ];
  try {
    await context.mailer.send({
      to: context.supportEmail,
      subject: `[${kindNames[kind]}] ${subject}`,
      text: lines.join("\n"),
      html: `<pre style="font-family:system-ui,sans-serif;white-space:pre-wrap">${escapeHtml(lines.join("\n"))}</pre>`,
      headers: { "Reply-To": email },
    });
  } catch (error) {
    context.logger.error({ err: error, requestId: row.id }, "support request mail failed; the request is stored");
  }
  return { id: row.id, message: supportMessages.received(email) };
}
