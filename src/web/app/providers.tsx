import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useState, type ReactNode } from "react";
import { useSessionKeeper } from "@/lib/auth.js";
import { createQueryClient } from "@/lib/query-client.js";
import { ThemeProvider } from "@/lib/theme.js";
import { PreferredTimeZone, useSavedTheme } from "@/lib/preferences.js";
import { loadSonner } from "@/lib/toast.js";

// The toast region and sonner arrive just after the entry chunk, not with it.
const Toaster = lazy(() => Promise.all([import("@/components/ui/sonner.js"), loadSonner()]).then(([module]) => ({ default: module.Toaster })));

export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <ThemeProvider>
        <PreferredTimeZone>
          <SessionKeeper />
          {children}
          <Suspense fallback={null}>
            <Toaster position="top-center" />
          </Suspense>
        </PreferredTimeZone>
      </ThemeProvider>
    </QueryClientProvider>
  );
}

/** Session checks, refreshes and cross-tab events, and the account's saved theme, for the whole app. */
function SessionKeeper() {
  useSessionKeeper();
  useSavedTheme();
  return null;
}
