import { connect, createServer, type AddressInfo, type Socket } from "node:net";

export interface TcpProxy {
  /** `target` with the host and port of the proxy. */
  url: string;
  /** Every connection dropped and new ones refused, as when PostgreSQL restarts. */
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

/** A TCP proxy in front of a server (PostgreSQL, here) that can be cut and restored. */
export async function startTcpProxy(target: URL): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let down = false;
  const server = createServer((client) => {
    if (down) return void client.destroy();
    const backend = connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, backend]) {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
      socket.on("error", () => socket.destroy());
    }
    client.pipe(backend).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = new URL(target);
  url.host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: url.href,
    cut: () => {
      down = true;
      for (const socket of sockets) socket.destroy();
    },
    restore: () => {
      down = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
