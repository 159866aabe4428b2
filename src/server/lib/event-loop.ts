import { monitorEventLoopDelay } from "node:perf_hooks";

/** The event loop's delay over a span, in milliseconds (Node's `monitorEventLoopDelay`). */
export interface EventLoopDelay {
  p50: number;
  p99: number;
  max: number;
  mean: number;
}

/** The line a server prints its figures on, for `npm run bench` and `npm run load` to read. */
export const eventLoopLinePrefix = "cadence-event-loop ";

/**
 * With CADENCE_REPORT_EVENT_LOOP=1 (set by `npm run bench` and `npm run load`, not a setting
 * for production), the server samples its event loop's delay every 10 ms and, on SIGUSR2,
 * prints the figures since the last report on one line and starts again. Off by default: the
 * signal then keeps Node's own meaning.
 */
export function reportEventLoopOnSignal(enabled: boolean): () => void {
  if (!enabled) return () => undefined;
  const resolutionMs = 10;
  const histogram = monitorEventLoopDelay({ resolution: resolutionMs });
  histogram.enable();
  const report = () => {
    // Node records each whole interval between samples: the delay is what exceeds the 10 ms.
    const ms = (nanoseconds: number) => Math.max(0, Math.round((nanoseconds / 1e6 - resolutionMs) * 10) / 10);
    const figures: EventLoopDelay = {
      p50: ms(histogram.percentile(50)),
      p99: ms(histogram.percentile(99)),
      max: ms(histogram.max),
      mean: ms(histogram.mean),
    };
    histogram.reset();
    process.stdout.write(`${eventLoopLinePrefix}${JSON.stringify(figures)}\n`);
  };
  process.on("SIGUSR2", report);
  return () => {
    process.off("SIGUSR2", report);
    histogram.disable();
  };
}
