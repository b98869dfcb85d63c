import type { APIRequestContext, Page } from "@playwright/test";
import { type Account, apiToken, expect, v1 } from "./support";

/**
 * The pages a walk over the whole app visits: every page of the sidebar, then one vendor, one
 * assessment and one workflow run (started here, on the first vendor) of the account's sample
 * portfolio. `page` is signed in as `account` and shows the app's shell; the sidebar's entries come
 * from GET /v1/navigation, so they are read once they have loaded.
 */
export async function sidebarAndDetailPages(
  page: Page,
  request: APIRequestContext,
  account: Account,
): Promise<string[]> {
  const api = v1(request, await apiToken(request, account));
  const vendors = await api.get<{ items: { id: string; name: string }[] }>("/vendors?limit=5");
  const vendor = vendors.items[0];
  expect(vendor, "the sample portfolio has vendors").toBeTruthy();
  const assessments = await api.get<{ items: { id: string }[] }>("/assessments?limit=5");
  expect(assessments.items.length, "the sample portfolio has assessments").toBeGreaterThan(0);
  const run = await api.post<{ workflow_run_id: string }>("/workflows/vendor_onboarding/run", {
    input: { vendor_id: vendor?.id },
  });

  const nav = page.getByRole("navigation", { name: "Main" });
  await expect.poll(() => nav.getByRole("link").count()).toBeGreaterThan(10);
  const hrefs = await nav
    .getByRole("link")
    .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute("href") ?? ""))]);
  const pages = [
    ...hrefs.filter((href) => href.startsWith("/")),
    `/vendors/${vendor?.id}`,
    `/assessments/${assessments.items[0]?.id}`,
    `/workflows/runs/${run.workflow_run_id}`,
  ];
  expect(pages.length).toBeGreaterThan(10);
  return pages;
}

/**
 * Waits until the page has its data: no request in flight, nothing busy, nothing saying it is
 * loading. With `scrollToEnd`, the page is first scrolled to its end, so sections that render once
 * near the viewport (components/ui/when-near-view.tsx) load too, then back to the top. Returns what
 * is still loading after 15 s (a walk reports it rather than failing: the rest is still judged),
 * else null.
 */
export async function settled(page: Page, { scrollToEnd = false } = {}): Promise<string | null> {
  await page.waitForLoadState("networkidle");
  if (scrollToEnd) {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  }
  const loading = page
    .locator('[aria-busy="true"]')
    .or(page.getByText(/^Loading\b/))
    .filter({ visible: true });
  try {
    await expect(loading).toHaveCount(0, { timeout: 15_000 });
    return null;
  } catch {
    return (await loading.first().textContent())?.trim() || "busy";
  } finally {
    if (scrollToEnd) {
      await page.evaluate(() => window.scrollTo(0, 0));
    }
  }
}
