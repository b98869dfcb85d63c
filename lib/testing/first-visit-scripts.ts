import { gzipSync } from "node:zlib";
import type { BrowserContext, Page } from "@playwright/test";

/** What a first visit (a fresh context, an empty cache) downloaded as same-origin JavaScript. */
export interface FirstVisitScripts {
  /** The document's status, with where it ended when it was redirected ("200 → /signin"). */
  status: string;
  scripts: number;
  rawKb: number;
  /** Each script's body gzipped at level 9, summed: what the page costs a first visitor. */
  gzipKb: number;
  /** Each script (its path) and its gzip size, heaviest first: where the weight is. */
  files: { path: string; gzipKb: number }[];
}

/**
 * Opens `route` of `base` in `context` (fresh, so nothing is cached) and counts every same-origin script the
 * page downloads until it is settled: the framework, the shell, the page and every chunk it loads
 * as it mounts or as its first data arrives. Chunks loaded only when someone opens something
 * (a dialog, an editor, a tab) are not counted. `settle` waits for the page's data (by default,
 * until the network is idle).
 */
export async function measureFirstVisit(
  context: BrowserContext,
  base: string,
  route: string,
  settle: (page: Page) => Promise<unknown> = (page) =>
    page.waitForLoadState("networkidle", { timeout: 30_000 }).catch(() => undefined),
): Promise<FirstVisitScripts> {
  const page = await context.newPage();
  const origin = new URL(base).origin;
  const sizes = new Map<string, { raw: number; gzip: number }>();
  const reads: Promise<void>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script" || new URL(response.url()).origin !== origin) {
      return;
    }
    reads.push(
      response
        .body()
        .then((body) => void sizes.set(response.url(), { raw: body.length, gzip: gzipSync(body, { level: 9 }).length }))
        .catch((error: unknown) => console.error(`could not read ${response.url()}: ${String(error)}`)),
    );
  });
  try {
    const response = await page.goto(`${origin}${route}`, { waitUntil: "load", timeout: 60_000 });
    await settle(page);
    await Promise.all(reads);
    const finalPath = new URL(page.url()).pathname;
    const total = (key: "raw" | "gzip") => [...sizes.values()].reduce((sum, size) => sum + size[key], 0) / 1024;
    const files = [...sizes]
      .map(([scriptUrl, size]) => ({ path: new URL(scriptUrl).pathname, gzipKb: size.gzip / 1024 }))
      .sort((a, b) => b.gzipKb - a.gzipKb);
    return {
      status: `${response?.status() ?? "?"}${finalPath === route.split("?")[0] ? "" : ` → ${finalPath}`}`,
      scripts: sizes.size,
      rawKb: total("raw"),
      gzipKb: total("gzip"),
      files,
    };
  } finally {
    await page.close();
  }
}
