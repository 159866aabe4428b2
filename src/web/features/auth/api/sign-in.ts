import { useMutation, useQueryClient } from "@tanstack/react-query";
import { signInSchema, type SignInInput } from "../../../../shared/schemas/auth.js";
import { apiFetch } from "../../../lib/api-client.js";
import { getMeQueryOptions } from "../../../lib/auth.js";

export { signInSchema };

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SignInInput) => apiFetch("/api/auth/sign-in/email", { method: "POST", json: signInSchema.parse(input) }),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getMeQueryOptions().queryKey }),
  });
}
