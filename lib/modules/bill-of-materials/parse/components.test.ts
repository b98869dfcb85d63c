import fc from "fast-check";
import { PackageURL } from "packageurl-js";
import { describe, expect, it } from "vitest";
import { bomTypeOf } from "./bom-type";
import { emptyComponent } from "./component";
import { hashAlgorithm } from "./hashes";
import { LicenseReader } from "./licenses";
import { cyclonedxDocument, parsed, parseJsonDocument } from "./testing";
import type { ComponentType } from "./types";

describe("de-duplication", () => {
  it("keeps the first of components with the same purl, the same bom-ref, or (with neither) the same name, version and group", () => {
    const bom = parsed(
      parseJsonDocument(
        cyclonedxDocument("1.4", {
          components: [
            { type: "library", name: "a", version: "1", purl: "pkg:npm/a@1", description: "first" },
            { type: "library", name: "a-again", version: "1", purl: "pkg:npm/a@1", description: "same purl" },
            { type: "library", name: "b", "bom-ref": "ref-b" },
            { type: "library", name: "b-again", "bom-ref": "ref-b" },
            { type: "library", name: "c", version: "1", group: "g" },
            { type: "library", name: "c", version: "1", group: "g", description: "same name, version, group" },
            { type: "library", name: "c", version: "1", group: "other-group" },
            { type: "library", name: "c", version: "2", group: "g" },
          ],
        }),
      ),
    );
    expect(bom.components.map((component) => [component.name, component.version, component.group])).toEqual([
      ["a", "1", null],
      ["b", null, null],
      ["c", "1", "g"],
      ["c", "1", "other-group"],
      ["c", "2", "g"],
    ]);
    expect(bom.components[0]?.description).toBe("first");
    expect(bom.quality.componentCount).toBe(5);
  });
});

describe("bom_type", () => {
  const components = (...types: (ComponentType | "service")[]) =>
    types.map((type) => (type === "service" ? emptyComponent("s", "other", "service") : emptyComponent("c", type)));

  it("follows its rules in order", () => {
    expect(bomTypeOf([])).toBe("other");
    expect(bomTypeOf(components("library", "data"))).toBe("aibom");
    expect(bomTypeOf(components("service", "machine-learning-model", "service", "service"))).toBe("aibom");
    expect(bomTypeOf(components("service", "service", "library"))).toBe("saasbom");
    expect(bomTypeOf(components("service", "library"))).toBe("sbom");
    expect(bomTypeOf(components("device", "firmware", "other"))).toBe("hbom");
    expect(bomTypeOf(components("device", "library"))).toBe("sbom");
    expect(bomTypeOf(components("other"))).toBe("sbom");
    const withModelCard = components("library");
    if (withModelCard[0]) {
      withModelCard[0].modelCard = { modelParameters: {} };
    }
    expect(bomTypeOf(withModelCard)).toBe("aibom");
  });
});

describe("licences and hashes", () => {
  it("normalises expressions, keeps unparsable text, and only suggests corrections", () => {
    const reader = new LicenseReader();
    expect(
      reader.read(["MIT or Apache-2.0", "(MIT)", "MIT AND (BSD-3-Clause OR Apache-2.0)", "GPL-2.0+", "NOASSERTION"]),
    ).toEqual({
      licenses: ["MIT OR Apache-2.0", "MIT", "MIT AND (BSD-3-Clause OR Apache-2.0)", "GPL-2.0+"],
      licenseSuggestions: [],
    });
    expect(reader.read(["Apache License, Version 2.0", "mit", "Bouncy Castle Licence"])).toEqual({
      licenses: ["Apache License, Version 2.0", "mit", "Bouncy Castle Licence"],
      licenseSuggestions: [
        { original: "Apache License, Version 2.0", suggestion: "Apache-2.0" },
        { original: "mit", suggestion: "MIT" },
      ],
    });
  });

  it("spells hash algorithms one way", () => {
    expect(
      ["SHA-256", "SHA256", "sha256", "SHA1", "SHA-1", "sha3_256", "SHA3-512", "BLAKE2b-256", "blake2b256", "MD5"].map(
        hashAlgorithm,
      ),
    ).toEqual([
      "SHA-256",
      "SHA-256",
      "SHA-256",
      "SHA-1",
      "SHA-1",
      "SHA3-256",
      "SHA3-512",
      "BLAKE2B-256",
      "BLAKE2B-256",
      "MD5",
    ]);
  });
});

const HASH_LENGTHS: Record<string, number> = {
  MD5: 32,
  "SHA-1": 40,
  "SHA-256": 64,
  "SHA-384": 96,
  "SHA-512": 128,
  "SHA3-256": 64,
  "SHA3-384": 96,
  "SHA3-512": 128,
  "BLAKE2b-256": 64,
  "BLAKE2b-384": 96,
  "BLAKE2b-512": 128,
};

