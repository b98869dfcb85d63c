import type { APIRequestContext } from "@playwright/test";
import { apiToken, createAccount, expect, expectAccessible, keyboardGrid, signIn, test, v1 } from "./support";

interface Alert {
  id: string;
  event_name: string | null;
  vendor_name: string;
  vendor_id: string;
}

async function seed(request: APIRequestContext, label: string) {
  const account = await createAccount(request, label);
  const token = await apiToken(request, account);
  const api = v1(request, token);
  const vendor = (name: string) => api.post<{ id: string }>("/vendors", { name });
  const event = (name: string, type: string, vendorIds: string[]) =>
    api.post<{ id: string }>("/radar/events", {
      name,
      summary: `${name}: reported by the vendor.`,
      primary_impact_type: type,
      vendor_ids: vendorIds,
    });
  const alertsOf = async (query: string) =>
    (await api.get<{ items: Alert[] }>(`/radar/alerts?limit=200&${query}`)).items;
  const dismiss = (alertId: string, body: Record<string, unknown>) =>
    api.post<Alert>(`/radar/alerts/${alertId}/dismiss`, body);
  return { account, token, api, vendor, event, alertsOf, dismiss };
}

test("triage views: dismissed with reason, who and when; suppressed ones findable; the cursor starts over on a filter change; why an alert was raised", async ({
  page,
  request,
}) => {
  const { account, vendor, event, alertsOf, dismiss } = await seed(request, "radar-reasons");
  const northwind = await vendor("Northwind Hosting");
  const contoso = await vendor("Contoso Payroll");
  const noisy = await event("Northwind tabloid story", "Reputational", [northwind.id]);
  await event("Contoso payroll lawsuit", "Legal", [contoso.id]);
  await event("Contoso data breach", "Infosec", [contoso.id]);
  await event("Northwind outage", "Operational", [northwind.id]);
  const [tabloid] = await alertsOf(`event_id=${noisy.id}`);
  await dismiss(tabloid?.id ?? "", {
    reason_code: "false_positive",
    reason: "A different Northwind",
    suppress_similar: true,
  });
  await event("Northwind tabloid follow-up", "Reputational", [northwind.id]);

  await signIn(page, account, "/radar");
  const grid = keyboardGrid(page, "Alerts");
  await expect(grid.rows()).toHaveCount(3);

  // The cursor starts on no row; after j j a filter change puts it back, and j lands on the top row.
  await page.keyboard.press("j");
  await page.keyboard.press("j");
  await expect(grid.rows().nth(1)).toBeFocused();
  await page.getByRole("button", { name: /^High/ }).click();
  await expect(grid.rows()).toHaveCount(2);
  await page.keyboard.press("j");
  await expect(grid.rows().nth(0)).toBeFocused();
  await page.getByRole("button", { name: /^High/ }).click();
  await expect(grid.rows()).toHaveCount(3);

  // Why the alert was raised: the detector by name, and the vendor linked by hand on a manual event.
  await grid.rowOf("Northwind outage").click();
  const panel = page.getByRole("complementary", { name: "Northwind outage" });
  await expect(panel.getByRole("heading", { name: "Why this alert" })).toBeVisible();
  await expect(
    panel.getByText(
      "The Impacted vendor detector raised it: Northwind Hosting was named on the event by hand when it was recorded.",
    ),
  ).toBeVisible();
  await page.keyboard.press("Escape");

  // Dismissed: the reason's label and text, who and when.
  await page.getByLabel("View", { exact: true }).selectOption({ label: "Dismissed" });
  await expect(page).toHaveURL(/view=dismissed/);
  const dismissedRow = grid.rowOf("Northwind tabloid story");
  await expect(grid.rows()).toHaveCount(1);
  await expect(dismissedRow).toContainText("False positive: A different Northwind");
  await expect(dismissedRow).toContainText("by Erin");
  await expect(dismissedRow.locator("time")).toHaveCount(2);
  await expectAccessible(page);

  // Suppressed: the follow-up recorded under the suppression is listed, not lost.
  await page.getByLabel("View", { exact: true }).selectOption({ label: "Suppressed" });
  await expect(grid.rows()).toHaveCount(1);
  await expect(grid.rowOf("Northwind tabloid follow-up").getByText("Suppressed", { exact: true })).toBeVisible();
  await expectAccessible(page);

  // Dismissing it from the Suppressed view keeps it findable there, now with its reason.
  await page.keyboard.press("j");
  await page.keyboard.press("e");
  const dialog = page.getByRole("dialog", { name: "Dismiss alert" });
  await dialog.getByLabel("Reason").selectOption({ label: "Duplicate" });
  await dialog.getByRole("button", { name: "Dismiss", exact: true }).click();
  await expect.poll(async () => (await alertsOf("is_dismissed=true")).length).toBe(2);
  await page.reload();
  await expect(grid.rowOf("Northwind tabloid follow-up")).toContainText("Duplicate");

  // At 390 px the inbox does not scroll sideways, and a toast stays clear of the table's columns at 1440.
  await page.setViewportSize({ width: 390, height: 800 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByLabel("View", { exact: true }).selectOption({ label: "Active" });
  await page.keyboard.press("e");
  const toast = page.getByText("No alert to dismiss");
  await expect(toast).toBeVisible();
  const toastBox = await page.locator("[data-toast-stack]").boundingBox();
  const tableBox = await page.getByRole("grid", { name: "Alerts" }).boundingBox();
  expect(toastBox && tableBox && toastBox.x + toastBox.width <= tableBox.x).toBe(true);
});

test("reassessment draft: a vendor whose alert was dismissed starts excluded with the reason; vendors without documents are flagged; confirm asks for the plan", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { account, token, vendor, event, alertsOf, dismiss, api } = await seed(request, "reassess-draft");
  const acme = await vendor("Acme Cloud");
  const globex = await vendor("Globex Logistics");
  const initech = await vendor("Initech Payroll");
  const upload = await request.post("/v1/documents", {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      vendor_id: acme.id,
      file: { name: "soc2.txt", mimeType: "text/plain", buffer: Buffer.from("SOC 2 Type II report.") },
    },
  });
  expect(upload.status()).toBe(201);
  const breach = await event("Shared hosting breach", "Infosec", [acme.id, globex.id, initech.id]);
  const globexAlert = (await alertsOf(`event_id=${breach.id}&vendor_id=${globex.id}`))[0];
  await dismiss(globexAlert?.id ?? "", { reason_code: "not_applicable", reason: "Not on that host" });
  const draft = await api.post<{ id: string }>("/reassessments", {
    radar_event_id: breach.id,
    vendor_ids: [acme.id, globex.id, initech.id],
  });

  await signIn(page, account, `/reassessments/${draft.id}`);
  const vendors = page.getByRole("table", { name: "Vendors of the reassessment" });
  const globexRow = vendors.getByRole("row", { name: /Globex Logistics/ });
  await expect(globexRow.getByRole("switch", { name: "Include Globex Logistics" })).toHaveAttribute(
    "aria-checked",
    "false",
  );
  await expect(globexRow).toContainText("Excluded: Alert dismissed (Not applicable: Not on that host)");
  await expect(globexRow).toContainText("Dismissed");
  await expect(vendors.getByRole("row", { name: /Acme Cloud/ })).toContainText("High");
  await expect(vendors.getByRole("row", { name: /Acme Cloud/ })).toContainText("Active");
  await expect(page.getByText("2 of 3 included in the run.")).toBeVisible();

  // Initech has no documents: flagged before the run, with a request to send.
  await expect(page.getByText("1 included vendor has no documents")).toBeVisible();
  const initechRow = vendors.getByRole("row", { name: /Initech Payroll/ });
  await expect(initechRow.getByText("No documents")).toBeVisible();
  await initechRow.getByRole("button", { name: "Request documents from Initech Payroll" }).click();
  const request_ = page.getByRole("dialog").filter({ hasText: "Initech Payroll" });
  await expect(request_).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press("Escape");
  await expect(request_).toBeHidden();

  // Confirm asks for the plan first, naming the vendor without documents.
  await page.getByRole("button", { name: "Confirm", exact: true }).click();
  const confirm = page.getByRole("dialog", { name: "Confirm the vendor set?" });
  await expect(confirm).toContainText("No documents yet for Initech Payroll");
  await confirm.getByRole("button", { name: "Confirm vendor set" }).click();
  await expect(confirm.getByText("Choose the assessment plan the run will use.")).toBeVisible();
  await confirm.getByLabel("Assessment plan").selectOption({ index: 1 });
  await expectAccessible(page);
  await confirm.getByRole("button", { name: "Confirm vendor set" }).click();
  await expect(confirm).toBeHidden();
  await expect(
    page.getByRole("list", { name: "Reassessment progress" }).locator('[aria-current="step"]'),
  ).toContainText("Confirmed");
  const saved = await api.get<{ status: string; assessment_plan_id: string | null }>(`/reassessments/${draft.id}`);
  expect(saved.status).toBe("confirmed");
  expect(saved.assessment_plan_id).not.toBeNull();
});
