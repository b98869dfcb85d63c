import { describe, expect, it } from "vitest";
import { INVALID_PURL_PROPERTY } from "./purl";
import { cyclonedxDocument, parsed, parseFixture, parseJsonDocument } from "./testing";

// Expected counts were taken with jq, independently of the parser, e.g.
//   jq '[.components[]? | recurse(.components[]?)] + [.services[]? | recurse(.services[]?)] | length'
// and the same with select(.version), select(.purl), licences (id, name or expression),
// supplier.name // publisher // provider.name, and non-empty hashes.
const fixtures = [
  {
    file: "keycloak-10.0.2.cdx.json",
    specVersion: "1.2",
    bomType: "sbom",
    name: "keycloak-parent 10.0.2",
    serialNumber: "urn:uuid:411dafd2-c29f-491a-97d7-e97de5bc2289",
    counts: {
      componentCount: 903,
      withVersion: 903,
      withPurl: 903,
      withLicense: 873,
      withSupplier: 756,
      withHash: 903,
    },
  },
  {
    file: "juice-shop-11.1.2.cdx.json",
    specVersion: "1.2",
    bomType: "sbom",
    name: "juice-shop 11.1.2",
    serialNumber: "urn:uuid:1f860713-54b9-4253-ba5a-9554851904af",
    counts: { componentCount: 840, withVersion: 840, withPurl: 840, withLicense: 803, withSupplier: 0, withHash: 840 },
  },
  {
    file: "dropwizard-1.3.15.cdx.json",
    specVersion: "1.2",
    bomType: "sbom",
    name: "dropwizard-parent 1.3.15",
    serialNumber: "urn:uuid:b4f2954f-a96d-4578-9509-1ae2d6476209",
    counts: { componentCount: 167, withVersion: 167, withPurl: 167, withLicense: 133, withSupplier: 90, withHash: 167 },
  },
  {
    file: "cern-vdm-editor.cdx.json",
    specVersion: "1.2",
    bomType: "sbom",
    name: "lhc-vdm-editor 0.0.1",
    serialNumber: "urn:uuid:699b6458-60da-4f52-b1b3-34915dc01eb6",
    counts: { componentCount: 43, withVersion: 43, withPurl: 43, withLicense: 43, withSupplier: 0, withHash: 43 },
  },
  {
    file: "laravel-7.12.0.cdx-1.4.json",
    specVersion: "1.4",
    bomType: "sbom",
    name: "cyclonedx-php-composer-demo dev-master",
    serialNumber: null,
    counts: { componentCount: 62, withVersion: 62, withPurl: 62, withLicense: 62, withSupplier: 0, withHash: 0 },
  },
  {
    file: "pcie-sata-adapter.hbom.cdx.json",
    specVersion: "1.4",
    bomType: "hbom",
    name: "pcie-sata-adaptor-board rev-1",
    serialNumber: "urn:uuid:e8c355aa-2142-4084-a8c7-6d42c8610ba2",
    counts: { componentCount: 6, withVersion: 1, withPurl: 0, withLicense: 0, withSupplier: 6, withHash: 0 },
  },
  {
    file: "apigateway.saasbom.cdx.json",
    specVersion: "1.4",
    bomType: "saasbom",
    name: "Acme Cloud Example 2022-1",
    serialNumber: "urn:uuid:3e671687-395b-41f5-a30f-a58921a69b79",
    counts: { componentCount: 6, withVersion: 5, withPurl: 0, withLicense: 0, withSupplier: 4, withHash: 0 },
  },
] as const;

