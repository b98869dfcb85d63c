import { apiToken, createAccount, expect, expectAccessible, signIn, test } from "./support";

test("run the onboarding workflow on a vendor, follow its steps to the portal request, and define a workflow", async ({
  page,
  request,
}) => {
  const account = await createAccount(request, "workflows");
  const token = await apiToken(request, account);
  const headers = { authorization: `Bearer ${token}` };
  const levels = await (await request.get("/v1/risk_levels", { headers })).json();
  const high = levels.items.find((level: { name: string }) => level.name === "High");
  const vendor = await (
    await request.post("/v1/vendors", {
      headers,
      data: { name: "Initech", primary_contact: { email: "bill@initech.example" }, inherent_risk_level_id: high.id },
    })
  ).json();

  await signIn(page, account, "/workflows");
  await expect(page).toHaveTitle(/^Workflows/);
  await expect(page.getByRole("heading", { level: 1, name: "Workflows" })).toBeVisible();
  // Workflows are named in words, never by their codes.
  await expect(page.getByRole("switch", { name: "Enabled: Vendor onboarding" })).toHaveAttribute(
    "aria-checked",
    "true",
  );
  await expect(page.getByRole("main")).not.toContainText("vendor_onboarding");
  await expect(page.getByRole("button", { name: "Run Vendor offboarding" })).toBeDisabled();
  await expectAccessible(page);

  // The run starts from a form: the vendor is required and picked by name, never typed as an ID.
  await page.getByRole("button", { name: "Run Vendor onboarding" }).click();
  const dialog = page.getByRole("dialog", { name: "Run Vendor onboarding" });
  await dialog.getByRole("button", { name: "Start run" }).click();
  await expect(dialog.getByText("Choose the vendor this run acts on.")).toBeVisible();
  await expect(dialog.getByRole("combobox", { name: "Vendor" })).toHaveAttribute("aria-invalid", "true");
  await expectAccessible(page);
  // Advanced input must still be a JSON object.
  await dialog.getByText("More input (advanced)").click();
  await dialog.getByLabel("Other input (JSON object)").fill("[1]");
  await dialog.getByRole("button", { name: "Start run" }).click();
  await expect(dialog.getByText(/Enter a JSON object/)).toBeVisible();
  await dialog.getByLabel("Other input (JSON object)").fill("");
  await dialog.getByRole("combobox", { name: "Vendor" }).fill("Init");
  await page.getByRole("option", { name: "Initech" }).click();
  await expect(dialog.getByRole("combobox", { name: "Vendor" })).toHaveValue("Initech");
  await dialog.getByRole("button", { name: "Start run" }).click();
  await expect(page).toHaveURL(/\/workflows\/runs\/cbwr_/);
  await expect(page.getByRole("heading", { level: 1, name: "Vendor onboarding" })).toBeVisible();
  const steps = page.getByRole("region", { name: "Steps" }).getByRole("listitem").filter({ hasText: /^\d\./ });
  await expect(page.getByText("Completed", { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(steps).toHaveCount(3);
  await expect(steps.nth(0)).toContainText("Done");
  await expect(steps.nth(1)).toContainText("Done");
  await expect(steps.nth(2)).toContainText("No webhook subscribes to Vendor.Updated.");
  // The records a step names are shown by name and linked: the vendor, and the portal request it sent.
  await expect(steps.nth(0).getByRole("link", { name: "Initech", exact: true })).toHaveAttribute(
    "href",
    `/vendors/${vendor.id}`,
  );
  await expect(steps.nth(0)).toContainText("Input vendor: Initech");
  await expect(steps.nth(0).getByRole("link", { name: /Inherent risk questionnaire/ })).toBeVisible();
  await expect(page.getByRole("main")).not.toContainText(/cb[a-z]{2,10}_[0-9a-f]{6,}/);
  await expectAccessible(page);

  // The questionnaire's portal request is linked; the portals page lists it with its state and link.
  await steps
    .nth(0)
    .getByRole("link", { name: /Inherent risk questionnaire/ })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Portals" })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: "Inherent risk questionnaire: Initech" });
  // Type and state in words, never the API's codes.
  await expect(row).not.toContainText("irq");
  await expect(row).toContainText("Open");
  await expect(row.getByRole("button", { name: /Copy link to Inherent risk questionnaire/ })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel("State").selectOption("overdue");
  await expect(page.getByText("No requests")).toBeVisible();
  await page.getByLabel("State").selectOption("open");
  await expect(row).toBeVisible();

  // The runs page lists the run and filters by workflow and status.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Runs" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Workflow runs" })).toBeVisible();
  await expectAccessible(page);
  const runs = page.getByRole("table", { name: "Workflow runs" });
  await expect(runs.getByRole("link", { name: "Vendor onboarding" })).toBeVisible();
  await page.getByLabel("Status").selectOption("failed");
  await expect(page.getByText("No runs")).toBeVisible();
  await page.getByLabel("Status").selectOption("completed");
  await expect(runs.getByRole("link", { name: "Vendor onboarding" })).toBeVisible();
  await page.getByLabel("Workflow", { exact: true }).selectOption("offboarding");
  await expect(page.getByText("No runs")).toBeVisible();

  // Define an event-triggered workflow, then enable it with the switch.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Definitions" }).click();
  await page.getByRole("button", { name: "New workflow" }).click();
  const editor = page.getByRole("dialog", { name: "New workflow" });
  await editor.getByLabel("Name").fill("tier_new_vendors");
  await editor.getByLabel("Trigger").selectOption("Vendor.Created");
  await editor.getByRole("button", { name: "Add step" }).click();
  await editor.getByLabel("Step 1 action").selectOption("tier_vendor");
  await editor.getByRole("button", { name: "Add step" }).click();
  await editor.getByLabel("Step 2 action").selectOption("send_webhook");
  await editor.getByRole("button", { name: "Move step 2 up" }).click();
  await expect(editor.getByLabel("Step 1 action")).toHaveValue("send_webhook");
  await expectAccessible(page);
  await editor.getByRole("button", { name: "Save workflow" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  const toggle = page.getByRole("switch", { name: "Enabled: Tier new vendors" });
  await expect(toggle).toHaveAttribute("aria-checked", "false");
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-checked", "true");

  const listed = await (await request.get("/v1/workflows", { headers })).json();
  const created = listed.items.find((item: { name: string }) => item.name === "tier_new_vendors");
  expect(created).toMatchObject({
    enabled: true,
    trigger: { type: "event", event_type: "Vendor.Created" },
    steps: [{ action_type: "send_webhook" }, { action_type: "tier_vendor" }],
  });
});

test("a run that created an assessment names it and links to it, never showing its ID", async ({ page, request }) => {
  const account = await createAccount(request, "workflow-assessment");
  const token = await apiToken(request, account);
  const headers = { authorization: `Bearer ${token}` };
  const vendor = await (await request.post("/v1/vendors", { headers, data: { name: "Hooli" } })).json();
  const workflow = await request.post("/v1/workflows", {
    headers,
    data: {
      name: "assess_new_vendors",
      enabled: true,
      trigger: { type: "manual" },
      steps: [
        {
          component_name: "Open the review",
          action_type: "create_assessment",
          settings: { name_format: "{vendor_name} onboarding review" },
        },
      ],
    },
  });
  expect(workflow.status()).toBe(201);
  const started = await request.post("/v1/workflows/assess_new_vendors/run", {
    headers,
    data: { input: { vendor_id: vendor.id } },
  });
  expect(started.status()).toBe(201);
  const { workflow_run_id: runId } = await started.json();

  await signIn(page, account, `/workflows/runs/${runId}`);
  await expect(page.getByRole("heading", { level: 1, name: "Assess new vendors" })).toBeVisible();
  await expect(page.getByText("Completed", { exact: true })).toBeVisible({ timeout: 20_000 });
  const step = page.getByRole("region", { name: "Steps" }).getByRole("listitem").filter({ hasText: /^1\./ });
  await expect(step).toContainText("Result assessment: Hooli onboarding review");
  const run = await (await request.get(`/v1/workflows/runs/${runId}`, { headers })).json();
  const assessment = run.steps[0].artifacts.find((artifact: { role: string }) => artifact.role === "result");
  await expect(step.getByRole("link", { name: "Hooli onboarding review" })).toHaveAttribute(
    "href",
    `/assessments/${assessment.id}`,
  );
  await expect(step.getByRole("link", { name: "Hooli", exact: true })).toHaveAttribute("href", `/vendors/${vendor.id}`);
  await expect(page.getByRole("main")).not.toContainText(/cb[a-z]{2,10}_[0-9a-f]{6,}/);
  await expectAccessible(page);

  await step.getByRole("link", { name: "Hooli onboarding review" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Hooli onboarding review" })).toBeVisible();
});
