import http from "node:http";
import type { AddressInfo } from "node:net";

/** One POST as the receiver saw it; `at` is performance.now() in this process, like the producer's clock. */
export interface Arrival {
  path: string;
  eventId: string;
  body: string;
  at: number;
}

export interface WebhookReceiver {
  url: string;
  arrivals: Arrival[];
  /** Resolves once `count` arrivals are in, or rejects after `timeoutMs`. */
  waitFor(count: number, timeoutMs: number): Promise<void>;
  close(): Promise<void>;
}

/** A node:http endpoint that answers 200 to every POST once its body is read, and remembers it. */
export async function startWebhookReceiver(port: number): Promise<WebhookReceiver> {
  const arrivals: Arrival[] = [];
  let waiter: { count: number; resolve: () => void } | undefined;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const eventId = request.headers["x-service-event-id"];
      arrivals.push({
        path: request.url ?? "/",
        eventId: typeof eventId === "string" ? eventId : "",
        body: Buffer.concat(chunks).toString("utf8"),
        at: performance.now(),
      });
      response.writeHead(200, { "content-type": "text/plain" }).end("ok");
      if (waiter && arrivals.length >= waiter.count) {
        waiter.resolve();
        waiter = undefined;
      }
    });
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    arrivals,
    waitFor(count, timeoutMs) {
      if (arrivals.length >= count) {
        return Promise.resolve();
      }
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiter = undefined;
          reject(new Error(`receiver got ${arrivals.length} of ${count} deliveries within ${timeoutMs / 1000} s`));
        }, timeoutMs);
        waiter = {
          count,
          resolve: () => {
            clearTimeout(timer);
            resolve();
          },
        };
      });
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
