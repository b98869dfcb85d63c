import { apiToken, createAccount, expect, expectAccessible, signIn, test, v1 } from "./support";

interface Finding {
  id: string;
  title: string;
  finding_status_id: string | null;
  due_date: number | null;
  is_archived: boolean;
}
interface Obligation {
  id: string;
  statement: string;
  status: string;
  assignee_id: string | null;
  vendor_id: string | null;
  is_archived: boolean;
}

const TITLE = "Weak password policy";
const STATEMENT = "Customers review user access to the hosted service every quarter.";
const dayOf = (year: number, month: number, day: number) => Date.UTC(year, month - 1, day) / 1000;

test("findings: created on a vendor, status and due date changed inline, a refused change rolled back, archived and restored", async ({
  page,
  request,
}) => {
  const account = await createAccount(request, "findings");
  const api = v1(request, await apiToken(request, account));
  const vendor = await api.post<{ id: string }>("/vendors", { name: "Northwind Hosting" });
  const statuses = (await api.get<{ items: { id: string; name: string }[] }>("/statuses?entity=finding")).items;
  const inProgress = statuses.find((status) => status.name === "In progress");
  expect(inProgress).toBeDefined();
  const findingsOfVendor = async () => (await api.get<{ items: Finding[] }>(`/findings?vendor_id=${vendor.id}`)).items;

  await signIn(page, account, `/vendors/${vendor.id}?tab=findings`);
  const panel = page.getByRole("tabpanel", { name: "Findings" });
  await expect(panel.getByText("No active findings")).toBeVisible();

  // Create from the vendor's tab: the vendor is implied, so the dialog doesn't ask for it.
  await panel.getByRole("button", { name: "New finding", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "New finding" });
  await expect(dialog.getByLabel("Title")).toBeFocused();
  await expect(dialog.getByLabel("Vendor")).toHaveCount(0);
  await dialog.getByRole("button", { name: "Create finding" }).click();
  await expect(dialog.getByText("Enter a title.")).toBeVisible();
  await dialog.getByLabel("Title").fill(TITLE);
  await dialog.getByLabel("Details").fill("Passwords of 6 characters are accepted; MFA is optional.");
  await dialog.getByLabel("Due date").fill("2030-03-01");
  await dialog.getByRole("button", { name: "Create finding" }).click();
  await expect(dialog).toBeHidden();
  await expect(panel.getByRole("gridcell", { name: new RegExp(`^${TITLE}`) })).toBeVisible();
  let [saved] = await findingsOfVendor();
  expect(saved).toMatchObject({ title: TITLE, due_date: dayOf(2030, 3, 1), finding_status_id: null });

  // Status, inline: saved and announced.
  const status = panel.getByLabel(`Status of “${TITLE}”`);
  await status.selectOption({ label: "In progress" });
  await expect(panel.getByText(`Saved status of “${TITLE}”.`)).toBeVisible();
  [saved] = await findingsOfVendor();
  expect(saved?.finding_status_id).toBe(inProgress?.id);

  // Due date, inline: typed, saved on Enter.
  const due = panel.getByLabel(`Due date of “${TITLE}”`);
  await due.fill("2031-07-15");
  await due.press("Enter");
  await expect(panel.getByText(`Saved due date of “${TITLE}”.`)).toBeVisible();
  [saved] = await findingsOfVendor();
  expect(saved?.due_date).toBe(dayOf(2031, 7, 15));

  // A change the server refuses: the select goes back and the server's message is shown.
  const findingRoute = `**/api/v1/findings/${saved?.id}`;
  await page.route(findingRoute, (route) =>
    route.request().method() === "PATCH"
      ? route.fulfill({
          status: 400,
          json: { detail: { code: "invalid_update", message: "finding_status_id: unknown finding status." } },
        })
      : route.fallback(),
  );
  await status.selectOption({ label: "Resolved" });
  await expect(panel.getByRole("alert").filter({ hasText: "unknown finding status" })).toContainText(
    `Couldn't save status of “${TITLE}”`,
  );
  await expect(status).toHaveValue(inProgress?.id ?? "");
  await page.unroute(findingRoute);

  // Archive: gone from the active list; restore from the archived one.
  await panel.getByRole("button", { name: `Archive “${TITLE}”` }).click();
  await expect(panel.getByText(`Saved archiving of “${TITLE}”.`)).toBeVisible();
  await expect(panel.getByText("No active findings")).toBeVisible();
  expect((await findingsOfVendor())[0]?.is_archived).toBe(true);
  await panel.getByLabel("Show").selectOption({ label: "Archived" });
  await expect(page).toHaveURL(/archived=archived/);
  await panel.getByRole("button", { name: `Restore “${TITLE}”` }).click();
  await expect(panel.getByText(`Saved restoring of “${TITLE}”.`)).toBeVisible();
  expect((await findingsOfVendor())[0]?.is_archived).toBe(false);
  await panel.getByLabel("Show").selectOption({ label: "Active" });
  await expect(panel.getByRole("button", { name: `Archive “${TITLE}”` })).toBeVisible();

  // The org-wide page lists it with its vendor, filters by status, and passes axe.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Findings" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Findings" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Northwind Hosting" })).toBeVisible();
  await page.getByLabel("Status", { exact: true }).selectOption({ label: "Open" });
  await expect(page.getByText("No findings match these filters")).toBeVisible();
  await page.getByLabel("Status", { exact: true }).selectOption({ label: "In progress" });
  await expect(page.getByLabel(`Status of “${TITLE}”`)).toBeVisible();
  await expectAccessible(page);
});

