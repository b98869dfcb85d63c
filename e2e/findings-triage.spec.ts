import type { APIRequestContext, Page } from "@playwright/test";
import { type Account, apiToken, createAccount, expect, expectAccessible, signIn, test, v1 } from "./support";

interface Finding {
  id: string;
  title: string;
  severity: string | null;
  owner_id: string | null;
}
interface Obligation {
  id: string;
  statement: string;
  assignee_id: string | null;
}

const DAY = 86_400;
const today = () => Math.floor(Date.now() / 1000 / DAY) * DAY;

async function seed(request: APIRequestContext, label: string) {
  const account = await createAccount(request, label);
  const token = await apiToken(request, account);
  const api = v1(request, token);
  const vendor = await api.post<{ id: string }>("/vendors", { name: "Northwind Hosting" });
  const owner = await api.post<{ id: string }>("/users", {
    email: `olive-${Date.now()}-${Math.random().toString(16).slice(2)}@example.test`,
    first_name: "Olive",
    last_name: "Owner",
  });
  return { account, token, api, vendor, owner };
}

async function expectNoSidewaysScroll(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: `scrollWidth at ${width}` })
    .toBeLessThanOrEqual(width);
}

async function openPage(page: Page, account: Account, path: string, heading: string) {
  await signIn(page, account, path);
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
}

test("a finding's panel opens by click and by Enter, shows its facts, and takes a comment", async ({
  page,
  request,
}) => {
  const { account, api, vendor, owner } = await seed(request, "finding-panel");
  await api.post("/findings", {
    title: "No MFA for admins",
    body: "Admins sign in with a password only.",
    vendor_id: vendor.id,
    severity: "high",
    owner_id: owner.id,
  });
  await api.post("/findings", { title: "Backups not tested", vendor_id: vendor.id, severity: "low" });

  await openPage(page, account, "/findings", "Findings");
  const grid = page.getByRole("grid", { name: "Findings" });
  const row = grid.locator("tbody tr").filter({ hasText: "No MFA for admins" });
  await expect(row.getByLabel("Severity of “No MFA for admins”").locator("option:checked")).toHaveText("High");
  await expect(row.getByLabel("Owner of “No MFA for admins”").locator("option:checked")).toHaveText("Olive Owner");

  // Click on the row (outside its controls) opens the drawer.
  await row.locator("td").nth(-2).click();
  let drawer = page.getByRole("dialog", { name: "No MFA for admins" });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByText("Admins sign in with a password only.")).toBeVisible();
  await expect(drawer.getByRole("link", { name: "Northwind Hosting" })).toBeVisible();
  await expect(drawer.getByText("Olive Owner")).toBeVisible();
  await expect(drawer.getByText("Raised by hand: no control evaluation behind it.")).toBeVisible();
  await expect(drawer.getByRole("list", { name: "Status history" })).toContainText("Raised without a status");
  await expect(drawer.getByText("No comments yet.")).toBeVisible();
  await drawer.getByRole("button", { name: "Add comment" }).click();
  await expect(drawer.getByRole("alert")).toHaveText("Write a comment first.");
  await drawer.getByLabel("Add a comment").fill("Asked the vendor for their MFA rollout plan.");
  await drawer.getByRole("button", { name: "Add comment" }).click();
  const comments = drawer.getByRole("list", { name: "Comments" });
  await expect(comments).toContainText("Asked the vendor for their MFA rollout plan.");
  await expect(comments).toContainText("Erin");
  await expect(drawer.getByLabel("Add a comment")).toHaveValue("");
  await expectAccessible(page);
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  await expect(row).toBeFocused();

  // Enter on the focused row opens it too.
  const other = grid.locator("tbody tr").filter({ hasText: "Backups not tested" });
  await other.focus();
  await page.keyboard.press("Enter");
  drawer = page.getByRole("dialog", { name: "Backups not tested" });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByText("Low", { exact: true })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(other).toBeFocused();
});

