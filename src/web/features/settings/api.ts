import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AccountExport, ImportResult } from "@shared/schemas/account.js";
import type { ProfileUpdateInput, ProfileView } from "@shared/schemas/profile.js";
import type { CalendarFeed } from "@shared/schemas/tasks.js";
import type { StorageObject } from "@shared/storage.js";
import { ApiError, apiFetch, networkErrorMessage, toApiError } from "@/lib/api-client.js";
import { getSessionQueryOptions } from "@/lib/auth.js";

/** Saving the profile refreshes the signed-in user everywhere (nav, avatar, greeting). */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileUpdateInput) => apiFetch<ProfileView>("/api/profile", { method: "PATCH", json: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getSessionQueryOptions().queryKey }),
    meta: { silent: true },
  });
}

export const avatarPath = "avatar.png";

/** Stores the cropped picture as the user's avatar file and returns its cache-busting address. */
export async function uploadAvatar(picture: Blob): Promise<string> {
  const form = new FormData();
  form.append("file", picture, avatarPath);
  form.append("path", avatarPath);
  form.append("upsert", "true");
  let response: Response;
  try {
    response = await fetch("/api/storage/avatars", { method: "POST", body: form, credentials: "same-origin" });
  } catch {
    throw new ApiError(0, "unavailable", networkErrorMessage);
  }
  if (!response.ok) throw await toApiError(response);
  const object = (await response.json()) as StorageObject;
  return `/api/storage/avatars/object/${avatarPath}?v=${object.etag.replace(/"/g, "").slice(0, 16)}`;
}

export const removeAvatarFile = () => apiFetch<{ removed: string[] }>("/api/storage/avatars", { method: "DELETE", json: { paths: [avatarPath] } });

const feedKey = ["calendar-feed"] as const;

export function useCalendarFeed() {
  return useQuery({ queryKey: feedKey, queryFn: ({ signal }) => apiFetch<CalendarFeed>("/api/calendar-feed", { signal }) });
}

export function useRotateFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<CalendarFeed>("/api/calendar-feed/rotate", { method: "POST" }),
    onSuccess: (feed) => queryClient.setQueryData(feedKey, feed),
    meta: { silent: true },
  });
}

export const importAccount = (data: AccountExport) => apiFetch<ImportResult>("/api/account/import", { method: "POST", json: data });

export const deleteAccount = (input: { confirm: string; password?: string }) =>
  apiFetch<{ message: string }>("/api/account", { method: "DELETE", json: input });