test("obligations: created with a vendor and an assignee, marked satisfied inline, reassigned; the page passes axe", async ({
  page,
  request,
}) => {
  const account = await createAccount(request, "obligations");
  const api = v1(request, await apiToken(request, account));
  await api.post("/vendors", { name: "Contoso Payroll" });
  const riley = await api.post<{ id: string }>("/users", {
    email: `riley-${Date.now()}@example.test`,
    first_name: "Riley",
    last_name: "Owner",
  });
  const obligations = async () => (await api.get<{ items: Obligation[] }>("/obligations")).items;

  await signIn(page, account, "/obligations");
  await expect(page.getByRole("heading", { level: 1, name: "Obligations" })).toBeVisible();
  await expect(page.getByText("No active obligations")).toBeVisible();
  await expectAccessible(page);

  await page.getByRole("button", { name: "New obligation", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "New obligation" });
  await expect(dialog.getByLabel("Statement")).toBeFocused();
  await dialog.getByLabel("Statement").fill(STATEMENT);
  await dialog.getByLabel("Vendor", { exact: true }).selectOption({ label: "Contoso Payroll" });
  const assignee = dialog.getByRole("combobox", { name: "Assignee" });
  await assignee.fill("Riley");
  await expect(dialog.getByText("Searching…")).toHaveCount(0);
  await expect(dialog.getByRole("listbox", { name: "Assignee" }).getByRole("option").first()).toHaveAccessibleName(
    /Riley Owner/,
  );
  await assignee.press("Enter");
  await expect(dialog.getByRole("list", { name: "Chosen: Assignee" })).toContainText("Riley Owner");
  await dialog.getByLabel("Due date").fill("2030-06-30");
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Create obligation" }).click();
  await expect(dialog).toBeHidden();

  const row = page.getByRole("row").filter({ hasText: STATEMENT });
  await expect(row.getByRole("link", { name: "Contoso Payroll" })).toBeVisible();
  const assigneeSelect = row.getByLabel(/^Assignee of /);
  await expect(assigneeSelect.locator("option:checked")).toHaveText("Riley Owner");
  let [saved] = await obligations();
  expect(saved).toMatchObject({ statement: STATEMENT, status: "not_satisfied", assignee_id: riley.id });
  expect(saved?.vendor_id).not.toBeNull();

  // Mark it satisfied, inline.
  await row.getByLabel(/^Status of /).selectOption("satisfied");
  await expect(page.getByText(/^Saved status of “/)).toBeVisible();
  [saved] = await obligations();
  expect(saved?.status).toBe("satisfied");

  // Unassign it inline, in the table: saved through the API.
  await assigneeSelect.selectOption({ label: "Unassigned" });
  await expect(page.getByText(/^Saved assignee of “/)).toBeVisible();
  await expect.poll(async () => (await obligations())[0]?.assignee_id).toBeNull();

  // Filters live in the URL.
  await page.getByLabel("Status", { exact: true }).selectOption({ label: "Not satisfied" });
  await expect(page).toHaveURL(/obligation_status=not_satisfied/);
  await expect(page.getByText("No obligations match these filters")).toBeVisible();
  await page.getByRole("button", { name: "Clear filters" }).first().click();
  await expect(row).toBeVisible();
  await expectAccessible(page);
});

