import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client.js";
import { sessionChanged } from "@/lib/auth.js";

/** Checks a texted code: the number is verified, the account made and signed in. */
export function useVerifyPhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ phoneNumber, code }: { phoneNumber: string; code: string }): Promise<{ twoFactor: boolean }> => {
      const answer = await apiFetch<{ twoFactorRedirect?: boolean }>("/api/auth/phone-number/verify", {
        method: "POST",
        json: { phoneNumber, code: code.trim() },
      });
      if (answer.twoFactorRedirect) return { twoFactor: true };
      await sessionChanged(queryClient, "SIGNED_IN");
      return { twoFactor: false };
    },
    meta: { silent: true },
  });
}

export function useResendPhoneCode() {
  return useMutation({
    mutationFn: (phoneNumber: string) => apiFetch("/api/auth/phone-number/send-otp", { method: "POST", json: { phoneNumber } }),
    meta: { errorTitle: "Could not send a new code" },
  });
}
