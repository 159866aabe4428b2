import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { detectTimeZone, TimeZoneProvider, useTimeZone } from "./time-zone.js";
import { isValidTimeZone } from "@shared/time.js";

function Probe() {
  return <p>{useTimeZone()}</p>;
}

describe("time zone", () => {
  it("detects the browser's zone", () => {
    vi.spyOn(Intl.DateTimeFormat.prototype, "resolvedOptions").mockReturnValue({ timeZone: "Australia/Melbourne" } as Intl.ResolvedDateTimeFormatOptions);
    expect(detectTimeZone()).toBe("Australia/Melbourne");
    vi.restoreAllMocks();
  });

  it("falls back to UTC when the browser reports none or an unknown one", () => {
    const spy = vi.spyOn(Intl.DateTimeFormat.prototype, "resolvedOptions");
    spy.mockReturnValue({ timeZone: "" } as Intl.ResolvedDateTimeFormatOptions);
    expect(detectTimeZone()).toBe("UTC");
    spy.mockReturnValue({ timeZone: "Mars/Olympus_Mons" } as Intl.ResolvedDateTimeFormatOptions);
    expect(detectTimeZone()).toBe("UTC");
    vi.restoreAllMocks();
  });

  it("makes the zone available app-wide, with a valid override winning", () => {
    expect(isValidTimeZone("Europe/Paris")).toBe(true);
    const { rerender } = render(
      <TimeZoneProvider override="Europe/Paris">
        <Probe />
      </TimeZoneProvider>,
    );
    expect(screen.getByText("Europe/Paris")).toBeTruthy();
    rerender(
      <TimeZoneProvider override="Not/A_Zone">
        <Probe />
      </TimeZoneProvider>,
    );
    expect(screen.getByText(detectTimeZone())).toBeTruthy();
  });
});
