import { getConnInfo } from "@hono/node-server/conninfo";
import { Hono, type Context } from "hono";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import { AppError } from "../../lib/app-error.js";
import { escapeHtml } from "../../lib/html.js";
import type { AppEnv } from "../../lib/hono-env.js";

const loopback = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

/** Headers a proxy adds: a request carrying any came through one, whatever its socket says. */
const forwardingHeaders = ["forwarded", "x-forwarded-for", "x-forwarded-host", "x-forwarded-proto", "x-real-ip", "via"];

/**
 * The mailbox shows sign-in links: only to someone on this machine. A same-host reverse proxy
 * connects from loopback too, so a request that came through one (forwarding headers) is refused.
 */
function isLoopback(c: Context<AppEnv>): boolean {
  if (forwardingHeaders.some((name) => c.req.header(name) !== undefined)) return false;
  try {
    const address = getConnInfo(c).remote.address;
    return address !== undefined && loopback.has(address);
  } catch {
    return false;
  }
}

function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

const pageSize = 50;

/**
 * /dev/mailbox: the mail Cadence would have sent, for a machine with no SMTP_URL, so that a
 * newcomer can click a verification link. Mounted only in outbox mode and never behind a proxy
 * (TRUST_PROXY); direct loopback callers only.
 */
export function devMailboxRoutes(db: Kysely<Database>) {
  const latest = (to?: string) => {
    let query = db.selectFrom("mail_outbox").selectAll().orderBy("created_at", "desc").limit(pageSize);
    if (to) query = query.where("to_address", "=", to.trim().toLowerCase());
    return query.execute();
  };

  return new Hono<AppEnv>()
    .use("*", async (c, next) => {
      if (!isLoopback(c)) throw AppError.notFound();
      c.header("Cache-Control", "no-store");
      await next();
    })
    .get("/mailbox.json", async (c) => {
      const mails = await latest(c.req.query("to"));
      return c.json(
        mails.map((mail) => ({ id: mail.id, to: mail.to_address, subject: mail.subject, text: mail.text_body, createdAt: mail.created_at.toISOString() })),
      );
    })
    .get("/mailbox", async (c) => {
      const mails = await latest(c.req.query("to"));
      const items = mails
        .map(
          (mail) => `<article>
  <h2>${escapeHtml(mail.subject)}</h2>
  <p class="meta">To ${escapeHtml(mail.to_address)} · <time datetime="${mail.created_at.toISOString()}">${escapeHtml(mail.created_at.toUTCString())}</time></p>
  <pre>${linkify(mail.text_body)}</pre>
</article>`,
        )
        .join("\n");
      return c.html(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Dev mailbox | Cadence</title>
<style>
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; line-height: 1.5; }
  body { max-width: 48rem; margin: 0 auto; padding: 1.5rem; }
  article { border-top: 1px solid #8884; padding: 1rem 0; }
  h2 { font-size: 1.05rem; margin: 0; } .meta { color: #64748b; font-size: .875rem; margin: .25rem 0 .5rem; }
  pre { white-space: pre-wrap; word-break: break-word; background: #8881; padding: .75rem; border-radius: .375rem; }
</style></head>
<body>
<h1>Dev mailbox</h1>
<p>Cadence has no SMTP_URL, so the mail it sends is kept here (newest first, the last ${pageSize}). Set SMTP_URL to deliver it for real.</p>
${items || "<p>No mail yet. Sign up and the verification mail appears here.</p>"}
</body></html>`);
    });
}
