import { describe, expect, it } from "vitest";
import { parseBom } from "./parse-bom";
import { cyclonedxDocument, parseFixture, parseJsonDocument, parseText } from "./testing";

describe("formats that are recognised but not read", () => {
  it("refuses CycloneDX XML, naming it and saying what to upload instead", () => {
    expect(parseFixture("laravel-7.12.0.cdx-1.4.xml")).toEqual({
      status: "unsupported",
      format: "cyclonedx",
      specVersion: "1.4",
      parseError:
        "This is a CycloneDX XML file; only CycloneDX JSON and SPDX JSON are read. Export the BOM as JSON and upload it again.",
    });
  });

  it("refuses SPDX tag-value", () => {
    const result = parseText("SPDXVersion: SPDX-2.3\nDataLicense: CC0-1.0\nSPDXID: SPDXRef-DOCUMENT\n", "sbom.spdx");
    expect(result).toMatchObject({ status: "unsupported", format: "spdx", specVersion: "2.3" });
    expect(result.status !== "parsed" && result.parseError).toMatch(/^This is an SPDX tag-value file;.*SPDX JSON/);
  });

  it("refuses SPDX RDF/XML, CycloneDX and SPDX YAML, other XML and other text", () => {
    const rdf =
      '<?xml version="1.0"?>\n<rdf:RDF xmlns:spdx="http://spdx.org/rdf/terms#"><spdx:SpdxDocument/></rdf:RDF>';
    expect(parseText(rdf, "sbom.rdf.xml")).toMatchObject({ status: "unsupported", format: "spdx" });
    expect(parseText('bomFormat: CycloneDX\nspecVersion: "1.5"\n', "bom.yaml")).toMatchObject({
      status: "unsupported",
      format: "cyclonedx",
      specVersion: "1.5",
    });
    expect(parseText("spdxVersion: SPDX-2.3\nname: x\n", "sbom.yml")).toMatchObject({
      status: "unsupported",
      format: "spdx",
    });
    expect(parseText("<html><body>hi</body></html>", "page.html")).toMatchObject({
      status: "unsupported",
      format: "unknown",
    });
    expect(parseText("name,version\nleft-pad,1.3.0\n", "list.csv")).toMatchObject({
      status: "unsupported",
      format: "unknown",
    });
  });

  it("refuses binary files and archives", () => {
    const zip = parseBom(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0, 0]), { fileName: "bom.zip", extension: "zip" });
    expect(zip).toMatchObject({ status: "unsupported", format: "unknown" });
    expect(zip.status !== "parsed" && zip.parseError).toMatch(/zip archive/);
    const binary = parseBom(new Uint8Array([1, 2, 0, 0, 3]), { fileName: "x.bin", extension: "bin" });
    expect(binary).toMatchObject({ status: "unsupported", format: "unknown" });
  });

  it("refuses JSON that is neither CycloneDX nor SPDX, and CycloneDX versions without a JSON schema", () => {
    expect(parseJsonDocument({ name: "package.json", dependencies: {} })).toMatchObject({
      status: "unsupported",
      format: "unknown",
    });
    expect(parseJsonDocument({ bomFormat: "CycloneDX", specVersion: "1.1" })).toMatchObject({
      status: "unsupported",
      format: "cyclonedx",
      specVersion: "1.1",
    });
    expect(parseJsonDocument({ spdxVersion: "SPDX-2.1" })).toMatchObject({ status: "unsupported", format: "spdx" });
  });

  it("reads UTF-8 with a byte order mark and UTF-16", () => {
    const json = JSON.stringify(cyclonedxDocument("1.4", { components: [{ type: "library", name: "é" }] }));
    const withMark = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(json)]);
    expect(parseBom(withMark, { fileName: "a.json", extension: "json" })).toMatchObject({ status: "parsed" });
    const utf16 = new Uint8Array(Buffer.from(`\ufeff${json}`, "utf16le"));
    expect(parseBom(utf16, { fileName: "a.json", extension: "json" })).toMatchObject({
      status: "parsed",
      components: [{ name: "é" }],
    });
  });
});

