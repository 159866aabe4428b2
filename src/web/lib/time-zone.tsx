import { createContext, useContext, useMemo, type ReactNode } from "react";
import { isValidTimeZone } from "@shared/time.js";

/** The browser's IANA time zone, or UTC when it reports none or one Intl does not know. */
export function detectTimeZone(): string {
  try {
    const detected = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (detected && isValidTimeZone(detected)) return detected;
  } catch {
    // Fall through to UTC.
  }
  return "UTC";
}

const TimeZoneContext = createContext<string>("UTC");

/** Makes the user's time zone available app-wide; `override` comes from settings when set. */
export function TimeZoneProvider({ override, children }: { override?: string | null; children: ReactNode }) {
  const timeZone = useMemo(() => (override && isValidTimeZone(override) ? override : detectTimeZone()), [override]);
  return <TimeZoneContext.Provider value={timeZone}>{children}</TimeZoneContext.Provider>;
}

export function useTimeZone(): string {
  return useContext(TimeZoneContext);
}
