import type { Page } from "@playwright/test";
import { apiToken, createAccount, expect, expectAccessible, keyboardGrid, signIn, test, v1 } from "./support";

interface Alert {
  id: string;
  event_name: string | null;
  vendor_name: string;
  is_dismissed: boolean;
  dismiss_reason: string | null;
  should_alert: boolean;
}

const REASON = "Not a service we use";

const grid = (page: Page) => keyboardGrid(page, "Alerts");
const alertRows = (page: Page) => grid(page).rows();
const rowOf = (page: Page, eventName: string) => grid(page).rowOf(eventName);
const moveTo = (page: Page, eventName: string) => grid(page).moveTo(eventName);

test("triage inbox: move, select, dismiss with a reason, undo and suppress similar alerts from the keyboard", async ({
  page,
  request,
}) => {
  const account = await createAccount(request, "radar");
  const api = v1(request, await apiToken(request, account));
  const northwind = await api.post<{ id: string }>("/vendors", { name: "Northwind Hosting" });
  const contoso = await api.post<{ id: string }>("/vendors", { name: "Contoso Payroll" });
  const event = (name: string, type: string, vendorIds: string[]) =>
    api.post<{ id: string }>("/radar/events", {
      name,
      summary: `${name}: reported by the vendor's status page.`,
      primary_impact_type: type,
      vendor_ids: vendorIds,
      source_url: "https://status.example.test/incident",
      source_name: "Status page",
    });
  await event("Contoso payroll lawsuit", "Legal", [contoso.id]);
  await event("Northwind data centre outage", "Operational", [northwind.id]);
  await event("Northwind credential leak", "Infosec", [northwind.id]);
  await event("Contoso emissions report", "ESG", [contoso.id]);
  const alerts = async (query = "") => (await api.get<{ items: Alert[] }>(`/radar/alerts?limit=200${query}`)).items;
  const alertOf = async (eventName: string, query = "&is_dismissed=true") =>
    (await alerts(query)).find((alert) => alert.event_name === eventName);

  await signIn(page, account, "/radar");
  await expect(page.getByRole("heading", { level: 1, name: "Triage inbox" })).toBeVisible();
  await expect(alertRows(page)).toHaveCount(4);
  await expect(page.getByRole("button", { name: "High 2" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Low 1" })).toBeVisible();
  await expectAccessible(page);

  // The cursor starts on no row: the first j lands on the top row. j and k move it, and it takes
  // focus so screen readers read the row.
  await page.keyboard.press("e");
  await expect(page.getByText("No alert to dismiss")).toBeVisible();
  await page.keyboard.press("j");
  await expect(alertRows(page).nth(0)).toBeFocused();
  await page.keyboard.press("j");
  await expect(alertRows(page).nth(1)).toBeFocused();
  await page.keyboard.press("j");
  await expect(alertRows(page).nth(2)).toBeFocused();
  await page.keyboard.press("k");
  await expect(alertRows(page).nth(1)).toBeFocused();

  // e asks a reason; the row stays put, marked dismissed, until the next move.
  await moveTo(page, "Northwind data centre outage");
  await page.keyboard.press("e");
  const dialog = page.getByRole("dialog", { name: "Dismiss alert" });
  await expect(dialog.getByLabel("Reason")).toBeFocused();
  // The reason is asked for: a code from the list, with optional details.
  await dialog.getByRole("button", { name: "Dismiss", exact: true }).click();
  await expect(dialog.getByText("Choose why the alert is dismissed.")).toBeVisible();
  await dialog.getByLabel("Reason").selectOption({ label: "Not applicable" });
  await dialog.getByLabel("Details").fill(REASON);
  await dialog.getByLabel("Details").press("Enter");
  await expect(dialog).toBeHidden();
  const outage = rowOf(page, "Northwind data centre outage");
  await expect(outage.getByText("Dismissed", { exact: true })).toBeVisible();
  await expect(page.getByText("Dismissed “Northwind data centre outage” for Northwind Hosting")).toBeVisible();
  await expect.poll(async () => (await alertOf("Northwind data centre outage"))?.dismiss_reason).toBe(REASON);
  await expect(alertRows(page)).toHaveCount(4);
  await page.keyboard.press("j");
  await expect(outage).toHaveCount(0);
  await expect(alertRows(page)).toHaveCount(3);

  // z takes the dismissal back.
  await page.keyboard.press("z");
  await expect(
    page.getByText("Undid the dismissal of “Northwind data centre outage” for Northwind Hosting"),
  ).toBeVisible();
  await expect(outage).toBeVisible();
  await expect.poll(async () => (await alertOf("Northwind data centre outage", ""))?.is_dismissed).toBe(false);

  // x and Shift+x select a range; one reason, picked from the last ones used, dismisses them all.
  await moveTo(page, "Contoso payroll lawsuit");
  await page.keyboard.press("x");
  await page.keyboard.press("k");
  await page.keyboard.press("Shift+X");
  await expect(page.getByText("2 alerts selected")).toBeVisible();
  await expect(page.locator("tbody tr[aria-selected='true']")).toHaveCount(2);
  await page.keyboard.press("d");
  const bulk = page.getByRole("dialog", { name: "Dismiss 2 alerts" });
  await bulk.getByLabel("Reason").selectOption({ label: "Not applicable" });
  await bulk.getByRole("button", { name: REASON }).click();
  await expect(bulk.getByLabel("Details")).toHaveValue(REASON);
  await bulk.getByRole("button", { name: "Dismiss", exact: true }).click();
  await expect(bulk).toBeHidden();
  await expect.poll(async () => (await alerts("&is_dismissed=true")).length).toBe(2);
  // The undo is recorded once the page has both answers: its toast says so.
  await expect(page.getByText("Dismissed 2 alerts", { exact: true })).toBeVisible();
  await page.keyboard.press("z");
  await expect(page.getByText("Undid the dismissal of 2 alerts")).toBeVisible();
  await expect.poll(async () => (await alerts("&is_dismissed=true")).length).toBe(0);

  // s dismisses and suppresses similar alerts: the next Infosec event on Northwind is recorded suppressed.
  await page.keyboard.press("Escape");
  await moveTo(page, "Northwind credential leak");
  await page.keyboard.press("s");
  const suppress = page.getByRole("dialog", { name: "Dismiss alert" });
  await expect(suppress.getByLabel("Suppress similar alerts")).toBeChecked();
  await suppress.getByLabel("Reason").selectOption({ label: "Risk accepted" });
  await suppress.getByLabel("Details").fill("Known incident, tracked in the vendor review");
  await suppress.getByLabel("Details").press("Enter");
  await expect(suppress).toBeHidden();
  await expect(page.getByText(/and suppressed similar alerts$/)).toBeVisible();
  await expect.poll(async () => (await alertOf("Northwind credential leak"))?.is_dismissed).toBe(true);
  await event("Northwind credential leak, second wave", "Infosec", [northwind.id]);
  const secondWave = await alertOf("Northwind credential leak, second wave", "");
  expect(secondWave?.should_alert).toBe(false);
  await page.getByLabel("View", { exact: true }).selectOption({ label: "Suppressed" });
  await expect(page).toHaveURL(/view=suppressed/);
  const suppressedRow = rowOf(page, "Northwind credential leak, second wave");
  await expect(suppressedRow.getByText("Suppressed", { exact: true })).toBeVisible();
  await expect(alertRows(page)).toHaveCount(1);

  // Enter opens the alert beside the list: the event, the vendor's context, Draft reassessment.
  await suppressedRow.click();
  const panel = page.getByRole("complementary", { name: "Northwind credential leak, second wave" });
  await expect(panel.getByRole("link", { name: "Northwind Hosting" })).toBeVisible();
  await expect(panel.getByText("Tier", { exact: true })).toBeVisible();
  await expect(panel.getByRole("link", { name: "Source: Status page" })).toBeVisible();
  await expect(panel.getByRole("button", { name: "Draft reassessment" })).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await page.getByLabel("View", { exact: true }).selectOption({ label: "Active" });
  await expect(alertRows(page)).toHaveCount(3);
  await alertRows(page).first().focus();
  await page.keyboard.press("Enter");
  const closePanel = page.getByRole("button", { name: "Close the alert panel" });
  await expect(closePanel).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(closePanel).toBeHidden();

  // ? lists every key, the inbox's included.
  await page.keyboard.press("?");
  const help = page.getByRole("dialog", { name: "Keyboard shortcuts" });
  await expect(help.getByText("Dismiss and suppress similar alerts")).toBeVisible();
  await expect(help.getByText("Select every alert from the last selected one")).toBeVisible();
  await expect(help.getByText("Undo the last action")).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press("Escape");
  await expect(help).toBeHidden();

  // / jumps to the search box.
  await page.keyboard.press("/");
  await expect(page.getByRole("searchbox", { name: "Search alerts" })).toBeFocused();
  await page.keyboard.type("lawsuit");
  await expect(alertRows(page)).toHaveCount(1);
  await expect(page).toHaveURL(/q=lawsuit/);
});
