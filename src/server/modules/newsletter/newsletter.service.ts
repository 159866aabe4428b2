import type { Kysely } from "kysely";
import { signupSyncMessages } from "../../../shared/messages.js";
import type { SignupSyncResult } from "../../../shared/schemas/newsletter.js";
import type { Database } from "../../db/schema.js";
import { findSubscriberByEmail, insertSubscriber, updateSubscriber } from "./newsletter.repository.js";

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
      return input.optedIn
        ? { status: "subscribed", message: signupSyncMessages.subscribed }
        : { status: "saved", message: signupSyncMessages.saved };
    }
    if (!input.optedIn) return { status: "saved", message: signupSyncMessages.saved };
    await insertSubscriber(trx, { email: input.email, name: input.name, userId: input.userId, source: "signup" });
    return { status: "subscribed", message: signupSyncMessages.subscribed };
  });
}
