import { createServer, request as httpRequest, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiApp } from "@/lib/api/app";
import { readConfig } from "@/lib/config/env";
import { PEER_ADDRESS_HEADER } from "@/lib/net/peer";
import { documentForm } from "@/lib/testing/documents";
import { createOrg, createVendor, type TestOrg } from "@/lib/testing/fixtures";
import { call, callApi, expectStatus } from "@/lib/testing/http";
import { limitBodyStream, readBodyWithin } from "./body-limit";

const LIMIT = 1024 * 1024;
const TOO_LARGE = {
  detail: {
    code: "payload_too_large",
    message: `The request body is larger than ${LIMIT} bytes. Send a smaller body (files go to POST /v1/documents).`,
  },
};
const json = { "content-type": "application/json" };
/** A JSON document of exactly `size` bytes: `{"name":"xxx..."}`. */
const jsonOfSize = (size: number) => JSON.stringify({ name: "x".repeat(size - 11) });

function streamOf(chunks: string[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) {
        controller.enqueue(new TextEncoder().encode(chunk));
      }
      controller.close();
    },
  });
}

describe("MAX_JSON_BODY_BYTES", () => {
  it("defaults to 1 MiB and takes a whole number of bytes", () => {
    const env = (MAX_JSON_BODY_BYTES?: string) => ({ NODE_ENV: "test", MAX_JSON_BODY_BYTES }) as const;
    expect(readConfig(env()).maxJsonBodyBytes).toBe(LIMIT);
    expect(readConfig(env(" 2048 ")).maxJsonBodyBytes).toBe(2048);
    for (const bad of ["0", "-1", "1.5", "1MB", "1e6"]) {
      expect(() => readConfig(env(bad))).toThrow(/MAX_JSON_BODY_BYTES/);
    }
  });
});

describe("body reading helpers", () => {
  it("readBodyWithin returns the bytes up to the limit and null past it", async () => {
    expect(new TextDecoder().decode((await readBodyWithin(streamOf(["ab", "cd"]), 4)) ?? undefined)).toBe("abcd");
    expect(await readBodyWithin(streamOf(["ab", "cd", "e"]), 4)).toBeNull();
  });

  it("readBodyWithin stops pulling from the source once past the limit", async () => {
    let pulls = 0;
    let cancelled = false;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulls += 1;
        controller.enqueue(new Uint8Array(1000));
      },
      cancel() {
        cancelled = true;
      },
    });
    expect(await readBodyWithin(endless, 4500)).toBeNull();
    expect(cancelled).toBe(true);
    expect(pulls).toBeLessThan(10);
  });

  it("limitBodyStream passes a body within the limit and errors past it", async () => {
    expect(await new Response(limitBodyStream(streamOf(["ab", "cd"]), 4)).text()).toBe("abcd");
    await expect(new Response(limitBodyStream(streamOf(["ab", "cd", "e"]), 4)).text()).rejects.toThrow(
      /larger than 4 bytes/,
    );
  });
});

describe("request body limit on the API app", () => {
  let org: TestOrg;
  beforeAll(async () => {
    org = await createOrg();
  });

  it("refuses an unauthenticated token request over the limit with 413 payload_too_large", async () => {
    const result = await call<unknown>("/api/auth/token", {
      method: "POST",
      rawBody: jsonOfSize(LIMIT + 1),
      headers: json,
    });
    expect(result.status).toBe(413);
    expect(result.body).toEqual(TOO_LARGE);
    expect(result.headers.get("x-request-id")).toMatch(/^req_/);
  });

  it("accepts a body of exactly the limit", async () => {
    const result = await call("/api/auth/token", { method: "POST", rawBody: jsonOfSize(LIMIT), headers: json });
    expect(result.status).toBe(422);
  });

  it("refuses by the declared length before reading, and counts a body that declares none", async () => {
    const declared = await apiApp().request("/api/auth/signup", {
      method: "POST",
      headers: { ...json, "content-length": String(50 * 1024 * 1024) },
      body: streamOf(["{}"]),
      duplex: "half",
    } as RequestInit);
    expect([declared.status, await declared.json()]).toEqual([413, TOO_LARGE]);

    const chunk = "x".repeat(64 * 1024);
    const streamed = await apiApp().request(`/v1/org/${org.orgId}`, {
      method: "POST",
      headers: { ...json, authorization: `Bearer ${org.token}` },
      body: streamOf([`{"name":"`, ...Array<string>(20).fill(chunk), `"}`]),
      duplex: "half",
    } as RequestInit);
    expect([streamed.status, await streamed.json()]).toEqual([413, TOO_LARGE]);
  });

  it("limits every body whatever its content type, except multipart uploads to POST /v1/documents", async () => {
    const big = "x".repeat(LIMIT + 1);
    const text = await call<unknown>("/v1/vendors", {
      method: "POST",
      token: org.token,
      rawBody: big,
      headers: { "content-type": "text/plain" },
    });
    expect([text.status, text.body]).toEqual([413, TOO_LARGE]);
    const notAnUploadRoute = await call<unknown>("/v1/vendors", {
      method: "POST",
      token: org.token,
      rawBody: documentForm({ name: "big.txt", bytes: big }, { vendor_id: "cbvndr_x" }),
    });
    expect([notAnUploadRoute.status, notAnUploadRoute.body]).toEqual([413, TOO_LARGE]);

    const vendor = await createVendor(org);
    const upload = await callApi("post", "/v1/documents", {
      token: org.token,
      rawBody: documentForm({ name: "big.txt", bytes: big }, { vendor_id: vendor.id }),
    });
    expectStatus(upload, 201);
    expect(upload.body.size).toBe(LIMIT + 1);
  });
});

