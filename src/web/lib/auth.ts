import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { authMessages } from "../../shared/schemas/auth.js";
import type { Me, SessionState } from "../../shared/schemas/profile.js";
import { ApiError, apiFetch } from "./api-client.js";


export type AuthStatus = "loading" | "authenticated" | "unauthenticated";

/** The signed-in user, or null when nobody is. */
export function getMeQueryOptions() {
  return queryOptions({
    queryKey: ["me"],
    queryFn: async ({ signal }): Promise<Me | null> => (await apiFetch<SessionState>("/api/session", { signal })).me,
    staleTime: 60_000,
    meta: { errorTitle: authMessages.checkFailed },
  });
}

export function useAuth(): { status: AuthStatus; me: Me | null } {
  const query = useQuery(getMeQueryOptions());
  if (query.isPending) return { status: "loading", me: null };
  const me = query.data ?? null;
  return { status: me ? "authenticated" : "unauthenticated", me };
}

/** Signs out, forgets everything cached for the user, and returns to the landing page. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      try {
        await apiFetch("/api/auth/sign-out", { method: "POST", json: {} });
      } catch (error) {
        // Already signed out or the session is gone: the outcome the user wanted (spec §8).
        if (!(error instanceof ApiError && [401, 403, 404].includes(error.status))) throw error;
      }
    },
    meta: { errorTitle: "Failed to sign out" },
    onSuccess: async () => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== "me" });
      queryClient.setQueryData(getMeQueryOptions().queryKey, null);
      await navigate("/");
    },
  });
}
