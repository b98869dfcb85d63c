import { randomUUID } from "node:crypto";
import { apiToken, createAccount, expect, expectAccessible, signIn, test, v1 } from "./support";

const VENDOR = "Initech Payments";
const LOG4J_CORE = "pkg:maven/org.apache.logging.log4j/log4j-core";

// The server signs upload addresses with PUBLIC_BASE_URL (unset here: http://localhost:<port>) while the
// browser opens the app at 127.0.0.1: the page PUTs to the address's path on its own origin.

interface CdxComponent {
  group?: string;
  name: string;
  version: string;
  purl: string;
  license: string;
}

/** A small CycloneDX 1.5 JSON SBOM of the vendor's payments application. */
function cycloneDx(version: string, components: CdxComponent[]): Buffer {
  return Buffer.from(
    JSON.stringify({
      bomFormat: "CycloneDX",
      specVersion: "1.5",
      serialNumber: `urn:uuid:${randomUUID()}`,
      version: 1,
      metadata: {
        timestamp: new Date().toISOString(),
        component: { type: "application", name: "initech-payments", version },
      },
      components: components.map(({ license, ...component }) => ({
        type: "library",
        ...component,
        licenses: [{ license: { id: license } }],
      })),
    }),
  );
}

const JACKSON = {
  group: "com.fasterxml.jackson.core",
  name: "jackson-databind",
  version: "2.12.3",
  purl: "pkg:maven/com.fasterxml.jackson.core/jackson-databind@2.12.3",
  license: "Apache-2.0",
};
const log4jCore = (version: string) => ({
  group: "org.apache.logging.log4j",
  name: "log4j-core",
  version,
  purl: `${LOG4J_CORE}@${version}`,
  license: "Apache-2.0",
});
const FIRST_SBOM = cycloneDx("3.1.0", [
  log4jCore("2.13.0"),
  JACKSON,
  { name: "lodash", version: "4.17.20", purl: "pkg:npm/lodash@4.17.20", license: "MIT" },
]);
const SECOND_SBOM = cycloneDx("3.2.0", [
  log4jCore("2.14.1"),
  JACKSON,
  { name: "left-pad", version: "1.3.0", purl: "pkg:npm/left-pad@1.3.0", license: "WTFPL" },
]);

/** Log4Shell as OSV publishes it (trimmed): log4j-core from 2.0-beta9 until 2.15.0. */
const LOG4SHELL = {
  schema_version: "1.4.0",
  id: "GHSA-jfh8-c2jp-5v3q",
  aliases: ["CVE-2021-44228"],
  summary: "Remote code injection in Log4j",
  details: "Apache Log4j2 JNDI features do not protect against attacker-controlled LDAP and other endpoints.",
  affected: [
    {
      package: { ecosystem: "Maven", name: "org.apache.logging.log4j:log4j-core", purl: LOG4J_CORE },
      ranges: [{ type: "ECOSYSTEM", events: [{ introduced: "2.0-beta9" }, { fixed: "2.15.0" }] }],
    },
  ],
  database_specific: { severity: "CRITICAL" },
};

