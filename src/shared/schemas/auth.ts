import { z } from "zod";

export const authMessages = {
  credentialsRequired: "You must provide either an email or phone number and a password",
  passwordTooShort: "Password is too short",
  passwordTooLong: "Password is too long",
  passwordTooCommon: "This is a very common password",
  passwordPersonal: "Password must not contain your name or e-mail address",
  invalidEmail: "Enter a valid e-mail address",
  firstNameRequired: "Enter your first name",
  lastNameRequired: "Enter your last name",
  passwordsDiffer: "The passwords do not match",
  checkFailed: "Failed to check authentication state",
} as const;

export const passwordMinLength = 8;
export const passwordMaxLength = 128;

export const passwordSchema = z
  .string()
  .min(passwordMinLength, authMessages.passwordTooShort)
  .max(passwordMaxLength, authMessages.passwordTooLong);

const emailSchema = z.string().trim().toLowerCase().max(254, authMessages.invalidEmail).email(authMessages.invalidEmail);

const name = (required: string) => z.string().trim().min(1, required).max(100, "Must be 100 characters or fewer");

export const signUpSchema = z.object({
  firstName: name(authMessages.firstNameRequired),
  lastName: name(authMessages.lastNameRequired),
  email: emailSchema,
  password: passwordSchema,
});

export type SignUpInput = z.input<typeof signUpSchema>;

/** Sign-in checks only that both are there; the server says whether they are right. */
export const signInSchema = z.object({
  email: z.string().trim().min(1, authMessages.credentialsRequired),
  password: z.string().min(1, authMessages.credentialsRequired),
});

export type SignInInput = z.input<typeof signInSchema>;

export const forgotPasswordSchema = z.object({ email: emailSchema });

export const resetPasswordSchema = z
  .object({ password: passwordSchema, confirm: z.string() })
  .refine((value) => value.password === value.confirm, { message: authMessages.passwordsDiffer, path: ["confirm"] });

export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;
