import { createHash } from "node:crypto";
import { once } from "node:events";
import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from "node:http";
import type { AddressInfo } from "node:net";
import { buffer } from "node:stream/consumers";
import { getRequestListener } from "@hono/node-server";
import { Hono } from "hono";
import { afterEach, describe, expect, it, vi } from "vitest";
import { limitRequestBody } from "@/lib/api/body-limit";
import type { ApiEnv } from "@/lib/api/context";
import { LARGE_BODY_BYTES, largeBodyAdmission } from "./large-bodies";

const LIMIT = 1024 * 1024;
const large = (seed: string) => seed.repeat(Math.ceil((LARGE_BODY_BYTES * 1.5) / seed.length));
const digest = (text: string | Buffer) => createHash("sha256").update(text).digest("hex");

/** Waits for `condition`, checking every few milliseconds. */
const until = (condition: () => boolean) =>
  vi.waitFor(
    () => {
      if (!condition()) {
        throw new Error("the condition was not met in time");
      }
    },
    { timeout: 5_000, interval: 5 },
  );

interface Held {
  label: string;
  bodyDigest: string;
  answer: () => void;
}

/**
 * A server behind the admission whose handler holds every request until the test answers it, so
 * that which requests are being handled at a moment can be read without timing.
 */
async function holdingServer(holdMs = 60_000) {
  const admit = largeBodyAdmission({ limit: () => LIMIT, holdMs });
  const handling: Held[] = [];
  const handled: string[] = [];
  let mostLargeAtOnce = 0;
  const handle = (request: IncomingMessage, response: ServerResponse) => {
    const label = String(request.headers["x-label"]);
    handled.push(label);
    const raw = (request as IncomingMessage & { rawBody?: Buffer }).rawBody;
    const read = raw ? Promise.resolve(raw) : buffer(request);
    void read.then((body) => {
      const held: Held = {
        label,
        bodyDigest: digest(body),
        answer: () => {
          handling.splice(handling.indexOf(held), 1);
          response.end(held.bodyDigest);
        },
      };
      handling.push(held);
      const largeNow = handling.filter((entry) => entry.label !== "small").length;
      mostLargeAtOnce = Math.max(mostLargeAtOnce, largeNow);
    });
  };
  const server = createServer((request, response) => admit(request, response, handle));
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  servers.push(server);
  const port = (server.address() as AddressInfo).port;
  const answer = (label: string) => {
    const held = handling.find((entry) => entry.label === label);
    if (!held) {
      throw new Error(`${label} is not being handled`);
    }
    held.answer();
  };
  return { port, handling, handled, answer, mostLargeAtOnce: () => mostLargeAtOnce };
}

function post(port: number, label: string, body: string, headers: Record<string, string> = {}) {
  return fetch(`http://127.0.0.1:${port}/`, {
    method: "POST",
    headers: { "x-label": label, "content-type": "application/json", ...headers },
    body,
  }).then(async (response) => ({ status: response.status, text: await response.text() }));
}

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    server.close();
  }
});

describe("requests with large bodies", () => {
  it("are handled one at a time, each with its whole body, while small ones go straight through", async () => {
    const server = await holdingServer();
    const bodies = { a: large("alpha "), b: large("bravo "), c: large("charlie ") };
    const answers = Object.entries(bodies).map(([label, body]) => post(server.port, label, body));
    await until(() => server.handling.length === 1);
    const small = post(server.port, "small", JSON.stringify({ note: "a few bytes" }));
    await until(() => server.handling.length === 2);
    server.answer("small");
    expect((await small).status).toBe(200);

    for (let turn = 0; turn < 3; turn += 1) {
      await until(() => server.handling.length === 1);
      const [first] = server.handling;
      server.answer(first?.label ?? "");
    }
    const results = await Promise.all(answers);
    expect(results.map((result) => result.text)).toEqual(Object.values(bodies).map(digest));
    expect(server.mostLargeAtOnce()).toBe(1);
  });

  it("let the next one in when one is still running after the hold time", async () => {
    const server = await holdingServer(50);
    const slow = post(server.port, "slow", large("slow "));
    await until(() => server.handled.includes("slow"));
    const next = post(server.port, "next", large("next "));
    await until(() => server.handled.includes("next"));
    expect(server.handling.map((held) => held.label).sort()).toEqual(["next", "slow"]);
    server.answer("next");
    server.answer("slow");
    expect((await next).status).toBe(200);
    expect((await slow).status).toBe(200);
  });

  it("take no turn when the client leaves halfway through the body, and the next one is served", async () => {
    const server = await holdingServer();
    const first = post(server.port, "first", large("first "));
    await until(() => server.handling.length === 1);
    const halfSent = httpRequest({
      port: server.port,
      method: "POST",
      headers: { "x-label": "half", "content-length": String(LARGE_BODY_BYTES * 2) },
    });
    halfSent.on("error", () => undefined);
    await new Promise((resolve) => halfSent.write("y".repeat(LARGE_BODY_BYTES / 2), resolve));
    halfSent.destroy();

    server.answer("first");
    expect((await first).status).toBe(200);
    const after = post(server.port, "after", large("after "));
    await until(() => server.handling.some((held) => held.label === "after"));
    server.answer("after");
    expect((await after).status).toBe(200);
    expect(server.handled).toEqual(["first", "after"]);
  });
});

describe("through the API app's body limit", () => {
  async function apiLikeServer() {
    const app = new Hono<ApiEnv>();
    app.use("*", limitRequestBody);
    app.post("/echo", async (c) => c.json({ digest: digest(await c.req.text()) }));
    const handle = getRequestListener(app.fetch);
    const admit = largeBodyAdmission({ limit: () => LIMIT });
    const server = createServer((request, response) => admit(request, response, (r, s) => void handle(r, s)));
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    servers.push(server);
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}/echo`;
  }

  it("hands the body read beforehand on to Hono whole, and still refuses one over the limit with 413", async () => {
    const url = await apiLikeServer();
    const body = JSON.stringify({ context: large("Our vendor hosts data in Frankfurt. ") });
    const echoed = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body });
    expect([echoed.status, await echoed.json()]).toEqual([200, { digest: digest(body) }]);

    const tooLarge = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "z".repeat(LIMIT + 1),
    });
    expect([tooLarge.status, ((await tooLarge.json()) as { detail: { code: string } }).detail.code]).toEqual([
      413,
      "payload_too_large",
    ]);
  });
});
