import { useMutation, useQueryClient } from "@tanstack/react-query";
import { authMessages, parseLogin, signInSchema, type SignInInput } from "@shared/schemas/auth.js";
import { ApiError, apiFetch } from "@/lib/api-client.js";
import { sessionChanged } from "@/lib/auth.js";

export interface SignInOutcome {
  /** The password was right and TOTP is on: a code is due before the session starts. */
  twoFactor: boolean;
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SignInInput): Promise<SignInOutcome> => {
      const values = signInSchema.parse(input);
      const login = parseLogin(values.login);
      if (!login) throw new ApiError(400, "bad_request", authMessages.invalidLogin);
      const answer =
        login.kind === "email"
          ? await apiFetch<{ twoFactorRedirect?: boolean }>("/api/auth/sign-in/email", {
              method: "POST",
              json: { email: login.email, password: values.password },
            })
          : await apiFetch<{ twoFactorRedirect?: boolean }>("/api/auth/sign-in/phone-number", {
              method: "POST",
              json: { phoneNumber: login.phoneNumber, password: values.password },
            });
      if (answer.twoFactorRedirect) return { twoFactor: true };
      await sessionChanged(queryClient, "SIGNED_IN");
      return { twoFactor: false };
    },
    meta: { silent: true },
  });
}