describe("CycloneDX JSON fixtures", () => {
  for (const fixture of fixtures) {
    it(`reads ${fixture.file}`, () => {
      const bom = parsed(parseFixture(fixture.file));
      expect(bom).toMatchObject({
        format: "cyclonedx",
        specVersion: fixture.specVersion,
        bomType: fixture.bomType,
        name: fixture.name,
        serialNumber: fixture.serialNumber,
      });
      expect(bom.components).toHaveLength(fixture.counts.componentCount);
      expect(bom.quality).toMatchObject({ ...fixture.counts, specVersion: fixture.specVersion });
    });
  }

  it("reads keycloak's components with purls, hashes, licences and links, and not metadata.component", () => {
    const bom = parsed(parseFixture("keycloak-10.0.2.cdx.json"));
    expect(bom.components.some((component) => component.name === "keycloak-parent")).toBe(false);
    expect(bom.components[0]).toMatchObject({
      name: "bcprov-jdk15on",
      group: "org.bouncycastle",
      version: "1.62",
      purl: "pkg:maven/org.bouncycastle/bcprov-jdk15on@1.62?type=jar",
      bomRef: "pkg:maven/org.bouncycastle/bcprov-jdk15on@1.62?type=jar",
      componentType: "library",
      kind: "component",
      licenses: ["Bouncy Castle Licence"],
      externalReferences: [
        { type: "issue-tracker", url: "https://github.com/bcgit/bc-java/issues" },
        { type: "vcs", url: "https://github.com/bcgit/bc-java" },
      ],
      modelCard: null,
    });
    expect(Object.keys(bom.components[0]?.hashes ?? {})).toEqual([
      "MD5",
      "SHA-1",
      "SHA-256",
      "SHA-384",
      "SHA-512",
      "SHA3-256",
      "SHA3-384",
      "SHA3-512",
    ]);
    expect(bom.components[0]?.hashes["SHA-256"]).toBe(
      "2fa0ab71b154da29ac134097bc6bbacd90987dd4c4005516159e6494d1d52ea2",
    );
  });

  it("keeps licence names that are not SPDX as written, with spdx-correct's guess only suggested", () => {
    const bom = parsed(parseFixture("keycloak-10.0.2.cdx.json"));
    const withBsd = bom.components.find((component) => component.licenses.includes("BSD 3-clause New License"));
    expect(withBsd?.licenseSuggestions).toEqual([{ original: "BSD 3-clause New License", suggestion: "BSD-3-Clause" }]);
    const juiceShop = parsed(parseFixture("juice-shop-11.1.2.cdx.json"));
    const written = juiceShop.components.find((component) => component.licenses.includes("MIT/X11"));
    expect(written?.licenseSuggestions).toEqual([{ original: "MIT/X11", suggestion: "MIT" }]);
  });

  it("normalises licence expressions, from `expression` and from licence names that parse", () => {
    const dropwizard = parsed(parseFixture("dropwizard-1.3.15.cdx.json"));
    const osgi = dropwizard.components.find((component) => component.name === "osgi-resource-locator");
    expect(osgi?.licenses).toEqual(["CDDL-1.0 OR GPL-2.0-with-classpath-exception"]);
    expect(osgi?.licenseSuggestions).toEqual([]);
    const juiceShop = parsed(parseFixture("juice-shop-11.1.2.cdx.json"));
    // Written as the licence name "(MIT OR Apache-2.0)".
    expect(juiceShop.components.some((component) => component.licenses.includes("MIT OR Apache-2.0"))).toBe(true);
  });

  it("reads juice-shop's npm purls (scoped ones percent-encoded) and its framework components", () => {
    const bom = parsed(parseFixture("juice-shop-11.1.2.cdx.json"));
    expect(bom.components[0]).toMatchObject({
      name: "body-parser",
      purl: "pkg:npm/body-parser@1.19.0",
      licenses: ["MIT"],
    });
    expect(bom.components.map((component) => component.purl)).toContain("pkg:npm/%40types/babylon@6.16.5");
    expect(
      bom.components.filter((component) => component.componentType === "framework").map((component) => component.name),
    ).toEqual(["express", "socket.io", "socket.io-client"]);
  });

  it("reads laravel's composer components with their properties and link comments", () => {
    const bom = parsed(parseFixture("laravel-7.12.0.cdx-1.4.json"));
    expect(bom.components[0]).toMatchObject({
      name: "stack-cors",
      group: "asm89",
      version: "1.3.0",
      author: "Alexander",
      purl: "pkg:composer/asm89/stack-cors@1.3.0",
      licenses: ["MIT"],
      properties: {
        "cdx:composer:package:distReference": "b9c31def6a83f84b4d4a40d35996d375755f0e08",
        "cdx:composer:package:sourceReference": "b9c31def6a83f84b4d4a40d35996d375755f0e08",
        "cdx:composer:package:type": "library",
      },
    });
    expect(bom.components[0]?.externalReferences).toContainEqual({
      type: "website",
      url: "https://github.com/asm89/stack-cors",
      comment: "as detected from Composer manifest 'homepage'",
    });
    expect(bom.quality.ntiaMinimumElements.missing).toContain("Timestamp of when the SBOM was made");
  });

  it("reads the HBOM's devices with their suppliers and device properties", () => {
    const bom = parsed(parseFixture("pcie-sata-adapter.hbom.cdx.json"));
    expect(bom.components.every((component) => component.componentType === "device")).toBe(true);
    expect(bom.components[1]).toMatchObject({
      name: "47155-4001",
      supplier: "Molex",
      version: null,
      bomRef: "molex-47155-4001",
      properties: { "cdx:device:quantity": "8", "cdx:device:gs1:gtin-12": "822348522712" },
    });
  });

  it("reads the SaaSBOM's services, nested ones flattened parent first, as kind service", () => {
    const bom = parsed(parseFixture("apigateway.saasbom.cdx.json"));
    expect(bom.components.map((component) => component.name)).toEqual([
      "API Gateway",
      "Microservice 1",
      "Microservice 2",
      "Microservice 3",
      "Postgres",
      "S3",
    ]);
    expect(bom.components.every((c) => c.kind === "service" && c.componentType === "other")).toBe(true);
    expect(bom.components[0]).toMatchObject({
      group: "com.example",
      version: "2022-1",
      supplier: "Acme Inc",
      bomRef: "api-gateway",
      properties: {
        "service:endpoints": "https://example.com/\nhttps://example.com/app",
        "service:authenticated": "false",
        "service:x-trust-boundary": "true",
        "service:data": "PII (bi-directional)\nPIFI (bi-directional)\nPublic (bi-directional)",
      },
      externalReferences: [{ type: "documentation", url: "http://example.com/app/swagger" }],
    });
  });
});

