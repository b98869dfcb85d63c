import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { resetConfigForTests } from "@/lib/config/env";
import { type ServedApi, serveApiToWebHalf } from "@/lib/testing/api-server";
import { documentForm } from "@/lib/testing/documents";
import { createOrg, type TestOrg } from "@/lib/testing/fixtures";
import { proxyToApi, type SessionUser } from "./proxy";

const ORIGIN = "http://app.test";
const BODY_LIMIT = 1024 * 1024;
const TOO_LARGE = {
  detail: {
    code: "payload_too_large",
    message: `The request body is larger than ${BODY_LIMIT} bytes. Send a smaller body (files go to POST /v1/documents).`,
  },
};

/** A body that yields `chunks` chunks of 64 KiB on demand and records how many were read. */
function countedBody(chunks: number) {
  const read = { chunks: 0 };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (read.chunks === chunks) {
          controller.close();
          return;
        }
        read.chunks += 1;
        controller.enqueue(new Uint8Array(64 * 1024).fill(0x20));
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, read };
}

function browserRequest(path: string, init: RequestInit & { headers?: Record<string, string> } = {}) {
  return new Request(`${ORIGIN}/api/v1/${path}`, {
    ...init,
    headers: { host: "app.test", ...init.headers },
    ...(init.body ? { duplex: "half" } : {}),
  } as RequestInit);
}

