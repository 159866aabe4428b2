import { QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { signedInAs, stubApi, jsonResponse } from "@/testing/render.js";
import { getSessionQueryOptions } from "./auth.js";
import { useChooseTheme } from "./preferences.js";
import { createQueryClient } from "./query-client.js";
import { readSessionSnapshot } from "./session-snapshot.js";
import { ThemeProvider } from "./theme.js";

describe("choosing a theme while signed in", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it("keeps the remembered session's theme in step before the save answers, so the next page opens in it", async () => {
    vi.stubGlobal("matchMedia", () => ({ matches: false, addEventListener: () => undefined, removeEventListener: () => undefined }));
    let answer: (response: Response) => void = () => undefined;
    const patches: unknown[] = [];
    stubApi({
      "GET /api/session": signedInAs({ firstName: "Ada", lastName: "Lovelace", email: "ada@example.com" }),
      "PATCH /api/profile": (init) => {
        patches.push(JSON.parse(String(init?.body)));
        return new Promise<Response>((resolve) => (answer = resolve));
      },
    });
    const client = createQueryClient();
    await client.fetchQuery(getSessionQueryOptions());
    expect(readSessionSnapshot()?.me?.profile.theme).toBe("system");
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>
        <ThemeProvider>{children}</ThemeProvider>
      </QueryClientProvider>
    );
    const { result } = renderHook(() => useChooseTheme(), { wrapper });
    let saving: Promise<boolean> | undefined;
    act(() => {
      saving = result.current("dark");
    });
    await waitFor(() => expect(patches).toEqual([{ theme: "dark" }]));
    // The save has not answered yet: the copy a new page starts from already says dark.
    expect(readSessionSnapshot()?.me?.profile.theme).toBe("dark");
    answer(jsonResponse({}));
    await act(async () => {
      await saving;
    });
  });
});
