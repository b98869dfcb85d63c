import type { Locator, Page } from "@playwright/test";
import { apiToken, createAccount, expect, expectAccessible, signIn, test } from "./support";

const EVENT_NAME = "Acme group credential leak";
const PLAN = "Standard security review (SOC 2)";
const TITLE = "Acme leak follow-up";

/** The stepper's current step (aria-current="step") has this label. */
async function expectCurrentStep(page: Page, label: string) {
  const current = page.getByRole("list", { name: "Reassessment progress" }).locator('[aria-current="step"]');
  await expect(current).toContainText(label);
}

/** An action that is not possible stays visible, aria-disabled and described by why. */
async function expectExplained(button: Locator, reason: string) {
  await expect(button).toHaveAttribute("aria-disabled", "true");
  await expect(button).toHaveAccessibleDescription(reason);
}

test("a reassessment is drafted from a radar event, curated, confirmed and run, and a created assessment opens", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const account = await createAccount(request, "reassessments");
  const headers = { authorization: `Bearer ${await apiToken(request, account)}` };
  for (const name of ["Acme Payroll", "Acme Cloud", "Globex Logistics"]) {
    const created = await request.post("/v1/vendors", { headers, data: { name } });
    expect(created.status()).toBe(201);
  }

  // The events list, empty, then an event recorded through the dialog with two vendors found by name.
  await signIn(page, account, "/radar/events");
  await expect(page.getByRole("heading", { level: 1, name: "Radar events" })).toBeVisible();
  await expect(page.getByText("No radar events yet")).toBeVisible();
  await page.getByRole("button", { name: "New event" }).first().click();
  const dialog = page.getByRole("dialog", { name: "New event" });
  await expect(dialog.getByRole("textbox", { name: "Name", exact: true })).toBeFocused();
  await dialog.getByRole("button", { name: "Create event" }).click();
  await expect(dialog.getByText("Enter a summary of what happened.")).toBeVisible();
  await dialog.getByRole("textbox", { name: "Name", exact: true }).fill(EVENT_NAME);
  await dialog.getByLabel("Summary").fill("Employee credentials of the Acme group were published on a paste site.");
  await dialog.getByLabel("Primary impact").selectOption("Infosec");
  await dialog.getByRole("searchbox", { name: "Search vendors by name" }).fill("acme");
  const matches = dialog.getByRole("list", { name: "Matching vendors" });
  await expect(matches.getByRole("checkbox")).toHaveCount(2);
  await matches.getByLabel("Acme Payroll").check();
  await matches.getByLabel("Acme Cloud").check();
  await expect(dialog.getByRole("list", { name: "Chosen: Impacted vendors" }).getByRole("listitem")).toHaveCount(2);
  await dialog.getByLabel("Source link").fill("https://news.example.test/acme-leak");
  await dialog.getByLabel("Source name", { exact: true }).fill("Example News");
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Create event" }).click();

  // The event page: what happened, its source, and each impacted vendor's alert by name.
  await page.waitForURL(/\/radar\/events\/cbrevent_[0-9a-f]{32}$/);
  await expect(page.getByRole("heading", { level: 1, name: EVENT_NAME })).toBeVisible();
  await expect(page.getByRole("link", { name: /Example News/ })).toHaveAttribute(
    "href",
    "https://news.example.test/acme-leak",
  );
  const impacted = page.getByRole("table", { name: "Impacted vendors and their alerts" });
  for (const name of ["Acme Payroll", "Acme Cloud"]) {
    await expect(impacted.getByRole("row", { name: new RegExp(name) })).toContainText("Active");
  }
  await expect(page.getByText("No reassessment yet")).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Draft reassessment" }).click();

  // The draft: both vendors matched from the event; run explained, not hidden.
  await page.waitForURL(/\/reassessments\/cbrsm_[0-9a-f]{32}$/);
  await expect(page.getByRole("heading", { level: 1, name: `Reassessment: ${EVENT_NAME}` })).toBeVisible();
  await expectCurrentStep(page, "Draft");
  const run = page.getByRole("button", { name: "Run", exact: true });
  await expectExplained(run, "Confirm first: a run needs a confirmed vendor set.");
  const vendors = page.getByRole("table", { name: "Vendors of the reassessment" });
  await expect(vendors.getByRole("row", { name: /Matched from the event/ })).toHaveCount(2);
  await expectAccessible(page);

  // One vendor left out, one added by search, a plan and a title.
  const acmeCloud = vendors.getByRole("switch", { name: "Include Acme Cloud" });
  await acmeCloud.click();
  await expect(acmeCloud).toHaveAttribute("aria-checked", "false");
  await expect(page.getByText("1 of 2 included in the run.")).toBeVisible();
  await page.getByRole("searchbox", { name: "Search vendors by name" }).fill("globex");
  await page.getByRole("list", { name: "Matching vendors" }).getByLabel("Globex Logistics").check();
  await page.getByRole("button", { name: "Add vendor", exact: true }).click();
  await expect(vendors.getByRole("row", { name: /Globex Logistics/ })).toContainText("Added by hand");
  await expect(page.getByText("2 of 3 included in the run.")).toBeVisible();
  await page.getByLabel("Assessment plan").selectOption({ label: PLAN });
  await expect(page.getByText("Saved the plan.")).toBeVisible();
  await page.getByLabel("Title", { exact: true }).fill(TITLE);
  await page.getByRole("button", { name: "Save title" }).click();
  await expect(page.getByRole("heading", { level: 1, name: TITLE })).toBeVisible();

  // Confirm asks for the plan (the one chosen above is preselected), then the vendor set is locked.
  await page.getByRole("button", { name: "Confirm", exact: true }).click();
  const confirmDialog = page.getByRole("dialog", { name: "Confirm the vendor set?" });
  await expect(confirmDialog.getByLabel("Assessment plan")).toHaveValue(/.+/);
  await confirmDialog.getByRole("button", { name: "Confirm vendor set" }).click();
  await expect(confirmDialog).toBeHidden();
  await expectCurrentStep(page, "Confirmed");
  await expectExplained(
    vendors.getByRole("switch", { name: "Include Acme Payroll" }),
    "The vendor set is locked after confirmation.",
  );
  await expect(page.getByRole("searchbox", { name: "Search vendors by name" })).toHaveCount(0);
  await expectAccessible(page);

  // Run, after its confirmation dialog: one assessment per included vendor, with its live status.
  await run.click();
  const confirmRun = page.getByRole("alertdialog", { name: "Run this reassessment?" });
  await expect(confirmRun).toContainText("Creates 2 assessments");
  await confirmRun.getByRole("button", { name: "Run reassessment" }).click();
  await expectCurrentStep(page, "Run");
  const created = page.getByRole("list", { name: "Created assessments" }).getByRole("listitem");
  await expect(created).toHaveCount(2);
  await expect(created.filter({ hasText: "Acme Payroll" }).getByRole("link")).toHaveAttribute(
    "href",
    /^\/assessments\/cbqsrw_[0-9a-f]{32}$/,
  );
  await expect(created.filter({ hasText: "Globex Logistics" })).toContainText(
    /Created|Collecting documents|Indexing documents|Analyzing|In review|Failed/,
  );
  await expect(created.filter({ hasText: "Acme Cloud" })).toHaveCount(0);
  await expectExplained(
    page.getByRole("button", { name: "Dismiss", exact: true }),
    "Already run: a run reassessment can't be dismissed.",
  );
  await expectAccessible(page);

  // The list names the reassessment and its event.
  await page.goto("/reassessments?status=run");
  const row = page.getByRole("row", { name: new RegExp(TITLE) });
  await expect(row).toContainText(EVENT_NAME);
  await expect(row).toContainText("2 of 3");
  await expect(page.getByLabel("Status")).toHaveValue("run");
  await expectAccessible(page);

  // Back on the reassessment, a created assessment opens.
  await row.getByRole("link", { name: TITLE }).click();
  await page.getByRole("list", { name: "Created assessments" }).getByRole("link").first().click();
  await page.waitForURL(/\/assessments\/cbqsrw_[0-9a-f]{32}$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(/Acme Payroll|Globex Logistics/);
});

