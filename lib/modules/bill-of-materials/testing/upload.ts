import { readFileSync } from "node:fs";
import path from "node:path";
import { expect } from "vitest";
import type { Schemas } from "@/lib/testing/api-call-types";
import type { TestOrg } from "@/lib/testing/fixtures";
import { call, callApi, expectStatus } from "@/lib/testing/http";

export const fixturePath = (name: string) =>
  path.join(process.cwd(), "lib/modules/bill-of-materials/parse/fixtures", name);
export const fixtureBytes = (name: string) => readFileSync(fixturePath(name));

/** A signed upload address's path and query (the in-process app takes them without the host). */
export const localPart = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

/** Asks for an upload address and PUTs the bytes to it, as a client would; answers its s3_url. */
export async function uploadFile(org: TestOrg, fileName: string, bytes: Uint8Array | string): Promise<string> {
  const ticket = await callApi("get", `/v1/file/uploadable_url?filename=${encodeURIComponent(fileName)}`, {
    token: org.token,
  });
  expectStatus(ticket, 200);
  const put = await call(localPart(ticket.body.upload_url), {
    method: "PUT",
    rawBody: typeof bytes === "string" ? bytes : new Blob([Uint8Array.from(bytes)]),
  });
  expect(put.status, put.text).toBe(200);
  return ticket.body.s3_url;
}

/** A CycloneDX 1.5 JSON BOM of the given components (name@version with a purl each). */
export function cycloneDx(subject: string, components: { name: string; version: string; purl: string }[]): string {
  return JSON.stringify({
    bomFormat: "CycloneDX",
    specVersion: "1.5",
    serialNumber: `urn:uuid:3e671687-395b-41f5-a30f-a58921a69b${String(components.length).padStart(2, "0")}`,
    version: 1,
    metadata: {
      timestamp: "2026-11-01T00:00:00Z",
      component: { type: "application", name: subject, version: "1.0.0" },
    },
    components: components.map((component) => ({ type: "library", ...component, "bom-ref": component.purl })),
  });
}

/** Uploads `content` and creates a BOM of it for the vendor; answers the BOM (pending). */
export async function createBom(
  org: TestOrg,
  vendorId: string,
  fileName: string,
  content: Uint8Array | string,
  extra: Partial<Schemas["CreateBillOfMaterials"]> = {},
): Promise<Schemas["BillOfMaterials"]> {
  const bytes = typeof content === "string" ? Buffer.from(content) : content;
  const s3Url = await uploadFile(org, fileName, bytes);
  const result = await callApi("post", "/v1/bill_of_materials", {
    token: org.token,
    body: {
      vendor_id: vendorId,
      s3_url: s3Url,
      size: bytes.length,
      name: fileName,
      extension: path.extname(fileName).slice(1),
      ...extra,
    },
  });
  expectStatus(result, 200);
  return result.body;
}
