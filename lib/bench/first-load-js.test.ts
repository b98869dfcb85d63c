import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { overBudget } from "@/lib/testing/bundle-budget";
import { measureFirstLoadJs, routeOfPage } from "./first-load-js";

function fakeBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "vrp-first-load-"));
  mkdirSync(path.join(dir, "static", "chunks"), { recursive: true });
  const chunk = (name: string, bytes: number) => {
    // Random-looking text, so gzip cannot shrink it to nothing.
    let text = "";
    for (let index = 0; text.length < bytes; index += 1) {
      text += ((index * 2654435761) % 4294967296).toString(36);
    }
    writeFileSync(path.join(dir, "static", "chunks", name), text.slice(0, bytes));
  };
  chunk("root.js", 40_000);
  chunk("layout.js", 20_000);
  chunk("page.js", 30_000);
  chunk("lazy.js", 90_000);
  writeFileSync(path.join(dir, "build-manifest.json"), JSON.stringify({ rootMainFiles: ["static/chunks/root.js"] }));
  const pageDir = path.join(dir, "server", "app", "(app)", "vendors", "[vendorId]");
  mkdirSync(pageDir, { recursive: true });
  const manifest = {
    entryJSFiles: {
      "[project]/app/(app)/layout": ["static/chunks/layout.js"],
      "[project]/app/(app)/vendors/[vendorId]/page": ["static/chunks/layout.js", "static/chunks/page.js"],
    },
  };
  writeFileSync(
    path.join(pageDir, "page_client-reference-manifest.js"),
    `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST["/(app)/vendors/[vendorId]/page"] = ${JSON.stringify(manifest)};`,
  );
  return dir;
}

describe("first-load JavaScript from the build output", () => {
  it("names routes without their route groups", () => {
    expect(routeOfPage("/(app)/vendors/[vendorId]/page")).toBe("/vendors/[vendorId]");
    expect(routeOfPage("/(app)/page")).toBe("/");
    expect(routeOfPage("/docs/page")).toBe("/docs");
  });

  it("sums the root chunks and each chunk the route's segments name once, gzipped; lazy chunks do not count", () => {
    const dir = fakeBuild();
    const gz = (name: string) => gzipSync(readFileSync(path.join(dir, "static", "chunks", name)), { level: 9 }).length;
    const expected = Math.round(((gz("root.js") + gz("layout.js") + gz("page.js")) / 1024) * 100) / 100;
    const [weight] = measureFirstLoadJs(dir);
    expect(weight).toEqual({ route: "/vendors/[vendorId]", kilobytes: expected, chunks: 3 });
  });

  it("fails the routes over the budget, and only those", () => {
    const weights = [
      { route: "/a", kilobytes: 170, chunks: 1 },
      { route: "/b", kilobytes: 170.01, chunks: 1 },
      { route: "/findings", kilobytes: 176.01, chunks: 1 },
    ];
    expect(overBudget(weights).map((weight) => weight.route)).toEqual(["/b", "/findings"]);
  });
});
