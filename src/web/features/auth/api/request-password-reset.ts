import { useMutation } from "@tanstack/react-query";
import { forgotPasswordSchema } from "@shared/schemas/auth.js";
import { apiFetch } from "@/lib/api-client.js";

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (input: { email: string }) =>
      apiFetch("/api/auth/request-password-reset", {
        method: "POST",
        json: { ...forgotPasswordSchema.parse(input), redirectTo: "/auth/reset-password" },
      }),
    meta: { errorTitle: "Could not send the link" },
  });
}
