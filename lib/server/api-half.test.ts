import type { IncomingMessage } from "node:http";
import { describe, expect, it, vi } from "vitest";
import { apiApp } from "@/lib/api/app";
import { forwardedPeerHeaders, PEER_PROOF_HEADER } from "@/lib/bff/forwarded-peer";
import { PEER_ADDRESS_HEADER } from "@/lib/net/peer";
import { apiPathMatcher, stampPeerAddress } from "./api-half";

const serves = apiPathMatcher(apiApp().routes.map((route) => route.path));

describe("which paths the API half serves", () => {
  it("serves /v1, /files, health, the OpenAPI document and every /api/auth endpoint of the API app", () => {
    for (const target of [
      "/v1",
      "/v1/whoami",
      "/v1?x=1",
      "/v1/no-such-route",
      "/files/documents/d1?expires=1&signature=s",
      "/api/health",
      "/api/openapi.json",
      "/api/auth/signup",
      "/api/auth/token",
      "/api/auth/setup",
      "/api/auth/invitations/accept",
      "/api/auth/invitations/abc123?x=1",
      "/api/auth/web-session",
      "/api/auth/sso-member",
    ]) {
      expect([target, serves(target)]).toEqual([target, true]);
    }
  });

  it("leaves next-auth's own routes, the /api/v1 proxy and pages to Next", () => {
    for (const target of [
      "/api/auth/signin",
      "/api/auth/signin/oidc",
      "/api/auth/callback/credentials",
      "/api/auth/session",
      "/api/auth/csrf",
      "/api/auth/providers",
      "/api/auth/signout",
      "/api/auth/error",
      "/api/auth/_log",
      "/api/v1/whoami",
      "/api/auth/invitations/a/b",
      "/v1vendors",
      "/files",
      "/",
      "/signin",
      "/invite/abc",
      "/docs",
    ]) {
      expect([target, serves(target)]).toEqual([target, false]);
    }
  });

  it("follows the API app: any route it adds outside /v1 is served", () => {
    const matcher = apiPathMatcher(["*", "/v1/*", "/api/auth/new-thing/:id", "/api/auth/other"]);
    expect(matcher("/api/auth/new-thing/42")).toBe(true);
    expect(matcher("/api/auth/other")).toBe(true);
    expect(matcher("/api/auth/new-thing")).toBe(false);
    expect(matcher("/anything")).toBe(false);
  });
});

function incoming(socketAddress: string, headers: Record<string, string>): IncomingMessage {
  return { socket: { remoteAddress: socketAddress }, headers: { ...headers } } as unknown as IncomingMessage;
}

describe("the peer address the API sees", () => {
  const key = "k".repeat(43);
  const signed = (peer: string, forwardedFor?: string) => {
    vi.stubEnv("VRP_PEER_FORWARDING_KEY", key);
    try {
      return forwardedPeerHeaders(
        new Headers({ [PEER_ADDRESS_HEADER]: peer, ...(forwardedFor ? { "x-forwarded-for": forwardedFor } : {}) }),
      );
    } finally {
      vi.unstubAllEnvs();
    }
  };

  it("is the socket's, whatever a client sends", () => {
    const request = incoming("203.0.113.7", { [PEER_ADDRESS_HEADER]: "198.51.100.1" });
    stampPeerAddress(request, key);
    expect(request.headers[PEER_ADDRESS_HEADER]).toBe("203.0.113.7");
  });

  it("is the browser's when this server's web half forwards it over loopback with the proof", () => {
    for (const loopback of ["127.0.0.1", "::1", "::ffff:127.0.0.1"]) {
      const request = incoming(loopback, signed("198.51.100.20", "10.0.0.1"));
      stampPeerAddress(request, key);
      expect(request.headers[PEER_ADDRESS_HEADER]).toBe("198.51.100.20");
      expect(request.headers["x-forwarded-for"]).toBe("10.0.0.1");
      expect(request.headers[PEER_PROOF_HEADER]).toBeUndefined();
    }
  });

  it("refuses a forwarded address that is not proven, or not from loopback, or with a changed forwarded-for", () => {
    const cases: [string, Record<string, string>, string | undefined][] = [
      // A valid proof, replayed from another host.
      ["203.0.113.7", signed("198.51.100.20"), key],
      // A made-up proof, even from loopback (a reverse proxy on the same host).
      ["127.0.0.1", { [PEER_ADDRESS_HEADER]: "198.51.100.20", [PEER_PROOF_HEADER]: "forged" }, key],
      // Another address under the proof of the first.
      ["127.0.0.1", { ...signed("198.51.100.20"), [PEER_ADDRESS_HEADER]: "198.51.100.21" }, key],
      ["127.0.0.1", { ...signed("198.51.100.20", "10.0.0.1"), "x-forwarded-for": "10.0.0.2" }, key],
      // A server that handed no key over (a web half in another process) trusts none.
      ["127.0.0.1", signed("198.51.100.20"), undefined],
    ];
    for (const [socket, headers, serverKey] of cases) {
      const request = incoming(socket, headers);
      stampPeerAddress(request, serverKey);
      expect([socket, request.headers[PEER_ADDRESS_HEADER]]).toEqual([socket, socket]);
      expect(request.headers[PEER_PROOF_HEADER]).toBeUndefined();
    }
  });

  it("forwards nothing without a key or without a stamped address", () => {
    vi.stubEnv("VRP_PEER_FORWARDING_KEY", "");
    try {
      expect(forwardedPeerHeaders(new Headers({ [PEER_ADDRESS_HEADER]: "198.51.100.20" }))).toEqual({});
    } finally {
      vi.unstubAllEnvs();
    }
    expect(signed("")).toEqual({});
  });
});
