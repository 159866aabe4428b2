import {
  realtimeChangeSchema,
  realtimeCloseCodes,
  realtimeHeartbeatMs,
  realtimePath,
  realtimeReconnectDelaysMs,
  realtimeTimeoutMs,
  type RealtimeChange,
  type RealtimeClientMessage,
  type RealtimeTable,
} from "@shared/realtime.js";

export type RealtimeStatus = "connecting" | "open" | "reconnecting" | "stopped";

/** The part of the browser's WebSocket the client uses (tests pass a fake). */
export interface SocketLike {
  readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
}

export interface RealtimeClientOptions {
  url?: string;
  tables: readonly RealtimeTable[];
  onChange(change: RealtimeChange): void;
  /** Changes may have been missed (after a reconnect, or when the server says so): refetch. */
  onResync(): void;
  onStatus?(status: RealtimeStatus): void;
  /** The server closed the socket because the session ended; the client stops. */
  onSessionEnded?(): void;
  /**
   * Asked before each reconnect: false when the session has ended meanwhile (signed out in
   * another tab, a password reset), and the client stops as for a 4001 instead of knocking
   * with a cookie that no longer works. A failed check waits for the next attempt.
   */
  sessionActive?(): Promise<boolean>;
  createSocket?(url: string): SocketLike;
}

export function realtimeUrl(location: Pick<Location, "protocol" | "host">): string {
  return `${location.protocol === "https:" ? "wss:" : "ws:"}//${location.host}${realtimePath}`;
}

const socketOpen = 1;

/**
 * One WebSocket to /api/realtime that stays up: it subscribes on every open, sends a heartbeat
 * every 30 s and gives up on an answer after 10 s, and reconnects after 1 s, 2 s, 5 s, then
 * every 10 s. After a reconnect it asks for a refetch, since changes may have happened meanwhile.
 */
export class RealtimeClient {
  private socket: SocketLike | undefined;
  private attempt = 0;
  private everOpened = false;
  private stopped = true;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  private heartbeatTimer: ReturnType<typeof setInterval> | undefined;
  private pongTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly url: string;

  constructor(private readonly options: RealtimeClientOptions) {
    this.url = options.url ?? realtimeUrl(window.location);
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.reconnectTimer);
    this.detach()?.close(1000, "client stopped");
    this.options.onStatus?.("stopped");
  }

  /** Reconnect now instead of waiting (the browser came back online). */
  retryNow(): void {
    if (this.stopped || this.socket) return;
    clearTimeout(this.reconnectTimer);
    this.connect();
  }

  private connect(): void {
    this.options.onStatus?.(this.everOpened ? "reconnecting" : "connecting");
    const socket = (this.options.createSocket ?? ((url) => new WebSocket(url) as SocketLike))(this.url);
    this.socket = socket;
    socket.onopen = () => {
      const reconnected = this.everOpened;
      this.everOpened = true;
      this.attempt = 0;
      this.send({ type: "subscribe", tables: [...this.options.tables] });
      this.heartbeatTimer = setInterval(() => this.heartbeat(), realtimeHeartbeatMs);
      this.options.onStatus?.("open");
      if (reconnected) this.options.onResync();
    };
    socket.onmessage = (event) => this.receive(event.data);
    socket.onclose = (event) => {
      if (event.code === realtimeCloseCodes.sessionEnded) {
        this.stop();
        this.options.onSessionEnded?.();
        return;
      }
      this.dropAndRetry();
    };
    socket.onerror = () => undefined;
  }

  private receive(data: unknown): void {
    if (typeof data !== "string") return;
    let message: unknown;
    try {
      message = JSON.parse(data);
    } catch {
      return;
    }
    const change = realtimeChangeSchema.safeParse(message);
    if (change.success) {
      this.options.onChange(change.data);
      return;
    }
    const type = (message as { type?: unknown }).type;
    if (type === "pong") clearTimeout(this.pongTimer);
    else if (type === "resync") this.options.onResync();
  }

  private heartbeat(): void {
    this.send({ type: "ping" });
    clearTimeout(this.pongTimer);
    this.pongTimer = setTimeout(() => {
      // No answer: the connection is dead even if the browser has not noticed.
      this.detach()?.close(4000, "heartbeat timeout");
      this.scheduleReconnect();
    }, realtimeTimeoutMs);
  }

  private send(message: RealtimeClientMessage): void {
    if (this.socket?.readyState === socketOpen) this.socket.send(JSON.stringify(message));
  }

  /** Forgets the current socket (its events no longer count) and returns it. */
  private detach(): SocketLike | undefined {
    clearInterval(this.heartbeatTimer);
    clearTimeout(this.pongTimer);
    const socket = this.socket;
    this.socket = undefined;
    if (socket) {
      socket.onopen = null;
      socket.onmessage = null;
      socket.onclose = null;
      socket.onerror = null;
    }
    return socket;
  }

  private dropAndRetry(): void {
    this.detach();
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.stopped) return;
    const delay = realtimeReconnectDelaysMs[Math.min(this.attempt, realtimeReconnectDelaysMs.length - 1)]!;
    this.attempt += 1;
    this.options.onStatus?.("reconnecting");
    clearTimeout(this.reconnectTimer);
    this.reconnectTimer = setTimeout(() => void this.reconnect(), delay);
  }

  private async reconnect(): Promise<void> {
    if (this.stopped) return;
    if (this.options.sessionActive) {
      let active: boolean;
      try {
        active = await this.options.sessionActive();
      } catch {
        this.scheduleReconnect();
        return;
      }
      if (this.stopped) return;
      if (!active) {
        this.stop();
        this.options.onSessionEnded?.();
        return;
      }
    }
    this.connect();
  }
}
