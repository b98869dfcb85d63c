import { describe, expect, it } from "vitest";
import { authOptions } from "@/lib/auth/next-auth";
import { safeCallbackPath } from "./safe-callback";

const SITE = "https://risk.example.com";

describe("safeCallbackPath", () => {
  it("keeps a path of this site, with its query and fragment", () => {
    expect(safeCallbackPath("/vendors?x=1", SITE)).toBe("/vendors?x=1");
    expect(safeCallbackPath("/vendors/v_1#findings", SITE)).toBe("/vendors/v_1#findings");
    expect(safeCallbackPath(["/audit-log", "/ignored"], SITE)).toBe("/audit-log");
  });

  it("keeps a same-origin absolute URL as its path", () => {
    expect(safeCallbackPath("https://risk.example.com/vendors?x=1", SITE)).toBe("/vendors?x=1");
    expect(safeCallbackPath("https://risk.example.com/vendors", `${SITE}/`)).toBe("/vendors");
  });

  it("sends anything that would leave the site to /", () => {
    const leaving = [
      "/\t/evil.example/",
      "/\n/evil.example/",
      "/\r/evil.example/",
      "//evil.example",
      "/\\evil.example",
      "\\\\evil.example",
      "https://evil.example",
      "http://risk.example.com/vendors",
      "https://risk.example.com:8443/vendors",
      "//evil\u3002example",
      "https://risk.example.com//evil.example/",
      "/.//evil.example",
      "javascript:alert(1)",
      "data:text/html,hi",
    ];
    for (const value of leaving) {
      expect([value, safeCallbackPath(value, SITE)]).toEqual([value, "/"]);
    }
  });

  it("never throws and always answers a header-safe path", () => {
    for (const value of ["\n", "\r", "\u3002", "%0a", "%0d", "%E3%80%82", "/%0a", "http://[::1", "", undefined, null]) {
      const path = safeCallbackPath(value, SITE);
      expect(path.startsWith("/")).toBe(true);
      expect(path).toMatch(/^[\x21-\x7e]+$/);
    }
    expect(safeCallbackPath("/vendors", "not a url")).toBe("/");
  });
});

describe("next-auth's redirect callback", () => {
  const redirect = authOptions().callbacks?.redirect;

  it("returns only URLs on the site", async () => {
    const baseUrl = "http://127.0.0.1:3917";
    expect(await redirect?.({ url: "/vendors?x=1", baseUrl })).toBe(`${baseUrl}/vendors?x=1`);
    expect(await redirect?.({ url: `${baseUrl}/audit-log`, baseUrl })).toBe(`${baseUrl}/audit-log`);
    for (const url of [
      "/\t/evil.example/",
      "https://evil.example",
      "\n",
      "\r",
      "//evil\u3002example",
      "javascript:alert(1)",
    ]) {
      expect([url, await redirect?.({ url, baseUrl })]).toEqual([url, `${baseUrl}/`]);
    }
  });
});