/** Text that parsing keeps as it is: non-empty, no NUL, no surrounding white space. */
const plainText = fc
  .string({ unit: "grapheme", minLength: 1, maxLength: 30 })
  .filter((text) => text === text.trim() && text.length > 0 && !text.includes("\u0000"));

/** Purls as packageurl-js writes them; maven and golang need a namespace, cargo and pypi take none. */
const purl = fc
  .record({
    type: fc.constantFrom("npm", "generic", "maven", "golang", "cargo", "pypi"),
    namespace: fc.stringMatching(/^[a-z][a-z0-9.-]{0,10}$/),
    withNamespace: fc.boolean(),
    name: fc.stringMatching(/^[a-z][a-z0-9-]{0,15}$/),
    version: fc.option(fc.stringMatching(/^[0-9][0-9a-z.-]{0,10}$/), { nil: undefined }),
  })
  .map(({ type, namespace, withNamespace, name, version }) => {
    const needed = type === "maven" || type === "golang" || (withNamespace && (type === "npm" || type === "generic"));
    return new PackageURL(type, needed ? namespace : undefined, name, version).toString();
  });

const hashes = fc
  .uniqueArray(fc.constantFrom(...Object.keys(HASH_LENGTHS)), { maxLength: 4 })
  .chain((algorithms) =>
    fc.tuple(
      ...algorithms.map((alg) =>
        fc
          .uint8Array({ minLength: (HASH_LENGTHS[alg] ?? 0) / 2, maxLength: (HASH_LENGTHS[alg] ?? 0) / 2 })
          .map((bytes) => ({ alg, content: Buffer.from(bytes).toString("hex") })),
      ),
    ),
  );

/** Licence ids (a LicenseRef by name), or one expression: CycloneDX 1.5+ does not allow both. */
const licenses = fc.oneof(
  fc
    .uniqueArray(fc.constantFrom("MIT", "Apache-2.0", "BSD-3-Clause", "GPL-2.0-only", "ISC", "LicenseRef-acme"), {
      maxLength: 3,
    })
    .map((ids) => ({
      expected: ids,
      entries: ids.map((id) => (id.startsWith("LicenseRef-") ? { license: { name: id } } : { license: { id } })),
    })),
  fc
    .constantFrom("MIT OR Apache-2.0", "(BSD-2-Clause OR MIT) AND ISC", "GPL-2.0-or-later WITH Classpath-exception-2.0")
    .map((expression) => ({ expected: [expression], entries: [{ expression }] })),
);

/** CycloneDX 1.2's schema holds names and versions to `^(.*)$`: one line, no line terminator. */
const singleLineText = plainText.filter((text) => !/[\n\r\u2028\u2029]/.test(text));

/** CycloneDX 1.2 and 1.3 require a component's version; 1.4 made it optional. */
const components = (specVersion: string) => {
  const text = specVersion === "1.2" ? singleLineText : plainText;
  return fc.uniqueArray(
    fc.record({
      name: text,
      version: specVersion < "1.4" ? text : fc.option(text, { nil: undefined }),
      purl: fc.option(purl, { nil: undefined }),
      licenses,
      hashes,
    }),
    { maxLength: 8, selector: (item) => item.purl ?? `${item.name}\u0000${item.version}` },
  );
};

describe("generated CycloneDX components", () => {
  it("survive parsing: name, version, purl, licences and hashes come back equal", () => {
    fc.assert(
      fc.property(
        fc
          .constantFrom("1.2", "1.3", "1.4", "1.5", "1.6", "1.7")
          .chain((specVersion) => fc.tuple(fc.constant(specVersion), components(specVersion))),
        ([specVersion, generated]) => {
          const document = cyclonedxDocument(specVersion, {
            components: generated.map((item) => ({
              type: "library",
              name: item.name,
              version: item.version,
              purl: item.purl,
              hashes: item.hashes,
              licenses: item.licenses.entries,
            })),
          });
          const bom = parsed(parseJsonDocument(document));
          expect(
            bom.components.map(({ name, version, purl, licenses, hashes }) => ({
              name,
              version,
              purl,
              licenses,
              hashes,
            })),
          ).toEqual(
            generated.map((item) => ({
              name: item.name,
              version: item.version ?? null,
              purl: item.purl ?? null,
              licenses: item.licenses.expected,
              hashes: Object.fromEntries(item.hashes.map((hash) => [hashAlgorithm(hash.alg), hash.content])),
            })),
          );
        },
      ),
      { numRuns: 100 },
    );
  });
});
