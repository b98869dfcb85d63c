import { apiToken, createAccount, expect, expectAccessible, signIn, test, v1 } from "./support";

/**
 * An organization with more vendors than a vendor filter's select lists (the first 200 by name): a
 * vendor beyond them is still named, never shown by its ID and never as a bare "Vendor", in the
 * lists' rows and in their filter, which searches every vendor by name instead.
 */
const LISTED_VENDORS = 200;
const LAST_VENDOR = "Zephyr Logistics";

test("a vendor beyond the first 200 is named in the lists' rows, and their filter finds it by name", async ({
  page,
  request,
}) => {
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

  // Opened filtered by the vendor (as its page's links do): the filter, a search of every vendor
  // here, names it on every list.
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
    await expect(page.getByRole("combobox", { name: "Vendor", exact: true })).toHaveValue(LAST_VENDOR);
    await expect(page.locator("main")).not.toContainText(vendor.id);
  }

  // Chosen by typing its name: every vendor is reachable, not only the first 200.
  await page.goto("/findings");
  const filter = page.getByRole("combobox", { name: "Vendor", exact: true });
  // The select stands in until the list of vendors says there are more than it would hold.
  await expect(filter).toHaveAttribute("aria-autocomplete", "list");
  await filter.fill("Zeph");
  await page.getByRole("option", { name: LAST_VENDOR }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]vendor=${vendor.id}`));
  await expect(filter).toHaveValue(LAST_VENDOR);
  await expect(page.getByRole("row").filter({ hasText: "Backups are never restored in a test" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Clear the vendor" }).click();
  await expect(page).not.toHaveURL(/[?&]vendor=/);

  // The search filter fits a 390 px phone.
  await page.setViewportSize({ width: 390, height: 900 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
