import { z } from "zod";
import { newsletterMessages } from "../messages.js";
import { normalizeNewsletterEmail } from "../newsletter-email.js";

/** An e-mail as the newsletter takes it: trimmed, lowercased, with an @ (spec §5); `message` for any fault. */
function newsletterEmail(message: string) {
  return z.string(message).transform((value, context) => {
    const email = normalizeNewsletterEmail(value);
    if (email === undefined) {
      context.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return email;
  });
}

/** The form's wording (spec §5). */
export const newsletterEmailSchema = newsletterEmail(newsletterMessages.invalidEmailForm);

export const subscribeSchema = z.object({
  email: newsletterEmailSchema,
  name: z.string().trim().max(100).optional(),
});

export type SubscribeInput = z.input<typeof subscribeSchema>;

export const subscribeResultSchema = z.object({
  status: z.enum(["subscribed", "resubscribed", "already_subscribed"]),
  message: z.string(),
});

export type SubscribeResult = z.infer<typeof subscribeResultSchema>;

/** What the sign-up response carries about the newsletter opt-in. */
export const signupSyncResultSchema = z.object({
  status: z.enum(["subscribed", "saved", "failed"]),
  message: z.string(),
});

export type SignupSyncResult = z.infer<typeof signupSyncResultSchema>;

/** The API's wording: 'Invalid email' (spec §5). */
export const newsletterApiEmailSchema = newsletterEmail(newsletterMessages.invalidEmail);

export const subscribeApiSchema = z.object({ email: newsletterApiEmailSchema, name: z.string().trim().max(100).optional() }).strict();

/** Unsubscribe by address (the form) or by the signed token of the mailed link. */
export const unsubscribeSchema = z.union([
  z.object({ email: newsletterApiEmailSchema }).strict(),
  z.object({ token: z.string().min(10, "This unsubscribe link is not valid").max(600, "This unsubscribe link is not valid") }).strict(),
]);
export type UnsubscribeInput = z.input<typeof unsubscribeSchema>;

export const unsubscribeResultSchema = z.object({
  status: z.enum(["unsubscribed", "already_unsubscribed", "not_subscribed"]),
  message: z.string(),
});
export type UnsubscribeResult = z.infer<typeof unsubscribeResultSchema>;
