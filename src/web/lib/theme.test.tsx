import { act, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import themeInitScript from "@/public/theme-init.js?raw";
import { applyTheme, parseThemePreference, resolveTheme, ThemeProvider, themeStorageKey, useTheme } from "./theme.js";

function stubMatchMedia(dark: boolean) {
  const listeners = new Set<() => void>();
  const media = {
    get matches() {
      return dark;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal("matchMedia", () => media);
  return {
    setDark(value: boolean) {
      dark = value;
      listeners.forEach((listener) => listener());
    },
  };
}

describe("theme resolution", () => {
  it.each([
    ["light", false, "light"],
    ["light", true, "light"],
    ["dark", false, "dark"],
    ["system", false, "light"],
    ["system", true, "dark"],
  ] as const)("%s with a %s system → %s", (preference, systemDark, resolved) => {
    expect(resolveTheme(preference, systemDark)).toBe(resolved);
  });

  it("reads anything unknown as system", () => {
    expect(parseThemePreference("dark")).toBe("dark");
    expect(parseThemePreference(null)).toBe("system");
    expect(parseThemePreference("purple")).toBe("system");
  });

  it("applies the theme as a class and color-scheme on <html>", () => {
    applyTheme("dark");
    expect(document.documentElement.classList.contains("dark")).toBe(true);
    expect(document.documentElement.style.colorScheme).toBe("dark");
    applyTheme("light");
    expect(document.documentElement.classList.contains("dark")).toBe(false);
  });
});

function ThemeProbe() {
  const { theme, resolvedTheme, setTheme } = useTheme();
  return (
    <div>
      <p>
        {theme}/{resolvedTheme}
      </p>
      <button onClick={() => setTheme("dark")}>dark</button>
      <button onClick={() => setTheme("system")}>system</button>
    </div>
  );
}

describe("ThemeProvider", () => {
  it("stores the choice, and follows the OS live when set to system", () => {
    const os = stubMatchMedia(false);
    render(
      <ThemeProvider>
        <ThemeProbe />
      </ThemeProvider>,
    );
    expect(screen.getByText("system/light")).toBeTruthy();
    act(() => screen.getByText("dark").click());
    expect(localStorage.getItem(themeStorageKey)).toBe("dark");
    expect(document.documentElement.classList.contains("dark")).toBe(true);

    act(() => screen.getByText("system").click());
    expect(screen.getByText("system/light")).toBeTruthy();
    act(() => os.setDark(true));
    expect(screen.getByText("system/dark")).toBeTruthy();
    expect(document.documentElement.classList.contains("dark")).toBe(true);
  });

  it("starts from the stored preference", () => {
    stubMatchMedia(false);
    localStorage.setItem(themeStorageKey, "dark");
    render(
      <ThemeProvider>
        <ThemeProbe />
      </ThemeProvider>,
    );
    expect(screen.getByText("dark/dark")).toBeTruthy();
  });
});

describe("public/theme-init.js (runs before the first paint)", () => {
  const run = () => new Function(themeInitScript)();

  it.each([
    ["dark", false, "dark"],
    ["light", true, "light"],
    [null, true, "dark"],
    [null, false, "light"],
  ] as const)("stored %s, system dark %s → %s", (stored, systemDark, expected) => {
    stubMatchMedia(systemDark);
    if (stored) localStorage.setItem(themeStorageKey, stored);
    run();
    expect(document.documentElement.classList.contains(expected)).toBe(true);
    expect(document.documentElement.classList.contains(expected === "dark" ? "light" : "dark")).toBe(false);
  });
});
