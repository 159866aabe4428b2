import { useMutation } from "@tanstack/react-query";
import { oauthCallbackPath } from "@shared/schemas/auth.js";
import { apiFetch } from "@/lib/api-client.js";

/** Google or the configured OpenID provider: better-auth answers with the provider's sign-in page. */
export function useSocialSignIn() {
  return useMutation({
    mutationFn: async (provider: "google" | "oidc") => {
      const { url } = await apiFetch<{ url: string }>("/api/auth/sign-in/social", {
        method: "POST",
        json: { provider, callbackURL: oauthCallbackPath, errorCallbackURL: oauthCallbackPath, newUserCallbackURL: oauthCallbackPath },
      });
      window.location.assign(url);
    },
    meta: { errorTitle: "Could not start the sign-in" },
  });
}
