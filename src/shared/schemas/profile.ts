import { z } from "zod";

const name = z.string().trim().max(100, "Must be 100 characters or fewer");

export const profileUpdateSchema = z
  .object({
    firstName: name.nullable().optional(),
    lastName: name.nullable().optional(),
  })
  .strict()
  .refine((value) => Object.keys(value).length > 0, { message: "Nothing to update" });

export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>;

export const profileSchema = z.object({
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
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
