import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { createConnection, createServer, type Socket } from "node:net";

export interface OutageProxy {
  port: number;
  /** Like a server crash: every open connection is cut, and new ones are cut as soon as they open. */
  goDown(): void;
  /** The server is back: new connections reach it again. */
  comeBack(): void;
  close(): Promise<void>;
}

/**
 * A TCP proxy in front of a server (the tests' PostgreSQL), which a test takes down and brings back
 * without touching the server itself, which other test files share.
 */
export async function startOutageProxy(target: { host: string; port: number }): Promise<OutageProxy> {
  const open = new Set<Socket>();
  let down = false;
  const server = createServer((client) => {
    if (down) {
      client.destroy();
      return;
    }
    const upstream = createConnection(target);
    for (const [socket, other] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      open.add(socket);
      socket.on("error", () => other.destroy());
      socket.on("close", () => {
        open.delete(socket);
        other.destroy();
      });
      socket.pipe(other);
    }
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const goDown = () => {
    down = true;
    for (const socket of open) {
      socket.destroy();
    }
  };
  return {
    port: (server.address() as AddressInfo).port,
    goDown,
    comeBack() {
      down = false;
    },
    async close() {
      goDown();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
