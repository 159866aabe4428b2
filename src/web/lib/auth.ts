import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { toast } from "./toast.js";
import { authMessages } from "@shared/messages.js";
import type { Me, SessionState } from "@shared/schemas/profile.js";
import { ApiError, apiFetch } from "./api-client.js";
import { useHydrated } from "./hydration.js";
import { announceSessionEvent, onSessionEvent, type SessionEvent } from "./session-events.js";
import { readSessionSnapshot, writeSessionSnapshot } from "./session-snapshot.js";

export type AuthStatus = "loading" | "authenticated" | "unauthenticated";

/** The client checks the session this often (spec §4)... */
export const sessionTickMs = 30_000;
/** ...and refreshes it when this many ticks or fewer remain. */
export const refreshWhenTicksLeft = 3;
/** A failed refresh is retried after 200 ms, 400 ms, 800 ms... until this much time has passed. */
const refreshRetryBudgetMs = 30_000;
const refreshFirstDelayMs = 200;

async function fetchSessionState(signal?: AbortSignal): Promise<SessionState> {
  const state = await apiFetch<SessionState>("/api/session", { signal });
  writeSessionSnapshot({ me: state.me, expiresAt: state.expiresAt ?? null });
  return { me: state.me, expiresAt: state.expiresAt ?? null };
}

/** Who is signed in: the server's answer, first painted from the local snapshot when there is one. */
export function getSessionQueryOptions() {
  return queryOptions({
    queryKey: ["session"],
    queryFn: ({ signal }) => fetchSessionState(signal),
    staleTime: 60_000,
    initialData: () => readSessionSnapshot(),
    // The snapshot is a guess: ask the server at once.
    initialDataUpdatedAt: 0,
    meta: { errorTitle: authMessages.checkFailed },
  });
}

export function useAuth(): { status: AuthStatus; me: Me | null } {
  const query = useQuery(getSessionQueryOptions());
  // A prerendered page was drawn before anyone's session was known: it is adopted as such.
  const hydrated = useHydrated();
  if (!hydrated) return { status: "loading", me: null };
  if (query.data === undefined) return { status: query.isError ? "unauthenticated" : "loading", me: null };
  const me = query.data.me;
  return { status: me ? "authenticated" : "unauthenticated", me };
}

/** After a sign-in, a verified code, a changed profile...: re-read the session and tell every tab. */
export async function sessionChanged(queryClient: QueryClient, event: SessionEvent): Promise<SessionState> {
  const state = await queryClient.fetchQuery({ ...getSessionQueryOptions(), staleTime: 0 });
  announceSessionEvent(event);
  return state;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Extends the session (better-auth renews a used session past a day old): retried with backoff. */
export async function refreshSession(queryClient: QueryClient, now: () => number = Date.now): Promise<boolean> {
  const started = now();
  for (let delay = refreshFirstDelayMs; ; delay *= 2) {
    try {
      // The backoff is ours: one request per try.
      await queryClient.fetchQuery({ ...getSessionQueryOptions(), staleTime: 0, retry: false, meta: { silent: true } });
      announceSessionEvent("TOKEN_REFRESHED");
      return true;
    } catch {
      if (now() - started + delay > refreshRetryBudgetMs) return false;
      await sleep(delay);
    }
  }
}

/**
 * Keeps the tab's idea of the session right: re-reads it when another tab signs in or out, checks
 * it every 30 s, refreshes it when it is about to end, and toasts when the check itself fails.
 */
export function useSessionKeeper(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const stop = onSessionEvent((event, origin) => {
      if (origin !== "other-tab") return;
      if (event === "SIGNED_OUT") {
        queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== "session" });
        queryClient.setQueryData(getSessionQueryOptions().queryKey, { me: null, expiresAt: null });
        writeSessionSnapshot({ me: null, expiresAt: null });
        return;
      }
      void queryClient.invalidateQueries({ queryKey: getSessionQueryOptions().queryKey });
    });
    let refreshing = false;
    const tick = async () => {
      const state = queryClient.getQueryData<SessionState>(getSessionQueryOptions().queryKey);
      if (!state?.me || refreshing) return;
      const left = state.expiresAt ? Date.parse(state.expiresAt) - Date.now() : Number.POSITIVE_INFINITY;
      if (left <= refreshWhenTicksLeft * sessionTickMs) {
        refreshing = true;
        try {
          if (!(await refreshSession(queryClient))) toast.error(authMessages.checkFailed);
        } finally {
          refreshing = false;
        }
        return;
      }
      try {
        await queryClient.fetchQuery({ ...getSessionQueryOptions(), staleTime: 0, meta: { silent: true } });
      } catch {
        toast.error(authMessages.checkFailed);
      }
    };
    const timer = window.setInterval(() => void tick(), sessionTickMs);
    return () => {
      stop();
      window.clearInterval(timer);
    };
  }, [queryClient]);
}

/** Signs out, forgets everything cached for the user, tells the other tabs, and goes home. */
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
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== "session" });
      queryClient.setQueryData(getSessionQueryOptions().queryKey, { me: null, expiresAt: null });
      writeSessionSnapshot({ me: null, expiresAt: null });
      announceSessionEvent("SIGNED_OUT");
      await navigate("/");
    },
  });
}
