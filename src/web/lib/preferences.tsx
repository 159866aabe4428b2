import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, type ReactNode } from "react";
import { defaultColorTheme } from "@shared/color-themes.js";
import type { WeekStart } from "@shared/schemas/profile.js";
import { apiFetch } from "./api-client.js";
import { getSessionQueryOptions, useAuth } from "./auth.js";
import { writeSessionSnapshot } from "./session-snapshot.js";
import { useTheme, type ThemePreference } from "./theme.js";
import { TimeZoneProvider } from "./time-zone.js";

/** Settings → Preferences as the app uses them; the defaults when nobody is signed in. */
export function usePreferences(): { weekStart: WeekStart; quizColor: string; mistakeCards: boolean } {
  const { me } = useAuth();
  return {
    weekStart: me?.profile.weekStart ?? "monday",
    quizColor: me?.profile.quizColor ?? defaultColorTheme,
    mistakeCards: me?.profile.mistakeCards ?? false,
  };
}

/** The time zone chosen in settings, else the browser's. */
export function PreferredTimeZone({ children }: { children: ReactNode }) {
  const { me } = useAuth();
  return <TimeZoneProvider override={me?.profile.timeZone}>{children}</TimeZoneProvider>;
}

/**
 * Follows the theme saved with the account: on sign-in, and when another device changes it. Only
 * a change of the saved value is applied, so a choice made in this tab is not undone.
 */
export function useSavedTheme(): void {
  const { me } = useAuth();
  const { setTheme } = useTheme();
  const saved = me?.profile.theme;
  const applied = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!saved || saved === applied.current) return;
    applied.current = saved;
    setTheme(saved);
  }, [saved, setTheme]);
}

/**
 * Choosing a theme (the menu bar, Settings → Preferences): it applies at once on this device and,
 * when someone is signed in, is saved with the account. Resolves whether anything was saved;
 * rejects when the save fails (the page keeps the choice).
 */
export function useChooseTheme(): (theme: ThemePreference) => Promise<boolean> {
  const { setTheme } = useTheme();
  const { me } = useAuth();
  const queryClient = useQueryClient();
  const saved = me?.profile.theme;
  const signedIn = me !== null;
  return useCallback(
    async (theme: ThemePreference) => {
      setTheme(theme);
      if (!signedIn || saved === theme) return false;
      // The session as this device remembers it follows at once: a page opened before the session
      // is fetched again starts from that copy, and would bring the old theme back for a moment.
      const key = getSessionQueryOptions().queryKey;
      const session = queryClient.getQueryData(key);
      if (session?.me) {
        const next = { ...session, me: { ...session.me, profile: { ...session.me.profile, theme } } };
        queryClient.setQueryData(key, next);
        writeSessionSnapshot(next);
      }
      // Kept alive: a theme chosen just before leaving the page (a link, a typed address) is still saved.
      await apiFetch("/api/profile", { method: "PATCH", json: { theme }, keepalive: true });
      await queryClient.invalidateQueries({ queryKey: getSessionQueryOptions().queryKey });
      return true;
    },
    [setTheme, signedIn, saved, queryClient],
  );
}
