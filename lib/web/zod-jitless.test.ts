import { describe, expect, it } from "vitest";

describe("zod without its eval probe in the browser", () => {
  it("sets zod's jitless option through the global zod reads, without importing zod first", async () => {
    await import("@/instrumentation-client");
    const { config } = await import("zod/v4/core");
    expect(config().jitless).toBe(true);
    const { z } = await import("zod");
    expect(z.object({ name: z.string() }).parse({ name: "Acme" })).toEqual({ name: "Acme" });
  });
});
