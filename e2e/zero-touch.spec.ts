import type { Page } from "@playwright/test";
import {
  apiToken,
  createAccount,
  createMember,
  expect,
  expectAccessible,
  keyboardGrid,
  signIn,
  test,
  v1,
} from "./support";

interface Run {
  id: string;
  vendor_id: string;
  review_status: string;
  result: { push: { pushed: boolean; risk_level_name: string | null } };
}

const CORRECTION = "The website is https://example.org and the name is Northwind Hosting GmbH";

/** The value beside a label in one of the page's description lists (the vendor page's fields). */
const fieldValue = (page: Page, label: string) =>
  page
    .getByRole("term")
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator("xpath=following-sibling::*[1]");

test("zero touch: configure the score target, bulk-run unscored vendors with live progress, correct a run's website, approve it and see the vendor's inherent risk and status", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const account = await createAccount(request, "zero-touch");
  const api = v1(request, await apiToken(request, account));
  const northwind = await api.post<{ id: string }>("/vendors", {
    name: "Northwind Hosting",
    website: "https://northwind.example.test",
  });
  // A recorded site is registration evidence: Northwind gets a composite, the other two none.
  await api.post(`/vendors/${northwind.id}/sites`, { country: "DE", city: "Berlin", postal_code: "10115" });
  await api.post("/vendors", { name: "Contoso Payroll" });
  await api.post("/vendors", { name: "Fabrikam Analytics" });

  // The configuration: the weights' preview follows the switches and sliders; the score target is saved.
  await signIn(page, account, "/zero-touch/settings");
  await expect(page.getByRole("heading", { level: 1, name: "Zero touch configuration" })).toBeVisible();
  const weights = page.getByRole("list", { name: "Effective weights" });
  const weightOf = (component: string) => weights.getByRole("listitem").filter({ hasText: component });
  await expect(weightOf("Controls")).toContainText("40%");
  await page.getByLabel("Include people").uncheck();
  await expect(weightOf("People")).toContainText("0%");
  await expect(weightOf("Controls")).toContainText("44%");
  await page.getByLabel("Include people").check();
  await page.getByLabel("Controls weight").fill("90");
  await expect(weightOf("Controls")).toContainText("60%");
  await page.getByLabel("Controls weight").fill("40");
  await expect(weightOf("Controls")).toContainText("40%");
  await page.getByLabel("Score target").selectOption({ label: "Vendor inherent risk" });
  await page.getByLabel("Push risk tier to vendor").check();
  await expect(page.getByText("Standing down: the score target is vendor inherent risk")).toBeVisible();
  await page.getByLabel("Push risk tier to vendor").uncheck();
  // Northwind's only evidence is a site (registration, 10 of the 100 configured): ranked and pushed
  // only with a minimum coverage that low.
  const minimum = page.getByLabel("Minimum coverage");
  await expect(minimum).toHaveValue("50");
  await minimum.fill("150");
  await expect(page.getByText("Enter a whole percent from 0 to 100.")).toBeVisible();
  await minimum.fill("10");
  await expect(page.getByText("Enter a whole percent from 0 to 100.")).toBeHidden();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Save configuration" }).click();
  await expect(page.getByText("Saved the zero touch configuration")).toBeVisible();
  await expect
    .poll(async () => (await api.get<{ config: { score_target: string } }>("/zero_touch_assessment/config")).config)
    .toMatchObject({
      score_target: "vendor_inherent",
      control_weight: 40,
      push_risk_tier_to_vendor: false,
      minimum_coverage: 10,
    });

  // The leaderboard: no run yet, the vendors listed as not assessed; every unscored vendor selected
  // and run, with live progress.
  await page.getByRole("link", { name: "Zero touch", exact: true }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Zero touch" })).toBeVisible();
  await expect(page.getByText("No zero touch runs yet")).toBeVisible();
  const board = keyboardGrid(page, "Zero touch leaderboard");
  // The grid's vendor rows, the group headings aside.
  const vendorRows = () => board.rows().filter({ has: page.getByRole("checkbox") });
  await expect(vendorRows()).toHaveCount(3);
  await expect(board.rowOf("Contoso Payroll")).toContainText("Not assessed");
  await expect(board.rowOf("Contoso Payroll").getByRole("link")).toHaveCount(0);
  await page.getByRole("button", { name: "Select all unscored" }).click();
  await expect(page.getByText("3 vendors selected")).toBeVisible();
  await page.getByRole("button", { name: "Run zero touch" }).click();
  const progress = page.getByRole("progressbar", { name: "Zero touch runs" });
  await expect(progress).toHaveAttribute("aria-valuemax", "3");
  await expect(progress).toHaveAttribute("aria-valuetext", "3 of 3 complete", { timeout: 60_000 });
  await expect(page.getByText("3 of 3 complete", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Zero touch runs finished" })).toBeVisible();
  await expect(page.getByText("No zero touch runs yet")).toBeHidden();
  await expect(vendorRows()).toHaveCount(3);
  const northwindRow = board.rowOf("Northwind Hosting");
  await expect(northwindRow.getByRole("gridcell").nth(1)).toHaveText("1");
  await expect(northwindRow.getByRole("list", { name: "Component scores" })).toContainText("Registration: ");
  await expect(northwindRow.getByRole("gridcell").nth(4)).toHaveText("10%");
  // The two vendors without data come after the ranked one, under their own heading, with the reason.
  const contoso = board.rowOf("Contoso Payroll");
  await expect(contoso).toContainText("Not scored");
  await expect(contoso).toContainText("Insufficient evidence");
  await expect(contoso).toContainText("No component had data");
  await expect(contoso.getByRole("gridcell").nth(1)).toContainText("Not ranked");
  await expect(board.rows().nth(2)).toContainText("Insufficient evidence");
  await expectAccessible(page);

  // The search box and filters live in the URL.
  await page.getByRole("searchbox", { name: "Search vendors" }).fill("northwind");
  await expect(page).toHaveURL(/q=northwind/);
  await expect(board.rows()).toHaveCount(1);
  await page.getByLabel("Sort").selectOption({ label: "Riskiest first" });
  await expect(page).toHaveURL(/sort=riskiest/);
  await page.getByLabel("Review", { exact: true }).selectOption({ label: "Approved" });
  await expect(page).toHaveURL(/review=approved/);
  await expect(page.getByText("No vendors match these filters")).toBeVisible();
  await page.getByRole("button", { name: "Clear filters" }).first().click();
  // The order is not a filter: it stays.
  await expect(page).toHaveURL(/sort=riskiest/);
  await expect(vendorRows()).toHaveCount(3);
  await page.getByLabel("Sort").selectOption({ label: "Healthiest first" });
  await expect(page).not.toHaveURL(/sort=/);

  // j/k move the cursor (which takes focus), x selects, Escape clears, Enter opens the run.
  await board.moveTo("Northwind Hosting");
  await page.keyboard.press("x");
  await expect(page.getByText("1 vendor selected")).toBeVisible();
  await expect(
    board.rowOf("Northwind Hosting").getByRole("checkbox", { name: "Select “Northwind Hosting”" }),
  ).toBeChecked();
  await page.keyboard.press("Escape");
  await expect(page.getByText("1 vendor selected")).toBeHidden();
  await page.keyboard.press("Enter");
  await page.waitForURL(/\/zero-touch\/runs\//);
  const runId = decodeURIComponent(new URL(page.url()).pathname.split("/").pop() ?? "");
  await expect(page.getByRole("heading", { level: 1, name: "Northwind Hosting" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Components", exact: true })).toBeVisible();
  // The controls, reputation, sources and profile load as they come into view.
  await page.getByRole("heading", { name: "Controls", exact: true }).scrollIntoViewIfNeeded();
  await expect(page.getByRole("heading", { name: "Sources" })).toBeVisible();
  // What the server lacks and what the configuration turned off, said in words, not as settings keys.
  await expect(page.getByText(/Evaluation by a language model is not configured on this server/).first()).toBeVisible();
  await expect(page.getByText("Pushing the risk tier to the vendor is switched off", { exact: false })).toBeVisible();
  await expect(page.getByRole("main")).not.toContainText(/LLM_|push_risk_tier_to_vendor|score_target/);
  await expectAccessible(page);

  // A correction: previewed (nothing written), then applied and recorded in the audit trail.
  // The correction box and the audit trail load as they come into view.
  await page.getByRole("heading", { name: "Correct this run" }).scrollIntoViewIfNeeded();
  const correction = page.getByRole("textbox", { name: "Correction" });
  await correction.fill(CORRECTION);
  await page.getByRole("button", { name: "Preview", exact: true }).click();
  const preview = page.getByRole("table", { name: "Fields the correction changes" });
  const websiteChange = preview.getByRole("row").filter({ hasText: "Website" });
  await expect(websiteChange).toContainText("https://northwind.example.test");
  await expect(websiteChange).toContainText("https://example.org");
  await expect(preview.getByRole("row").filter({ hasText: "Name" })).toContainText("Northwind Hosting GmbH");
  // The website is applied by default; the vendor's name only when ticked.
  await expect(page.getByRole("checkbox", { name: "Change the website to https://example.org" })).toBeChecked();
  await expect(
    page.getByRole("checkbox", { name: "Also change the vendor's name to “Northwind Hosting GmbH”" }),
  ).not.toBeChecked();
  expect((await api.get<{ website: string | null }>(`/vendors/${northwind.id}`)).website).toBe(
    "https://northwind.example.test",
  );
  // Applying asks first, listing what changes.
  await page.getByRole("button", { name: "Apply correction" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Apply this correction?" });
  const toApply = confirm.getByRole("table", { name: "Changes to apply" });
  await expect(toApply).toContainText("https://example.org");
  await expect(toApply).not.toContainText("Northwind Hosting GmbH");
  await expectAccessible(page);
  await confirm.getByRole("button", { name: "Apply", exact: true }).click();
  await expect(page.getByText("Applied the correction to Northwind Hosting")).toBeVisible();
  await expect(correction).toHaveValue("");
  await expect
    .poll(async () => (await api.get<{ website: string | null }>(`/vendors/${northwind.id}`)).website)
    .toBe("https://example.org");
  expect((await api.get<{ name: string }>(`/vendors/${northwind.id}`)).name).toBe("Northwind Hosting");
  const audit = page.getByRole("list", { name: "Audit trail" });
  await expect(audit.getByRole("listitem").filter({ hasText: "Corrected" })).toContainText(CORRECTION);

  // a approves, but not while typing in a field.
  await correction.focus();
  await page.keyboard.press("a");
  await expect(correction).toHaveValue("a");
  await correction.fill("");
  // The vendor's status is set with the decision.
  await page.getByLabel("Set vendor status").selectOption({ label: "Active" });
  await page.getByRole("heading", { level: 1, name: "Northwind Hosting" }).click();
  // a asks to approve, with Approve focused and an optional comment: Enter approves.
  await page.keyboard.press("a");
  const approve = page.getByRole("dialog", { name: "Approve the run" });
  await expect(approve.getByRole("button", { name: "Approve", exact: true })).toBeFocused();
  await expect(approve).toContainText("the vendor's status is set to Active");
  await approve.getByLabel("Comment").fill("Registration checks out.");
  await approve.getByRole("button", { name: "Approve", exact: true }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Approved the run for Northwind Hosting")).toBeVisible();
  await expect(approve).toBeHidden();
  await expect(audit.getByRole("listitem").filter({ hasText: "Approved" })).toContainText("Registration checks out.");
  await expect.poll(async () => (await api.get<Run>(`/zero_touch_assessment/${runId}`)).review_status).toBe("approved");
  const run = await api.get<Run>(`/zero_touch_assessment/${runId}`);
  expect(run.result.push.pushed).toBe(true);
  const level = run.result.push.risk_level_name ?? "";
  expect(["Critical", "High", "Medium", "Low", "Minimal"]).toContain(level);
  await expect(page.getByText(`Set vendor inherent risk to ${level}.`)).toBeVisible();

  // The vendor's inherent risk level, set from the composite, shows on its page.
  await page.getByRole("link", { name: "Open the vendor" }).click();
  await page.waitForURL(new RegExp(`/vendors/${northwind.id}`));
  await expect(fieldValue(page, "Inherent risk")).toHaveText(level);
  await expect(fieldValue(page, "Website")).toHaveText("https://example.org");
  await expect(fieldValue(page, "Status")).toHaveText("Active");
});

test("zero touch: a member sees the configuration read-only, and the pages say so when the module is off", async ({
  page,
  request,
}) => {
  const admin = await createAccount(request, "zero-touch-member");
  const api = v1(request, await apiToken(request, admin));
  const member = await createMember(request, admin, "org:member");

  await signIn(page, member, "/zero-touch/settings");
  await expect(
    page.getByText("Only an admin can change the zero touch configuration. Your role is member."),
  ).toBeVisible();
  await expect(page.getByLabel("Controls weight")).toBeDisabled();
  await expect(page.getByLabel("Score target")).toBeDisabled();
  await expect(page.getByLabel("Minimum coverage")).toBeDisabled();
  await expect(page.getByRole("button", { name: "Save configuration" })).toHaveCount(0);
  await expect(page.getByRole("list", { name: "Effective weights" })).toContainText("40%");
  await expectAccessible(page);

  const { organization_id: orgId } = await api.get<{ organization_id: string }>("/whoami");
  await api.post(`/org/${orgId}`, { modules: { zero_touch: false } });
  await page.goto("/zero-touch");
  await expect(page.getByText("Zero touch is not turned on for your organization")).toBeVisible();
  await expect(page.getByRole("grid", { name: "Zero touch leaderboard" })).toHaveCount(0);
  await page.goto("/zero-touch/settings");
  await expect(page.getByText("Zero touch is not turned on for your organization")).toBeVisible();
  await expectAccessible(page);
});
