import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { runInNewContext } from "node:vm";
import { gzipSync } from "node:zlib";

/**
 * The first-load JavaScript of every app route, read from a finished `next build` rather than
 * measured in a browser: the framework's root chunks plus every chunk the route's layouts and page
 * name in their client reference manifest, gzipped (level 9, as `npm run bench:web` does) one by one and summed (what the browser
 * downloads before the page is interactive). Chunks loaded on demand (`next/dynamic`, `lazy`) are
 * not in those lists, so they do not count, which is the point of loading them when opened.
 */

export const FIRST_LOAD_JS_BUDGET_KB = 170;

export type RouteWeight = { route: string; kilobytes: number; chunks: number };

type ClientReferenceManifest = { entryJSFiles?: Record<string, string[]> };

function listManifests(dir: string, into: string[]): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      listManifests(full, into);
    } else if (entry.name === "page_client-reference-manifest.js") {
      into.push(full);
    }
  }
}

/** "/(app)/vendors/[vendorId]/page" → "/vendors/[vendorId]". */
export function routeOfPage(pageKey: string): string {
  const segments = pageKey
    .replace(/\/page$/, "")
    .split("/")
    .filter((segment) => segment && !(segment.startsWith("(") && segment.endsWith(")")));
  return `/${segments.join("/")}`;
}

function readManifest(file: string): Record<string, ClientReferenceManifest> {
  const sandbox: { globalThis: Record<string, unknown> } = { globalThis: {} };
  sandbox.globalThis = sandbox as unknown as Record<string, unknown>;
  runInNewContext(readFileSync(file, "utf8"), sandbox, { filename: file });
  return (sandbox as unknown as { __RSC_MANIFEST?: Record<string, ClientReferenceManifest> }).__RSC_MANIFEST ?? {};
}

export function measureFirstLoadJs(buildDir: string): RouteWeight[] {
  const buildManifest = JSON.parse(readFileSync(path.join(buildDir, "build-manifest.json"), "utf8")) as {
    rootMainFiles?: string[];
  };
  const rootFiles = buildManifest.rootMainFiles ?? [];
  const gzipped = new Map<string, number>();
  const sizeOf = (chunk: string): number => {
    let size = gzipped.get(chunk);
    if (size === undefined) {
      const file = path.join(buildDir, chunk.replace(/^\/?_next\//, ""));
      size = existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0;
      gzipped.set(chunk, size);
    }
    return size;
  };
  const manifests: string[] = [];
  listManifests(path.join(buildDir, "server", "app"), manifests);
  const weights: RouteWeight[] = [];
  for (const file of manifests) {
    for (const [pageKey, manifest] of Object.entries(readManifest(file))) {
      if (pageKey.startsWith("/_")) {
        continue;
      }
      const chunks = new Set(rootFiles);
      for (const files of Object.values(manifest.entryJSFiles ?? {})) {
        for (const chunk of files) {
          chunks.add(chunk);
        }
      }
      const bytes = [...chunks].reduce((sum, chunk) => sum + sizeOf(chunk), 0);
      weights.push({
        route: routeOfPage(pageKey),
        kilobytes: Math.round((bytes / 1024) * 100) / 100,
        chunks: chunks.size,
      });
    }
  }
  return weights.sort((a, b) => b.kilobytes - a.kilobytes);
}
