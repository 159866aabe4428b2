import { useMutation } from "@tanstack/react-query";
import { signUpSchema, type SignUpInput } from "../../../../shared/schemas/auth.js";
import { apiFetch } from "../../../lib/api-client.js";

export { signUpSchema };

/** Creates the account; the session starts when the mailed link is followed. */
export function useSignUp() {
  return useMutation({
    mutationFn: (input: SignUpInput) => {
      const values = signUpSchema.parse(input);
      return apiFetch("/api/auth/sign-up/email", {
        method: "POST",
        json: { ...values, name: `${values.firstName} ${values.lastName}`, callbackURL: "/auth/verify" },
      });
    },
    meta: { silent: true },
  });
}
