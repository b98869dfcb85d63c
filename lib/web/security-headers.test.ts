import { describe, expect, it } from "vitest";
import {
  commonSecurityHeaders,
  isHttpsSite,
  NON_PAGE_CONTENT_SECURITY_POLICY,
  newNonce,
  pageContentSecurityPolicy,
  responseSecurityHeaders,
  s3UploadOrigin,
} from "./security-headers";

function directives(policy: string): Map<string, string> {
  return new Map(
    policy.split(";").map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      return [name, sources.join(" ")] as [string, string];
    }),
  );
}

describe("common security headers", () => {
  it("forbid framing and sniffing, limit the referrer and the powerful features", () => {
    const headers = commonSecurityHeaders(false);
    expect(headers["X-Content-Type-Options"]).toBe("nosniff");
    expect(headers["X-Frame-Options"]).toBe("DENY");
    expect(headers["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"]) {
      expect(headers["Permissions-Policy"]).toContain(`${feature}=()`);
    }
  });

  it("add HSTS only when the public URL is https", () => {
    expect(isHttpsSite("https://risk.example.com")).toBe(true);
    expect(isHttpsSite("HTTPS://risk.example.com")).toBe(true);
    expect(isHttpsSite("http://localhost:3000")).toBe(false);
    expect(isHttpsSite(undefined)).toBe(false);
    expect(commonSecurityHeaders(true)["Strict-Transport-Security"]).toBe("max-age=31536000; includeSubDomains");
    expect(commonSecurityHeaders(false)).not.toHaveProperty("Strict-Transport-Security");
  });
});

describe("headers set on every response", () => {
  it("lock down what is not a page and leave the pages' CSP to the proxy", () => {
    for (const path of ["/v1", "/v1/vendors", "/v1?x", "/files/org/doc", "/api/health", "/api/auth/csrf"]) {
      const headers = responseSecurityHeaders(path, false);
      expect([path, headers["Content-Security-Policy"]]).toEqual([path, NON_PAGE_CONTENT_SECURITY_POLICY]);
      expect(headers["X-Frame-Options"]).toBe("DENY");
    }
    for (const path of ["/", "/vendors", "/v1x", "/apis", "/signin?callbackUrl=%2Fv1", "/_next/static/chunk.js"]) {
      const headers = responseSecurityHeaders(path, false);
      expect([path, headers["Content-Security-Policy"]]).toEqual([path, undefined]);
      expect(headers["X-Content-Type-Options"]).toBe("nosniff");
    }
    expect(directives(NON_PAGE_CONTENT_SECURITY_POLICY).get("frame-ancestors")).toBe("'none'");
  });
});

describe("the pages' content security policy", () => {
  it("allows scripts only from this site or with the request's nonce, and forbids framing", () => {
    const policy = directives(pageContentSecurityPolicy({ nonce: "abc123==", https: false, development: false }));
    expect(policy.get("script-src")).toBe("'self' 'nonce-abc123==' 'strict-dynamic'");
    expect(policy.get("frame-ancestors")).toBe("'none'");
    expect(policy.get("object-src")).toBe("'none'");
    expect(policy.get("base-uri")).toBe("'none'");
    expect(policy.get("form-action")).toBe("'self'");
    expect(policy.get("connect-src")).toBe("'self'");
    expect(policy.get("img-src")).toBe("'self' data: blob:");
    expect(policy.has("upgrade-insecure-requests")).toBe(false);
    expect([...policy.values()].join(" ")).not.toContain("unsafe-eval");
  });

  it("upgrades requests on https and allows eval only in development", () => {
    expect(
      directives(pageContentSecurityPolicy({ nonce: "n", https: true, development: false })).has(
        "upgrade-insecure-requests",
      ),
    ).toBe(true);
    expect(
      directives(pageContentSecurityPolicy({ nonce: "n", https: false, development: true })).get("script-src"),
    ).toContain("'unsafe-eval'");
  });

  it("uses a fresh nonce Next can read from the header", () => {
    const nonces = new Set(Array.from({ length: 50 }, () => newNonce()));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) {
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    }
  });
});

describe("the S3 upload origin", () => {
  it("is allowed to connect to only when the server keeps files in S3", () => {
    const keys = { S3_BUCKET: "boms", S3_ACCESS_KEY_ID: "id", S3_SECRET_ACCESS_KEY: "secret" };
    expect(s3UploadOrigin({})).toBeNull();
    expect(s3UploadOrigin({ S3_BUCKET: "boms" })).toBeNull();
    expect(s3UploadOrigin({ ...keys, S3_REGION: "eu-west-1" })).toBe("https://s3.eu-west-1.amazonaws.com");
    expect(s3UploadOrigin({ ...keys, S3_ENDPOINT: "http://minio.internal:9000/base" })).toBe(
      "http://minio.internal:9000",
    );
    const policy = pageContentSecurityPolicy({
      nonce: "n",
      https: false,
      development: false,
      uploadOrigin: "http://minio.internal:9000",
    });
    expect(policy).toContain("connect-src 'self' http://minio.internal:9000;");
  });
});
