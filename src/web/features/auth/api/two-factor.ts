import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client.js";
import { sessionChanged } from "@/lib/auth.js";

export type SecondFactor = "totp" | "backup";

/** Finishes a sign-in that is waiting for a code from the authenticator app, or a backup code. */
export function useVerifySecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ code, method }: { code: string; method: SecondFactor }) => {
      await apiFetch(method === "totp" ? "/api/auth/two-factor/verify-totp" : "/api/auth/two-factor/verify-backup-code", {
        method: "POST",
        json: { code: code.trim() },
      });
      await sessionChanged(queryClient, "MFA_CHALLENGE_VERIFIED");
    },
    meta: { silent: true },
  });
}

export interface Enrollment {
  totpURI: string;
  backupCodes: string[];
}

/** Step 1 of switching TOTP on: the password, then a secret (QR code) and backup codes. */
export function useStartTwoFactor() {
  return useMutation({
    mutationFn: (password: string | undefined) =>
      apiFetch<Enrollment>("/api/auth/two-factor/enable", { method: "POST", json: password === undefined ? {} : { password } }),
    meta: { silent: true },
  });
}

/** Step 2: a code from the app proves it holds the secret; TOTP is on from then. */
export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (code: string) => {
      await apiFetch("/api/auth/two-factor/verify-totp", { method: "POST", json: { code: code.trim() } });
      await sessionChanged(queryClient, "USER_UPDATED");
    },
    meta: { silent: true },
  });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (password: string | undefined) => {
      await apiFetch("/api/auth/two-factor/disable", { method: "POST", json: password === undefined ? {} : { password } });
      await sessionChanged(queryClient, "USER_UPDATED");
    },
    meta: { silent: true },
  });
}

/** Ten new backup codes; the old ones stop working. */
export function useRegenerateBackupCodes() {
  return useMutation({
    mutationFn: (password: string | undefined) =>
      apiFetch<{ backupCodes: string[] }>("/api/auth/two-factor/generate-backup-codes", { method: "POST", json: password === undefined ? {} : { password } }),
    meta: { silent: true },
  });
}
