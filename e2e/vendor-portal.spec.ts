import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { Browser, Locator, Page } from "@playwright/test";
import { mailOutboxDir } from "./playwright.config";
import { apiToken, createAccount, expect, expectAccessible, signIn, test } from "./support";

interface OutboxMail {
  to: string;
  body: string;
}

/** The newest sign-in code mailed to `to` (MAIL_OUTBOX_DIR: the server writes each email there). */
async function codeFor(to: string, after: Set<string>): Promise<string> {
  let code = "";
  await expect
    .poll(
      async () => {
        const files = (await readdir(mailOutboxDir ?? ""))
          .filter((file) => file.endsWith(".json") && !after.has(file))
          .sort();
        for (const file of files.reverse()) {
          const mail = JSON.parse(await readFile(path.join(mailOutboxDir ?? "", file), "utf8")) as OutboxMail;
          const found = mail.to === to ? mail.body.match(/Your code: (\d{6})/)?.[1] : undefined;
          if (found) {
            code = found;
            return true;
          }
        }
        return false;
      },
      { message: `a sign-in code mailed to ${to}` },
    )
    .toBe(true);
  return code;
}

const outboxFiles = async () => new Set(await readdir(mailOutboxDir ?? ""));

/** A vendor's own browser: opens the emailed link and signs in with the code from their mailbox. */
async function vendorSignsIn(browser: Browser, portalPath: string, email: string, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: "reduce" });
  const page = await context.newPage();
  await page.goto(portalPath);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const before = await outboxFiles();
  await page.getByLabel("Your work email").fill(email);
  await page.getByRole("button", { name: "Send code" }).click();
  await page.getByLabel("Six-digit code").fill(await codeFor(email, before));
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
  return page;
}

/** Answers the questions of the section shown from `from` on: the first option, or a sentence. */
async function answerSection(questions: Locator, from = 0) {
  const count = await questions.count();
  for (let index = from; index < count; index += 1) {
    const question = questions.nth(index);
    if ((await question.locator("input[type=radio]").count()) > 0) {
      await question.locator("input[type=radio]").first().check();
    } else if ((await question.locator("fieldset input[type=checkbox]").count()) > 0) {
      await question.locator("fieldset input[type=checkbox]").first().check();
    } else {
      await question.getByRole("textbox", { name: /Your answer/ }).fill(`Answer ${index + 1}: yes, documented.`);
    }
    await expect(question.getByText("Saved")).toBeVisible();
  }
}