describe("NTIA minimum elements", () => {
  it("lists what keycloak lacks in words, counting components", () => {
    const bom = parsed(parseFixture("keycloak-10.0.2.cdx.json"));
    expect(bom.quality.ntiaMinimumElements).toEqual({
      met: false,
      missing: ["Supplier name (missing for 147 of 903 components)"],
    });
  });

  it("names the document-wide elements a file lacks", () => {
    const bom = parsed(parseFixture("pcie-sata-adapter.hbom.cdx.json"));
    expect(bom.quality.ntiaMinimumElements.missing).toEqual([
      "Component version (missing for 5 of 6 components)",
      "Dependency relationships between components",
      "Author of the SBOM data",
    ]);
  });

  it("is met by a file with every element", () => {
    const bom = parsed(
      parseJsonDocument(
        cyclonedxDocument("1.6", {
          metadata: { timestamp: "2024-01-01T00:00:00Z", authors: [{ name: "Build bot" }] },
          components: [
            { type: "library", name: "a", version: "1", supplier: { name: "Acme" }, purl: "pkg:npm/a@1" },
            { type: "library", name: "b", version: "2", publisher: "Acme", "bom-ref": "b" },
          ],
          dependencies: [{ ref: "b", dependsOn: [] }],
        }),
      ),
    );
    expect(bom.quality.ntiaMinimumElements).toEqual({ met: true, missing: [] });
    expect(bom.components.map((component) => component.supplier)).toEqual(["Acme", "Acme"]);
  });
});

