import { readFile } from "node:fs/promises";
import type { APIRequestContext } from "@playwright/test";
import { apiToken, createAccount, expect, expectAccessible, signIn, test } from "./support";

async function seedVendors(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const levels = (await (await request.get("/v1/risk_levels", { headers })).json()).items as {
    id: string;
    name: string;
  }[];
  const critical = levels.find((level) => level.name === "Critical")?.id;
  const ids: Record<string, string> = {};
  for (const [name, risk] of [
    ["Acme Cloud", critical],
    ["Acme Payments", critical],
    ["Globex Logistics", undefined],
  ] as const) {
    const created = await request.post("/v1/vendors", { headers, data: { name, inherent_risk_level_id: risk } });
    expect(created.status()).toBe(201);
    ids[name] = ((await created.json()) as { id: string }).id;
  }
  const service = await request.post(`/v1/vendors/${ids["Acme Cloud"]}/services`, {
    headers,
    data: { name: "Object storage" },
  });
  expect(service.status()).toBe(201);
  const finding = await request.post("/v1/findings", {
    headers,
    data: { title: "No MFA for admins", vendor_id: ids["Globex Logistics"] },
  });
  expect(finding.status()).toBe(201);
  return ids;
}

test("export: choose a report, filter by supplier, preview the first rows and download the CSV", async ({
  page,
  request,
}) => {
  const account = await createAccount(request, "export");
  const ids = await seedVendors(request, await apiToken(request, account));

  await signIn(page, account, "/");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Export" }).click();
  await expect(page).toHaveURL(/\/export$/);
  await expect(page).toHaveTitle(/Export/);
  await expect(page.getByRole("heading", { level: 1, name: "Export" })).toBeVisible();

  const preview = page.getByRole("region", { name: /Suppliers preview/ });
  await expect(page.getByText("First 3 of 3 rows", { exact: true })).toBeVisible();
  await expect(preview.getByRole("columnheader", { name: "Supplier Name" })).toBeVisible();
  await expect(preview.getByRole("cell", { name: "Globex Logistics" })).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel("Supplier name").fill("ACME");
  await expect(page.getByText("First 2 of 2 rows", { exact: true })).toBeVisible();
  await expect(preview.getByRole("cell", { name: "Globex Logistics" })).toHaveCount(0);
  await expect(preview.getByRole("cell", { name: "Acme Payments" })).toBeVisible();

  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^vendors-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path()) as string, "utf8");
  const lines = csv.trimEnd().split("\r\n");
  expect(lines[0]).toMatch(/^Supplier ID,Supplier Name,/);
  expect(lines).toHaveLength(3);
  expect(
    lines
      .slice(1)
      .map((line) => line.split(",")[1])
      .sort(),
  ).toEqual(["Acme Cloud", "Acme Payments"]);

  await page.getByLabel("Report", { exact: true }).selectOption({ label: "Services" });
  const services = page.getByRole("region", { name: /Services preview/ });
  await expect(services.getByRole("columnheader", { name: "Service Name" })).toBeVisible();
  await expect(services.getByRole("cell", { name: "Object storage" })).toBeVisible();
  await expect(page.getByText("First 1 of 1 row", { exact: true })).toBeVisible();

  // supplier_name filters only the report whose rows are suppliers (GET /v1/export/{report_name}): here it is off.
  await expect(page.getByLabel("Supplier name")).toBeDisabled();
  await expect(
    page.getByText("Filters the Suppliers report only: this report's rows are not suppliers."),
  ).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel("Report", { exact: true }).selectOption({ label: "Suppliers" });
  await page.getByLabel("Supplier name").fill("no such supplier");
  await expect(page.getByText("No suppliers match the supplier name “no such supplier”.")).toBeVisible();

  // The dashboard's risk overview draws the same organization's numbers, with tables for screen readers.
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 2, name: "Risk overview" })).toBeVisible();
  const byRisk = page.getByRole("figure", { name: "Vendors by inherent risk" });
  await expect(byRisk.getByText("3 vendors by inherent risk level.")).toBeVisible();
  // Each bar is a link into the vendors list filtered to its level, read with its number.
  await expect(byRisk.getByRole("link", { name: /^Critical: 2 vendors/ })).toBeVisible();
  await expect(byRisk.getByRole("link", { name: /^Not set: 1 vendors?/ })).toBeVisible();
  const findings = page.getByRole("figure", { name: "Open findings by age" });
  await expect(findings.getByRole("link", { name: "0–30 days: 1 open findings" })).toBeVisible();
  await expect(findings.getByRole("link", { name: "Over 180 days: 0 open findings" })).toBeVisible();
  await expect(page.getByRole("figure", { name: "Assessments by status" })).toBeVisible();
  await expect(page.getByRole("figure", { name: "Assessment scores" })).toBeVisible();
  await expect(page.getByRole("figure", { name: "Vendors by tier" })).toBeVisible();
  await expectAccessible(page);
  await page.emulateMedia({ colorScheme: "dark" });
  await page.reload();
  await expect(byRisk.getByRole("link", { name: /^Critical: 2 vendors/ })).toBeVisible();
  await expectAccessible(page);
  expect(ids["Acme Cloud"]).toMatch(/^cbvndr_/);
});
