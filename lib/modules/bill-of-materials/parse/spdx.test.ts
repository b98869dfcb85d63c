import { describe, expect, it } from "vitest";
import { actorName } from "./spdx2";
import { parsed, parseFixture, parseJsonDocument } from "./testing";

// Expected counts taken with jq: `.packages | length` for SPDX 2 (files are not components), and
// for SPDX 3 the @graph elements of type software_Package, ai_AIPackage and dataset_DatasetPackage.
describe("SPDX 2 JSON fixtures", () => {
  it("reads the SPDX 2.3 example: packages only, the described package as the name", () => {
    const bom = parsed(parseFixture("SPDXJSONExample-v2.3.spdx.json"));
    expect(bom).toMatchObject({
      format: "spdx",
      specVersion: "2.3",
      bomType: "sbom",
      // documentDescribes names a file first, then the glibc package.
      name: "glibc 2.11.1",
      serialNumber: "http://spdx.org/spdxdocs/spdx-example-444504E0-4F89-41D3-9A0C-0305E82C3301",
    });
    expect(bom.components.map((component) => component.name)).toEqual([
      "glibc",
      "Apache Commons Lang",
      "Jena",
      "Saxon",
    ]);
    expect(bom.quality).toMatchObject({
      componentCount: 4,
      withVersion: 3,
      withPurl: 1,
      withLicense: 2,
      withSupplier: 1,
      withHash: 2,
    });
    expect(bom.components[0]).toMatchObject({
      bomRef: "SPDXRef-Package",
      supplier: "Jane Doe",
      author: "ExampleCodeInspect",
      cpe: "cpe:2.3:a:pivotal_software:spring_framework:4.1.0:*:*:*:*:*:*:*",
      licenses: ["LGPL-2.0-only OR LicenseRef-3"],
      componentType: "other", // primaryPackagePurpose SOURCE
      hashes: {
        MD5: "624c1abb3664f4b35547e7c73864ad24",
        "SHA-1": "85ed0817af83a24ad8da68c2b5094de69833983c",
        "SHA-256": "11b6d3ee554eedf79299905a98f9b9a04e498210b59f15094c916c91d150efcd",
        "BLAKE2B-384":
          "aaabd89c926ab525c242e6621f2f5fa73aa4afe3d9e24aed727faaadd6af38b620bdb623dd2b4788b1c8086984af8706",
      },
      properties: { "spdx:copyrightText": "Copyright 2008-2010 John Smith" },
    });
    expect(bom.components[0]?.description).toMatch(/^The GNU C Library defines functions/);
    expect(bom.components[1]?.licenses).toEqual([]); // NOASSERTION
    expect(bom.components[2]?.purl).toBe("pkg:maven/org.apache.jena/apache-jena@3.12.0");
    expect(bom.components[3]).toMatchObject({
      name: "Saxon",
      licenses: ["MPL-1.0"],
      hashes: { "SHA-1": expect.any(String) },
    });
  });

  it("reads the k8s bom tool's SPDX 2.3 SBOM: cargo purls, concluded licences over NOASSERTION declared ones", () => {
    const bom = parsed(parseFixture("example11.spdx-2.3.json"));
    expect(bom).toMatchObject({ specVersion: "2.3", bomType: "sbom", name: "hello-server-src 0.1.0" });
    expect(bom.components).toHaveLength(4);
    expect(bom.components.map((component) => [component.purl, component.licenses])).toEqual([
      ["pkg:deb/debian/libselinux1-dev@3.1-3?arch=s390x", ["Apache-2.0"]],
      ["pkg:cargo/hyper@0.14", ["MIT"]],
      ["pkg:cargo/tokio@1.19.2", ["MIT"]],
      ["pkg:cargo/pretty_env_logger@0.4.0", ["MIT OR Apache-2.0"]],
    ]);
    expect(bom.quality.ntiaMinimumElements.missing).toEqual(["Supplier name (missing for 4 of 4 components)"]);
  });

  it("reads an SPDX 2.2 SBOM of one Go binary, the described package kept as a component", () => {
    const bom = parsed(parseFixture("example7-bin.spdx-2.2.json"));
    expect(bom).toMatchObject({ specVersion: "2.2", name: "hello", bomType: "sbom" });
    expect(bom.components).toHaveLength(1);
    expect(bom.components[0]).toMatchObject({
      name: "hello",
      bomRef: "SPDXRef-go-bin-hello",
      licenses: [],
      externalReferences: [
        { type: "distribution", url: "git://github.com/swinslow/spdx-examples.git#example7/content/build/hello" },
      ],
    });
    // STATIC_LINK relationships count as dependencies; creators and created are there.
    expect(bom.quality.ntiaMinimumElements.missing).toEqual([
      "Supplier name (missing for 1 of 1 components)",
      "Component version (missing for 1 of 1 components)",
    ]);
  });

  it("maps primaryPackagePurpose, falls back to the document name, and reads supplier words", () => {
    const bom = parsed(
      parseJsonDocument({
        spdxVersion: "SPDX-2.3",
        dataLicense: "CC0-1.0",
        SPDXID: "SPDXRef-DOCUMENT",
        name: "board-support",
        documentNamespace: "https://example.com/spdx/1",
        creationInfo: { created: "2024-01-01T00:00:00Z", creators: ["Tool: x"] },
        packages: [
          { SPDXID: "SPDXRef-a", name: "fw", downloadLocation: "NONE", primaryPackagePurpose: "FIRMWARE" },
          {
            SPDXID: "SPDXRef-b",
            name: "os",
            downloadLocation: "NOASSERTION",
            primaryPackagePurpose: "OPERATING-SYSTEM",
            supplier: "NOASSERTION",
            originator: "Organization: Example Corp (ops@example.com)",
            licenseConcluded: "NOASSERTION",
            licenseDeclared: "Apache License 2.0",
          },
        ],
      }),
    );
    expect(bom.name).toBe("board-support");
    expect(bom.components.map((component) => component.componentType)).toEqual(["firmware", "operating-system"]);
    expect(bom.components[0]?.externalReferences).toEqual([]);
    expect(bom.components[1]).toMatchObject({
      supplier: "Example Corp",
      author: "Example Corp",
      licenses: ["Apache License 2.0"],
      licenseSuggestions: [{ original: "Apache License 2.0", suggestion: "Apache-2.0" }],
    });
  });

  it("reads actors as names", () => {
    expect(actorName("Person: Jane Doe (jane.doe@example.com)")).toBe("Jane Doe");
    expect(actorName("Organization: ExampleCodeInspect ()")).toBe("ExampleCodeInspect");
    expect(actorName("Organization: Acme (Europe) GmbH")).toBe("Acme (Europe) GmbH");
    expect(actorName("NOASSERTION")).toBeNull();
    expect(actorName("Just a name")).toBe("Just a name");
  });
});

