import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { JobWorker } from "@/lib/jobs";
import { createOrg, createVendor, type TestOrg } from "@/lib/testing/fixtures";
import { callApi, expectStatus } from "@/lib/testing/http";
import { createBom } from "./testing/upload";

/** A file's components survive parse → store → read: what the API answers is what the file said. */

let org: TestOrg;
let vendorId: string;

const LICENSES = ["MIT", "Apache-2.0", "BSD-3-Clause", "ISC", "GPL-2.0-only", "MPL-2.0"];

const componentArbitrary = fc.record({
  name: fc.stringMatching(/^[a-z][a-z0-9-]{0,20}$/),
  version: fc.tuple(fc.nat(40), fc.nat(40), fc.nat(40)).map(([major, minor, patch]) => `${major}.${minor}.${patch}`),
  license: fc.constantFrom(...LICENSES),
  sha256: fc.stringMatching(/^[0-9a-f]{64}$/),
  description: fc.option(fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9 .,()-]{0,150}[A-Za-z0-9.)]$/), { nil: undefined }),
});
const componentsArbitrary = fc.uniqueArray(componentArbitrary, {
  minLength: 1,
  maxLength: 40,
  selector: (c) => c.name,
});

beforeAll(async () => {
  org = await createOrg("BOM Round Trip Org");
  vendorId = (await createVendor(org, { name: "Round Trip Vendor" })).id;
});

describe("parse → store → read", () => {
  it("keeps every component's name, version, purl, licence, hash and description, in file order", async () => {
    await fc.assert(
      fc.asyncProperty(componentsArbitrary, async (components) => {
        const file = JSON.stringify({
          bomFormat: "CycloneDX",
          specVersion: "1.6",
          version: 1,
          metadata: { component: { type: "application", name: "Generated" } },
          components: components.map((component) => ({
            type: "library",
            name: component.name,
            version: component.version,
            purl: `pkg:npm/${component.name}@${component.version}`,
            licenses: [{ license: { id: component.license } }],
            hashes: [{ alg: "SHA-256", content: component.sha256 }],
            ...(component.description === undefined ? {} : { description: component.description }),
          })),
        });
        const bom = await createBom(org, vendorId, "generated.cdx.json", file);
        await new JobWorker({ orgId: org.orgId }).runUntilIdle();
        const read = await callApi("get", `/v1/bill_of_materials/${bom.id}`, { token: org.token });
        expectStatus(read, 200);
        expect(read.body.parse_status, read.body.parse_error ?? undefined).toBe("parsed");
        expect(
          read.body.components?.map((component) => ({
            name: component.name,
            version: component.version,
            purl: component.purl,
            licenses: component.licenses,
            hashes: component.hashes,
            description: component.description,
          })),
        ).toEqual(
          components.map((component) => ({
            name: component.name,
            version: component.version,
            purl: `pkg:npm/${component.name}@${component.version}`,
            licenses: [component.license],
            hashes: { "SHA-256": component.sha256 },
            description: component.description ?? null,
          })),
        );
      }),
      { numRuns: 8 },
    );
  }, 120_000);
});
