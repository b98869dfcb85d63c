import type { Browser, BrowserContext, Page } from "@playwright/test";

/**
 * A keyboard dismissal in the triage inbox (/radar), timed in the browser: from the Enter that
 * confirms the reason to the alert's row showing "Dismissed", beside the moment the dismiss
 * request's answer reaches the browser. Two dismissals per fresh page (the first, then the next
 * row's after j), once as the server answers and once with the answers held back HELD_MS
 * (Playwright's routing), which shows whether the row waits for the server.
 */

const HELD_MS = 2_000;
const DISMISS_URL = "**/api/v1/radar/alerts/*/dismiss";

export interface DismissalTiming {
  label: string;
  /** Enter → the row reads "Dismissed". */
  shownMs: number;
  /** Enter → the dismiss response has arrived. */
  answeredMs: number;
}

type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;

/** Epoch milliseconds in the page's clock; Playwright's own events come in Node's, the same machine clock. */
declare global {
  interface Window {
    __dismissTiming?: { enter?: number; shown?: number };
  }
}

const CURSOR_ROW = '[role="grid"][aria-label="Alerts"] [data-row-id][tabindex="0"]';
const dismissPath = (alertId: string) => `/api/v1/radar/alerts/${alertId}/dismiss`;

/** Dismisses the cursor row by keyboard (e, a typed reason, Enter) and times it. */
async function dismissCursorRow(page: Page, label: string, answeredAt: Map<string, number>): Promise<DismissalTiming> {
  const cursor = page.locator(CURSOR_ROW);
  await cursor.waitFor({ timeout: 60_000 });
  const alertId = (await cursor.getAttribute("data-row-id")) ?? "";
  await page.keyboard.press("e");
  const dialog = page.getByRole("dialog", { name: "Dismiss alert" });
  await dialog.waitFor();
  // A dismissal names its reason from the list (focused when the dialog opens), then the details.
  await dialog.getByLabel("Reason").selectOption({ label: "Not applicable" });
  await dialog.getByLabel("Details").focus();
  await page.keyboard.type("Not relevant to our use of this vendor");
  // Watch the row from the Enter on: the first moment its text says Dismissed.
  await page.evaluate((id) => {
    const timing: { enter?: number; shown?: number } = {};
    window.__dismissTiming = timing;
    const now = () => performance.timeOrigin + performance.now();
    window.addEventListener(
      "keydown",
      (event) => {
        if (event.key === "Enter" && timing.enter === undefined) {
          timing.enter = now();
        }
      },
      { capture: true, once: true },
    );
    const observer = new MutationObserver(() => {
      const row = document.querySelector(`[data-row-id="${CSS.escape(id)}"]`);
      if (timing.enter !== undefined && timing.shown === undefined && row?.textContent?.includes("Dismissed")) {
        timing.shown = now();
        observer.disconnect();
      }
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  }, alertId);
  await page.keyboard.press("Enter");
  await page.locator(`[data-row-id="${alertId}"]`).getByText("Dismissed", { exact: true }).waitFor({ timeout: 30_000 });
  const deadline = Date.now() + 60_000;
  while (!answeredAt.has(alertId) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  // The browser's own record of the answer (resource timing) when it has one; else Playwright's event.
  const timing = await page.evaluate((path) => {
    const entry = performance
      .getEntriesByType("resource")
      .map((resource) => resource as PerformanceResourceTiming)
      .find((resource) => new URL(resource.name).pathname === path);
    const answered = entry && entry.responseEnd > 0 ? performance.timeOrigin + entry.responseEnd : undefined;
    return { ...window.__dismissTiming, answered };
  }, dismissPath(alertId));
  const answered = timing.answered ?? answeredAt.get(alertId);
  if (timing.enter === undefined || timing.shown === undefined || answered === undefined) {
    throw new Error(`${label}: incomplete timing ${JSON.stringify(timing)}`);
  }
  return { label, shownMs: timing.shown - timing.enter, answeredMs: answered - timing.enter };
}

/**
 * A fresh inbox, its first dismissal (which also loads the inbox's mutation code) and, after j,
 * the next row's; with the dismiss answers held back `holdMs` when it is above 0.
 */
async function dismissTwice(page: Page, label: string, holdMs: number): Promise<DismissalTiming[]> {
  const answeredAt = new Map<string, number>();
  page.on("requestfinished", (request) => {
    const match = /^\/api\/v1\/radar\/alerts\/([^/]+)\/dismiss$/.exec(new URL(request.url()).pathname);
    if (request.method() === "POST" && match?.[1]) {
      answeredAt.set(match[1], Date.now());
    }
  });
  if (holdMs > 0) {
    await page.route(DISMISS_URL, async (route) => {
      const response = await route.fetch();
      await new Promise((resolve) => setTimeout(resolve, holdMs));
      await route.fulfill({ response });
    });
  }
  await page.goto("/radar", { waitUntil: "load" });
  // tsx compiles the page callbacks with esbuild's name-keeping helper, which the page lacks.
  await page.evaluate("globalThis.__name ??= (target) => target");
  await page.locator(CURSOR_ROW).focus({ timeout: 60_000 });
  const first = await dismissCursorRow(page, `${label}, first dismissal`, answeredAt);
  await page.keyboard.press("j");
  const second = await dismissCursorRow(page, `${label}, next row`, answeredAt);
  return [first, second];
}

export async function measureKeyboardDismissal(
  browser: Browser,
  base: string,
  storageState: StorageState,
): Promise<DismissalTiming[]> {
  const timings: DismissalTiming[] = [];
  for (const [label, holdMs] of [
    ["server answering as it does", 0],
    [`server answer held ${HELD_MS} ms`, HELD_MS],
  ] as const) {
    const context = await browser.newContext({ baseURL: base, storageState });
    try {
      timings.push(...(await dismissTwice(await context.newPage(), label, holdMs)));
    } finally {
      await context.close();
    }
  }
  return timings;
}

export function printDismissal(timings: DismissalTiming[]): void {
  console.log(
    "\nKeyboard dismissal in /radar (Enter on the reason → row shows Dismissed; target: before the answer)\n",
  );
  for (const timing of timings) {
    const verdict = timing.shownMs < timing.answeredMs ? "PASS" : "AFTER THE ANSWER";
    console.log(
      `  ${timing.label}: shown after ${timing.shownMs.toFixed(0)} ms, answer after ${timing.answeredMs.toFixed(0)} ms: ${verdict}`,
    );
  }
}
