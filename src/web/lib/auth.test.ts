import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse } from "@/testing/render.js";
import { refreshSession } from "./auth.js";
import { createQueryClient } from "./query-client.js";
import { onSessionEvent, type SessionEvent } from "./session-events.js";

const session = { me: null, expiresAt: null };

describe("refreshSession", () => {
  afterEach(() => vi.useRealTimers());

  it("retries a failed refresh after 200 ms, then 400 ms, and announces the refresh", async () => {
    vi.useFakeTimers();
    const calls: number[] = [];
    let failures = 2;
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        calls.push(Date.now());
        if (failures-- > 0) throw new TypeError("network down");
        return jsonResponse(session);
      }),
    );
    const events: SessionEvent[] = [];
    const stop = onSessionEvent((event) => events.push(event));
    const start = Date.now();
    const done = refreshSession(createQueryClient());
    await vi.advanceTimersByTimeAsync(1000);
    expect(await done).toBe(true);
    expect(calls.map((at) => at - start)).toEqual([0, 200, 600]);
    expect(events).toEqual(["TOKEN_REFRESHED"]);
    stop();
  });

  it("gives up within 30 s when every try fails", async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn(async () => {
      throw new TypeError("network down");
    });
    vi.stubGlobal("fetch", fetchMock);
    const done = refreshSession(createQueryClient());
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await done).toBe(false);
    // 200 + 400 + ... + 12,800 ms = 25.4 s of waiting: 8 tries, the next would pass 30 s.
    expect(fetchMock).toHaveBeenCalledTimes(8);
  });
});
