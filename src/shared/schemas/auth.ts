import { z } from "zod";
import { nameProblem } from "../names.js";
import { authMessages } from "../messages.js";

// The wording lives with the other messages (no zod there, so the entry chunk can import it).
export { authMessages };

/** Where the browser finishes a Google/OIDC sign-in (better-auth's callbackURL)... */
export const oauthCallbackPath = "/auth/google/callback";
/** ...and where it enters a TOTP code when the account has two-step verification. */
export const oauthChallengePath = `${oauthCallbackPath}?twoFactor=required`;

/** E.164: a plus, a country code and up to 15 digits in all. */
const phonePattern = /^\+[1-9]\d{7,14}$/;

/** "+61 412-345 (678)" → "+61412345678", or undefined when it is not a phone number. */
export function normalizePhoneNumber(value: string): string | undefined {
  const compact = value.trim().replace(/[\s().-]/g, "");
  return phonePattern.test(compact) ? compact : undefined;
}

/** Already in the E.164 form the server stores (what better-auth's phone routes accept). */
export function isNormalizedPhoneNumber(value: string): boolean {
  return phonePattern.test(value);
}

export type Login = { kind: "email"; email: string } | { kind: "phone"; phoneNumber: string };

/** What a person typed in "E-mail or phone number". */
export function parseLogin(value: string): Login | undefined {
  const trimmed = value.trim();
  if (trimmed.includes("@")) {
    const email = emailSchema.safeParse(trimmed);
    return email.success ? { kind: "email", email: email.data } : undefined;
  }
  const phoneNumber = normalizePhoneNumber(trimmed);
  return phoneNumber ? { kind: "phone", phoneNumber } : undefined;
}

/** Phone-only accounts get this placeholder address (better-auth needs one); it is never mailed. */
export const phoneAccountEmailDomain = "phone.cadence.invalid";

export function isPlaceholderEmail(email: string): boolean {
  return email.endsWith(`@${phoneAccountEmailDomain}`);
}

/** A texted code works this long (and three tries). */
export const phoneCodeTtlMinutes = 5;

export const passwordMinLength = 8;
export const passwordMaxLength = 128;

export const passwordSchema = z.string().min(passwordMinLength, authMessages.passwordTooShort).max(passwordMaxLength, authMessages.passwordTooLong);

/** An e-mail address as accounts take it: trimmed and lowercased. */
export const emailSchema = z.string().trim().toLowerCase().max(254, authMessages.invalidEmail).email(authMessages.invalidEmail);

const name = (required: string) =>
  z
    .string()
    .trim()
    .min(1, required)
    .superRefine((value, context) => {
      const problem = nameProblem(value);
      if (problem) context.addIssue({ code: "custom", message: problem });
    });

const loginSchema = z
  .string()
  .trim()
  .min(1, authMessages.credentialsRequired)
  .max(254, authMessages.invalidLogin)
  .refine((value) => parseLogin(value) !== undefined, authMessages.invalidLogin);

export const signUpSchema = z.object({
  firstName: name(authMessages.firstNameRequired),
  lastName: name(authMessages.lastNameRequired),
  login: loginSchema,
  password: passwordSchema,
  newsletterOptIn: z.boolean(),
});

export type SignUpInput = z.input<typeof signUpSchema>;

/** Sign-in checks only that both are there; the server says whether they are right. */
export const signInSchema = z.object({
  login: z.string().trim().min(1, authMessages.credentialsRequired),
  password: z.string().min(1, authMessages.credentialsRequired),
});

export type SignInInput = z.input<typeof signInSchema>;

export const forgotPasswordSchema = z.object({ email: emailSchema });

export const resetPasswordSchema = z
  .object({ password: passwordSchema, confirm: z.string() })
  .refine((value) => value.password === value.confirm, { message: authMessages.passwordsDiffer, path: ["confirm"] });

export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

export const otpSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, authMessages.codeRequired)
    .regex(/^[0-9A-Za-z-]{6,20}$/, authMessages.invalidCode),
});

export type OtpInput = z.input<typeof otpSchema>;