test("bills of materials: upload and parse on the vendor's tab, compare, search the portfolio, an advisory's match and its radar alert", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const account = await createAccount(request, "bom");
  const api = v1(request, await apiToken(request, account));
  const vendor = await api.post<{ id: string }>("/vendors", { name: VENDOR });

  // The vendor's tab, empty.
  await signIn(page, account, `/vendors/${vendor.id}`);
  await page.getByRole("tab", { name: "Bills of materials" }).click();
  await expect(page).toHaveURL(/tab=bills-of-materials/);
  const panel = page.getByRole("region", { name: "Bills of materials" });
  await expect(panel.getByText("No bills of materials yet")).toBeVisible();
  await expectAccessible(page);

  // The first SBOM, by keyboard: the button opens the file chooser; the status is read out as it changes.
  const live = panel.getByRole("status", { name: "Parse status" });
  let chooser = page.waitForEvent("filechooser");
  await panel.getByRole("button", { name: "Choose a file" }).focus();
  await page.keyboard.press("Enter");
  await (await chooser).setFiles({ name: "initech-3.1.0.cdx.json", mimeType: "application/json", buffer: FIRST_SBOM });
  await expect(live).toHaveText("initech-payments 3.1.0 was parsed: 3 components.", { timeout: 30_000 });
  const history = panel.getByRole("table", { name: /Bills of materials of this vendor/ });
  await expect(history.getByRole("row", { name: /initech-payments 3\.1\.0/ }).getByText("Parsed")).toBeVisible();

  // The second, a release later: parsed, its components listed, and what changed since the first.
  chooser = page.waitForEvent("filechooser");
  await panel.getByRole("button", { name: "Choose a file" }).click();
  await (await chooser).setFiles({ name: "initech-3.2.0.cdx.json", mimeType: "application/json", buffer: SECOND_SBOM });
  await expect(live).toHaveText("initech-payments 3.2.0 was parsed: 3 components.", { timeout: 30_000 });
  const latest = history.getByRole("row", { name: /initech-payments 3\.2\.0/ });
  await expect(latest.getByText("Latest")).toBeVisible();
  await expect(latest.getByRole("button", { name: "Show initech-payments 3.2.0" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  const components = panel.getByRole("table", { name: "Components of initech-payments 3.2.0" });
  const log4jRow = components.getByRole("row", { name: /log4j-core/ });
  await expect(log4jRow.getByText(`${LOG4J_CORE}@2.14.1`)).toBeVisible();
  await expect(log4jRow.getByRole("button", { name: "Copy the purl of log4j-core" })).toBeVisible();
  await expect(panel.getByRole("region", { name: "Licences" }).getByText("Apache-2.0")).toBeVisible();
  const quality = panel.getByRole("region", { name: "Quality" });
  await expect(quality.getByText("100% (3)").first()).toBeVisible();
  await expect(quality.getByText("Not met")).toBeVisible();

  // The licence facet narrows the table.
  await panel.getByLabel("Licence", { exact: true }).selectOption({ label: "Apache-2.0 (2)" });
  await expect(components.getByRole("row")).toHaveCount(3);
  await expect(components.getByRole("row", { name: /left-pad/ })).toHaveCount(0);

  await panel.getByRole("button", { name: /Compare with previous/ }).click();
  await expect(
    panel.getByText(
      /From initech-payments 3\.1\.0 to initech-payments 3\.2\.0: 1 added, 1 removed, 1 at another version/,
    ),
  ).toBeVisible();
  const changed = panel.getByRole("region", { name: /^Changed/ });
  await expect(changed.getByText(/2\.13\.0\s*→\s*to\s*2\.14\.1/)).toBeVisible();
  await expect(panel.getByRole("region", { name: /^Added/ }).getByText("left-pad", { exact: true })).toBeVisible();
  await expect(panel.getByRole("region", { name: /^Removed/ }).getByText("lodash", { exact: true })).toBeVisible();
  await expectAccessible(page);

  // The older one archived, after a confirmation: it leaves the history until archived ones are shown.
  await history.getByRole("button", { name: "Archive initech-payments 3.1.0" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Archive this bill of materials?" });
  await confirm.getByRole("button", { name: "Archive" }).click();
  await expect(confirm).toHaveCount(0);
  await expect(history.getByRole("row", { name: /initech-payments 3\.1\.0/ })).toHaveCount(0);
  await panel.getByRole("checkbox", { name: "Show archived" }).check();
  await expect(history.getByRole("row", { name: /initech-payments 3\.1\.0/ }).getByText("Archived")).toBeVisible();

  // The portfolio: which vendors ship log4j-core; the search is in the URL.
  await page.goto("/components");
  await expect(page.getByRole("heading", { level: 1, name: "Components" })).toBeVisible();
  await page.getByLabel("Package URL, CPE or name").fill(LOG4J_CORE);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/[?&]q=pkg%3Amaven/);
  const result = page.getByRole("region", { name: new RegExp(VENDOR) });
  await expect(result.getByRole("link", { name: VENDOR })).toHaveAttribute(
    "href",
    `/vendors/${vendor.id}?tab=bills-of-materials`,
  );
  await expect(result.getByText(`${LOG4J_CORE}@2.14.1`)).toBeVisible();
  await expectAccessible(page);
  // A malformed version range is explained beside its field.
  await page.getByLabel("Version range (optional)").fill("maven/>=2.0");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByLabel("Version range (optional)")).toHaveAccessibleDescription(/starts with 'vers:'/);
  await page.getByLabel("Version range (optional)").fill("vers:maven/>=2.0-beta9|<2.15.0");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(result.getByText(`${LOG4J_CORE}@2.14.1`)).toBeVisible();

  // Raise an advisory from the result: the draft names the package; the id is left to fill in.
  await result.getByRole("link", { name: "Raise an advisory for log4j-core 2.14.1" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Advisories" })).toBeVisible();
  const osv = page.getByLabel("OSV advisory (JSON)");
  await expect(osv).toBeFocused();
  await expect(osv).toHaveValue(/"name": "org\.apache\.logging\.log4j:log4j-core"/);
  await expect(osv).toHaveValue(/"id": "LOCAL-"/);
  // Importing it as it is: the blank fixed version is refused, beside the box.
  await page.getByRole("button", { name: "Import advisory" }).click();
  await expect(osv).toHaveAccessibleDescription(/affected\.0\.ranges\.0\.events\.1\.fixed/);

  // Log4Shell instead, read from a file into the box: matched in the background, then one vendor.
  chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Read from a file" }).click();
  await (await chooser).setFiles({
    name: "GHSA-jfh8-c2jp-5v3q.json",
    mimeType: "application/json",
    buffer: Buffer.from(JSON.stringify(LOG4SHELL, null, 2)),
  });
  await expect(osv).toHaveValue(/"id": "GHSA-jfh8-c2jp-5v3q"/);
  await expect(osv).toHaveAccessibleDescription("Paste the advisory, or read it from a file.");
  await page.getByRole("button", { name: "Import advisory" }).click();
  await expect(page.getByText("GHSA-jfh8-c2jp-5v3q was imported; it is being matched")).toBeVisible();
  const advisory = page.getByRole("row", { name: /GHSA-jfh8-c2jp-5v3q/ });
  await expect(advisory.getByText("Critical")).toBeVisible();
  await expect(advisory.getByText("1 matched vendor")).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page);

  await advisory.getByRole("button", { name: "Show the matched vendors of GHSA-jfh8-c2jp-5v3q" }).click();
  const affected = page.getByRole("list", { name: `Affected components of ${VENDOR}` });
  await expect(affected.getByText(`${LOG4J_CORE}@2.14.1`)).toBeVisible();
  const alertLink = page.getByRole("link", { name: `Open the radar alert for ${VENDOR}` });
  await expect(alertLink).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page);

  // The radar event the match raised: its impacted vendor with its alert.
  await alertLink.click();
  await page.waitForURL(/\/radar\/events\/[^/?]+$/);
  const impacted = page.getByRole("table", { name: "Impacted vendors and their alerts" });
  await expect(impacted.getByRole("link", { name: VENDOR })).toBeVisible();
  await expect(impacted.getByText("Active")).toBeVisible();
});
