import { act, renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { comeBackMessages, homeTitle, pageTitleFor, titleCycleMs, useDocumentTitle } from "./page-title.js";

describe("pageTitleFor", () => {
  it.each([
    ["/", homeTitle],
    ["/pricing", "Pricing | Cadence"],
    ["/pricing/", "Pricing | Cadence"],
    ["/auth/login", "Log In | Cadence"],
    ["/calendar", "Calendar | Cadence"],
    ["/tasks", "Tasks | Cadence"],
    ["/quizzes", "Quizzes | Cadence"],
    ["/quizzes/generate", "Generate Quiz with AI | Cadence"],
    ["/quizzes/create", "Create Quiz | Cadence"],
    ["/quizzes/edit/abc-123", "Edit Quiz | Cadence"],
    ["/quizzes/abc-123/take", "Take Quiz | Cadence"],
    ["/quizzes/abc/results/def", "Quiz Result | Cadence"],
    ["/quizzes/results", "Quiz Results | Cadence"],
    ["/quizzes/attempts", "Quiz Attempts | Cadence"],
    ["/no/such/page", "Page Not Found | Cadence"],
    ["/quizzes/abc/take/extra", "Page Not Found | Cadence"],
  ])("%s → %s", (path, title) => {
    expect(pageTitleFor(path)).toBe(title);
  });

  it("gives the home page a long title of its own", () => {
    expect(homeTitle.length).toBeGreaterThan(40);
    expect(homeTitle.startsWith("Cadence")).toBe(true);
  });
});

describe("useDocumentTitle", () => {
  it("cycles five come-back messages every 2 s while away, and restores the title on return", () => {
    vi.useFakeTimers();
    renderHook(() => useDocumentTitle("Tasks | Cadence"));
    expect(document.title).toBe("Tasks | Cadence");
    expect(comeBackMessages).toHaveLength(5);

    act(() => void window.dispatchEvent(new Event("blur")));
    const seen = [document.title];
    for (let i = 0; i < 5; i++) {
      act(() => void vi.advanceTimersByTime(titleCycleMs));
      seen.push(document.title);
    }
    expect(seen).toEqual([...comeBackMessages, comeBackMessages[0]]);

    act(() => void window.dispatchEvent(new Event("focus")));
    expect(document.title).toBe("Tasks | Cadence");
    act(() => void vi.advanceTimersByTime(titleCycleMs * 3));
    expect(document.title).toBe("Tasks | Cadence");
  });

  it("reacts to the tab being hidden and shown", () => {
    vi.useFakeTimers();
    renderHook(() => useDocumentTitle("Quizzes | Cadence"));
    const visibility = vi.spyOn(document, "visibilityState", "get");
    visibility.mockReturnValue("hidden");
    act(() => void document.dispatchEvent(new Event("visibilitychange")));
    expect(document.title).toBe(comeBackMessages[0]);
    visibility.mockReturnValue("visible");
    act(() => void document.dispatchEvent(new Event("visibilitychange")));
    expect(document.title).toBe("Quizzes | Cadence");
    visibility.mockRestore();
  });
});
