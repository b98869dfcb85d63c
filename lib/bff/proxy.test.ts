import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrg, type TestOrg } from "@/lib/testing/fixtures";
import { proxyToApi, type SessionUser } from "./proxy";

const ORIGIN = "http://app.test";

function browserRequest(path: string, init: RequestInit & { headers?: Record<string, string> } = {}) {
  return new Request(`${ORIGIN}/api/v1/${path}`, {
    ...init,
    headers: { host: "app.test", ...init.headers },
    ...(init.body ? { duplex: "half" } : {}),
  } as RequestInit);
}

describe("web app API proxy (in-process)", () => {
  let org: TestOrg;
  let user: SessionUser;
  beforeAll(async () => {
    org = await createOrg("Proxy Org");
    user = { userId: org.userId, orgId: org.orgId };
  });

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

  it("streams a multipart body and passes Idempotency-Key, with a fresh session token", async () => {
    const form = new FormData();
    form.append("vendor_id", "cbvndr_1");
    form.append("file", new Blob(["%PDF-1.7 evidence"], { type: "application/pdf" }), "soc2.pdf");
    const encoded = new Request("http://x", { method: "POST", body: form });
    const contentType = encoded.headers.get("content-type") ?? "";
    const bytes = Buffer.from(await encoded.arrayBuffer());
    const request = browserRequest("documents?x=1", {
      method: "POST",
      headers: { origin: ORIGIN, "content-type": contentType, "idempotency-key": "upload-1", cookie: "session=secret" },
      body: bytes,
    });
    const response = await proxyToApi(request, ["documents"], user, { upstream });
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
    expect(seen.headers.authorization).toMatch(/^Bearer eyJ/);
    expect(seen.body.equals(bytes)).toBe(true);
  });

  it("lets a body stream past the timeout once the answer has started", async () => {
    const response = await proxyToApi(browserRequest("stream"), ["stream"], user, { upstream, timeoutMs: 200 });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("a,b\r\n1,2\r\n");
  });

  it("times out a slow API with 504", async () => {
    const response = await proxyToApi(browserRequest("slow"), ["slow"], user, { upstream, timeoutMs: 200 });
    expect(response.status).toBe(504);
    expect((await response.json()).detail.code).toBe("upstream_timeout");
  });
});
