import { apiToken, createAccount, expect, expectAccessible, signIn, test, v1 } from "./support";

/**
 * An organization with more vendors than a vendor filter lists (the first 200 by name): a vendor
 * beyond them is still named, never shown by its ID and never as a bare "Vendor", in the lists'
 * rows and in the filter the vendor's own links open the lists with.
 */
const LISTED_VENDORS = 200;
const LAST_VENDOR = "Zephyr Logistics";

test("a vendor beyond the filters' first 200 is named in the lists' rows and filters", async ({ page, request }) => {
  test.setTimeout(180_000);
  const account = await createAccount(request, "portfolio");
  const api = v1(request, await apiToken(request, account));
  const names = Array.from({ length: LISTED_VENDORS }, (_, index) => `Acme ${String(index).padStart(3, "0")}`);
  for (let start = 0; start < names.length; start += 20) {
    await Promise.all(names.slice(start, start + 20).map((name) => api.post("/vendors", { name })));
  }
  // Sorted by name, it comes after the 200 Acme vendors, so no filter's options list it.
  const vendor = await api.post<{ id: string }>("/vendors", { name: LAST_VENDOR });
  await api.post("/findings", { title: "Backups are never restored in a test", vendor_id: vendor.id });
  await api.post("/obligations", { statement: "The vendor restores a backup every quarter.", vendor_id: vendor.id });
  await api.post("/assessments", { vendor_id: vendor.id, control_set_ids: [] });

  await signIn(page, account, "/findings");
  const pages = [
    { path: "/findings", row: "Backups are never restored in a test" },
    { path: "/obligations", row: "The vendor restores a backup every quarter." },
    { path: "/assessments", row: LAST_VENDOR },
  ];
  for (const { path, row } of pages) {
    await page.goto(path);
    await expect(
      page.getByRole("row").filter({ hasText: row }).getByRole("link", { name: LAST_VENDOR, exact: true }),
    ).toBeVisible();
  }

  // Opened filtered by the vendor (as its page's links do): the filter names it, on every list.
  for (const path of [
    "/findings",
    "/obligations",
    "/assessments",
    "/radar",
    "/contracts",
    "/portals",
    "/bank-reviews",
  ]) {
    await page.goto(`${path}?vendor=${vendor.id}`);
    const filter = page.getByLabel("Vendor", { exact: true });
    await expect(filter.locator("option:checked")).toHaveText(LAST_VENDOR);
    await expect(page.locator("main")).not.toContainText(vendor.id);
  }
  await expectAccessible(page);
});
