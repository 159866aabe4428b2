import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client.js";
import { announceSessionEvent } from "@/lib/session-events.js";

export function useResetPassword() {
  return useMutation({
    mutationFn: ({ token, password }: { token: string; password: string }) =>
      apiFetch("/api/auth/reset-password", { method: "POST", json: { token, newPassword: password } }),
    meta: { silent: true },
    // Every other session of the account has just ended: tabs re-read theirs.
    onSuccess: () => announceSessionEvent("PASSWORD_RECOVERY"),
  });
}
