import { act, render, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
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

describe("ThemeProvider on a prerendered page", () => {
  it("is written with the system theme, adopted without a mismatch, then shows the stored choice", async () => {
    stubMatchMedia(true);
    localStorage.setItem(themeStorageKey, "light");
    const tree = (
      <ThemeProvider>
        <ThemeProbe />
      </ThemeProvider>
    );
    const container = document.createElement("div");
    container.innerHTML = renderToString(tree);
    document.body.append(container);
    expect(container.textContent).toContain("system/light");
    // theme-init.js has already coloured the page: adopting the markup must not undo it.
    applyTheme("dark");
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, tree, { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(mismatches).toEqual([]);
    expect(container.textContent).toContain("light/light");
    expect(document.documentElement.classList.contains("dark")).toBe(false);
    container.remove();
  });

  it("keeps a choice for the page when storage refuses it", () => {
    stubMatchMedia(false);
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    render(
      <ThemeProvider>
        <ThemeProbe />
      </ThemeProvider>,
    );
    act(() => screen.getByText("dark").click());
    expect(screen.getByText("dark/dark")).toBeTruthy();
    vi.restoreAllMocks();
    act(() => screen.getByText("system").click());
    expect(screen.getByText("system/light")).toBeTruthy();
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
