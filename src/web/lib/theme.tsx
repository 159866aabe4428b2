import { createContext, useCallback, useContext, useEffect, useMemo, type ReactNode } from "react";
import { useBrowserValue, useHydrated } from "./hydration.js";

export type ThemePreference = "light" | "dark" | "system";
export type ResolvedTheme = "light" | "dark";

/** Also read by public/theme-init.js, which applies the theme before the first paint. */
export const themeStorageKey = "cadence-theme";
const darkQuery = "(prefers-color-scheme: dark)";

export function parseThemePreference(value: string | null | undefined): ThemePreference {
  return value === "light" || value === "dark" ? value : "system";
}

export function resolveTheme(preference: ThemePreference, systemPrefersDark: boolean): ResolvedTheme {
  if (preference === "system") return systemPrefersDark ? "dark" : "light";
  return preference;
}

export function applyTheme(theme: ResolvedTheme, root: HTMLElement = document.documentElement): void {
  root.classList.toggle("dark", theme === "dark");
  root.classList.toggle("light", theme === "light");
  root.style.colorScheme = theme;
}

/** A choice storage refused (private mode): it lasts for this page only. */
let unsaved: ThemePreference | undefined;
const preferenceListeners = new Set<() => void>();

function readStoredPreference(): ThemePreference {
  if (unsaved) return unsaved;
  try {
    return parseThemePreference(localStorage.getItem(themeStorageKey));
  } catch {
    return "system";
  }
}

/** This tab's choices, and another tab's (its storage event). */
function subscribePreference(onChange: () => void): () => void {
  preferenceListeners.add(onChange);
  const onStorage = (event: StorageEvent) => {
    if (event.key === themeStorageKey) onChange();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    preferenceListeners.delete(onChange);
    window.removeEventListener("storage", onStorage);
  };
}

function storePreference(next: ThemePreference): void {
  try {
    localStorage.setItem(themeStorageKey, next);
    unsaved = undefined;
  } catch {
    unsaved = next;
  }
  preferenceListeners.forEach((listener) => listener());
}

function systemPrefersDark(): boolean {
  return typeof matchMedia === "function" && matchMedia(darkQuery).matches;
}

function subscribeSystemDark(onChange: () => void): () => void {
  if (typeof matchMedia !== "function") return () => {};
  const media = matchMedia(darkQuery);
  media.addEventListener("change", onChange);
  return () => media.removeEventListener("change", onChange);
}

interface ThemeContextValue {
  theme: ThemePreference;
  resolvedTheme: ResolvedTheme;
  setTheme(theme: ThemePreference): void;
}

const ThemeContext = createContext<ThemeContextValue | undefined>(undefined);

export function ThemeProvider({ children }: { children: ReactNode }) {
  // Prerendered pages are drawn with the system theme (theme-init.js has already coloured the
  // page by then); the stored choice is read once React has adopted them.
  const theme = useBrowserValue(subscribePreference, readStoredPreference, "system");
  const systemDark = useBrowserValue(subscribeSystemDark, systemPrefersDark, false);

  const hydrated = useHydrated();
  const resolvedTheme = resolveTheme(theme, systemDark);
  // Not the prerender's guess: <html> keeps theme-init.js's classes until the real choice is known.
  useEffect(() => {
    if (hydrated) applyTheme(resolvedTheme);
  }, [hydrated, resolvedTheme]);

  const setTheme = useCallback((next: ThemePreference) => storePreference(next), []);

  const value = useMemo(() => ({ theme, resolvedTheme, setTheme }), [theme, resolvedTheme, setTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error("useTheme must be used inside ThemeProvider");
  return value;
}
