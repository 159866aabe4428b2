import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client.js";
import { getSessionQueryOptions } from "@/lib/auth.js";

export interface DeviceSession {
  id: string;
  token: string;
  userAgent: string | null;
  ipAddress: string | null;
  createdAt: string;
  updatedAt: string;
}

const sessionsKey = ["auth", "sessions"] as const;

/** The user's signed-in devices, and which one is this. */
export function useDeviceSessions() {
  return useQuery({
    queryKey: sessionsKey,
    queryFn: async ({ signal }) => {
      const [sessions, current] = await Promise.all([
        apiFetch<DeviceSession[]>("/api/auth/list-sessions", { signal }),
        apiFetch<{ session: { token: string } } | null>("/api/auth/get-session", { signal }),
      ]);
      return { sessions: [...sessions].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt)), currentToken: current?.session.token };
    },
  });
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string | "others") =>
      token === "others"
        ? apiFetch("/api/auth/revoke-other-sessions", { method: "POST", json: {} })
        : apiFetch("/api/auth/revoke-session", { method: "POST", json: { token } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
    meta: { silent: true },
  });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { currentPassword: string; newPassword: string; revokeOtherSessions: boolean }) =>
      apiFetch("/api/auth/change-password", { method: "POST", json: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
    meta: { silent: true },
  });
}

/** A link goes to the new address; the account changes when it is followed. */
export function useChangeEmail() {
  return useMutation({
    mutationFn: (newEmail: string) =>
      apiFetch("/api/auth/change-email", { method: "POST", json: { newEmail, callbackURL: "/settings?email=changed#security" } }),
    meta: { silent: true },
  });
}

export function useSendPhoneCode() {
  return useMutation({
    mutationFn: (phoneNumber: string) => apiFetch("/api/auth/phone-number/send-otp", { method: "POST", json: { phoneNumber } }),
    meta: { silent: true },
  });
}

/** The texted code puts the number on the signed-in account (adding or replacing one). */
export function useConfirmPhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ phoneNumber, code }: { phoneNumber: string; code: string }) =>
      apiFetch("/api/auth/phone-number/verify", { method: "POST", json: { phoneNumber, code: code.trim(), updatePhoneNumber: true } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getSessionQueryOptions().queryKey }),
    meta: { silent: true },
  });
}

export interface LinkedAccount {
  id: string;
  providerId: string;
  accountId: string;
  createdAt: string;
}

const accountsKey = ["auth", "accounts"] as const;

export function useLinkedAccounts() {
  return useQuery({ queryKey: accountsKey, queryFn: ({ signal }) => apiFetch<LinkedAccount[]>("/api/auth/list-accounts", { signal }) });
}

/** Leaves for the provider; it sends the browser back to the settings. */
export function useLinkProvider() {
  return useMutation({
    mutationFn: async (provider: "google" | "oidc") => {
      const { url } = await apiFetch<{ url: string }>("/api/auth/link-social", {
        method: "POST",
        json: { provider, callbackURL: "/settings?linked=1#security", errorCallbackURL: "/settings#security", disableRedirect: true },
      });
      window.location.assign(url);
    },
    meta: { silent: true },
  });
}

export function useUnlinkProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (accountId: string) => apiFetch("/api/auth/unlink-account", { method: "POST", json: { accountId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountsKey }),
    meta: { silent: true },
  });
}
