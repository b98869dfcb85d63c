import { describe, expect, it } from "vitest";
import type { PortfolioHit } from "@/lib/web/hooks/bill-of-materials";
import { osvDraft, osvPackage, parsePurl, readAdvisoryJson } from "./advisory-model";
import {
  componentSearch,
  fileExtension,
  licenceCounts,
  MAX_BOM_BYTES,
  NO_LICENCE,
  percentOf,
  summaryFacets,
  uploadProblem,
} from "./model";
import { groupByVendor, portfolioQuery, raiseAdvisoryHref } from "./portfolio-model";

const page = { limit: 50, offset: 0 };

describe("the Components page's search", () => {
  it("sends a purl as purl_prefix, a CPE as cpe and anything else as name", () => {
    expect(portfolioQuery(" pkg:maven/org.apache.logging.log4j/log4j-core ", "", page)).toEqual({
      purl_prefix: "pkg:maven/org.apache.logging.log4j/log4j-core",
      ...page,
    });
    expect(portfolioQuery("cpe:2.3:a:apache:log4j", "", page)).toEqual({ cpe: "cpe:2.3:a:apache:log4j", ...page });
    expect(portfolioQuery("log4j", " vers:maven/>=2.0-beta9|<2.15.0 ", page)).toEqual({
      name: "log4j",
      version_range: "vers:maven/>=2.0-beta9|<2.15.0",
      ...page,
    });
  });

  it("searches nothing without a term, whatever the range", () => {
    expect(portfolioQuery("  ", "vers:npm/>=1", page)).toBeNull();
  });

  it("groups a page of results by vendor, in the API's order", () => {
    const hit = (vendor: string, id: string) =>
      ({ vendor_id: vendor, vendor_name: vendor.toUpperCase(), component: { id } }) as unknown as PortfolioHit;
    const groups = groupByVendor([hit("a", "1"), hit("a", "2"), hit("b", "3")]);
    expect(groups.map((group) => [group.vendorName, group.hits.length])).toEqual([
      ["A", 2],
      ["B", 1],
    ]);
  });
});

describe("one BOM's component search", () => {
  it("searches a purl by prefix and anything else by name", () => {
    expect(componentSearch("pkg:npm/express")).toEqual({ purl: "pkg:npm/express" });
    expect(componentSearch(" express ")).toEqual({ q: "express" });
    expect(componentSearch("")).toEqual({});
  });
});

describe("uploads", () => {
  it("refuses empty files and files over 32 MiB before sending them", () => {
    expect(uploadProblem({ name: "a.json", size: 0 })).toMatch(/empty/);
    expect(uploadProblem({ name: "a.json", size: MAX_BOM_BYTES })).toBeNull();
    expect(uploadProblem({ name: "a.json", size: MAX_BOM_BYTES + 1 })).toMatch(/at most 32 MiB/);
  });

  it("takes the extension from the file name", () => {
    expect(fileExtension("bom.cdx.JSON")).toBe("json");
    expect(fileExtension("bom.spdx")).toBe("spdx");
    expect(fileExtension("bom")).toBe("json");
  });
});

describe("summaries", () => {
  it("ranks the summary's licences with the unlicensed among them, the rest summed", () => {
    // Components: [MIT], [MIT, Apache-2.0], [], [MIT], [BSD-3-Clause], [], [] as the API counts them.
    const licenses = {
      items: [
        { license: "MIT", count: 3 },
        { license: "Apache-2.0", count: 1 },
        { license: "BSD-3-Clause", count: 1 },
      ],
      distinct_count: 3,
      total_count: 5,
      without_license: 3,
    };
    expect(licenceCounts(licenses, 2)).toEqual({
      counts: [
        { licence: "MIT", count: 3 },
        { licence: NO_LICENCE, count: 3 },
      ],
      other: { licences: 2, count: 2 },
    });
    expect(licenceCounts(licenses).other).toBeNull();
    // Beyond the licences the summary lists: counted from distinct_count and total_count.
    const many = { items: licenses.items.slice(0, 1), distinct_count: 40, total_count: 90, without_license: 0 };
    expect(licenceCounts(many, 1)).toEqual({
      counts: [{ licence: "MIT", count: 3 }],
      other: { licences: 39, count: 87 },
    });
  });

  it("takes the table's filters from the summary, without the unlicensed", () => {
    const facets = summaryFacets({
      bill_of_materials_id: "cbbom_1",
      parse_status: "parsed",
      component_count: 4,
      component_types: [
        { component_type: "library", count: 3 },
        { component_type: "framework", count: 1 },
      ],
      licenses: { items: [{ license: "MIT", count: 2 }], distinct_count: 1, total_count: 2, without_license: 2 },
    });
    expect(facets).toEqual({
      types: [
        { type: "library", count: 3 },
        { type: "framework", count: 1 },
      ],
      licences: [{ licence: "MIT", count: 2 }],
    });
  });

  it("rounds shares to whole percentages", () => {
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(0, 0)).toBe(0);
  });
});

