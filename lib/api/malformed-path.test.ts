import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasDecodablePath, refuseMalformedPath } from "./malformed-path";

describe("paths with invalid percent-encoding", () => {
  it("hasDecodablePath checks the path only", () => {
    expect(hasDecodablePath("/api/v1/vendors/cbvndr_1?q=%c0%af")).toBe(true);
    expect(hasDecodablePath("/api/v1/vendors/caf%C3%A9")).toBe(true);
    for (const path of ["/api/v1/vendors/..%c0%af", "/api/auth/invitations/%c0%af", "/invite/%", "/x/%zz"]) {
      expect(hasDecodablePath(path), path).toBe(false);
    }
  });

  describe("in front of the web app's handler (as lib/server/main.ts runs it)", () => {
    let server: Server;
    let base: string;
    beforeAll(async () => {
      server = createServer((request, response) => {
        if (refuseMalformedPath(request, response)) {
          return;
        }
        // Stands in for Next.js, whose production build answers such paths with a bare 500.
        response.end("web app");
      });
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it("answers 400 invalid_path before the handler runs", async () => {
      for (const path of ["/api/v1/vendors/..%c0%af", "/api/auth/invitations/%c0%af", "/invite/%c0%af"]) {
        const response = await fetch(`${base}${path}`);
        expect([response.status, await response.json()], path).toEqual([
          400,
          { detail: { code: "invalid_path", message: "The URL path is not valid percent-encoded UTF-8." } },
        ]);
      }
      expect(await (await fetch(`${base}/api/v1/vendors/caf%C3%A9`)).text()).toBe("web app");
    });
  });
});
