import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { vi } from "vitest";
import { AppProviders } from "@/app/providers.js";
import { routes } from "@/app/router.js";
import { createQueryClient } from "@/lib/query-client.js";

type Handler = (init: RequestInit | undefined) => Response | Promise<Response>;

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

export const signedOut: Handler = () => jsonResponse({ me: null, expiresAt: null });

export function signedInAs(profile: { firstName: string | null; lastName: string | null; email: string }): Handler {
  return () =>
    jsonResponse({
      me: {
        user: {
          id: "u1",
          email: profile.email,
          phoneNumber: null,
          name: "",
          emailVerified: true,
          twoFactorEnabled: false,
          hasPassword: true,
          image: null,
          createdAt: new Date(0).toISOString(),
        },
        profile: {
          firstName: profile.firstName,
          lastName: profile.lastName,
          avatarUrl: null,
          theme: "system",
          timeZone: null,
          weekStart: "monday",
          quizColor: null,
          mistakeCards: false,
        },
      },
      expiresAt: new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString(),
    });
}

/** Replaces fetch: each key is "METHOD /path"; anything else fails the test loudly. */
export function stubApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url, "http://localhost");
    const key = `${init?.method ?? "GET"} ${url.pathname}`;
    const handler =
      handlers[key] ??
      (key === "GET /api/config" ? () => jsonResponse({ supportEmail: "help@cadence.test", analyticsScriptUrl: null, signInProviders: [] }) : undefined);
    if (!handler) throw new Error(`unexpected request ${key}`);
    return handler(init);
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

/** The whole app (providers and the real route table) at `path`. */
export function renderApp(path: string) {
  // The app's own client (its error toasts included), without retries to keep tests fast.
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router, queryClient };
}
