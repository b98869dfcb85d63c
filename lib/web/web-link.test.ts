import { describe, expect, it } from "vitest";
import { webHref } from "./web-link";

describe("webHref", () => {
  it("keeps http(s) addresses and drops everything else", () => {
    expect(webHref("https://example.org/news")).toBe("https://example.org/news");
    expect(webHref("HTTP://example.org")).toBe("HTTP://example.org");
    expect(webHref("javascript:alert(1)")).toBeNull();
    expect(webHref("example.org")).toBeNull();
    expect(webHref("")).toBeNull();
    expect(webHref(null)).toBeNull();
    expect(webHref(undefined)).toBeNull();
  });
});
