import { createHmac, timingSafeEqual } from "node:crypto";
import type { Kysely } from "kysely";
import { newsletterMessages, signupSyncMessages } from "../../../shared/messages.js";
import type { SignupSyncResult, SubscribeResult, UnsubscribeResult } from "../../../shared/schemas/newsletter.js";
import type { Database } from "../../db/schema.js";
import { AppError } from "../../lib/app-error.js";
import type { Logger } from "../../lib/logger.js";
import type { Mailer } from "../../mail/mailer.js";
import { newsletterConfirmationMail } from "../../mail/templates.js";
import { findSubscriberByEmail, insertSubscriber, insertSubscriberIfNew, updateSubscriber } from "./newsletter.repository.js";

export interface SignupSyncInput {
  userId: string;
  email: string;
  name: string | null;
  optedIn: boolean;
}

/**
 * Spec §4 signup sync, in one transaction: an existing subscriber record is linked to the
 * user and set active (opted in) or unsubscribed (not); a missing one is created, with
 * source "signup", only when the user opted in.
 */
export async function syncSignupPreferences(db: Kysely<Database>, input: SignupSyncInput): Promise<SignupSyncResult> {
  return db.transaction().execute(async (trx) => {
    const existing = await findSubscriberByEmail(trx, input.email);
    if (existing) {
      await updateSubscriber(trx, existing.id, {
        userId: input.userId,
        name: input.name ?? existing.name,
        status: input.optedIn ? "active" : "unsubscribed",
        resubscribed: input.optedIn && existing.status !== "active",
      });
      return input.optedIn ? { status: "subscribed", message: signupSyncMessages.subscribed } : { status: "saved", message: signupSyncMessages.saved };
    }
    if (!input.optedIn) return { status: "saved", message: signupSyncMessages.saved };
    await insertSubscriber(trx, { email: input.email, name: input.name, userId: input.userId, source: "signup" });
    return { status: "subscribed", message: signupSyncMessages.subscribed };
  });
}

/** An unsubscribe link's token: the address and an HMAC of it, valid for as long as the secret is. */
export function unsubscribeToken(secret: string, email: string): string {
  const address = Buffer.from(email.toLowerCase()).toString("base64url");
  return `${address}.${createHmac("sha256", secret).update(`newsletter-unsubscribe:${email.toLowerCase()}`).digest("base64url")}`;
}

export function emailFromToken(secret: string, token: string): string | null {
  const [address, signature] = token.split(".");
  if (!address || !signature) return null;
  const email = Buffer.from(address, "base64url").toString("utf8");
  const expected = Buffer.from(unsubscribeToken(secret, email).split(".")[1]!);
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? email : null;
}

export interface NewsletterContext {
  db: Kysely<Database>;
  mailer: Mailer;
  secret: string;
  baseUrl: string;
  logger: Logger;
}

/**
 * Spec §4's subscriber states: none → active, unsubscribed → active (source updated), active
 * stays active. Two subscribes racing on one address leave one row: the insert yields to the
 * unique index and the loser reads what the winner wrote.
 */
export async function subscribe(context: NewsletterContext, input: { email: string; name?: string | undefined; source?: string }): Promise<SubscribeResult> {
  const source = input.source ?? "website";
  const inserted = await insertSubscriberIfNew(context.db, { email: input.email, name: input.name ?? null, userId: null, source });
  if (inserted) {
    await sendConfirmation(context, input.email, input.name ?? null);
    return { status: "subscribed", message: newsletterMessages.subscribed };
  }
  const existing = await findSubscriberByEmail(context.db, input.email);
  if (existing?.status === "active") return { status: "already_subscribed", message: newsletterMessages.alreadySubscribed };
  if (existing) {
    await updateSubscriber(context.db, existing.id, { status: "active", source, resubscribed: true, ...(input.name ? { name: input.name } : {}) });
    await sendConfirmation(context, input.email, input.name ?? existing.name);
  }
  return { status: "resubscribed", message: newsletterMessages.resubscribed };
}

async function sendConfirmation(context: NewsletterContext, email: string, name: string | null): Promise<void> {
  const token = unsubscribeToken(context.secret, email);
  const pageUrl = `${context.baseUrl}/unsubscribe?token=${encodeURIComponent(token)}`;
  const oneClickUrl = `${context.baseUrl}/api/newsletter/one-click-unsubscribe?token=${encodeURIComponent(token)}`;
  try {
    await context.mailer.send({
      to: email,
      ...newsletterConfirmationMail(name, pageUrl),
      headers: { "List-Unsubscribe": `<${oneClickUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    });
  } catch (error) {
    // The subscription stands; the welcome mail is a courtesy.
    context.logger.warn({ err: error }, "newsletter confirmation mail failed");
  }
}

export async function unsubscribe(context: NewsletterContext, input: { email: string } | { token: string }): Promise<UnsubscribeResult> {
  const email = "email" in input ? input.email : emailFromToken(context.secret, input.token);
  if (!email) throw AppError.validation([{ path: ["token"], message: "This unsubscribe link is not valid" }]);
  const existing = await findSubscriberByEmail(context.db, email);
  if (!existing) return { status: "not_subscribed", message: newsletterMessages.notSubscribed };
  if (existing.status === "unsubscribed") return { status: "already_unsubscribed", message: newsletterMessages.alreadyUnsubscribed };
  await updateSubscriber(context.db, existing.id, { status: "unsubscribed" });
  return { status: "unsubscribed", message: newsletterMessages.unsubscribed };
}

/**
 * An account's address changed: its subscription row follows, unless the new address already has
 * one of its own (that one stands, and the old row stays with the old address).
 */
export async function moveSubscription(db: Kysely<Database>, from: string, to: string): Promise<void> {
  await db
    .updateTable("email_subscribers")
    .set({ email: to, updated_at: new Date() })
    .where("email", "=", from)
    .where((eb) => eb.not(eb.exists(eb.selectFrom("email_subscribers as taken").select("taken.id").where("taken.email", "=", to))))
    .execute();
}
