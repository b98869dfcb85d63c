import type { Server, ServerResponse } from "node:http";

export interface StoppableServer {
  /**
   * Stops accepting connections and resolves once every request already received has been answered
   * (or `graceMs` has passed, when the connections left are cut). Idle keep-alive connections close
   * at once and each one that falls idle later closes then; answers not yet begun say
   * `Connection: close`, so a client does not send another request on a connection about to go.
   */
  stop(graceMs?: number): Promise<{ forced: boolean }>;
}

const IDLE_SWEEP_MS = 50;

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
    stop(graceMs = 25_000) {
      stopping = true;
      for (const response of open) {
        markClosing(response);
      }
      open.clear();
      return new Promise((resolve) => {
        let forced = false;
        const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
        const deadline = setTimeout(() => {
          forced = true;
          server.closeAllConnections();
        }, graceMs);
        server.close(() => {
          clearInterval(sweep);
          clearTimeout(deadline);
          resolve({ forced });
        });
        server.closeIdleConnections();
      });
    },
  };
}