describe("web app API proxy (this server's own API)", () => {
  let org: TestOrg;
  let user: SessionUser;
  let api: ServedApi;
  beforeAll(async () => {
    api = await serveApiToWebHalf();
    org = await createOrg("Proxy Org");
    user = { userId: org.userId, orgId: org.orgId };
  });
  afterAll(() => api.close());

  it("answers 401 without a session", async () => {
    const response = await proxyToApi(browserRequest("whoami"), ["whoami"], null);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      detail: { code: "not_signed_in", message: "Your session has ended. Sign in again." },
    });
  });

  it("refuses a client-sent Authorization header", async () => {
    const response = await proxyToApi(
      browserRequest("whoami", { headers: { authorization: "Bearer ak_forged" } }),
      ["whoami"],
      user,
    );
    expect(response.status).toBe(400);
    expect((await response.json()).detail.code).toBe("authorization_not_allowed");
  });

  it.each([
    [["..", "api-keys"]],
    [["org", "a/b"]],
    [["org", "a\\b"]],
    [["."]],
    [["org", "x\u0000y"]],
    [["org", ""]],
    [[]],
  ])("refuses the unsafe path %j", async (segments) => {
    const response = await proxyToApi(browserRequest("x"), segments, user);
    expect(response.status).toBe(400);
    expect((await response.json()).detail.code).toBe("invalid_path");
  });

  it("refuses a cross-origin or origin-less mutation", async () => {
    const variants: Record<string, string>[] = [
      {},
      { origin: "https://evil.test" },
      { "sec-fetch-site": "cross-site" },
    ];
    for (const headers of variants) {
      const request = browserRequest(`org/${org.orgId}`, {
        method: "POST",
        headers,
        body: JSON.stringify({ name: "x" }),
      });
      const response = await proxyToApi(request, ["org", org.orgId], user);
      expect(response.status).toBe(403);
      expect((await response.json()).detail.code).toBe("cross_origin_request");
    }
  });

  describe("compares the whole origin: scheme, host and port", () => {
    afterEach(() => {
      vi.unstubAllEnvs();
      resetConfigForTests();
    });
    /** A mutation the API refuses with 422 once it passes the proxy's origin check. */
    const mutation = (headers: Record<string, string>) =>
      proxyToApi(
        browserRequest(`org/${org.orgId}`, {
          method: "POST",
          headers: { "content-type": "application/json", ...headers },
          body: JSON.stringify({ api_ip_allowlist: ["10.0.0.1/8"] }),
        }),
        ["org", org.orgId],
        user,
      );

    it("refuses another scheme or port on the same host", async () => {
      for (const origin of ["https://app.test", "http://app.test:8080", "null"]) {
        const response = await mutation({ origin });
        expect([response.status, (await response.json()).detail.code], origin).toEqual([403, "cross_origin_request"]);
      }
      expect((await mutation({ origin: "http://APP.test:80" })).status).toBe(422);
    });

    it("takes https from X-Forwarded-Proto only when a trusted proxy sent it", async () => {
      const behindProxy = { "x-vrp-peer-address": "10.1.2.3", "x-forwarded-proto": "https" };
      expect((await mutation({ ...behindProxy, origin: "https://app.test" })).status).toBe(403);
      // Behind the app server the connection itself is plain HTTP, whatever Next.js made of request.url.
      expect((await mutation({ ...behindProxy, origin: "http://app.test" })).status).toBe(422);

      vi.stubEnv("TRUSTED_PROXIES", "10.0.0.0/8");
      resetConfigForTests();
      expect((await mutation({ ...behindProxy, origin: "https://app.test" })).status).toBe(422);
      expect((await mutation({ ...behindProxy, origin: "http://app.test" })).status).toBe(403);
    });

    it("uses PUBLIC_BASE_URL's origin when it is set", async () => {
      vi.stubEnv("PUBLIC_BASE_URL", "https://vrp.example.com/");
      resetConfigForTests();
      expect((await mutation({ origin: "https://vrp.example.com" })).status).toBe(422);
      expect((await mutation({ origin: "http://vrp.example.com" })).status).toBe(403);
      expect((await mutation({ origin: ORIGIN })).status).toBe(403);
    });
  });

  describe("limits request bodies like the API", () => {
    const post = (body: BodyInit, headers: Record<string, string> = {}) =>
      proxyToApi(
        browserRequest(`org/${org.orgId}`, {
          method: "POST",
          headers: { origin: ORIGIN, "content-type": "application/json", ...headers },
          body,
        }),
        ["org", org.orgId],
        user,
      );

    it("refuses a declared length over the limit before reading the body", async () => {
      const body = countedBody(100);
      const response = await post(body.stream, { "content-length": String(50 * 1024 * 1024) });
      expect([response.status, await response.json()]).toEqual([413, TOO_LARGE]);
      expect(body.read.chunks).toBe(0);
    });

    it("stops a streamed body once it passes the limit", async () => {
      const body = countedBody(800);
      const response = await post(body.stream);
      expect([response.status, await response.json()]).toEqual([413, TOO_LARGE]);
      expect(body.read.chunks).toBeLessThan(40);
    });

    it("lets a multipart upload through past the JSON limit", async () => {
      const form = new Response(
        documentForm({ name: "big.txt", bytes: "x".repeat(BODY_LIMIT + 1) }, { vendor_id: "cbvndr_x" }),
      );
      const response = await proxyToApi(
        browserRequest("documents", {
          method: "POST",
          headers: { origin: ORIGIN, "content-type": form.headers.get("content-type") ?? "" },
          body: form.body as ReadableStream,
        }),
        ["documents"],
        user,
      );
      // Read whole by the API's upload reader: the vendor is unknown in this org.
      expect([response.status, (await response.json()).detail.code]).toEqual([404, "vendor_not_found"]);
    });
  });

  it("forwards as the signed-in user and returns the API's answer unchanged", async () => {
    const response = await proxyToApi(browserRequest("whoami"), ["whoami"], user);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ user_id: org.userId, role: "org:admin", credential_type: "session" });
    expect(response.headers.get("x-request-id")).toMatch(/^req_/);

    const update = browserRequest(`org/${org.orgId}`, {
      method: "POST",
      headers: { origin: ORIGIN, "content-type": "application/json" },
      body: JSON.stringify({ api_ip_allowlist: ["10.0.0.1/8"] }),
    });
    const rejected = await proxyToApi(update, ["org", org.orgId], user);
    expect(rejected.status).toBe(422);
    expect(await rejected.json()).toEqual({
      detail: { error: "Invalid CIDR: host bits are set.", value: "10.0.0.1/8" },
    });
  });

  it("passes the query string and the browser's address to the API", async () => {
    const request = browserRequest("system_audit_log?limit=1&method=GET", {
      headers: { "x-vrp-peer-address": "198.51.100.20" },
    });
    const response = await proxyToApi(request, ["system_audit_log"], user);
    expect(response.status).toBe(200);
    const ip = await proxyToApi(
      browserRequest("whoami/ip", { headers: { "x-vrp-peer-address": "198.51.100.20" } }),
      ["whoami", "ip"],
      user,
    );
    expect(await ip.json()).toEqual({ client_ip: "198.51.100.20" });
    const log = await proxyToApi(browserRequest("system_audit_log?limit=5"), ["system_audit_log"], user);
    const { items } = await log.json();
    const auditCall = items.find(
      (item: { route: string; query_params: string[] }) =>
        item.route === "/v1/system_audit_log" && item.query_params.includes("method"),
    );
    expect(auditCall).toMatchObject({
      user_id: org.userId,
      api_key_id: null,
      query_params: ["limit", "method"],
      client_ip: "198.51.100.20",
    });
  });

  it("keeps the browser's address behind a trusted proxy (its X-Forwarded-For goes along)", async () => {
    vi.stubEnv("TRUSTED_PROXIES", "10.0.0.0/8");
    resetConfigForTests();
    try {
      const ip = await proxyToApi(
        browserRequest("whoami/ip", {
          headers: { "x-vrp-peer-address": "10.1.2.3", "x-forwarded-for": "203.0.113.9" },
        }),
        ["whoami", "ip"],
        user,
      );
      expect(await ip.json()).toEqual({ client_ip: "203.0.113.9" });
    } finally {
      vi.unstubAllEnvs();
      resetConfigForTests();
    }
  });

  it("without the server's forwarding key (another API process), the API sees the caller's own address", async () => {
    vi.stubEnv("VRP_PEER_FORWARDING_KEY", "");
    try {
      const ip = await proxyToApi(
        browserRequest("whoami/ip", { headers: { "x-vrp-peer-address": "198.51.100.20" } }),
        ["whoami", "ip"],
        user,
      );
      expect(await ip.json()).toEqual({ client_ip: "127.0.0.1" });
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

describe("web app API proxy (remote upstream)", () => {
  let server: Server;
  let upstream: string;
  let seen: { method?: string; url?: string; headers: IncomingHttpHeaders; body: Buffer } = {
    headers: {},
    body: Buffer.alloc(0),
  };
  const user: SessionUser = {
    userId: "cbuser_00000000000000000000000000000001",
    orgId: "cborg_00000000000000000000000000000001",
  };

  beforeAll(async () => {
    server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        seen = { method: request.method, url: request.url, headers: request.headers, body: Buffer.concat(chunks) };
        if (request.url?.startsWith("/v1/stream")) {
          response.writeHead(200, { "content-type": "text/csv" });
          response.write("a,b\r\n");
          setTimeout(() => response.end("1,2\r\n"), 400);
          return;
        }
        if (request.url?.startsWith("/v1/slow")) {
          setTimeout(() => response.end("{}"), 2000);
          return;
        }
        response.writeHead(418, {
          "content-type": "application/json",
          "keep-alive": "timeout=5",
          "x-request-id": "req_upstream",
          "set-cookie": "a=b",
        });
        response.end(JSON.stringify({ detail: { code: "teapot", message: "short and stout" } }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    upstream = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    vi.stubEnv("UPSTREAM_API_URL", upstream);
    vi.stubEnv("VRP_PEER_FORWARDING_KEY", "");
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("streams a multipart body and passes Idempotency-Key, with a fresh session token", async () => {
    const form = new FormData();
    form.append("vendor_id", "cbvndr_1");
    form.append("file", new Blob(["%PDF-1.7 evidence"], { type: "application/pdf" }), "soc2.pdf");
    const encoded = new Request("http://x", { method: "POST", body: form });
    const contentType = encoded.headers.get("content-type") ?? "";
    const bytes = Buffer.from(await encoded.arrayBuffer());
    const request = browserRequest("documents?x=1", {
      method: "POST",
      headers: {
        origin: ORIGIN,
        "content-type": contentType,
        "idempotency-key": "upload-1",
        cookie: "session=secret",
        "x-vrp-peer-address": "198.51.100.20",
      },
      body: bytes,
    });
    const response = await proxyToApi(request, ["documents"], user);
    expect(response.status).toBe(418);
    expect(await response.json()).toEqual({ detail: { code: "teapot", message: "short and stout" } });
    expect(response.headers.get("x-request-id")).toBe("req_upstream");
    expect(response.headers.get("keep-alive")).toBeNull();
    expect(response.headers.get("set-cookie")).toBeNull();
    expect(seen.method).toBe("POST");
    expect(seen.url).toBe("/v1/documents?x=1");
    expect(seen.headers["content-type"]).toBe(contentType);
    expect(seen.headers["idempotency-key"]).toBe("upload-1");
    expect(seen.headers.cookie).toBeUndefined();
    // Another process's API cannot check a forwarded address, so none is sent.
    expect(seen.headers["x-vrp-peer-address"]).toBeUndefined();
    expect(seen.headers["x-vrp-peer-proof"]).toBeUndefined();
    expect(seen.headers.authorization).toMatch(/^Bearer eyJ/);
    expect(seen.body.equals(bytes)).toBe(true);
  });

  it("refuses a streamed JSON body over the limit without forwarding the rest", async () => {
    const body = countedBody(800);
    const request = browserRequest("anything", {
      method: "POST",
      headers: { origin: ORIGIN, "content-type": "application/json" },
      body: body.stream,
    });
    const response = await proxyToApi(request, ["anything"], user);
    expect([response.status, await response.json()]).toEqual([413, TOO_LARGE]);
    expect(body.read.chunks).toBeLessThan(40);
  });

  it("lets a body stream past the timeout once the answer has started", async () => {
    const response = await proxyToApi(browserRequest("stream"), ["stream"], user, { timeoutMs: 200 });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("a,b\r\n1,2\r\n");
  });

  it("times out a slow API with 504", async () => {
    const response = await proxyToApi(browserRequest("slow"), ["slow"], user, { timeoutMs: 200 });
    expect(response.status).toBe(504);
    expect((await response.json()).detail.code).toBe("upstream_timeout");
  });
});
