import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { makePdf } from "../lib/testing/document-files";
import { createAccount, expect, expectAccessible, signIn, test } from "./support";

// SOC 2 statements the offline evaluator reads (lib/modules/controls/catalog/soc2.ts): CC6.1
// (authentication) and CC6.7 (encryption) are evidenced; CC7.1 (penetration testing) is stated absent.
const REPORT = [
  "Globex Payroll SOC 2 Type II Report",
  "Multi-factor authentication (MFA) is enforced for all remote access, privileged access and access to production environments.",
  "Each user has a unique account, and shared or generic accounts are prohibited.",
  "Password requirements follow a documented standard with a minimum length of 14 characters and lockout after five failed attempts.",
  "Access to production is brokered through single sign-on with our centralized identity provider.",
  "Customer data in transit over public networks is encrypted using TLS 1.2 or higher.",
  "Customer data at rest in databases and storage is encrypted using AES-256.",
  "Encryption keys are managed in a KMS with restricted access and automatic rotation.",
  "We do not currently perform penetration testing by an independent third party.",
];
const FILE_NAME = "globex-soc2-2025.pdf";
const STEPPER = "Assessment progress";

/** The stepper's current step (aria-current="step") has this label. */
async function expectCurrentStep(page: Page, label: string, timeout = 5_000) {
  const current = page.getByRole("list", { name: STEPPER }).locator('[aria-current="step"]');
  await expect(current).toContainText(label, { timeout });
}

