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