test("severity and owner are columns and filters kept in the URL; changed inline and saved", async ({
  page,
  request,
}) => {
  const { account, api, vendor, owner } = await seed(request, "finding-filters");
  await api.post("/findings", { title: "Critical gap", vendor_id: vendor.id, severity: "critical" });
  await api.post("/findings", { title: "Owned gap", vendor_id: vendor.id, severity: "low", owner_id: owner.id });
  const findings = async () => (await api.get<{ items: Finding[] }>("/findings")).items;

  await openPage(page, account, "/findings", "Findings");
  const rows = page.getByRole("grid", { name: "Findings" }).locator("tbody tr");
  await expect(rows).toHaveCount(2);
  await page.getByLabel("Severity", { exact: true }).selectOption({ label: "Critical" });
  await expect(page).toHaveURL(/severity=critical/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("Critical gap");
  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(rows).toHaveCount(2);
  await page.getByLabel("Owner", { exact: true }).selectOption({ label: "Olive Owner" });
  await expect(page).toHaveURL(/owner=cbuser_/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("Owned gap");
  await page.getByRole("button", { name: "Clear filters" }).click();

  // Inline: owner and severity of the critical one, saved through the API.
  await page.getByLabel("Owner of “Critical gap”").selectOption({ label: "Olive Owner" });
  await expect(page.getByText("Saved owner of “Critical gap”.")).toBeVisible();
  await page.getByLabel("Severity of “Critical gap”").selectOption({ label: "Medium" });
  await expect(page.getByText("Saved severity of “Critical gap”.")).toBeVisible();
  await expect
    .poll(async () => (await findings()).find((finding) => finding.title === "Critical gap"))
    .toMatchObject({ owner_id: owner.id, severity: "medium" });
  await expectAccessible(page);
});

test("the dashboard's tiles open the filtered lists, and its open count is the open filter's", async ({
  page,
  request,
}) => {
  const { account, api, vendor } = await seed(request, "analyst-dash");
  const statuses = (await api.get<{ items: { id: string; name: string }[] }>("/statuses?entity=finding")).items;
  const id = (name: string) => statuses.find((status) => status.name === name)?.id;
  await api.post("/findings", { title: "Due soon", vendor_id: vendor.id, due_date: today() + 2 * DAY });
  await api.post("/findings", { title: "Due later", vendor_id: vendor.id, due_date: today() + 40 * DAY });
  await api.post("/findings", { title: "In progress", vendor_id: vendor.id, finding_status_id: id("In progress") });
  await api.post("/findings", {
    title: "Resolved",
    vendor_id: vendor.id,
    finding_status_id: id("Resolved"),
    due_date: today() + DAY,
  });
  const openTotal = (await api.get<{ total: number }>("/findings?open=true&limit=1")).total;
  expect(openTotal).toBe(3);

  await openPage(page, account, "/", "Dashboard");
  const tile = (title: string) => page.getByRole("listitem", { name: title, exact: true });
  await expect(tile("Open findings").getByText("3", { exact: true })).toBeVisible();
  await expect(tile("Findings due this week").getByText("1", { exact: true })).toBeVisible();
  await expect(page.getByRole("figure", { name: "Open findings by age" })).toContainText("3 open findings");
  await expect(page.getByRole("figure", { name: "Open alerts by severity" })).toBeVisible();
  await expect(tile("Bank reviews waiting").getByRole("link")).toHaveAttribute("href", "/bank-reviews");
  await expect(tile("Zero touch runs to review").getByRole("link")).toHaveAttribute(
    "href",
    "/zero-touch?status=complete&review=unreviewed",
  );
  await expect(page.getByRole("link", { name: /^High: \d+ open alerts/ })).toHaveAttribute(
    "href",
    "/radar?severity=high",
  );
  await expectAccessible(page);

  // Open findings: the list shows the same number under its Open filter.
  await tile("Open findings").getByRole("link").click();
  await expect(page).toHaveURL(/\/findings\?finding_status=open$/);
  const rows = page.getByRole("grid", { name: "Findings" }).locator("tbody tr");
  await expect(rows).toHaveCount(3);
  await expect(page.getByLabel("Status", { exact: true }).locator("option:checked")).toHaveText("Open (not resolved)");

  // Due this week: the one open finding due within 7 days.
  await page.goto("/");
  await tile("Findings due this week").getByRole("link").click();
  await expect(page).toHaveURL(/\/findings\?due=week$/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("Due soon");

  // A risk chart's bar opens its filtered list.
  await page.goto("/");
  await page.getByRole("link", { name: /^Created: \d+ assessments/ }).click();
  await expect(page).toHaveURL(/\/assessments\?assessment_status=created$/);
});

test("obligations show the source document by name and take the assignee inline", async ({ page, request }) => {
  const { account, token, api, vendor, owner } = await seed(request, "obligation-source");
  const upload = await request.post("/v1/documents", {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      vendor_id: vendor.id,
      file: { name: "soc2-report.txt", mimeType: "text/plain", buffer: Buffer.from("User access reviews quarterly.") },
    },
  });
  expect(upload.status()).toBe(201);
  const document = (await upload.json()) as { id: string; name: string };
  await api.post("/obligations", {
    statement: "Customers review user access every quarter.",
    vendor_document_id: document.id,
  });
  const obligations = async () => (await api.get<{ items: Obligation[] }>("/obligations")).items;

  await openPage(page, account, "/obligations", "Obligations");
  const row = page.getByRole("row").filter({ hasText: "Customers review user access every quarter." });
  await expect(row).toContainText(`Source: ${document.name}`);
  await expect(row).not.toContainText("cbvdoc_");
  await expect(row.getByRole("button", { name: `${document.name} (download)` })).toBeVisible();
  const assignee = row.getByLabel("Assignee of “Customers review user access every quarter.”");
  await expect(assignee.locator("option:checked")).toHaveText("Unassigned");
  await assignee.selectOption({ label: "Olive Owner" });
  await expect(page.getByText(/^Saved assignee of “/)).toBeVisible();
  await expect.poll(async () => (await obligations())[0]?.assignee_id).toBe(owner.id);
  await expectAccessible(page);
});

test("findings and obligations never scroll sideways at 1440 and 390 px", async ({ page, request }) => {
  const { account, api, vendor, owner } = await seed(request, "triage-widths");
  await api.post("/findings", {
    title: "A finding with a long title that goes on to describe the gap in some detail",
    body: "x".repeat(400),
    vendor_id: vendor.id,
    severity: "high",
    owner_id: owner.id,
    due_date: today() + 3 * DAY,
  });
  await api.post("/obligations", {
    statement: "Customers restrict console access to their own IP ranges and review them every quarter.",
    vendor_id: vendor.id,
    assignee_id: owner.id,
  });
  await openPage(page, account, "/findings", "Findings");
  for (const path of ["/findings", "/obligations"]) {
    await page.goto(path);
    await expect(page.getByRole("grid")).toBeVisible();
    await expectNoSidewaysScroll(page, 1440);
    await expectNoSidewaysScroll(page, 390);
  }
});
