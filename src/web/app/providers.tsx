import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { Toaster } from "../components/ui/sonner.js";
import { useSessionKeeper } from "../lib/auth.js";
import { createQueryClient } from "../lib/query-client.js";
import { ThemeProvider } from "../lib/theme.js";
import { PreferredTimeZone, useSavedTheme } from "../lib/preferences.js";

export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <ThemeProvider>
        <PreferredTimeZone>
          <SessionKeeper />
          {children}
          <Toaster position="top-center" />
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
