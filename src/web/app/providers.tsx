import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { Toaster } from "../components/ui/sonner.js";
import { useSessionKeeper } from "../lib/auth.js";
import { createQueryClient } from "../lib/query-client.js";
import { ThemeProvider } from "../lib/theme.js";
import { TimeZoneProvider } from "../lib/time-zone.js";

export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <ThemeProvider>
        <TimeZoneProvider>
          <SessionKeeper />
          {children}
          <Toaster position="top-center" />
        </TimeZoneProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}

/** Session checks, refreshes and cross-tab events, for the whole app. */
function SessionKeeper() {
  useSessionKeeper();
  return null;
}