describe("SPDX 3 JSON-LD fixtures", () => {
  it("reads the package SBOM: the root package of the Sbom as name, software_File not a component", () => {
    const bom = parsed(parseFixture("spdx-3.0-package_sbom.jsonld.json"));
    expect(bom).toMatchObject({
      format: "spdx",
      specVersion: "3.0.1",
      bomType: "sbom",
      name: "my-package 1.0.0",
      serialNumber: "http://spdx.example.com/Document1",
    });
    expect(bom.components).toHaveLength(1);
    expect(bom.components[0]).toMatchObject({
      name: "my-package",
      version: "1.0.0",
      author: "Joshua Watt",
      bomRef: "http://spdx.example.com/Package1",
      externalReferences: [{ type: "distribution", url: "http://dl.example.com/my-package_1.0.0.tar" }],
    });
    expect(bom.quality.ntiaMinimumElements.missing).toEqual(["Supplier name (missing for 1 of 1 components)"]);
  });

  it("reads the SimpleHTR AI BOM: AI and dataset packages, their fields as the model card, licences by relationship", () => {
    const bom = parsed(parseFixture("simplehtr-aibom.spdx-3.0.json"));
    expect(bom).toMatchObject({ specVersion: "3.0.1", bomType: "aibom", name: "SimpleHTR" });
    expect(bom.components).toHaveLength(13);
    expect(bom.quality).toMatchObject({ componentCount: 13, withVersion: 9, withSupplier: 2, withLicense: 10 });
    const types = bom.components.map((component) => component.componentType);
    // The two ai_AIPackages and the two software_Packages of primary purpose "model".
    expect(types.filter((type) => type === "machine-learning-model")).toHaveLength(4);
    expect(types.filter((type) => type === "data")).toHaveLength(1);
    expect(types.filter((type) => type === "library")).toHaveLength(7);

    const wordModel = bom.components.find((component) => component.bomRef === "https://my-first-aibom.com/word-model");
    expect(wordModel).toMatchObject({
      name: "word-model",
      version: "0.0",
      supplier: "Harald Scheidl",
      licenses: ["MIT"],
      componentType: "machine-learning-model",
    });
    expect(wordModel?.modelCard).toMatchObject({ ai_autonomyType: "no", ai_safetyRiskAssessment: "low" });
    expect(wordModel?.modelCard?.ai_domain).toContain("handwriting recognition");

    const numpy = bom.components.find((component) => component.name === "numpy");
    expect(numpy).toMatchObject({ licenses: ["BSD-2-Clause-FreeBSD"], version: "1.19.5", modelCard: null });
    expect(numpy?.author).toBe("Charles R. Harris, Matthew Brett, Matti Picus, Ralf Gommers, Travis Oliphant");

    const dataset = bom.components.find((component) => component.componentType === "data");
    expect(dataset).toMatchObject({ name: "IAMdataset", author: "U. Marti, H. Bunke." });
    expect(dataset?.modelCard).toMatchObject({ dataset_datasetAvailability: "registration" });
  });

  it("reads purls, CPEs and hashes of SPDX 3 packages", () => {
    const bom = parsed(
      parseJsonDocument({
        "@context": "https://spdx.org/rdf/3.0.1/spdx-context.jsonld",
        "@graph": [
          {
            type: "CreationInfo",
            "@id": "_:ci",
            specVersion: "3.0.1",
            created: "2024-01-01T00:00:00Z",
            createdBy: ["urn:a"],
          },
          { type: "Organization", spdxId: "urn:a", name: "Acme", creationInfo: "_:ci" },
          { type: "SpdxDocument", spdxId: "urn:doc", creationInfo: "_:ci", rootElement: ["urn:p1"] },
          {
            type: "software_Package",
            spdxId: "urn:p1",
            creationInfo: "_:ci",
            name: "left-pad",
            software_packageVersion: "1.3.0",
            suppliedBy: "urn:a",
            externalIdentifier: [
              {
                type: "ExternalIdentifier",
                externalIdentifierType: "packageUrl",
                identifier: "pkg:npm/left-pad@1.3.0",
              },
              {
                type: "ExternalIdentifier",
                externalIdentifierType: "cpe23",
                identifier: "cpe:2.3:a:x:left-pad:1.3.0:*:*:*:*:*:*:*",
              },
            ],
            verifiedUsing: [{ type: "Hash", algorithm: "sha256", hashValue: "abc" }],
            software_primaryPurpose: "library",
          },
          {
            type: "simplelicensing_LicenseExpression",
            spdxId: "urn:l",
            simplelicensing_licenseExpression: "WTFPL or MIT",
          },
          {
            type: "Relationship",
            spdxId: "urn:r",
            from: "urn:p1",
            relationshipType: "hasDeclaredLicense",
            to: ["urn:l"],
          },
        ],
      }),
    );
    expect(bom.name).toBe("left-pad 1.3.0");
    expect(bom.components[0]).toMatchObject({
      purl: "pkg:npm/left-pad@1.3.0",
      cpe: "cpe:2.3:a:x:left-pad:1.3.0:*:*:*:*:*:*:*",
      supplier: "Acme",
      hashes: { "SHA-256": "abc" },
      licenses: ["WTFPL OR MIT"],
      componentType: "library",
    });
  });
});