describe("request body limit on the /v1 HTTP listener (lib/server/main.ts)", () => {
  let server: Server;
  let port: number;
  let org: TestOrg;
  beforeAll(async () => {
    org = await createOrg();
    const handleApi = getRequestListener(apiApp().fetch);
    server = createServer((request, response) => {
      request.headers[PEER_ADDRESS_HEADER] = request.socket.remoteAddress;
      void handleApi(request, response);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** Starts a request and resolves with the response while the request body is still unfinished. */
  function openRequest(
    path: string,
    headers: Record<string, string>,
    sendBody: (write: (chunk: string) => boolean) => void,
  ) {
    return new Promise<{ status: number; body: unknown; bodyEnded: boolean }>((resolve, reject) => {
      let bodyEnded = false;
      let answered = false;
      const outgoing = httpRequest({ host: "127.0.0.1", port, path, method: "POST", headers });
      // The server closes the connection after its answer, so a write already on its way may fail
      // (EPIPE, ECONNRESET) once the answer is in: that is the expected end of the upload, not a failure.
      outgoing.on("error", (error) => {
        if (!answered) {
          reject(error);
        }
      });
      outgoing.on("response", (response: IncomingMessage) => {
        answered = true;
        const chunks: Buffer[] = [];
        const settle = () => {
          resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString()), bodyEnded });
          outgoing.destroy();
        };
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", settle);
        // A reset after the whole answer arrived ends the response without "end".
        response.on("error", () => undefined);
        response.on("close", () => {
          if (response.complete) {
            settle();
          } else {
            reject(new Error("The connection closed before the whole answer arrived."));
          }
        });
      });
      sendBody((chunk) => {
        if (answered || outgoing.destroyed) {
          return false;
        }
        outgoing.write(chunk, () => undefined);
        return true;
      });
      outgoing.on("finish", () => {
        bodyEnded = true;
      });
    });
  }

  it("answers 413 to a declared 50 MB body after a few bytes, without waiting for the rest", async () => {
    const result = await openRequest(
      "/api/auth/token",
      { ...json, "content-length": String(50 * 1024 * 1024) },
      (write) => write('{"email":'),
    );
    expect(result).toEqual({ status: 413, body: TOO_LARGE, bodyEnded: false });
  });

  it("answers 413 to a chunked body that never ends, once it passes the limit", async () => {
    const chunk = "x".repeat(64 * 1024);
    const result = await openRequest(
      `/v1/org/${org.orgId}`,
      { ...json, authorization: `Bearer ${org.token}` },
      (write) => {
        write('{"name":"');
        // Keeps sending (up to 64 MiB) until the connection is closed under it; the request is never ended.
        let sent = 0;
        const timer = setInterval(() => {
          sent += chunk.length;
          if (sent > 64 * LIMIT || !write(chunk)) {
            clearInterval(timer);
          }
        }, 1);
      },
    );
    expect(result).toEqual({ status: 413, body: TOO_LARGE, bodyEnded: false });
  });

  it("answers a path with invalid percent-encoding with a 4xx", async () => {
    for (const path of ["/v1/vendors/%c0%af", "/v1/vendors/..%c0%af", "/v1/%c0%af", "/api/auth/invitations/%c0%af"]) {
      const response = await fetch(`http://127.0.0.1:${port}${path}`, {
        headers: { authorization: `Bearer ${org.token}` },
      });
      expect(response.status, path).toBeGreaterThanOrEqual(400);
      expect(response.status, path).toBeLessThan(500);
    }
  });
});