describe("advisory drafts", () => {
  it("reads a purl's parts", () => {
    expect(parsePurl("pkg:maven/org.apache.logging.log4j/log4j-core@2.14.1?type=jar")).toEqual({
      type: "maven",
      namespace: "org.apache.logging.log4j",
      name: "log4j-core",
      version: "2.14.1",
    });
    expect(parsePurl("pkg:npm/%40babel/core@7.0.0")).toEqual({
      type: "npm",
      namespace: "@babel",
      name: "core",
      version: "7.0.0",
    });
    expect(parsePurl("log4j-core")).toBeNull();
  });

  it("names the package as OSV does", () => {
    const maven = parsePurl("pkg:maven/org.apache.logging.log4j/log4j-core@2.14.1");
    expect(maven && osvPackage(maven)).toEqual({
      ecosystem: "Maven",
      name: "org.apache.logging.log4j:log4j-core",
      purl: "pkg:maven/org.apache.logging.log4j/log4j-core",
    });
    const npm = parsePurl("pkg:npm/%40babel/core@7.0.0");
    expect(npm && osvPackage(npm)).toMatchObject({ ecosystem: "npm", name: "@babel/core" });
    const go = parsePurl("pkg:golang/github.com/gorilla/mux@1.8.0");
    expect(go && osvPackage(go)).toMatchObject({ ecosystem: "Go", name: "github.com/gorilla/mux" });
  });

  it("drafts an advisory with the id and fixed version left to fill in and the found version listed", () => {
    const draft = JSON.parse(osvDraft({ purl: "pkg:maven/org.apache.logging.log4j/log4j-core@2.14.1?type=jar" }));
    expect(draft.id).toBe("LOCAL-");
    expect(draft.affected).toEqual([
      {
        package: {
          ecosystem: "Maven",
          name: "org.apache.logging.log4j:log4j-core",
          purl: "pkg:maven/org.apache.logging.log4j/log4j-core",
        },
        ranges: [{ type: "ECOSYSTEM", events: [{ introduced: "0" }, { fixed: "" }] }],
        versions: ["2.14.1"],
      },
    ]);
  });

  it("links a result to the advisories page with what the draft needs", () => {
    expect(raiseAdvisoryHref({ purl: "pkg:npm/a@1.0.0", name: "a", version: "1.0.0" })).toBe(
      "/advisories?purl=pkg%3Anpm%2Fa%401.0.0&version=1.0.0",
    );
    expect(raiseAdvisoryHref({ purl: null, name: "libfoo", version: null })).toBe("/advisories?name=libfoo");
  });

  it("says what is wrong with pasted text before sending it", () => {
    expect(readAdvisoryJson("")).toMatchObject({ ok: false });
    expect(readAdvisoryJson("{nope")).toMatchObject({ ok: false, message: expect.stringMatching(/not valid JSON/) });
    expect(readAdvisoryJson("[1]")).toMatchObject({ ok: false, message: expect.stringMatching(/one JSON object/) });
    expect(readAdvisoryJson('{"id":"X"}')).toEqual({ ok: true, value: { id: "X" } });
  });
});
