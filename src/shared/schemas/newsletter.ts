import { z } from "zod";
import { newsletterMessages } from "../messages.js";

/** An e-mail as the newsletter takes it: trimmed, lowercased, with an @ (spec §5). */
export const newsletterEmailSchema = z
  .string()
  .trim()
  .min(1, newsletterMessages.invalidEmailForm)
  .max(254, newsletterMessages.invalidEmailForm)
  .refine((value) => /^[^\s@]+@[^\s@]+$/.test(value), newsletterMessages.invalidEmailForm)
  .transform((value) => value.toLowerCase());

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

/** The API's check of an address: the spec's 'Invalid email' (§5). */
export const newsletterApiEmailSchema = z
  .string(newsletterMessages.invalidEmail)
  .trim()
  .min(1, newsletterMessages.invalidEmail)
  .max(254, newsletterMessages.invalidEmail)
  .refine((value) => /^[^\s@]+@[^\s@]+$/.test(value), newsletterMessages.invalidEmail)
  .transform((value) => value.toLowerCase());

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
