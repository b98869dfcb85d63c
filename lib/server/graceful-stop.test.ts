import { once } from "node:events";
import { Agent, createServer, request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { stoppable } from "./graceful-stop";

interface Answer {
  status: number;
  body: string;
  connection: string | undefined;
}

function get(port: number, path: string, agent: Agent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: "127.0.0.1", port, path, agent }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        body += chunk;
      });
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, body, connection: response.headers.connection }),
      );
    });
    outgoing.on("error", reject);
    outgoing.end();
  });
}

/** A server whose /slow requests wait until released: requests caught in flight by the stop. */
async function slowServer() {
  const waiting: (() => void)[] = [];
  let received = 0;
  const server = createServer((request, response) => {
    received += 1;
    const answer = () => response.end(`done ${request.url}`);
    if (request.url?.startsWith("/slow")) {
      waiting.push(answer);
    } else {
      answer();
    }
  });
  const stop = stoppable(server);
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const port = (server.address() as AddressInfo).port;
  const releaseAll = () => {
    for (const answer of waiting.splice(0)) {
      answer();
    }
  };
  return { server, stop, port, releaseAll, received: () => received, waitingCount: () => waiting.length };
}

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) {
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe("graceful stop", () => {
  it("answers every request received before the stop, refuses new connections, then resolves", async () => {
    const { stop, port, releaseAll, waitingCount } = await slowServer();
    const agent = new Agent({ keepAlive: true, maxSockets: 8 });
    const inFlight = [1, 2, 3, 4].map((n) => get(port, `/slow/${n}`, agent));
    await until(() => waitingCount() === 4);

    let stopped = false;
    const stopping = stop.stop(10_000).then((result) => {
      stopped = true;
      return result;
    });
    // A fresh connection is refused once the server stops listening.
    await expect(get(port, "/fast", new Agent())).rejects.toMatchObject({ code: "ECONNREFUSED" });
    expect(stopped).toBe(false);

    releaseAll();
    const answers = await Promise.all(inFlight);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(answers.map((answer) => answer.body)).toEqual([
      "done /slow/1",
      "done /slow/2",
      "done /slow/3",
      "done /slow/4",
    ]);
    // Answers given while stopping tell the client not to reuse the connection.
    expect(answers.every((answer) => answer.connection === "close")).toBe(true);
    expect(await stopping).toEqual({ forced: false });
    agent.destroy();
  });

  it("answers a request sent on an idle keep-alive connection after the stop, then closes the connection", async () => {
    const { server, stop, port, received } = await slowServer();
    server.keepAliveTimeout = 60_000;
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    expect((await get(port, "/fast/1", agent)).status).toBe(200);
    let closed = false;
    const [socket] = Object.values(agent.freeSockets).flat();
    socket?.once("close", () => {
      closed = true;
    });
    const stopping = stop.stop(30_000);
    // The client had this request under way when the server began to stop: it is answered, not cut.
    const answer = await get(port, "/fast/2", agent);
    expect(answer).toMatchObject({ status: 200, body: "done /fast/2", connection: "close" });
    expect(received()).toBe(2);
    await until(() => closed);
    expect(await stopping).toEqual({ forced: false });
    agent.destroy();
  });

  it("closes idle keep-alive connections after the drain instead of waiting for their timeout", async () => {
    const { server, stop, port } = await slowServer();
    server.keepAliveTimeout = 60_000;
    const agent = new Agent({ keepAlive: true });
    expect((await get(port, "/fast", agent)).status).toBe(200);
    // The stop resolves although the keep-alive timeout and the grace are far off: the idle socket went.
    expect(await stop.stop(60_000, 10)).toEqual({ forced: false });
    agent.destroy();
  });

  it("cuts what is left once the grace period is over", async () => {
    const { stop, port, waitingCount } = await slowServer();
    const agent = new Agent({ keepAlive: true });
    const stuck = get(port, "/slow/never", agent).catch((error: NodeJS.ErrnoException) => error.code);
    await until(() => waitingCount() === 1);
    expect(await stop.stop(100)).toEqual({ forced: true });
    expect(await stuck).toBe("ECONNRESET");
    agent.destroy();
  });
});
