import { readFile } from "node:fs/promises";
import { makePdf } from "../lib/testing/document-files";
import { createAccount, expect, expectAccessible, signIn, test } from "./support";

test("a document uploaded to a vendor is classified, downloads with its name and bytes, and archives", async ({
  page,
  request,
  baseURL,
}) => {
  const account = await createAccount(request, "documents");
  await signIn(page, account, "/");
  const created = await page.request.post("/api/v1/vendors", {
    headers: { origin: baseURL ?? "" },
    data: { name: "Globex Security" },
  });
  expect(created.status()).toBe(201);
  const vendor = await created.json();

  await page.goto(`/vendors/${vendor.id}`);
  await page.getByRole("tab", { name: "Documents" }).click();
  const panel = page.getByRole("region", { name: "Documents" });
  await expect(panel.getByText("No documents yet")).toBeVisible();
  await expectAccessible(page);

  const pdf = Buffer.from(
    await makePdf([
      "Globex SOC 2 Type II Report",
      "The service auditor examined the controls against the Trust Services Criteria for security.",
      "Multi-factor authentication is required for all remote access.",
    ]),
  );
  // A keyboard user's path: the "Choose files" button opens the file chooser.
  const chooser = page.waitForEvent("filechooser");
  await panel.getByRole("button", { name: "Choose files" }).focus();
  await page.keyboard.press("Enter");
  await (await chooser).setFiles({ name: "globex-audit-2025.pdf", mimeType: "application/pdf", buffer: pdf });

  const row = panel.getByRole("row", { name: /globex-audit-2025\.pdf/ });
  await expect(row).toBeVisible();
  await expect(row.getByText("Complete")).toBeVisible({ timeout: 30_000 });
  await expect(row.getByText("SOC 2 Type II report")).toBeVisible();
  await expectAccessible(page);

  const download = page.waitForEvent("download");
  await row.getByRole("button", { name: "Download globex-audit-2025.pdf" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("globex-audit-2025.pdf");
  expect(Buffer.compare(await readFile(await file.path()), pdf)).toBe(0);

  // A refused type is explained inline, before anything is sent.
  const refused = page.waitForEvent("filechooser");
  await panel.getByRole("button", { name: "Choose files" }).click();
  await (await refused).setFiles({ name: "tool.exe", mimeType: "application/octet-stream", buffer: Buffer.from("MZ") });
  await expect(panel.getByRole("alert")).toContainText('Files of type ".exe" are not accepted.');

  await row.getByRole("button", { name: "Edit globex-audit-2025.pdf" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit document" });
  await dialog.getByLabel("Name").fill("Globex SOC 2 (2025)");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toHaveCount(0);
  const renamed = panel.getByRole("row", { name: /Globex SOC 2 \(2025\)/ });
  await expect(renamed).toBeVisible();

  await renamed.getByRole("button", { name: "Archive Globex SOC 2 (2025)" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Archive this document?" });
  await confirm.getByRole("button", { name: "Archive" }).click();
  await expect(panel.getByText("No documents yet")).toBeVisible();
});
