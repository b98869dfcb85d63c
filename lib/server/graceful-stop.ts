import type { Server, ServerResponse } from "node:http";
import { Server as NetServer } from "node:net";

export interface StoppableServer {
  /**
   * Stops accepting connections and resolves once every request already received has been answered
   * (or `graceMs` has passed, when the connections left are cut). Answers not yet begun say
   * `Connection: close`. Idle keep-alive connections stay open for `drainMs`, and a request that
   * arrives on one meanwhile is answered (with `Connection: close`): closing them at once cut the
   * requests clients had already sent on them. After that, idle connections close as they fall idle.
   */
  stop(graceMs?: number, drainMs?: number): Promise<{ forced: boolean }>;
}

const IDLE_SWEEP_MS = 50;
/** Long enough for a client that just got an answer to send its next request, and to get its `Connection: close`. */
const IDLE_DRAIN_MS = 1_000;

/** Wraps `server` for a graceful stop (SIGTERM: finish what was accepted, then exit). */
export function stoppable(server: Server): StoppableServer {
  let stopping = false;
  // Every response is followed until sent, so that a stop can mark the ones not yet begun.
  const open = new Set<ServerResponse>();
  const markClosing = (response: ServerResponse) => {
    if (!response.headersSent) {
      response.setHeader("connection", "close");
    }
  };
  server.prependListener("request", (_request, response) => {
    if (stopping) {
      markClosing(response);
      return;
    }
    open.add(response);
    response.once("close", () => open.delete(response));
  });
  return {
    stop(graceMs = 25_000, drainMs = IDLE_DRAIN_MS) {
      stopping = true;
      for (const response of open) {
        markClosing(response);
      }
      open.clear();
      return new Promise((resolve) => {
        let forced = false;
        let sweep: NodeJS.Timeout | undefined;
        const drain = setTimeout(() => {
          // http.Server's own close, now: it closes the idle connections (and stops its timeout checks).
          server.close();
          sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
        }, drainMs);
        const deadline = setTimeout(() => {
          forced = true;
          server.closeAllConnections();
        }, graceMs);
        // net.Server's close stops accepting connections but, unlike http.Server's, leaves the idle
        // keep-alive ones open; it calls back once every connection has ended.
        NetServer.prototype.close.call(server, () => {
          clearTimeout(drain);
          clearInterval(sweep);
          clearTimeout(deadline);
          resolve({ forced });
        });
      });
    },
  };
}
