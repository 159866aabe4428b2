import type { Kysely } from "kysely";
import { isPlaceholderEmail } from "../../../shared/schemas/auth.js";
import type { Me, NewsletterState, ProfileUpdateInput, ProfileView } from "../../../shared/schemas/profile.js";
import type { AuthSession } from "../../auth/auth.js";
import type { Database, Profile } from "../../db/schema.js";
import { AppError } from "../../lib/app-error.js";
import { findSubscriberByEmail } from "../newsletter/newsletter.repository.js";
import { findProfile, updateProfile } from "./me.repository.js";

function toProfileView(profile: Profile | undefined): ProfileView {
  return {
    firstName: profile?.first_name ?? null,
    lastName: profile?.last_name ?? null,
    avatarUrl: profile?.avatar_url ?? null,
    theme: profile?.theme ?? "system",
    timeZone: profile?.time_zone ?? null,
    weekStart: profile?.week_start ?? "monday",
    quizColor: profile?.quiz_color ?? null,
    mistakeCards: profile?.mistake_cards ?? false,
  };
}

/** Fields the phoneNumber and twoFactor plugins add to better-auth's user. */
type PluginUserFields = { phoneNumber?: string | null; twoFactorEnabled?: boolean | null };

export async function getMe(db: Kysely<Database>, sessionUser: AuthSession["user"]): Promise<Me> {
  const user: AuthSession["user"] & PluginUserFields = sessionUser;
  const profile = await findProfile(db, user.id);
  return {
    user: {
      id: user.id,
      email: isPlaceholderEmail(user.email) ? null : user.email,
      phoneNumber: user.phoneNumber ?? null,
      name: user.name,
      emailVerified: user.emailVerified,
      twoFactorEnabled: user.twoFactorEnabled === true,
      hasPassword: profile?.has_password === true,
      image: user.image ?? null,
      createdAt: new Date(user.createdAt).toISOString(),
    },
    profile: toProfileView(profile),
  };
}

export async function changeProfile(db: Kysely<Database>, userId: string, input: ProfileUpdateInput): Promise<ProfileView> {
  const updated = await updateProfile(db, userId, {
    ...(input.firstName !== undefined ? { first_name: input.firstName || null } : {}),
    ...(input.lastName !== undefined ? { last_name: input.lastName || null } : {}),
    ...(input.avatarUrl !== undefined ? { avatar_url: input.avatarUrl } : {}),
    ...(input.theme !== undefined ? { theme: input.theme } : {}),
    ...(input.timeZone !== undefined ? { time_zone: input.timeZone } : {}),
    ...(input.weekStart !== undefined ? { week_start: input.weekStart } : {}),
    ...(input.quizColor !== undefined ? { quiz_color: input.quizColor?.toUpperCase() ?? null } : {}),
    ...(input.mistakeCards !== undefined ? { mistake_cards: input.mistakeCards } : {}),
  });
  // The profile is created with the user by a trigger; a missing one means the user is gone.
  if (!updated) throw AppError.notFound("Profile not found");
  return toProfileView(updated);
}

export async function newsletterState(db: Kysely<Database>, email: string): Promise<NewsletterState> {
  if (isPlaceholderEmail(email)) return { email: null, status: "none" };
  const subscriber = await findSubscriberByEmail(db, email);
  return { email, status: subscriber?.status ?? "none" };
}
