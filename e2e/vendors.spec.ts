import type { Locator, Page } from "@playwright/test";
import { apiToken, createAccount, expect, expectAccessible, signIn, test, v1 } from "./support";

interface Named {
  id: string;
  name?: string;
  value?: string;
}

const byName = (items: Named[], name: string) => {
  const found = items.find((item) => (item.name ?? item.value) === name);
  expect(found, name).toBeDefined();
  return found?.id ?? "";
};

/** Picks an option from a combobox (the personnel picker or the tag multi-select): type, wait for it to lead the list, Enter. */
async function pick(page: Page, combobox: Locator, text: string, option: RegExp) {
  await combobox.fill(text);
  // The people picker searches the API after a pause and ignores Enter on the previous results.
  await expect(page.getByText("Searching…")).toHaveCount(0);
  await expect(page.getByRole("listbox").getByRole("option").first()).toHaveAccessibleName(option);
  await combobox.press("Enter");
}

test("a vendor made from the keyboard, every field edited, a service added and people assigned: all still there after a reload", async ({
  page,
  request,
}) => {
  // The longest flow, with an axe scan after each step: on a loaded 2-core machine it needs more than two minutes.
  test.setTimeout(180_000);
  const consoleErrors: string[] = [];
  page.on("console", (message) => {
    // The simulated 400 below is logged by the browser as a failed resource; anything else is a bug.
    if (message.type() === "error" && !message.text().startsWith("Failed to load resource")) {
      consoleErrors.push(message.text());
    }
  });
  const account = await createAccount(request, "vendors");
  const api = v1(request, await apiToken(request, account));
  const riley = await api.post<Named>("/users", {
    email: `riley-${Date.now()}@example.test`,
    first_name: "Riley",
    last_name: "Analyst",
  });

  await signIn(page, account, "/vendors");
  await expect(page).toHaveTitle(/^Vendors/);
  await expect(page.getByRole("heading", { level: 1, name: "Vendors" })).toBeVisible();
  await expect(page.getByText("No vendors yet")).toBeVisible();
  await expectAccessible(page);

  // Keyboard only: Tab to "New vendor", Enter, type, Tab between fields, Enter submits.
  const newVendor = page.getByRole("button", { name: "New vendor" });
  for (
    let step = 0;
    step < 40 && !(await newVendor.evaluate((element) => element === document.activeElement));
    step++
  ) {
    await page.keyboard.press("Tab");
  }
  await expect(newVendor).toBeFocused();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "New vendor" });
  await expect(dialog.getByLabel("Name")).toBeFocused();
  await expectAccessible(page);
  await page.keyboard.press("Enter");
  await expect(dialog.getByText("Enter a name.")).toBeVisible();
  await page.keyboard.type("Acme Cloud");
  await page.keyboard.press("Tab");
  await expect(dialog.getByLabel("Website")).toBeFocused();
  await page.keyboard.type("https://acme.example");
  await page.keyboard.press("Enter");

  await page.waitForURL(/\/vendors\/cbvndr_[0-9a-f]{32}$/);
  const vendorId = page.url().split("/").pop() ?? "";
  await expect(page.getByRole("heading", { level: 1, name: "Acme Cloud" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Overview" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel", { name: "Overview" })).toContainText("https://acme.example");
  await expectAccessible(page);
  const editButton = page.getByRole("button", { name: "Edit vendor" });
  await editButton.click();
  const form = page.getByRole("form", { name: "Vendor details" });
  await expect(form.getByRole("textbox", { name: "Name", exact: true })).toBeFocused();
  await expect(form.getByLabel("Website")).toHaveValue("https://acme.example");
  await expectAccessible(page);

  // Every updatable field.
  const statuses = (await api.get<{ items: Named[] }>("/statuses?entity=vendor")).items;
  const levels = (await api.get<{ items: Named[] }>("/risk_levels")).items;
  await form.getByRole("textbox", { name: "Name", exact: true }).fill("Acme Cloud Inc");
  await form.getByLabel("Website").fill("https://acme-cloud.example");
  await form.getByLabel("Headquarters").fill("Berlin, Germany");
  await form.getByLabel("Description").fill("Hosting and storage");
  await form.getByLabel("Engagement type").fill("SaaS");
  await form.getByLabel("Use case").fill("Customer file storage");
  await form.getByLabel("Status").selectOption({ label: "Active" });
  const tags = form.getByRole("combobox", { name: "Tags" });
  await tags.fill("critical-supplier");
  await expect(page.getByRole("option", { name: "Create “critical-supplier”" })).toBeVisible();
  await tags.press("Enter");
  await expect(form.getByRole("list", { name: "Selected tags" })).toContainText("critical-supplier");
  await tags.press("Escape");
  await form.getByLabel("Inherent risk").selectOption({ label: "High" });
  await form.getByLabel("Residual risk").selectOption({ label: "Low" });
  await pick(page, form.getByRole("combobox", { name: "Risk analysts" }), "Riley", /Riley Analyst/);
  await pick(page, form.getByRole("combobox", { name: "Relationship owners" }), "Erin", /Erin/);
  await pick(page, form.getByRole("combobox", { name: "Watchers" }), "Riley", /Riley Analyst/);
  await form.getByLabel("Contact name").fill("Dana Doe");
  await form.getByLabel("Contact email").fill("not-an-email");
  await form.getByLabel("Contact title").fill("Security lead");
  await form.getByLabel("Contact phone").fill("+49 30 1234567");
  await expect(form.getByText("Unsaved changes")).toBeVisible();

  // Leaving with unsaved changes asks first; staying keeps the draft.
  await page.getByRole("main").getByRole("link", { name: "Vendors" }).click();
  const leave = page.getByRole("alertdialog", { name: "Leave without saving?" });
  await expect(leave).toBeVisible();
  await expectAccessible(page);
  await leave.getByRole("button", { name: "Stay on this page" }).click();
  await expect(page).toHaveURL(new RegExp(`/vendors/${vendorId}$`));
  await expect(form.getByLabel("Headquarters")).toHaveValue("Berlin, Germany");

  await form.getByRole("button", { name: "Save changes" }).click();
  await expect(form.getByText("Enter a valid email address.")).toBeVisible();
  await form.getByLabel("Contact email").fill("dana@acme.example");

  // The API's 400 invalid_vendor (simulated once) lands on the field it names; the optimistic name rolls back.
  const vendorRoute = `**/api/v1/vendors/${vendorId}`;
  await page.route(vendorRoute, (route) =>
    route.request().method() === "PATCH"
      ? route.fulfill({
          status: 400,
          json: { detail: { code: "invalid_vendor", message: "inherent_risk_level_id: unknown risk level." } },
        })
      : route.fallback(),
  );
  await form.getByRole("button", { name: "Save changes" }).click();
  await expect(form.getByText("inherent_risk_level_id: unknown risk level.")).toBeVisible();
  await expect(form.getByLabel("Inherent risk")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("heading", { level: 1, name: "Acme Cloud" })).toBeVisible();
  await page.unroute(vendorRoute);

  await form.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Acme Cloud Inc" })).toBeVisible();
  await expect(page.getByText("Vendor saved")).toBeVisible();
  await expect(form).toBeHidden();
  await expect(editButton).toBeFocused();
  const overview = page.getByRole("tabpanel", { name: "Overview" });
  await expect(overview).toContainText("Berlin, Germany");
  await expect(overview).toContainText("Riley Analyst");

  // A service, with a tag, an owner and its own contact; then edited.
  await page.getByRole("tab", { name: /Services/ }).click();
  await expect(page).toHaveURL(/\?tab=services$/);
  await page.getByRole("button", { name: "Add service" }).first().click();
  const serviceDialog = page.getByRole("dialog", { name: "Add service" });
  await serviceDialog.getByLabel("Service name").fill("Object storage");
  await serviceDialog.getByLabel("Service description").fill("S3-compatible buckets");
  const serviceTags = serviceDialog.getByRole("combobox", { name: "Service tags" });
  await pick(page, serviceTags, "critical", /critical-supplier/);
  // Escape closes the open list, not the dialog.
  await expect(serviceTags).toHaveAttribute("aria-expanded", "true");
  await serviceTags.press("Escape");
  await expect(serviceTags).toHaveAttribute("aria-expanded", "false");
  await expect(serviceDialog).toBeVisible();
  await pick(page, serviceDialog.getByRole("combobox", { name: "Service relationship owners" }), "Riley", /Riley/);
  await serviceDialog.getByLabel("Service contact email").fill("storage@acme.example");
  await expectAccessible(page);
  await serviceDialog.getByRole("button", { name: "Add service" }).click();
  await expect(serviceDialog).toBeHidden();
  const serviceRow = page.getByRole("row").filter({ hasText: "Object storage" });
  await expect(serviceRow).toContainText("critical-supplier");
  await expect(serviceRow).toContainText("storage@acme.example");
  await serviceRow.getByRole("button", { name: "Edit Object storage" }).click();
  const editDialog = page.getByRole("dialog", { name: "Edit Object storage" });
  await expect(editDialog.getByLabel("Service name")).toHaveValue("Object storage");
  // The dialog focuses the name once open; typing into the picker before then can land in the name.
  await expect(editDialog.getByLabel("Service name")).toBeFocused();
  await pick(page, editDialog.getByRole("combobox", { name: "Service watchers" }), "Erin", /Erin/);
  await editDialog.getByLabel("Service name").fill("Object storage EU");
  await editDialog.getByRole("button", { name: "Save service" }).click();
  await expect(editDialog).toBeHidden();
  await expect(page.getByRole("row").filter({ hasText: "Object storage EU" })).toBeVisible();
  await expectAccessible(page);

  // After a reload everything is still there, in the page and in the API.
  await page.reload();
  await expect(page.getByRole("tab", { name: "Services (1)" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("row").filter({ hasText: "Object storage EU" })).toContainText("critical-supplier");
  await page.getByRole("tab", { name: "Overview" }).click();
  for (const text of ["Acme Cloud Inc", "Hosting and storage", "SaaS", "Active", "High", "Low", "critical-supplier"]) {
    await expect(overview).toContainText(text);
  }
  for (const text of ["Riley Analyst", "Erin", "dana@acme.example", "Dana Doe", "Security lead", "+49 30 1234567"]) {
    await expect(overview).toContainText(text);
  }
  await expectAccessible(page);
  await editButton.click();
  await expect(form.getByRole("textbox", { name: "Name", exact: true })).toHaveValue("Acme Cloud Inc");
  await expect(form.getByLabel("Headquarters")).toHaveValue("Berlin, Germany");
  await expect(form.getByLabel("Description")).toHaveValue("Hosting and storage");
  await expect(form.getByLabel("Engagement type")).toHaveValue("SaaS");
  await expect(form.getByLabel("Use case")).toHaveValue("Customer file storage");
  await expect(form.getByLabel("Status")).toHaveValue(byName(statuses, "Active"));
  await expect(form.getByLabel("Inherent risk")).toHaveValue(byName(levels, "High"));
  await expect(form.getByLabel("Residual risk")).toHaveValue(byName(levels, "Low"));
  await expect(form.getByRole("list", { name: "Selected tags" })).toContainText("critical-supplier");
  await expect(form.getByRole("list", { name: "Chosen: Risk analysts" })).toContainText("Riley Analyst");
  await expect(form.getByRole("list", { name: "Chosen: Relationship owners" })).toContainText("Erin");
  await expect(form.getByRole("list", { name: "Chosen: Watchers" })).toContainText("Riley Analyst");
  await expect(form.getByLabel("Contact email")).toHaveValue("dana@acme.example");
  await expect(form.getByLabel("Contact name")).toHaveValue("Dana Doe");
  await expectAccessible(page);
  await form.getByRole("button", { name: "Cancel" }).click();
  await expect(editButton).toBeFocused();

  const saved = await api.get<Record<string, unknown>>(`/vendors/${vendorId}`);
  expect(saved).toMatchObject({
    name: "Acme Cloud Inc",
    website: "https://acme-cloud.example",
    hq_location: "Berlin, Germany",
    description: "Hosting and storage",
    engagement_type: "SaaS",
    use_case: "Customer file storage",
    status: "Active",
    tags: ["critical-supplier"],
    inherent_risk_level_id: byName(levels, "High"),
    residual_risk_level_id: byName(levels, "Low"),
    risk_analyst_ids: [riley.id],
    watcher_ids: [riley.id],
    primary_contact: {
      email: "dana@acme.example",
      name: "Dana Doe",
      title: "Security lead",
      phone_number: "+49 30 1234567",
    },
  });
  expect(saved.relationship_owner_ids).toHaveLength(1);
  const services = saved.services as Record<string, unknown>[];
  expect(services).toHaveLength(1);
  expect(services[0]).toMatchObject({
    name: "Object storage EU",
    description: "S3-compatible buckets",
    tags: ["critical-supplier"],
    relationship_owner_ids: [riley.id],
    primary_contact: { email: "storage@acme.example" },
  });
  expect(services[0]?.watcher_ids).toHaveLength(1);

  // The dashboard counts it.
  await page.goto("/");
  await expect(
    page.getByRole("listitem", { name: "Vendors", exact: true }).getByText("1", { exact: true }),
  ).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test("the vendor list searches, filters and sorts, and keeps it all in the URL", async ({ page, request }) => {
  const account = await createAccount(request, "vendor-list");
  const api = v1(request, await apiToken(request, account));
  const statuses = (await api.get<{ items: Named[] }>("/statuses?entity=vendor")).items;
  const levels = (await api.get<{ items: Named[] }>("/risk_levels")).items;
  const cloud = await api.post<Named>("/tags", { value: "cloud" });
  const region = await api.post<Named>("/custom-fields", {
    field_name: "Data region",
    field_type: "string",
    applies_to: ["vendor"],
  });
  const alpha = await api.post<Named>("/vendors", {
    name: "Alpha Analytics",
    status_id: byName(statuses, "Active"),
    tag_ids: [cloud.id],
    inherent_risk_level_id: byName(levels, "High"),
  });
  await api.put(`/custom-field-values/vendor/${alpha.id}`, { values: { [region.id]: "EU" } });
  await api.post("/vendors", { name: "Beta Bank", status_id: byName(statuses, "Prospective") });
  await api.post("/vendors", {
    name: "Gamma Grid",
    tag_ids: [cloud.id],
    residual_risk_level_id: byName(levels, "Low"),
  });

  await signIn(page, account, "/vendors");
  const rows = page.getByRole("region", { name: "Vendors" }).getByRole("row");
  const names = () => rows.getByRole("link").allTextContents();
  await expect(rows).toHaveCount(4); // header + 3
  await expect.poll(names).toEqual(["Gamma Grid", "Beta Bank", "Alpha Analytics"]); // newest first
  await expectAccessible(page);

  await page.getByRole("searchbox", { name: "Search vendors by name" }).fill("beta");
  await expect(page).toHaveURL(/[?&]q=beta/);
  await expect(rows).toHaveCount(2);
  await page.reload();
  await expect(page.getByRole("searchbox", { name: "Search vendors by name" })).toHaveValue("beta");
  await expect.poll(names).toEqual(["Beta Bank"]);
  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(rows).toHaveCount(4);

  await page.getByLabel("Tag").selectOption({ label: "cloud" });
  await expect(page).toHaveURL(new RegExp(`[?&]tag=${cloud.id}`));
  await expect(rows).toHaveCount(3);
  await page.getByLabel("Status").selectOption({ label: "Active" });
  await expect(rows).toHaveCount(2);
  await expect.poll(names).toEqual(["Alpha Analytics"]);
  await page.getByLabel("Status").selectOption({ label: "Any status" });
  await page.getByLabel("Residual risk").selectOption({ label: "Low" });
  await expect(rows).toHaveCount(2);
  await expect.poll(names).toEqual(["Gamma Grid"]);
  await page.getByRole("button", { name: "Clear filters" }).click();
  // Straight after "Clear filters": the new filter must not bring the cleared ones back.
  await page.getByLabel("Inherent risk").selectOption({ label: "High" });
  await expect(page).toHaveURL(/\/vendors\?inherent=cbsclvl_[0-9a-f]+$/);
  await expect(rows).toHaveCount(2);
  await expect.poll(names).toEqual(["Alpha Analytics"]);
  await page.getByLabel("Tier").selectOption({ label: "Tier 1" });
  await expect(page.getByText("No vendors match these filters")).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("region", { name: "Vendors" }).getByRole("button", { name: "Clear filters" }).click();
  await expect(rows).toHaveCount(4);

  // A custom field as an extra column, kept in the URL.
  await page.getByText("Columns", { exact: true }).click();
  // The checkbox follows the URL, so it turns checked once the URL has changed.
  await page.getByRole("checkbox", { name: "Data region" }).click();
  await expect(page.getByRole("checkbox", { name: "Data region" })).toBeChecked();
  await expect(page).toHaveURL(new RegExp(`[?&]fields=${region.id}`));
  await expect(page.getByRole("columnheader", { name: "Data region" })).toBeVisible();
  await expect(rows.filter({ hasText: "Alpha Analytics" })).toContainText("EU");
  await page.reload();
  await expect(rows.filter({ hasText: "Alpha Analytics" })).toContainText("EU");
  await expectAccessible(page);
  await page.getByText("Columns (1)", { exact: true }).click();
  await page.getByRole("checkbox", { name: "Data region" }).click();
  await expect(page.getByRole("columnheader", { name: "Data region" })).toHaveCount(0);

  // Sorting by name, both ways, survives a reload.
  const nameHeader = page.getByRole("columnheader", { name: "Name" });
  await nameHeader.getByRole("button").click();
  await expect(page).toHaveURL(/[?&]sort=name(&|$)/);
  await expect(nameHeader).toHaveAttribute("aria-sort", "ascending");
  await expect.poll(names).toEqual(["Alpha Analytics", "Beta Bank", "Gamma Grid"]);
  await nameHeader.getByRole("button").click();
  await expect(page).toHaveURL(/[?&]sort=-name/);
  await expect.poll(names).toEqual(["Gamma Grid", "Beta Bank", "Alpha Analytics"]);
  await page.reload();
  await expect(nameHeader).toHaveAttribute("aria-sort", "descending");
  await expect.poll(names).toEqual(["Gamma Grid", "Beta Bank", "Alpha Analytics"]);

  // A row's link opens the vendor; Back returns to the same sorted list.
  await page.getByRole("link", { name: "Beta Bank" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Beta Bank" })).toBeVisible();
  // Dark mode (the system's, applied at load) passes axe too.
  await page.emulateMedia({ colorScheme: "dark" });
  await page.reload();
  await expect(page.locator("html")).toHaveClass(/dark/);
  await expect(page.getByRole("heading", { level: 1, name: "Beta Bank" })).toBeVisible();
  await expectAccessible(page);
  await page.goBack();
  await expectAccessible(page);
  await expect(page).toHaveURL(/[?&]sort=-name/);
  await expect.poll(names).toEqual(["Gamma Grid", "Beta Bank", "Alpha Analytics"]);

  // The custom fields and fact sheet tabs other modules contribute.
  await page.getByRole("link", { name: "Alpha Analytics" }).click();
  await page.getByRole("tab", { name: "Custom fields" }).click();
  await expect(page).toHaveURL(/\?tab=custom-fields$/);
  const fieldsPanel = page.getByRole("tabpanel", { name: "Custom fields" });
  await expect(fieldsPanel).toContainText("Data region");
  await expect(fieldsPanel).toContainText("EU");
  await page.getByRole("tab", { name: "Fact sheet" }).click();
  await expect(page.getByRole("tabpanel", { name: "Fact sheet" }).getByText("No fact sheet yet")).toBeVisible();
  await expectAccessible(page);

  // A vendor that doesn't exist (or belongs to another organization) is "not found", with a way back.
  await page.goto(`/vendors/cbvndr_${"0".repeat(32)}`);
  await expect(page.getByRole("heading", { level: 1, name: "Vendor not found" })).toBeVisible();
  await page.getByRole("link", { name: "Back to vendors" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Vendors" })).toBeVisible();
});

/**
 * Records every value the document title takes from now on (after each change to the document), and
 * hands back those recorded since the last call.
 */
async function watchTitle(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    Object.assign(window, { titlesSeen: seen });
    let last = document.title;
    new MutationObserver(() => {
      if (document.title !== last) {
        last = document.title;
        seen.push(last);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { titlesSeen: string[] }).titlesSeen.splice(0));
}

test("the document title follows client navigation and the URL's filters, and is never empty on the way", async ({
  page,
  request,
}) => {
  const account = await createAccount(request, "vendor-title");
  const api = v1(request, await apiToken(request, account));
  await api.post("/vendors", { name: "Alpha Analytics" });
  await api.post("/vendors", { name: "Beta Bank" });
  const product = "Vendor Risk Platform";
  const others = (titles: string[], expected: string[]) => titles.filter((title) => !expected.includes(title));

  await signIn(page, account, "/vendors");
  await expect(page).toHaveTitle(`Vendors · ${product}`);
  const titlesSince = await watchTitle(page);
  const rows = page.getByRole("region", { name: "Vendors" }).getByRole("row");

  // Filters re-render the page from the URL: its title stays as it is.
  await page.getByRole("searchbox", { name: "Search vendors by name" }).fill("alpha");
  await expect(page).toHaveURL(/[?&]q=alpha/);
  await expect(rows).toHaveCount(2);
  await page.getByLabel("Tier").selectOption({ label: "Tier 1" });
  await expect(page).toHaveURL(/[?&]tier=/);
  await expect(page.getByText("No vendors match these filters")).toBeVisible();
  await page.getByRole("region", { name: "Vendors" }).getByRole("button", { name: "Clear filters" }).click();
  await expect(rows).toHaveCount(3);
  await expect(page).toHaveTitle(`Vendors · ${product}`);
  expect(await titlesSince()).toEqual([]);

  // A vendor's page: "Vendor" until it has loaded, then the vendor's name, through its tabs (in the URL) too.
  await page.getByRole("link", { name: "Alpha Analytics" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Alpha Analytics" })).toBeVisible();
  const vendorTitle = `Alpha Analytics · Vendors · ${product}`;
  await expect(page).toHaveTitle(vendorTitle);
  await page.getByRole("tab", { name: /Services/ }).click();
  await expect(page).toHaveURL(/\?tab=services$/);
  await expect(page.getByRole("tabpanel", { name: /Services/ })).toBeVisible();
  await expect(page).toHaveTitle(vendorTitle);
  const onTheVendor = await titlesSince();
  expect(others(onTheVendor, [`Vendor · ${product}`, vendorTitle])).toEqual([]);
  expect(onTheVendor.at(-1)).toBe(vendorTitle);

  // Another page from the sidebar, and back.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Findings" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Findings" })).toBeVisible();
  await expect(page).toHaveTitle(`Findings · ${product}`);
  await page.goBack();
  await expect(page).toHaveURL(/\?tab=services$/);
  await expect(page).toHaveTitle(vendorTitle);
  const elsewhereAndBack = await titlesSince();
  expect(others(elsewhereAndBack, [`Findings · ${product}`, `Vendor · ${product}`, vendorTitle])).toEqual([]);
  expect(elsewhereAndBack).toContain(`Findings · ${product}`);
  await expectAccessible(page);
});
