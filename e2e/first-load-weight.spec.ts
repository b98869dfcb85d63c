import type { APIRequestContext } from "@playwright/test";
import { FIRST_LOAD_JS_BUDGET_KB } from "../lib/bench/first-load-js";
import { type FirstVisitScripts, measureFirstVisit } from "../lib/testing/first-visit-scripts";
import { settled, sidebarAndDetailPages } from "./pages";
import { type Account, apiToken, createAccount, expect, signIn, test, v1 } from "./support";

/**
 * Every page's first visit downloads at most 170 KB of JavaScript (gzip), counted as a browser
 * fetches it: the build check in `npm test` reads the build's manifests, which cannot see a chunk
 * a page loads as it mounts or once its first data arrives; this counts those too. Each page is
 * opened in a fresh context (an empty cache) on the sample portfolio, so lists have rows, and is
 * counted once its data has loaded. What loads only when someone opens it (a dialog, an editor,
 * a tab) or scrolls to it is not counted.
 */

const SIGNED_OUT_PAGES = ["/signin", "/signup"];

/** A webhook, a radar event and a zero touch run of the sample portfolio's first vendor: record pages it has none of. */
async function recordPagesBeyondTheSample(request: APIRequestContext, account: Account): Promise<string[]> {
  const api = v1(request, await apiToken(request, account));
  const vendor = (await api.get<{ items: { id: string }[] }>("/vendors?limit=1")).items[0];
  expect(vendor, "the sample portfolio has vendors").toBeTruthy();
  const webhook = await api.post<{ id: string }>("/webhooks", {
    // The e2e server allows webhooks to its local test receiver's origin; nothing is delivered here.
    url: `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3917) + 1000}/weight`,
    events: ["Vendor.Updated"],
    secret: "a-secret-of-32-characters-at-least",
  });
  const event = await api.post<{ id: string }>("/radar/events", {
    name: "Payroll processor reports a breach",
    summary: "Customer records were exposed, as reported.",
    primary_impact_type: "Infosec",
    vendor_ids: [vendor?.id],
  });
  const run = await api.post<{ id: string }>("/zero_touch_assessment", { vendor_id: vendor?.id });
  return [`/webhooks/${webhook.id}`, `/radar/events/${event.id}`, `/zero-touch/runs/${run.id}`];
}

interface Weighed extends FirstVisitScripts {
  route: string;
}

test("every page's first visit stays within the JavaScript budget, chunks loaded at mount included", async ({
  browser,
  baseURL,
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const base = baseURL ?? "";
  const account = await createAccount(request, "first-load", { sampleData: true });
  await signIn(page, account, "/");
  const signedIn = await page.context().storageState();
  const routes = [
    ...(await sidebarAndDetailPages(page, request, account)),
    ...(await recordPagesBeyondTheSample(request, account)),
  ];

  const weigh = async (route: string, storageState?: typeof signedIn): Promise<Weighed> => {
    const context = await browser.newContext({ storageState, baseURL: base });
    try {
      return { route, ...(await measureFirstVisit(context, base, route, (opened) => settled(opened))) };
    } finally {
      await context.close();
    }
  };
  // Two pages at a time: each in its own fresh context.
  const queue = [
    ...SIGNED_OUT_PAGES.map((route) => ({ route, storageState: undefined })),
    ...routes.map((route) => ({ route, storageState: signedIn })),
  ];
  const weighed: Weighed[] = [];
  await Promise.all(
    [0, 1].map(async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        weighed.push(await weigh(next.route, next.storageState));
      }
    }),
  );

  weighed.sort((a, b) => b.gzipKb - a.gzipKb);
  const table = weighed.map(
    (page) => `${page.gzipKb.toFixed(2).padStart(7)} KB  ${page.scripts} scripts  ${page.route}`,
  );
  test.info().annotations.push({ type: "first-load JavaScript (gzip)", description: table.join("\n") });
  const over = weighed
    .filter((page) => page.gzipKb > FIRST_LOAD_JS_BUDGET_KB)
    .map(
      (page) =>
        `${page.route}: ${page.gzipKb.toFixed(2)} KB in ${page.scripts} scripts (${page.files
          .map((script) => `${script.path.replace("/_next/static/chunks/", "")} ${script.gzipKb.toFixed(1)}`)
          .join(", ")})`,
    );
  expect(over, `pages over ${FIRST_LOAD_JS_BUDGET_KB} KB of first-load JavaScript`).toEqual([]);
  const redirected = weighed.filter((page) => page.status !== "200").map((page) => `${page.route}: ${page.status}`);
  expect(redirected, "every page answered itself (a redirect would weigh the wrong page)").toEqual([]);
});
