import { z } from "zod";
import { nameProblem } from "../names.js";
import { isValidTimeZone } from "../time.js";

export const themePreferences = ["light", "dark", "system"] as const;
export type ThemePreference = (typeof themePreferences)[number];
/** The calendar's first weekday. */
export const weekStarts = ["monday", "sunday", "saturday"] as const;
export type WeekStart = (typeof weekStarts)[number];
export const weekStartLabels: Record<WeekStart, string> = { monday: "Monday", sunday: "Sunday", saturday: "Saturday" };

const name = z
  .string()
  .trim()
  .superRefine((value, context) => {
    const problem = nameProblem(value);
    if (problem) context.addIssue({ code: "custom", message: problem });
  });

/** An avatar is a file in the user's own avatars bucket (never an outside address a page would fetch). */
export const avatarUrlPattern = /^\/api\/storage\/avatars\/object\/[A-Za-z0-9._%-]+(?:\/[A-Za-z0-9._%-]+)*(?:\?v=[\w-]{1,64})?$/;

/** Settings → Preferences; each optional, so one can be saved alone. */
export const preferenceFields = {
  theme: z.enum(themePreferences, "Choose light, dark or system").optional(),
  /** Null follows the browser's zone. */
  timeZone: z.string().max(64).refine(isValidTimeZone, "Choose a time zone from the list").nullable().optional(),
  weekStart: z.enum(weekStarts, "Choose Monday, Sunday or Saturday").optional(),
  /** Null: the spec's default colour (#3B82F6). */
  quizColor: z
    .string()
    .regex(/^#[0-9A-Fa-f]{6}$/, "Must be a colour like #3B82F6")
    .nullable()
    .optional(),
  /** Each quiz attempt's mistakes become flashcards without asking. */
  mistakeCards: z.boolean("Choose on or off").optional(),
};

export const profileUpdateSchema = z
  .object({
    firstName: name.nullable().optional(),
    lastName: name.nullable().optional(),
    avatarUrl: z
      .string()
      .max(500)
      .refine(
        (url) => avatarUrlPattern.test(url) && !url.split(/[/?]/).some((part) => part === "." || part === ".."),
        "An avatar must be an image uploaded to your avatars",
      )
      .nullable()
      .optional(),
    ...preferenceFields,
  })
  .strict()
  .refine((value) => Object.keys(value).length > 0, { message: "Nothing to update" });

export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>;

export const profileSchema = z.object({
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  theme: z.enum(themePreferences),
  timeZone: z.string().nullable(),
  weekStart: z.enum(weekStarts),
  quizColor: z.string().nullable(),
  mistakeCards: z.boolean(),
});

export const meSchema = z.object({
  user: z.object({
    id: z.string(),
    /** Null for an account made with a phone number only. */
    email: z.string().nullable(),
    phoneNumber: z.string().nullable(),
    name: z.string(),
    emailVerified: z.boolean(),
    twoFactorEnabled: z.boolean(),
    /** False for an account that signs in only through Google or an OpenID provider. */
    hasPassword: z.boolean(),
    image: z.string().nullable(),
    createdAt: z.string(),
  }),
  profile: profileSchema,
});

export type Me = z.infer<typeof meSchema>;
export type ProfileView = z.infer<typeof profileSchema>;

/** The app's auth state: 200 either way, so a signed-out visit logs no error. */
export const sessionStateSchema = z.object({
  me: meSchema.nullable(),
  /** When the session ends unless it is used (ISO time); null when nobody is signed in. */
  expiresAt: z.string().nullable(),
});

export type SessionState = z.infer<typeof sessionStateSchema>;

/** Settings → Preferences: the signed-in user's newsletter state (by their account's address). */
export const newsletterStateSchema = z.object({
  /** Null for a phone-only account: there is no address to subscribe. */
  email: z.string().nullable(),
  status: z.enum(["active", "unsubscribed", "none"]),
});

export type NewsletterState = z.infer<typeof newsletterStateSchema>;
