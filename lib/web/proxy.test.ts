import { NextRequest } from "next/server";
import { encode } from "next-auth/jwt";
import { afterEach, describe, expect, it } from "vitest";
import { proxy } from "@/proxy";

const SECRET = process.env.AUTH_SECRET as string;
const savedTrustHost = process.env.AUTH_TRUST_HOST;

afterEach(() => {
  if (savedTrustHost === undefined) {
    delete process.env.AUTH_TRUST_HOST;
  } else {
    process.env.AUTH_TRUST_HOST = savedTrustHost;
  }
});

async function sessionCookie(name: string): Promise<string> {
  const token = await encode({ token: { userId: "cbuser_1", orgId: "cborg_1" }, secret: SECRET });
  return `${name}=${token}`;
}

function request(path: string, headers: Record<string, string> = {}): NextRequest {
  return new NextRequest(new URL(path, "http://127.0.0.1:3000"), { headers });
}

describe("proxy", () => {
  it("sends a visitor without a session to sign-in and back, but lets public pages through", async () => {
    const redirect = await proxy(request("/audit-log?method=GET"));
    expect(redirect.status).toBe(307);
    const location = new URL(redirect.headers.get("location") ?? "");
    expect(`${location.pathname}${location.search}`).toBe("/signin?callbackUrl=%2Faudit-log%3Fmethod%3DGET");
    for (const path of ["/signin", "/signup", "/invite/abc", "/portal/cbsbpt_1", "/docs"]) {
      const response = await proxy(request(path));
      expect([path, response.status]).toEqual([path, 200]);
    }
    // The vendor's /portal/{id} is public; the organization's /portals list is not.
    expect((await proxy(request("/portals"))).status).toBe(307);
  });

  it("gives every page a fresh nonce in its CSP and in the request headers Next renders with", async () => {
    const cookie = await sessionCookie("next-auth.session-token");
    const first = await proxy(request("/vendors", { cookie }));
    const second = await proxy(request("/signin"));
    const policy = first.headers.get("content-security-policy") ?? "";
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeDefined();
    expect(policy).toContain("frame-ancestors 'none'");
    expect(second.headers.get("content-security-policy")).not.toContain(`'nonce-${nonce}'`);
    // NextResponse.next({ request: { headers } }) hands the overridden request headers to the renderer this way.
    expect(first.headers.get("x-middleware-request-x-nonce")).toBe(nonce);
    expect(first.headers.get("x-middleware-request-content-security-policy")).toBe(policy);
  });

  it("finds the session under next-auth's __Secure- cookie behind a TLS proxy", async () => {
    process.env.AUTH_TRUST_HOST = "true";
    const cookie = await sessionCookie("__Secure-next-auth.session-token");
    const response = await proxy(request("/vendors", { cookie, "x-forwarded-proto": "https" }));
    expect(response.status).toBe(200);
    expect(response.headers.get("location")).toBeNull();
  });
});