test("findings by keyboard: j/k move, x and Shift+x select, bulk status and archive, each undone with z", async ({
  page,
  request,
}) => {
  const account = await createAccount(request, "findings-keys");
  const api = v1(request, await apiToken(request, account));
  const vendor = await api.post<{ id: string }>("/vendors", { name: "Fabrikam Storage" });
  const statuses = (await api.get<{ items: { id: string; name: string }[] }>("/statuses?entity=finding")).items;
  const inProgress = statuses.find((status) => status.name === "In progress");
  for (const title of ["No MFA for admins", "Backups not tested", "Shared service accounts"]) {
    await api.post("/findings", { title, vendor_id: vendor.id });
  }
  const findings = async () => (await api.get<{ items: Finding[] }>(`/findings?vendor_id=${vendor.id}`)).items;

  await signIn(page, account, "/findings");
  const rows = page.getByRole("grid", { name: "Findings" }).locator("tbody tr");
  await expect(rows).toHaveCount(3);
  // The cursor starts on no row: x selects nothing, and the first j lands on the top row.
  await page.keyboard.press("x");
  await expect(page.locator("tbody tr[aria-selected='true']")).toHaveCount(0);
  await page.keyboard.press("j");
  await expect(rows.nth(0)).toBeFocused();
  await page.keyboard.press("j");
  await expect(rows.nth(1)).toBeFocused();
  await page.keyboard.press("k");
  await expect(rows.nth(0)).toBeFocused();

  // x on the first, Shift+x on the second: both selected; one status for both, then z puts it back.
  await page.keyboard.press("x");
  await page.keyboard.press("j");
  await page.keyboard.press("Shift+X");
  await expect(page.getByText("2 findings selected")).toBeVisible();
  await expect(page.locator("tbody tr[aria-selected='true']")).toHaveCount(2);
  await page.getByLabel("Set status").selectOption({ label: "In progress" });
  await expect(page.getByText("Set the status to In progress of 2 findings")).toBeVisible();
  await expect
    .poll(async () => (await findings()).filter((finding) => finding.finding_status_id === inProgress?.id).length)
    .toBe(2);
  await rows.nth(1).focus();
  await page.keyboard.press("z");
  await expect(page.getByText("Undid the status change of 2 findings")).toBeVisible();
  await expect
    .poll(async () => (await findings()).filter((finding) => finding.finding_status_id !== null).length)
    .toBe(0);

  // e archives the cursor's finding: it stays, marked, until the next move; z restores it.
  const second = rows.nth(1);
  const title = ((await second.locator("p").first().textContent()) ?? "").trim();
  await second.focus();
  await page.keyboard.press("e");
  await expect(page.getByText(`Archived “${title}”`)).toBeVisible();
  await expect(rows.filter({ hasText: title }).getByText("Archived", { exact: true })).toBeVisible();
  await expect.poll(async () => (await findings()).find((finding) => finding.title === title)?.is_archived).toBe(true);
  await page.keyboard.press("j");
  await expect(rows).toHaveCount(2);
  await page.keyboard.press("z");
  await expect(page.getByText(`Undid the archiving of “${title}”`)).toBeVisible();
  await expect(rows).toHaveCount(3);
  await expect.poll(async () => (await findings()).find((finding) => finding.title === title)?.is_archived).toBe(false);
  await expectAccessible(page);
});

test("obligations by keyboard: select all with x and Shift+x, mark them satisfied, undo, archive one with e", async ({
  page,
  request,
}) => {
  const account = await createAccount(request, "obligations-keys");
  const api = v1(request, await apiToken(request, account));
  const statements = ["Customers rotate their API keys yearly.", "Customers restrict console access by IP."];
  for (const statement of statements) {
    await api.post("/obligations", { statement });
  }
  const obligations = async () => (await api.get<{ items: Obligation[] }>("/obligations")).items;

  await signIn(page, account, "/obligations");
  const rows = page.getByRole("grid", { name: "Obligations" }).locator("tbody tr");
  await expect(rows).toHaveCount(2);
  await page.keyboard.press("j");
  await expect(rows.nth(0)).toBeFocused();
  await page.keyboard.press("x");
  await page.keyboard.press("j");
  await expect(rows.nth(1)).toBeFocused();
  await page.keyboard.press("Shift+X");
  await expect(page.getByText("2 obligations selected")).toBeVisible();
  await page.getByLabel("Set status").selectOption({ label: "Satisfied" });
  await expect(page.getByText("Set the status to Satisfied of 2 obligations")).toBeVisible();
  await expect.poll(async () => (await obligations()).filter((item) => item.status === "satisfied").length).toBe(2);
  await rows.nth(1).focus();
  await page.keyboard.press("z");
  await expect(page.getByText("Undid the status change of 2 obligations")).toBeVisible();
  await expect.poll(async () => (await obligations()).filter((item) => item.status === "satisfied").length).toBe(0);

  await page.keyboard.press("e");
  await expect(page.getByText(/^Archived “/)).toBeVisible();
  await expect.poll(async () => (await obligations()).filter((item) => item.is_archived).length).toBe(1);
  await page.keyboard.press("k");
  await expect(rows).toHaveCount(1);
  await expectAccessible(page);
});
