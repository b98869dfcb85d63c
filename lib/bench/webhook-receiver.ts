import { Worker } from "node:worker_threads";

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

type ThreadMessage =
  | { type: "listening"; port: number }
  | { type: "failed"; message: string }
  | { type: "arrival"; path: string; eventId: string; body: string; epochMs: number };

/**
 * The receiver's thread. It stamps each POST on its own event loop, so the moment of receipt does
 * not wait on what the benchmark's main thread is doing then (polling, parsing, sampling: more of it
 * while a bulk runs than while idle). `performance.timeOrigin + performance.now()` is a clock both
 * threads share.
 */
const RECEIVER_THREAD = `
const { parentPort, workerData } = require("node:worker_threads");
const http = require("node:http");
const server = http.createServer((request, response) => {
  const chunks = [];
  request.on("data", (chunk) => chunks.push(chunk));
  request.on("end", () => {
    const epochMs = performance.timeOrigin + performance.now();
    response.writeHead(200, { "content-type": "text/plain" }).end("ok");
    const eventId = request.headers["x-service-event-id"];
    parentPort.postMessage({
      type: "arrival",
      path: request.url || "/",
      eventId: typeof eventId === "string" ? eventId : "",
      body: Buffer.concat(chunks).toString("utf8"),
      epochMs,
    });
  });
});
server.keepAliveTimeout = 65000;
server.once("error", (error) => parentPort.postMessage({ type: "failed", message: error.message }));
server.listen(workerData.port, "127.0.0.1", () =>
  parentPort.postMessage({ type: "listening", port: server.address().port }),
);
parentPort.on("message", (message) => {
  if (message === "close") {
    server.closeAllConnections();
    server.close(() => process.exit(0));
  }
});
`;

/** A node:http endpoint, on a thread of its own, that answers 200 to every POST once its body is read, and remembers it. */
export async function startWebhookReceiver(port: number): Promise<WebhookReceiver> {
  const arrivals: Arrival[] = [];
  let waiter: { count: number; resolve: () => void } | undefined;
  const thread = new Worker(RECEIVER_THREAD, { eval: true, workerData: { port } });
  const bound = await new Promise<number>((resolve, reject) => {
    thread.once("error", reject);
    thread.on("message", (message: ThreadMessage) => {
      if (message.type === "listening") {
        resolve(message.port);
      } else if (message.type === "failed") {
        reject(new Error(`webhook receiver: ${message.message}`));
      } else {
        const { path, eventId, body, epochMs } = message;
        arrivals.push({ path, eventId, body, at: epochMs - performance.timeOrigin });
        if (waiter && arrivals.length >= waiter.count) {
          waiter.resolve();
          waiter = undefined;
        }
      }
    });
  });
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
    close: async () => {
      const exited = new Promise<void>((resolve) => thread.once("exit", () => resolve()));
      thread.postMessage("close");
      await exited;
    },
  };
}