describe("CycloneDX content", () => {
  it("flattens nested components, parent first", () => {
    const bom = parsed(
      parseJsonDocument(
        cyclonedxDocument("1.4", {
          components: [
            {
              type: "application",
              name: "outer",
              components: [
                { type: "library", name: "inner-1", components: [{ type: "file", name: "deepest" }] },
                { type: "library", name: "inner-2" },
              ],
            },
            { type: "library", name: "next" },
          ],
        }),
      ),
    );
    expect(bom.components.map((component) => component.name)).toEqual([
      "outer",
      "inner-1",
      "deepest",
      "inner-2",
      "next",
    ]);
    expect(bom.components.map((component) => component.componentType)).toEqual([
      "application",
      "library",
      "file",
      "library",
      "library",
    ]);
  });

  it("reads an AIBOM (CycloneDX 1.6): model and data components, the model card, authors", () => {
    const modelCard = {
      modelParameters: { task: "text-classification", architectureFamily: "transformer" },
      quantitativeAnalysis: { performanceMetrics: [{ type: "accuracy", value: "0.91" }] },
      considerations: { useCases: ["triage"] },
    };
    const bom = parsed(
      parseJsonDocument(
        cyclonedxDocument("1.6", {
          metadata: { component: { type: "application", name: "Classifier", version: "2.0" } },
          components: [
            {
              type: "machine-learning-model",
              name: "distilbert-triage",
              version: "1.0",
              authors: [{ name: "Ada" }, { email: "ml@example.com" }],
              purl: "pkg:huggingface/acme/distilbert-triage@abc123",
              modelCard,
            },
            { type: "data", name: "tickets-2023", data: [{ type: "dataset", name: "tickets" }] },
            { type: "library", name: "torch", version: "2.1.0", purl: "pkg:pypi/torch@2.1.0" },
          ],
        }),
      ),
    );
    expect(bom.bomType).toBe("aibom");
    expect(bom.name).toBe("Classifier 2.0");
    expect(bom.components[0]).toMatchObject({
      componentType: "machine-learning-model",
      author: "Ada, ml@example.com",
      purl: "pkg:huggingface/acme/distilbert-triage@abc123",
      modelCard,
    });
    expect(bom.components[1]).toMatchObject({ componentType: "data", modelCard: null });
  });

  it("reads CycloneDX 1.7 with its bundled schema", () => {
    const bom = parsed(
      parseJsonDocument(cyclonedxDocument("1.7", { components: [{ type: "firmware", name: "bios", version: "1.0" }] })),
    );
    expect(bom).toMatchObject({ specVersion: "1.7", bomType: "hbom" });
  });

  it("keeps a purl that does not parse as written, flagged in the properties", () => {
    const bom = parsed(
      parseJsonDocument(
        cyclonedxDocument("1.4", {
          components: [
            { type: "library", name: "odd", purl: "not-a-purl" },
            { type: "library", name: "spelled", purl: "pkg:PyPI/Django_Rest@1.0" },
          ],
        }),
      ),
    );
    expect(bom.components[0]).toMatchObject({ purl: "not-a-purl", properties: { [INVALID_PURL_PROPERTY]: "true" } });
    expect(bom.components[1]).toMatchObject({ purl: "pkg:pypi/django-rest@1.0", properties: {} });
  });

  it("joins repeated property names with a line break and keeps names like __proto__ as keys", () => {
    const bom = parsed(
      parseJsonDocument(
        cyclonedxDocument("1.4", {
          components: [
            {
              type: "library",
              name: "a",
              properties: [
                { name: "tag", value: "one" },
                { name: "tag", value: "two" },
                { name: "__proto__", value: "kept" },
              ],
            },
          ],
        }),
      ),
    );
    const properties = bom.components[0]?.properties ?? {};
    expect(properties.tag).toBe("one\ntwo");
    expect(Object.hasOwn(properties, "__proto__")).toBe(true);
    expect(Object.getPrototypeOf(properties)).toBe(Object.prototype);
  });

  it("cuts long text at its bound without splitting a surrogate pair, and drops NUL", () => {
    const bom = parsed(
      parseJsonDocument(
        cyclonedxDocument("1.4", {
          components: [
            { type: "library", name: `${"a".repeat(999)}😀tail`, description: `x\u0000y${"d".repeat(20_000)}` },
          ],
        }),
      ),
    );
    expect(bom.components[0]?.name).toBe("a".repeat(999));
    expect(bom.components[0]?.description).toHaveLength(10_000);
    expect(bom.components[0]?.description?.startsWith("xyd")).toBe(true);
  });

  it("calls an empty BOM other", () => {
    expect(parsed(parseJsonDocument(cyclonedxDocument("1.5", {}))).bomType).toBe("other");
  });
});
