import type { RealtimeTable } from "@shared/realtime.js";

/**
 * This tab's own writes, remembered for a moment so that their realtime echo ({table, id})
 * does not refetch what the mutation already put in the cache. Another tab's or device's change
 * to the same row in that moment is taken for the echo; the next change, a reconnect or a
 * focus refetch brings it.
 */
const echoWindowMs = 3000;
const recent = new Map<string, number>();

export function markOwnChange(table: RealtimeTable, id: string, now: number = Date.now()): void {
  recent.set(`${table}:${id}`, now + echoWindowMs);
}

export function isOwnChange(table: RealtimeTable, id: string, now: number = Date.now()): boolean {
  for (const [key, until] of recent) if (until <= now) recent.delete(key);
  return recent.has(`${table}:${id}`);
}
