import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client.js";

/** Mails a fresh verification link (the old one stays valid until it expires). */
export function useSendVerificationEmail() {
  return useMutation({
    mutationFn: (email: string) => apiFetch("/api/auth/send-verification-email", { method: "POST", json: { email, callbackURL: "/auth/verify" } }),
    meta: { errorTitle: "Could not send the link" },
  });
}
