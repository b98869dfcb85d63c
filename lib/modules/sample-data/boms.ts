import path from "node:path";
import { createBom, importAdvisory, type OsvAdvisory, readExampleBom } from "@/lib/modules/bill-of-materials";
import { storeServerFile } from "@/lib/modules/file-uploads";
import type { SampleStep } from "./load";
import type { SampleVendorRef } from "./risk-program";

/** Real public BOMs (CycloneDX and SPDX examples) given to vendors whose product they could be. */
export const SAMPLE_BOMS = [
  { vendor: "Sentinel Identity", file: "keycloak-10.0.2.cdx.json", name: "Sentinel SSO server SBOM" },
  { vendor: "Codeharbor", file: "dropwizard-1.3.15.cdx.json", name: "Codeharbor API service SBOM" },
  { vendor: "Webcanvas CMS", file: "juice-shop-11.1.2.cdx.json", name: "Webcanvas storefront SBOM" },
  { vendor: "Docsmith API", file: "apigateway.saasbom.cdx.json", name: "Docsmith gateway SaaSBOM" },
  { vendor: "Labelwise AI", file: "simplehtr-aibom.spdx-3.0.json", name: "Labelwise handwriting model AIBOM" },
] as const;

/**
 * A real advisory (CVE-2020-36518, deeply nested JSON in jackson-databind) that matches the two
 * Java vendors' BOMs above (jackson-databind 2.10.1 and 2.9.10), so the sample radar has the alerts
 * a BOM match raises.
 */
export const SAMPLE_ADVISORY: OsvAdvisory = {
  id: "GHSA-57j2-w4cx-62h2",
  aliases: ["CVE-2020-36518"],
  summary: "Deeply nested json in jackson-databind",
  details:
    "jackson-databind before 2.13.0 allows a Java StackOverflow exception and denial of service via a large depth of " +
    "nested objects.",
  published: "2022-03-12T00:00:36Z",
  modified: "2024-03-15T00:00:00Z",
  database_specific: { severity: "HIGH" },
  references: [{ type: "ADVISORY", url: "https://nvd.nist.gov/vuln/detail/CVE-2020-36518" }],
  affected: [
    {
      package: { ecosystem: "Maven", name: "com.fasterxml.jackson.core:jackson-databind" },
      ranges: [
        { type: "ECOSYSTEM", events: [{ introduced: "0" }, { fixed: "2.12.6.1" }] },
        { type: "ECOSYSTEM", events: [{ introduced: "2.13.0" }, { fixed: "2.13.2.1" }] },
      ],
    },
  ],
} as OsvAdvisory;

/** The BOMs (parsed by their jobs after the load) and the advisory, whose matching job names both vendors. */
export async function loadSampleBoms(step: SampleStep, vendors: Map<string, SampleVendorRef>): Promise<void> {
  for (const sample of SAMPLE_BOMS) {
    const vendor = vendors.get(sample.vendor);
    if (!vendor) {
      continue;
    }
    const bytes = await readExampleBom(sample.file);
    await step(async (ctx) => {
      const s3Url = await storeServerFile(ctx.tx, ctx.orgId, {
        fileName: sample.file,
        contentType: "application/json",
        bytes,
      });
      await createBom(ctx, {
        vendor_id: vendor.id,
        s3_url: s3Url,
        size: bytes.length,
        name: sample.name,
        extension: path.extname(sample.file).slice(1),
      });
    });
  }
  await step((ctx) => importAdvisory(ctx, SAMPLE_ADVISORY));
}