test("an assessment runs on an uploaded document, is reviewed with its evidence, approved, and its document downloads", async ({
  page,
  request,
}) => {
  // The engine reads the document and evaluates every control: longer than the default minute.
  test.setTimeout(240_000);
  const account = await createAccount(request, "assessments");
  await signIn(page, account, "/vendors");

  // A vendor, as a person creates one.
  await page.getByRole("button", { name: "New vendor" }).click();
  const vendorDialog = page.getByRole("dialog", { name: "New vendor" });
  await vendorDialog.getByLabel("Name").fill("Globex Payroll");
  await vendorDialog.getByRole("button", { name: "Create vendor" }).click();
  await page.waitForURL(/\/vendors\/cbvndr_[0-9a-f]{32}$/);

  // Its SOC 2 report, uploaded in the Documents tab and read.
  await page.getByRole("tab", { name: "Documents" }).click();
  const documents = page.getByRole("region", { name: "Documents" });
  const pdf = Buffer.from(await makePdf(REPORT, "Globex SOC 2"));
  const chooser = page.waitForEvent("filechooser");
  await documents.getByRole("button", { name: "Choose files" }).click();
  await (await chooser).setFiles({ name: FILE_NAME, mimeType: "application/pdf", buffer: pdf });
  await expect(documents.getByRole("row", { name: new RegExp(FILE_NAME) }).getByText("Complete")).toBeVisible({
    timeout: 30_000,
  });

  // The vendor's Assessments tab: empty, then the dialog with the vendor implied.
  await page.getByRole("tab", { name: "Assessments" }).click();
  await expect(page).toHaveURL(/\?tab=assessments$/);
  const tab = page.getByRole("tabpanel", { name: "Assessments" });
  await expect(tab.getByText("No active assessments")).toBeVisible();
  await expectAccessible(page);
  await tab.getByRole("button", { name: "New assessment", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "New assessment" });
  await expect(dialog.getByRole("combobox", { name: "Vendor", exact: true })).toHaveCount(0);
  await expect(dialog.getByLabel("Name", { exact: true })).toBeFocused();

  // Nothing chosen: the control sets are asked for.
  await dialog.getByRole("button", { name: "Create assessment" }).click();
  await expect(dialog.getByText("Choose at least one control set, or a plan.")).toBeVisible();
  // A plan fills its control set; unchecking empties the plan again.
  await dialog.getByLabel("Assessment plan").selectOption({ label: "Standard security review (SOC 2)" });
  const soc2 = dialog.getByRole("group", { name: "Control sets" }).getByLabel("SOC 2 Security Baseline");
  await expect(soc2).toBeChecked();
  await soc2.uncheck();
  await expect(dialog.getByLabel("Assessment plan")).toHaveValue("");
  await soc2.check();
  await dialog.getByRole("group", { name: "Supporting documents" }).getByLabel(FILE_NAME).check();

  // A template with an unknown placeholder: the preview says so, and the API's refusal lands on the field.
  const template = dialog.getByLabel("Name template");
  await template.fill("{vendor} review");
  await expect(dialog.getByText("Unknown placeholder {vendor}.", { exact: false })).toBeVisible();
  await dialog.getByRole("button", { name: "Create assessment" }).click();
  await expect(template).toHaveAttribute("aria-invalid", "true");
  await expect(dialog.getByRole("alert").filter({ hasText: /assessment_name_format/ })).toBeVisible();
  await template.fill("{vendor_name} {year} {quarter} security review");
  const year = new Date().getUTCFullYear();
  const quarter = `Q${Math.floor(new Date().getUTCMonth() / 3) + 1}`;
  const name = `Globex Payroll ${year} ${quarter} security review`;
  await expect(dialog.getByText(`Will be named ${name}`)).toBeVisible();

  // Assigned to me, through the people picker.
  const assignee = dialog.getByRole("combobox", { name: "Assignee" });
  await assignee.fill("Erin");
  await dialog.getByRole("option", { name: /Erin/ }).click();
  await expect(dialog.getByRole("list", { name: "Chosen: Assignee" })).toContainText("Erin");
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Create assessment" }).click();

  // The assessment's page follows the engine to review.
  await page.waitForURL(/\/assessments\/cbqsrw_[0-9a-f]{32}$/);
  const assessmentUrl = page.url();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expectCurrentStep(page, "In review", 90_000);
  await expect(page.getByRole("status").filter({ hasText: "Status: In review." })).toBeAttached();
  await expect(
    page.getByRole("list", { name: STEPPER }).getByRole("listitem").filter({ hasText: "Analyzing" }),
  ).toContainText("(done)");
  await expect(page.getByRole("button", { name: "Approve", exact: true })).toBeVisible();
  await expect(page.getByRole("definition").filter({ hasText: /^\d+%$/ })).toBeVisible();
  await expectAccessible(page);

  // Met and not-met controls, with their evidence quoted.
  const evaluations = page.getByRole("region", { name: "Evaluations" });
  const mfa = evaluations.getByRole("article", { name: /CC6\.1/ });
  await expect(mfa.getByText("Met", { exact: true })).toBeVisible();
  await expect(mfa.getByRole("list", { name: "Evidence for CC6.1" })).toContainText(
    "Multi-factor authentication (MFA) is enforced",
  );
  await evaluations.getByLabel("Result").selectOption("not_met");
  await expect(page).toHaveURL(/result=not_met/);
  const pentest = evaluations.getByRole("article", { name: /CC7\.1/ });
  await expect(pentest.getByText("Not met", { exact: true })).toBeVisible();
  await expect(pentest).toContainText("We do not currently perform penetration testing");
  await expect(evaluations.getByRole("article", { name: /CC6\.1/ })).toHaveCount(0);
  await expect(pentest.getByRole("link", { name: "Finding raised for CC7.1" })).toBeVisible();

  // Its finding is listed on the page.
  const findings = page.getByRole("region", { name: /^Findings/ });
  await expect(findings.getByText(/^CC7\.1 .*: not met$/)).toBeVisible();

  // Approve: complete, and the reviewer's actions change.
  await page.getByRole("button", { name: "Approve", exact: true }).click();
  await expectCurrentStep(page, "Complete");
  await expect(page.getByRole("status").filter({ hasText: "Status: Complete." })).toBeAttached();
  await expect(page.getByRole("button", { name: "Approve", exact: true })).toHaveCount(0);
  // The button that had focus is gone: focus continues from the stepper's region.
  await expect(page.getByRole("region", { name: "Status" })).toBeFocused();
  await expect(page.getByRole("button", { name: "Reopen", exact: true })).toBeVisible();

  // Its History says what changed in words: the vendor and control sets by name, the score as a
  // percentage, statuses as the stepper names them; never an ID or a code.
  // It opens from the header, in a side sheet.
  const historyButton = page.getByRole("button", { name: /^History of / });
  await historyButton.click();
  const history = page.getByRole("dialog", { name: /^History of / });
  const entries = history.getByRole("list", { name: "History" }).locator(":scope > li");
  const created = entries.filter({ has: page.getByText("created", { exact: true }) }).last();
  await expect(created).toContainText("Vendor: Globex Payroll");
  await expect(created).toContainText("Control sets: SOC 2 Security Baseline");
  await expect(created).toContainText(`Supporting documents: ${FILE_NAME}`);
  await expect(history.getByText(/^Score: .*\d+\s?%$/).first()).toBeVisible();
  await expect(history.getByText(/^Status: .*→ In review$/).first()).toBeVisible();
  await expect(history).not.toContainText(/cb[a-z]{2,10}_[0-9a-f]{6,}|analyzing_questionnaire|review_evals/);
  await expect(history).not.toContainText(/Score percent|0\.\d{3}/);
  await expectAccessible(page);
  await page.keyboard.press("Escape");
  await expect(history).toHaveCount(0);
  await expect(historyButton).toBeFocused();

  // The evidence's document downloads with its original name and bytes.
  await evaluations.getByLabel("Result").selectOption("met");
  const download = page.waitForEvent("download");
  await evaluations
    .getByRole("article", { name: /CC6\.1/ })
    .getByRole("button", { name: `Download ${FILE_NAME}` })
    .first()
    .click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(FILE_NAME);
  expect(Buffer.compare(await readFile(await file.path()), pdf)).toBe(0);
  const supporting = page.getByRole("region", { name: "Supporting documents" });
  await expect(supporting.getByText(FILE_NAME)).toBeVisible();

  // In dark mode too.
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto(assessmentUrl);
  await expect(page.locator("html")).toHaveClass(/dark/);
  await expectCurrentStep(page, "Complete");
  await expect(evaluations.getByRole("article").first()).toBeVisible();
  await expectAccessible(page);
  await page.emulateMedia({ colorScheme: "light" });

  // The list: filters kept in the URL.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Assessments", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Assessments" })).toBeVisible();
  const row = page.getByRole("row", { name: new RegExp(name) });
  await expect(row).toContainText("Complete");
  await expect(row).toContainText("Globex Payroll");
  await expect(row).toContainText("Erin");
  await expectAccessible(page);

  // A second one from the list, for any vendor: without documents it waits for them.
  await page.getByRole("button", { name: "New assessment", exact: true }).click();
  const second = page.getByRole("dialog", { name: "New assessment" });
  await expect(second.getByRole("combobox", { name: "Vendor", exact: true })).toBeFocused();
  await second.getByRole("combobox", { name: "Vendor", exact: true }).selectOption({ label: "Globex Payroll" });
  await expect(second.getByRole("group", { name: "Supporting documents" }).getByLabel(FILE_NAME)).not.toBeChecked();
  await second.getByRole("group", { name: "Control sets" }).getByLabel("ISO 27001 Annex A Core").check();
  await second.getByLabel("Name", { exact: true }).fill("Globex ISO 27001 review");
  await second.getByRole("button", { name: "Create assessment" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Globex ISO 27001 review" })).toBeVisible();
  await expectCurrentStep(page, "Collecting documents", 30_000);
  await expect(page.getByText("No supporting documents")).toBeVisible();
  // Renamed through Edit (PATCH).
  await page.getByRole("button", { name: "Edit", exact: true }).click();
  const edit = page.getByRole("dialog", { name: "Edit assessment" });
  await expect(edit.getByLabel("Name")).toHaveValue("Globex ISO 27001 review");
  await edit.getByLabel("Name").fill("");
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(edit.getByText("Enter a name.")).toBeVisible();
  await edit.getByLabel("Name").fill("Globex ISO 27001 review (annual)");
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(edit).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1, name: "Globex ISO 27001 review (annual)" })).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: "Assessments", exact: true }).click();

  const isoRow = page.getByRole("row", { name: /Globex ISO 27001 review/ });
  await expect(isoRow).toContainText("Collecting documents");
  await page.getByLabel("Status", { exact: true }).selectOption({ label: "In progress (any step)" });
  await expect(page).toHaveURL(/assessment_status=in_progress/);
  await expect(isoRow).toBeVisible();
  await expect(row).toHaveCount(0);
  await page.getByLabel("Status", { exact: true }).selectOption({ label: "In review" });
  await expect(page.getByText("No assessments match these filters")).toBeVisible();
  await page.getByLabel("Status", { exact: true }).selectOption({ label: "Complete" });
  await page.getByLabel("Vendor", { exact: true }).selectOption({ label: "Globex Payroll" });
  await page.getByLabel("Assignee", { exact: true }).selectOption({ label: "Erin" });
  await expect(page).toHaveURL(/vendor=cbvndr_/);
  await expect(page).toHaveURL(/assignee=cbuser_/);
  await expect(row).toBeVisible();
  await expect(isoRow).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel("Status", { exact: true })).toHaveValue("complete");
  await expect(row).toBeVisible();
  await expect(isoRow).toHaveCount(0);

  // Archive, confirmed: canceled and gone from the active list, found under Archived.
  await row.getByRole("link", { name }).click();
  await page.getByRole("button", { name: "Archive", exact: true }).click();
  const confirm = page.getByRole("alertdialog", { name: "Archive this assessment?" });
  await expectAccessible(page);
  await confirm.getByRole("button", { name: "Archive" }).click();
  await expect(confirm).toHaveCount(0);
  await expectCurrentStep(page, "Canceled");
  await expect(page.getByRole("region", { name: "Status" })).toBeFocused();
  const header = page.locator("header").filter({ has: page.getByRole("heading", { level: 1, name }) });
  await expect(header.getByText("Archived", { exact: true })).toBeVisible();
  // Its finding was archived with it.
  await expect(findings.getByText(/^CC7\.1 .*: not met$/).locator("..")).toContainText("Archived");
  await expect(page.getByRole("button", { name: "Reopen", exact: true })).toHaveCount(0);
  await page.getByRole("main").getByRole("link", { name: "Assessments", exact: true }).click();
  await expect(isoRow).toBeVisible();
  await expect(row).toHaveCount(0);
  await page.getByLabel("Show").selectOption({ label: "Archived" });
  await expect(page).toHaveURL(/archived=archived/);
  await expect(row).toContainText("Canceled");
  await expect(isoRow).toHaveCount(0);
});