test("an event page shows each vendor's alert as active, dismissed or suppressed, and the event archives and restores", async ({
  page,
  request,
}) => {
  const account = await createAccount(request, "radar-events");
  const headers = { authorization: `Bearer ${await apiToken(request, account)}` };
  const vendorIds: Record<string, string> = {};
  for (const name of ["Initech", "Umbrella Health", "Hooli"]) {
    const created = await request.post("/v1/vendors", { headers, data: { name } });
    expect(created.status()).toBe(201);
    vendorIds[name] = ((await created.json()) as { id: string }).id;
  }
  const recordEvent = async (name: string, primaryImpact: string, vendors: string[]) => {
    const created = await request.post("/v1/radar/events", {
      headers,
      data: {
        name,
        summary: `${name}, as reported.`,
        primary_impact_type: primaryImpact,
        vendor_ids: vendors.map((vendor) => vendorIds[vendor]),
      },
    });
    expect(created.status()).toBe(201);
    return ((await created.json()) as { id: string }).id;
  };
  const alertOf = async (eventId: string, vendor: string) => {
    const listed = await request.get(`/v1/radar/alerts?event_id=${eventId}&vendor_id=${vendorIds[vendor]}`, {
      headers,
    });
    expect(listed.status()).toBe(200);
    return ((await listed.json()) as { items: { id: string }[] }).items[0]?.id;
  };

  // A first outage of Umbrella Health, dismissed as "suppress similar": its next outage is recorded suppressed.
  const first = await recordEvent("Umbrella Health portal outage", "Operational", ["Umbrella Health"]);
  const dismissed = await request.post(`/v1/radar/alerts/${await alertOf(first, "Umbrella Health")}/dismiss`, {
    headers,
    data: { reason: "Planned maintenance", suppress_similar: true },
  });
  expect(dismissed.status()).toBe(200);
  const second = await recordEvent("Regional cloud outage", "Operational", ["Initech", "Umbrella Health", "Hooli"]);
  const hooliDismissed = await request.post(`/v1/radar/alerts/${await alertOf(second, "Hooli")}/dismiss`, {
    headers,
    data: { reason: "Not a customer-facing system" },
  });
  expect(hooliDismissed.status()).toBe(200);
  await recordEvent("Initech lawsuit", "Legal", ["Initech"]);

  // The list: newest first, filtered by impact type in the URL.
  await signIn(page, account, "/radar/events");
  const events = page.getByRole("table", { name: "Radar events" });
  await expect(events.getByRole("row")).toHaveCount(4);
  await expect(events.getByRole("row").nth(1)).toContainText("Initech lawsuit");
  await page.getByLabel("Primary impact").selectOption("Operational");
  await expect(page).toHaveURL(/impact=Operational/);
  await expect(events.getByRole("row")).toHaveCount(3);
  await expectAccessible(page);
  await events.getByRole("link", { name: "Regional cloud outage" }).click();

  // Each impacted vendor by name, with its alert's state.
  await page.waitForURL(/\/radar\/events\/cbrevent_[0-9a-f]{32}$/);
  const impacted = page.getByRole("table", { name: "Impacted vendors and their alerts" });
  await expect(impacted.getByRole("row", { name: /Initech/ })).toContainText("Active");
  await expect(impacted.getByRole("row", { name: /Umbrella Health/ })).toContainText("Suppressed");
  await expect(impacted.getByRole("row", { name: /Hooli/ })).toContainText("Dismissed");
  await expect(impacted.getByRole("row", { name: /Hooli/ })).toContainText("Not a customer-facing system");
  await expectAccessible(page);

  // Archived after a confirmation, with its alerts still listed; then restored.
  await page.getByRole("button", { name: "Archive", exact: true }).click();
  await page
    .getByRole("alertdialog", { name: "Archive this event?" })
    .getByRole("button", { name: "Archive event" })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Regional cloud outage");
  await expect(page.getByText("Archived", { exact: true })).toBeVisible();
  await expect(impacted.getByRole("row", { name: /Initech/ })).toContainText("Active");
  await page.goto("/radar/events?impact=Operational");
  await expect(events.getByRole("row")).toHaveCount(2);
  await page.getByLabel("Include archived events").check();
  await expect(page).toHaveURL(/archived=include/);
  await expect(events.getByRole("row", { name: /Regional cloud outage/ })).toContainText("Archived");
  await events.getByRole("link", { name: "Regional cloud outage" }).click();
  await page.getByRole("button", { name: "Restore", exact: true }).click();
  await expect(page.getByText("Event restored")).toBeVisible();
  await expect(page.getByRole("button", { name: "Archive", exact: true })).toBeVisible();
});
