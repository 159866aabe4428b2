import { afterEach, describe, expect, it, vi } from "vitest";
import { eventLoopLinePrefix, reportEventLoopOnSignal, type EventLoopDelay } from "./event-loop.js";

/** What the reporter printed on one SIGUSR2. */
function figuresOnSignal(): EventLoopDelay {
  const lines: string[] = [];
  const write = vi.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => {
    lines.push(String(chunk));
    return true;
  });
  try {
    process.emit("SIGUSR2", "SIGUSR2");
  } finally {
    write.mockRestore();
  }
  const line = lines.find((text) => text.startsWith(eventLoopLinePrefix));
  if (!line) throw new Error(`no event-loop line in ${JSON.stringify(lines)}`);
  return JSON.parse(line.slice(eventLoopLinePrefix.length)) as EventLoopDelay;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the event-loop report for npm run bench and npm run load", () => {
  let stop: () => void = () => undefined;
  afterEach(() => stop());

  it("is off unless asked for: no SIGUSR2 listener", () => {
    const before = process.listenerCount("SIGUSR2");
    stop = reportEventLoopOnSignal(false);
    expect(process.listenerCount("SIGUSR2")).toBe(before);
  });

  it("reports a blocked loop on SIGUSR2, then counts again from zero", async () => {
    stop = reportEventLoopOnSignal(true);
    await sleep(50);
    const blockedUntil = Date.now() + 120;
    while (Date.now() < blockedUntil) {
      // The loop is blocked here, as a long synchronous request would block it.
    }
    await sleep(50);
    const blocked = figuresOnSignal();
    expect(blocked.max).toBeGreaterThanOrEqual(80);
    await sleep(100);
    const after = figuresOnSignal();
    expect(after.max).toBeLessThan(blocked.max);
    for (const figure of [after.p50, after.p99, after.mean]) expect(figure).toBeGreaterThanOrEqual(0);
  });
});
