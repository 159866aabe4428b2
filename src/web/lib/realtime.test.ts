import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RealtimeClient, realtimeUrl, type SocketLike } from "./realtime.js";

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: unknown[] = [];
  closedWith: number | undefined;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code = 1000) {
    this.closedWith = code;
    this.readyState = 3;
  }
  // What the server side does:
  open() {
    this.readyState = 1;
    this.onopen?.(new Event("open"));
  }
  receive(message: unknown) {
    this.onmessage?.(new MessageEvent("message", { data: typeof message === "string" ? message : JSON.stringify(message) }));
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.(new CloseEvent("close", { code }));
  }
}

describe("RealtimeClient", () => {
  let sockets: FakeSocket[];
  let changes: unknown[];
  let resyncs: number;
  let sessionEnded: number;
  let client: RealtimeClient;

  beforeEach(() => {
    vi.useFakeTimers();
    sockets = [];
    changes = [];
    resyncs = 0;
    sessionEnded = 0;
    client = new RealtimeClient({
      url: "ws://localhost/api/realtime",
      tables: ["tasks", "quizzes"],
      onChange: (change) => changes.push(change),
      onResync: () => (resyncs += 1),
      onSessionEnded: () => (sessionEnded += 1),
      createSocket: (url) => {
        const socket = new FakeSocket(url);
        sockets.push(socket);
        return socket;
      },
    });
  });
  afterEach(() => {
    client.stop();
    vi.useRealTimers();
  });

  const last = () => sockets[sockets.length - 1]!;

  it("builds the address from the page's own origin", () => {
    expect(realtimeUrl({ protocol: "https:", host: "cadence.example" })).toBe("wss://cadence.example/api/realtime");
    expect(realtimeUrl({ protocol: "http:", host: "localhost:3000" })).toBe("ws://localhost:3000/api/realtime");
  });

  it("subscribes when the socket opens and hands changes on", () => {
    client.start();
    last().open();
    expect(last().sent).toEqual([{ type: "subscribe", tables: ["tasks", "quizzes"] }]);
    last().receive({ table: "tasks", type: "INSERT", id: "t1" });
    last().receive({ type: "subscribed", tables: ["tasks"] });
    last().receive("not json");
    last().receive({ table: "secrets", type: "INSERT", id: "x" });
    expect(changes).toEqual([{ table: "tasks", type: "INSERT", id: "t1" }]);
    last().receive({ type: "resync" });
    expect(resyncs).toBe(1);
  });

  it("reconnects after 1 s, 2 s, 5 s, then every 10 s", () => {
    client.start();
    const delays: number[] = [];
    for (let failure = 0; failure < 6; failure += 1) {
      const count = sockets.length;
      last().drop();
      let waited = 0;
      while (sockets.length === count) {
        vi.advanceTimersByTime(100);
        waited += 100;
      }
      delays.push(waited);
    }
    expect(delays).toEqual([1000, 2000, 5000, 10_000, 10_000, 10_000]);
  });

  it("starts over at 1 s once a connection opened, resubscribes and asks for a refetch", () => {
    client.start();
    last().drop();
    vi.advanceTimersByTime(1000);
    last().drop();
    vi.advanceTimersByTime(2000);
    last().open();
    // The first open is not a reconnect of anything.
    expect(resyncs).toBe(0);
    last().drop();
    vi.advanceTimersByTime(999);
    const before = sockets.length;
    vi.advanceTimersByTime(1);
    expect(sockets.length).toBe(before + 1);
    last().open();
    expect(last().sent).toEqual([{ type: "subscribe", tables: ["tasks", "quizzes"] }]);
    expect(resyncs).toBe(1);
  });

  it("sends a heartbeat every 30 s and drops a connection that does not answer within 10 s", () => {
    client.start();
    const first = last();
    first.open();
    vi.advanceTimersByTime(30_000);
    expect(first.sent.at(-1)).toEqual({ type: "ping" });
    first.receive({ type: "pong" });
    vi.advanceTimersByTime(10_000);
    expect(first.closedWith).toBeUndefined();
    vi.advanceTimersByTime(20_000);
    expect(first.sent.filter((message) => (message as { type: string }).type === "ping")).toHaveLength(2);
    vi.advanceTimersByTime(10_000);
    expect(first.closedWith).toBe(4000);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(2);
  });

  it("stops for good when the server says the session ended", () => {
    client.start();
    last().open();
    last().drop(4001);
    expect(sessionEnded).toBe(1);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });

  it("does not reconnect after stop, and reconnects at once when asked", () => {
    client.start();
    last().drop();
    client.retryNow();
    expect(sockets).toHaveLength(2);
    client.stop();
    expect(last().closedWith).toBe(1000);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(2);
  });

  it("asks whether the session is still there before reconnecting, and stops when it is not", async () => {
    let active = true;
    const checked: number[] = [];
    const checking = new RealtimeClient({
      url: "ws://localhost/api/realtime",
      tables: ["tasks"],
      onChange: () => undefined,
      onResync: () => undefined,
      onSessionEnded: () => (sessionEnded += 1),
      sessionActive: () => {
        checked.push(Date.now());
        return active ? Promise.resolve(true) : Promise.reject(new Error("offline"));
      },
      createSocket: (url) => {
        const socket = new FakeSocket(url);
        sockets.push(socket);
        return socket;
      },
    });
    checking.start();
    last().open();
    last().drop();
    await vi.advanceTimersByTimeAsync(1000);
    expect(checked).toHaveLength(1);
    expect(sockets).toHaveLength(2);

    // The check fails (offline): no socket, the next attempt comes later.
    active = false;
    last().drop();
    await vi.advanceTimersByTimeAsync(2000);
    expect(sockets).toHaveLength(2);
    expect(checked).toHaveLength(2);

    // Signed out meanwhile: it stops as for a 4001, without knocking with the old cookie.
    checking.stop();
    const ended = new RealtimeClient({
      url: "ws://localhost/api/realtime",
      tables: ["tasks"],
      onChange: () => undefined,
      onResync: () => undefined,
      onSessionEnded: () => (sessionEnded += 1),
      sessionActive: () => Promise.resolve(false),
      createSocket: (url) => {
        const socket = new FakeSocket(url);
        sockets.push(socket);
        return socket;
      },
    });
    ended.start();
    const before = sockets.length;
    last().drop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets).toHaveLength(before);
    expect(sessionEnded).toBe(1);
  });
});