test("a workflow sends the request, the vendor and a colleague answer it, and the customer starts an assessment", async ({
  page,
  request,
  browser,
}) => {
  const account = await createAccount(request, "portal");
  const token = await apiToken(request, account);
  const headers = { authorization: `Bearer ${token}` };
  const vendorDomain = `acme-${Date.now().toString(36)}.example`;
  const recipient = `lead@${vendorDomain}`;
  const colleague = `security@${vendorDomain}`;
  const vendor = await (
    await request.post("/v1/vendors", {
      headers,
      data: { name: "Acme Payroll", primary_contact: { email: recipient, name: "Lee" } },
    })
  ).json();
  const questionnaires = (await (await request.get("/v1/intake/api/questionnaires", { headers })).json()).items as {
    id: string;
    name: string;
  }[];
  const onboarding = questionnaires.find((questionnaire) => questionnaire.name === "Vendor onboarding");
  const irq = questionnaires.find((questionnaire) => questionnaire.name === "Inherent risk questionnaire");
  expect(onboarding && irq).toBeTruthy();

  // The workflow sends the request: two questionnaires, two sections.
  const workflow = await request.post("/v1/workflows", {
    headers,
    data: {
      name: "supplier_due_diligence",
      enabled: true,
      steps: [
        {
          component_name: "Send the questionnaires",
          action_type: "send_questionnaire",
          settings: { questionnaire_type: "vendor_onboarding", questionnaire_ids: [onboarding?.id, irq?.id] },
        },
      ],
    },
  });
  expect(workflow.status()).toBe(201);
  const run = await (
    await request.post("/v1/workflows/supplier_due_diligence/run", {
      headers,
      data: { input: { vendor_id: vendor.id } },
    })
  ).json();
  await expect
    .poll(
      async () => (await (await request.get(`/v1/workflows/runs/${run.workflow_run_id}`, { headers })).json()).status,
    )
    .toBe("completed");
  const [portal] = (await (await request.get(`/v1/portals?vendor_id=${vendor.id}`, { headers })).json()).items;
  const portalPath = new URL(portal.url).pathname;

  // The recipient, on a laptop: answers part of the first section, uploads two files, reloads.
  const lead = await vendorSignsIn(browser, portalPath, recipient, 1280);
  await expect(lead.getByRole("heading", { level: 2, name: "Vendor onboarding" })).toBeVisible();
  await expectAccessible(lead);
  const leadQuestions = lead.locator("article");
  const first = leadQuestions.first();
  await first.getByRole("textbox", { name: /Your answer/ }).fill("We run payroll for 400 employees.");
  await expect(first.getByText("Saved")).toBeVisible();
  await first.locator("input[type=file]").setInputFiles([
    { name: "soc2-bridge-letter.txt", mimeType: "text/plain", buffer: Buffer.from("SOC 2 bridge letter") },
    { name: "encryption-policy.txt", mimeType: "text/plain", buffer: Buffer.from("AES-256 at rest") },
  ]);
  // Exact: while an upload's "… uploaded." announcement is still in the live region, it names the file too.
  await expect(first.getByText("soc2-bridge-letter.txt", { exact: true })).toBeVisible();
  await expect(first.getByText("encryption-policy.txt", { exact: true })).toBeVisible();
  await lead.reload();
  await expect(lead.getByText(`Signed in as ${recipient}`)).toBeVisible();
  await expect(
    lead
      .locator("article")
      .first()
      .getByRole("textbox", { name: /Your answer/ }),
  ).toHaveValue("We run payroll for 400 employees.");
  await expect(lead.locator("article").first().getByText("encryption-policy.txt")).toBeVisible();

  // The second section goes to a colleague.
  await lead
    .getByRole("navigation", { name: "Sections" })
    .getByRole("button", { name: /Inherent risk questionnaire/ })
    .click();
  await expect(lead.getByRole("heading", { level: 2, name: "Inherent risk questionnaire" })).toBeVisible();
  await lead.getByRole("button", { name: "Hand this section to a colleague" }).click();
  const handOver = lead.getByRole("dialog");
  await handOver.getByLabel("Colleague's email").fill(colleague);
  await handOver.getByRole("button", { name: "Hand over" }).click();
  await expect(handOver.getByText(`We emailed ${colleague}`)).toBeVisible();
  await handOver.press("Escape");

  // The colleague, on a phone: signs in with their own code and answers their section.
  const helper = await vendorSignsIn(browser, portalPath, colleague, 390);
  await expect(helper.getByRole("heading", { level: 2, name: "Inherent risk questionnaire" })).toBeVisible();
  await answerSection(helper.locator("article"));
  expect(await helper.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(helper);

  // The recipient finishes the first section, reviews and submits.
  await lead
    .getByRole("navigation", { name: "Sections" })
    .getByRole("button", { name: /Vendor onboarding/ })
    .click();
  await answerSection(lead.locator("article"), 1);
  await lead
    .getByRole("navigation", { name: "Sections" })
    .getByRole("button", { name: /Review and submit/ })
    .click();
  await expect(lead.getByRole("heading", { name: "Review and submit" })).toBeVisible();
  await expect(lead.getByText("Every required question is answered")).toBeVisible();
  await lead.getByRole("button", { name: "Submit", exact: true }).click();
  await expect(lead.getByRole("heading", { name: /your answers were submitted/ })).toBeVisible();
  await expectAccessible(lead);

  // The customer sees it submitted and starts an assessment from it.
  await signIn(page, account, "/portals");
  const row = page.getByRole("row").filter({ hasText: portal.display_name });
  await expect(row).toContainText("Submitted");
  await row.getByRole("link", { name: portal.display_name }).click();
  const drawer = page.getByRole("dialog", { name: portal.display_name });
  await expect(drawer.getByText("We run payroll for 400 employees.")).toBeVisible();
  await expect(drawer.getByRole("button", { name: "Download soc2-bridge-letter.txt" })).toBeVisible();
  await expectAccessible(page);
  await drawer.getByRole("button", { name: "Start an assessment from this submission" }).click();
  await expect(drawer.getByText("Assessment started:")).toBeVisible();
  await drawer.getByRole("link", { name: /Open the assessment/ }).click();
  await expect(page).toHaveURL(/\/assessments\/cbqsrw_/);
  await expect(page.getByText("Acme Payroll").first()).toBeVisible();
});
