// WebSocket fan-out: many sockets of one user, and the time from a write's request to each
// socket receiving its change event.
import WebSocket from "ws";

export interface FanoutResult {
  clients: number;
  events: number;
  delivered: number;
  p50: number;
  p99: number;
  max: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export async function measureFanout(base: string, cookie: string, clients = 500, events = 40): Promise<FanoutResult> {
  const wsUrl = `${base.replace(/^http/, "ws")}/api/realtime`;
  const sockets: WebSocket[] = [];
  // Receipt times by task id: an event can arrive before the HTTP response that names the id.
  const received = new Map<string, number[]>();
  let delivered = 0;

  const open = () =>
    new Promise<WebSocket>((resolve, reject) => {
      const socket = new WebSocket(wsUrl, { headers: { cookie, origin: base } });
      socket.once("error", reject);
      socket.on("message", (data) => {
        const message = JSON.parse(data.toString()) as { type: string; table?: string; id?: string };
        if (message.type === "subscribed") {
          resolve(socket);
          return;
        }
        if (message.table !== "tasks" || message.type !== "INSERT" || !message.id) return;
        delivered += 1;
        const times = received.get(message.id) ?? [];
        times.push(performance.now());
        received.set(message.id, times);
      });
      socket.once("open", () => socket.send(JSON.stringify({ type: "subscribe", tables: ["tasks"] })));
    });

  for (let start = 0; start < clients; start += 50) {
    sockets.push(...(await Promise.all(Array.from({ length: Math.min(50, clients - start) }, open))));
  }

  const latencies: number[] = [];
  for (let index = 0; index < events; index += 1) {
    const started = performance.now();
    const response = await fetch(`${base}/api/tasks`, {
      method: "POST",
      headers: { cookie, "content-type": "application/json", origin: base },
      body: JSON.stringify({ title: `Fan-out ${index}` }),
    });
    const { id } = (await response.json()) as { id: string };
    // Wait until every socket has it (or a second has passed), then the next write.
    const deadline = performance.now() + 1000;
    while ((received.get(id)?.length ?? 0) < clients && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 2));
    latencies.push(...(received.get(id) ?? []).map((at) => at - started));
  }
  for (const socket of sockets) socket.close();
  latencies.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    clients,
    events,
    delivered,
    p50: round(percentile(latencies, 50)),
    p99: round(percentile(latencies, 99)),
    max: round(latencies[latencies.length - 1] ?? Number.NaN),
  };
}
