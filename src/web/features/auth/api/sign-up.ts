import { useMutation } from "@tanstack/react-query";
import { toast } from "sonner";
import { signupSyncMessages } from "@shared/messages.js";
import { parseLogin, signUpSchema, type SignUpInput } from "@shared/schemas/auth.js";
import type { SignupSyncResult } from "@shared/schemas/newsletter.js";
import { apiFetch } from "@/lib/api-client.js";

export type SignUpOutcome = { kind: "email"; email: string } | { kind: "phone"; phoneNumber: string };

/**
 * Creates the account. By e-mail, the session starts when the mailed link is followed; by
 * phone, when the texted code is entered. A newsletter opt-in that could not be saved is
 * toasted (spec §8); the account stands.
 */
export function useSignUp() {
  return useMutation({
    mutationFn: async (input: SignUpInput): Promise<SignUpOutcome> => {
      const values = signUpSchema.parse(input);
      const login = parseLogin(values.login);
      const names = { firstName: values.firstName, lastName: values.lastName };
      if (login?.kind === "phone") {
        await apiFetch("/api/auth/sign-up/phone-number", {
          method: "POST",
          json: { ...names, phoneNumber: login.phoneNumber, password: values.password },
        });
        return { kind: "phone", phoneNumber: login.phoneNumber };
      }
      const email = login?.kind === "email" ? login.email : values.login;
      const answer = await apiFetch<{ newsletter?: SignupSyncResult }>("/api/auth/sign-up/email", {
        method: "POST",
        json: {
          ...names,
          email,
          password: values.password,
          name: `${values.firstName} ${values.lastName}`,
          newsletterOptIn: values.newsletterOptIn,
          callbackURL: "/auth/verify",
        },
      });
      if (answer.newsletter?.status === "failed") toast.error(signupSyncMessages.failed);
      return { kind: "email", email };
    },
    meta: { silent: true },
  });
}