describe("files that cannot be read", () => {
  it("fails invalid JSON with the line and column", () => {
    const result = parseText('{\n  "bomFormat": "CycloneDX",\n  "specVersion": "1.4",\n  "components": [,]\n}');
    expect(result).toEqual({
      status: "failed",
      format: "cyclonedx",
      specVersion: null,
      parseError: 'The file is not valid JSON: Unexpected character "," (line 4, column 18).',
    });
    expect(parseText('{"a": 1,}')).toMatchObject({
      status: "failed",
      parseError: "The file is not valid JSON: Expected double-quoted property name (line 1, column 9).",
    });
    expect(parseText('{"a": "b"')).toMatchObject({
      status: "failed",
      parseError: expect.stringMatching(/line 1, column 10/),
    });
    expect(parseText("  ")).toMatchObject({ status: "failed", parseError: "The file is empty." });
  });

  it("fails a CycloneDX file against its schema, listing at most five problems as path: message", () => {
    const result = parseJsonDocument(
      cyclonedxDocument("1.4", {
        metadata: { timestamp: "yesterday" },
        components: [
          { type: "library", name: "a" },
          { type: "libary", name: "b", hashes: [{ alg: "SHA-256", content: "zz" }] },
          { type: "library", version: "3" },
          { type: "library", name: 5 },
          { type: "library", name: "c", extra: true },
          { type: "library", name: "d", licenses: [{ license: {} }] },
        ],
      }),
    );
    expect(result.status).toBe("failed");
    expect(result).toMatchObject({ format: "cyclonedx", specVersion: "1.4" });
    const lines = (result.status === "failed" ? result.parseError : "").split("\n");
    expect(lines[0]).toMatch(
      /^The file does not follow the CycloneDX 1\.4 JSON schema \(\d+ problems; the first 5\):$/,
    );
    expect(lines.slice(1)).toEqual([
      '- metadata.timestamp: "yesterday" is not a valid date-time',
      '- components[1] ("b").type: "libary" is not one of the allowed values (application, framework, library, container, operating-system, device, firmware, file)',
      '- components[1] ("b").hashes[0].content: "zz" does not have the expected form',
      '- components[2]: the required property "name" is missing',
      "- components[3].name: must be a string, not a number",
    ]);
  });

  it("fails an SPDX 2 file missing required fields", () => {
    const result = parseJsonDocument({
      spdxVersion: "SPDX-2.3",
      SPDXID: "SPDXRef-DOCUMENT",
      name: "x",
      creationInfo: { created: "2024-01-01T00:00:00Z", creators: ["Tool: x"] },
      packages: [{ name: "a", SPDXID: "SPDXRef-a" }],
    });
    expect(result).toEqual({
      status: "failed",
      format: "spdx",
      specVersion: "2.3",
      parseError: [
        "The file does not follow the SPDX 2.3 JSON schema (3 problems):",
        '- the document: the required property "dataLicense" is missing',
        '- the document: the required property "documentNamespace" is missing',
        '- packages[0] ("a"): the required property "downloadLocation" is missing',
      ].join("\n"),
    });
  });

  it("reports on a file whose every component fails in time linear in its size", () => {
    // Ajv concatenates the error lists of $ref'd subschemas, quadratic over one long list; the
    // report validates the lists item by item instead (30,000 items took minutes before that).
    const failing = Array.from({ length: 30_000 }, (_, index) => ({
      type: "library",
      name: `c${index}`,
      licenses: [{ license: { url: "https://example.com/licence" } }],
    }));
    const result = parseJsonDocument(cyclonedxDocument("1.4", { components: failing }));
    expect(result.status === "failed" && result.parseError.split("\n").slice(0, 2)).toEqual([
      "The file does not follow the CycloneDX 1.4 JSON schema (30000 problems; the first 5):",
      '- components[0] ("c0").licenses[0].license: does not match any of the allowed forms',
    ]);
  });

  it("fails a file past the component limit, and one nested too deeply, without walking it", () => {
    const many = Array.from({ length: 50_001 }, (_, index) => ({ type: "library", name: `c${index}` }));
    expect(parseJsonDocument(cyclonedxDocument("1.4", { components: many }))).toMatchObject({
      status: "failed",
      parseError: expect.stringContaining("The file lists more than 50,000 components"),
    });
    const nested = `{"bomFormat":"CycloneDX","specVersion":"1.4","components":[${'{"type":"library","name":"a","components":['.repeat(5_000)}${"]}".repeat(5_000)}]}`;
    expect(parseText(nested)).toMatchObject({
      status: "failed",
      format: "cyclonedx",
      specVersion: "1.4",
      parseError: "The file nests more than 200 levels deep, more than can be read.",
    });
  });
});
