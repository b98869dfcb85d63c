import type { Browser, BrowserContext, Page } from "@playwright/test";

/**
 * A keyboard dismissal in the triage inbox (/radar), timed in the browser: from the Enter that
 * confirms the reason to the alert's row showing "Dismissed", beside the moment the dismiss
 * request's answer reaches the browser. Once as the server answers, once with the answer held
 * back HELD_MS (Playwright's routing), which shows whether the row waits for the server.
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

async function dismissOnce(page: Page, label: string, holdMs: number): Promise<DismissalTiming> {
  let answeredAt: number | undefined;
  page.on("requestfinished", (request) => {
    if (
      request.method() === "POST" &&
      /\/api\/v1\/radar\/alerts\/[^/]+\/dismiss$/.test(new URL(request.url()).pathname)
    ) {
      answeredAt ??= Date.now();
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
  const cursor = page.locator('[role="grid"][aria-label="Alerts"] [data-row-id][tabindex="0"]');
  await cursor.waitFor({ timeout: 60_000 });
  const alertId = await cursor.getAttribute("data-row-id");
  await cursor.focus();
  await page.keyboard.press("e");
  const dialog = page.getByRole("dialog", { name: "Dismiss alert" });
  await dialog.waitFor();
  await page.keyboard.type("Not relevant to our use of this vendor");
  // tsx compiles the callbacks below with esbuild's name-keeping helper, which the page lacks.
  await page.evaluate("globalThis.__name ??= (target) => target");
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
      { capture: true },
    );
    const check = () => {
      const row = document.querySelector(`[data-row-id="${CSS.escape(id)}"]`);
      if (timing.enter !== undefined && timing.shown === undefined && row?.textContent?.includes("Dismissed")) {
        timing.shown = now();
        observer.disconnect();
      }
    };
    const observer = new MutationObserver(check);
    observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  }, alertId ?? "");
  await page.keyboard.press("Enter");
  await page.locator(`[data-row-id="${alertId}"]`).getByText("Dismissed", { exact: true }).waitFor({ timeout: 30_000 });
  const deadline = Date.now() + 30_000 + holdMs;
  while (answeredAt === undefined && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  // The browser's own record of the answer (resource timing) when it has one; else Playwright's event.
  const timing = await page.evaluate(() => {
    const entry = performance
      .getEntriesByType("resource")
      .map((resource) => resource as PerformanceResourceTiming)
      .find((resource) => /\/api\/v1\/radar\/alerts\/[^/]+\/dismiss$/.test(new URL(resource.name).pathname));
    const answered = entry && entry.responseEnd > 0 ? performance.timeOrigin + entry.responseEnd : undefined;
    return { ...window.__dismissTiming, answered };
  });
  const answered = timing.answered ?? answeredAt;
  if (timing.enter === undefined || timing.shown === undefined || answered === undefined) {
    throw new Error(`${label}: incomplete timing ${JSON.stringify({ ...timing, answeredAt })}`);
  }
  return { label, shownMs: timing.shown - timing.enter, answeredMs: answered - timing.enter };
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
      timings.push(await dismissOnce(await context.newPage(), label, holdMs));
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
