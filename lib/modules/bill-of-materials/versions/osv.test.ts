import { describe, expect, it } from "vitest";
import { ecosystemToPurlType, purlTypeToEcosystem, purlTypeToScheme } from "./ecosystems";
import { type MatchableComponent, matchAdvisory } from "./osv-match";
import { type OsvAdvisory, osvAdvisorySchema } from "./osv-schema";
import { advisoryPackageKeys, componentPackageKey } from "./package-keys";
import { babelTraverseAdvisory, goNetAdvisory, jinjaAdvisory, lodashAdvisory, log4ShellAdvisory } from "./testing";

const component = (purl: string | null, version: string | null = null): MatchableComponent => ({
  purl,
  name: purl?.split("/").pop()?.split("@")[0] ?? "unnamed",
  version,
});

const outcome = (advisory: OsvAdvisory, purl: string | null, version: string | null = null) =>
  matchAdvisory(advisory, component(purl, version)).outcome;

describe("osvAdvisorySchema", () => {
  it("accepts the test advisories and drops keys it does not know", () => {
    for (const advisory of [log4ShellAdvisory, lodashAdvisory, babelTraverseAdvisory, jinjaAdvisory, goNetAdvisory]) {
      expect(osvAdvisorySchema.parse(advisory)).toEqual(advisory);
    }
    const parsed = osvAdvisorySchema.parse({ id: "X-1", credits: [{ name: "someone" }], affected: [] });
    expect(parsed).toEqual({ id: "X-1", affected: [] });
  });

  it.each([
    [{}, "id"],
    [
      { id: "X", affected: [{ ranges: [{ type: "ECOSYSTEM", events: [{ introduced: "1", fixed: "2" }] }] }] },
      "exactly one",
    ],
    [{ id: "X", affected: [{ ranges: [{ type: "ECOSYSTEM", events: [{}] }] }] }, "exactly one"],
    [{ id: "X", affected: [{ ranges: [{ type: "CALVER", events: [{ introduced: "0" }] }] }] }, "type"],
    [{ id: "X", affected: [{ ranges: [{ type: "SEMVER", events: [] }] }] }, "events"],
    [{ id: "X", severity: [{ type: "CVSS_V5", score: "x" }] }, "severity"],
    [{ id: "X", affected: [{ versions: Array.from({ length: 10_001 }, (_, index) => `1.0.${index}`) }] }, "versions"],
    [{ id: "X", affected: Array.from({ length: 1001 }, () => ({})) }, "affected"],
    [{ id: "X".repeat(201) }, "id"],
    [{ id: "X", details: "x".repeat(100_001) }, "details"],
    [
      { id: "X", database_specific: Object.fromEntries(Array.from({ length: 101 }, (_, index) => [`k${index}`, 1])) },
      "keys",
    ],
  ])("refuses %#: %s", (body, expected) => {
    const result = osvAdvisorySchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(JSON.stringify(result.error?.issues)).toContain(expected);
  });
});

describe("ecosystems and purl types", () => {
  it.each([
    ["npm", "npm", "npm"],
    ["Maven", "maven", "maven"],
    ["PyPI", "pypi", "pypi"],
    ["Go", "golang", "golang"],
    ["crates.io", "cargo", "cargo"],
    ["NuGet", "nuget", "nuget"],
    ["RubyGems", "gem", "gem"],
    ["Packagist", "composer", "composer"],
    ["Hex", "hex", "hex"],
    ["Pub", "pub", "pub"],
  ])("%s ↔ %s (scheme %s)", (ecosystem, type, scheme) => {
    expect(ecosystemToPurlType(ecosystem)).toBe(type);
    expect(purlTypeToEcosystem(type)).toBe(ecosystem);
    expect(purlTypeToScheme(type)).toBe(scheme);
  });

  it("maps OS ecosystems to their purl types but to no version scheme", () => {
    expect(ecosystemToPurlType("Debian:11")).toBe("deb");
    expect(ecosystemToPurlType("Ubuntu:22.04:LTS")).toBe("deb");
    expect(ecosystemToPurlType("Alpine:v3.18")).toBe("apk");
    expect(purlTypeToScheme("deb")).toBeNull();
    expect(purlTypeToScheme("rpm")).toBeNull();
    expect(ecosystemToPurlType("Nonexistent")).toBeNull();
    expect(purlTypeToEcosystem("deb")).toBeNull();
  });
});

describe("package keys", () => {
  it("keys an advisory's packages as purls without versions", () => {
    expect(advisoryPackageKeys(log4ShellAdvisory)).toEqual([
      "pkg:maven/org.apache.logging.log4j/log4j-core",
      "pkg:maven/org.ops4j.pax.logging/pax-logging-log4j2",
    ]);
    expect(advisoryPackageKeys(babelTraverseAdvisory)).toEqual(["pkg:npm/%40babel/traverse"]);
    expect(advisoryPackageKeys(jinjaAdvisory)).toEqual(["pkg:pypi/jinja2"]);
    expect(advisoryPackageKeys(goNetAdvisory)).toEqual(["pkg:golang/golang.org/x/net", "pkg:golang/stdlib"]);
  });

  it.each([
    [log4ShellAdvisory, "pkg:maven/org.apache.logging.log4j/log4j-core@2.14.1?type=jar"],
    [lodashAdvisory, "pkg:npm/lodash@4.17.20"],
    [lodashAdvisory, "pkg:npm/Lodash@4.17.20"],
    [babelTraverseAdvisory, "pkg:npm/%40babel/traverse@7.23.0"],
    [babelTraverseAdvisory, "pkg:npm/@babel/traverse@7.23.0"],
    [jinjaAdvisory, "pkg:pypi/jinja2@3.1.2"],
    [jinjaAdvisory, "pkg:pypi/Jinja2@3.1.2"],
    [goNetAdvisory, "pkg:golang/golang.org/x/net@v0.16.0#http2"],
  ])("agree with the component key of %#: %s", (advisory, purl) => {
    expect(advisoryPackageKeys(advisory)).toContain(componentPackageKey(purl));
  });

  it("normalises PyPI names by PEP 503 and npm, crates.io, NuGet names by case, on both sides", () => {
    const keyOf = (ecosystem: string, name: string) =>
      advisoryPackageKeys({ id: "X", affected: [{ package: { ecosystem, name } }] })[0];
    expect(keyOf("PyPI", "Zope.Interface")).toBe(componentPackageKey("pkg:pypi/zope-interface@5.0"));
    expect(keyOf("PyPI", "typing__extensions")).toBe(componentPackageKey("pkg:pypi/Typing.Extensions@4.0"));
    expect(keyOf("crates.io", "Serde")).toBe(componentPackageKey("pkg:cargo/serde@1.0.0"));
    expect(keyOf("NuGet", "Newtonsoft.Json")).toBe(componentPackageKey("pkg:nuget/newtonsoft.json@13.0.1"));
    expect(keyOf("Packagist", "Laravel/Framework")).toBe(componentPackageKey("pkg:composer/laravel/framework@10.0.0"));
    expect(keyOf("Debian:12", "openssl")).toBe(componentPackageKey("pkg:deb/debian/openssl@3.0.11-1?arch=amd64"));
  });

  it("keeps case where the ecosystem is case-sensitive", () => {
    expect(componentPackageKey("pkg:maven/Org.Example/Foo@1")).toBe("pkg:maven/Org.Example/Foo");
    expect(componentPackageKey("pkg:golang/github.com/Masterminds/semver@v1.5.0")).toBe(
      "pkg:golang/github.com/Masterminds/semver",
    );
  });

  it("falls back to the package's purl for ecosystems without a mapping, and skips what it cannot key", () => {
    expect(
      advisoryPackageKeys({
        id: "X",
        affected: [
          { package: { ecosystem: "Red Hat", name: "openssl", purl: "pkg:rpm/redhat/openssl" } },
          { package: { ecosystem: "Maven", name: "no-group-here" } },
          { package: { ecosystem: "Mystery", name: "thing" } },
          {},
        ],
      }),
    ).toEqual(["pkg:rpm/redhat/openssl"]);
    expect(componentPackageKey("not a purl")).toBeNull();
  });
});

describe("matchAdvisory", () => {
  const log4j = "pkg:maven/org.apache.logging.log4j/log4j-core";

  it.each([
    ["2.14.1", "affected"],
    ["2.14.1.Final", "affected"],
    ["2.13.0", "affected"],
    ["2.0-beta9", "affected"],
    ["2.0-beta8", "not_affected"],
    ["2.0", "affected"],
    ["2.3", "affected"],
    ["2.3.1", "not_affected"],
    ["2.4", "affected"],
    ["2.12.1", "affected"],
    ["2.12.2", "not_affected"],
    ["2.15.0", "not_affected"],
    ["2.17.0", "not_affected"],
    ["1.2.17", "not_affected"],
  ])("Log4Shell and log4j-core %s: %s", (version, expected) => {
    expect(outcome(log4ShellAdvisory, `${log4j}@${version}`)).toBe(expected);
  });

  it("explains its answer", () => {
    expect(matchAdvisory(log4ShellAdvisory, component(`${log4j}@2.14.1`))).toEqual({
      affected: true,
      outcome: "affected",
      reason:
        "log4j-core 2.14.1 is affected by GHSA-jfh8-c2jp-5v3q " +
        "(pkg:maven/org.apache.logging.log4j/log4j-core: introduced in 2.13.0, fixed in 2.15.0)",
    });
    expect(matchAdvisory(lodashAdvisory, component("pkg:npm/lodash@4.17.21")).reason).toBe(
      "lodash 4.17.21 is outside GHSA-35jh-r3h4-6jhm's affected versions of pkg:npm/lodash " +
        "(introduced in its first version, fixed in 4.17.21)",
    );
  });

  it("takes the version from the purl, else from the component", () => {
    expect(outcome(lodashAdvisory, "pkg:npm/lodash", "4.17.20")).toBe("affected");
    expect(outcome(lodashAdvisory, "pkg:npm/lodash@4.17.21", "4.17.20")).toBe("not_affected");
  });

  it.each([
    ["pkg:npm/lodash@0.1.0", "affected"],
    ["pkg:npm/lodash@4.17.20", "affected"],
    ["pkg:npm/lodash@4.17.21-pre", "affected"],
    ["pkg:npm/lodash@4.17.21", "not_affected"],
    ["pkg:npm/lodash-es@4.17.20", "not_affected"],
    ["pkg:npm/%40babel/traverse@7.23.0", "affected"],
    ["pkg:npm/%40babel/traverse@7.23.2", "not_affected"],
    ["pkg:npm/%40babel/traverse@8.0.0-alpha.3", "affected"],
    ["pkg:npm/%40babel/traverse@8.0.0-alpha.4", "not_affected"],
    ["pkg:npm/traverse@7.23.0", "not_affected"],
  ])("npm: %s → %s", (purl, expected) => {
    const advisory = purl.includes("babel") || purl.includes("traverse") ? babelTraverseAdvisory : lodashAdvisory;
    expect(outcome(advisory, purl)).toBe(expected);
  });

  it.each([
    ["pkg:pypi/jinja2@3.1.2", "affected"],
    ["pkg:pypi/Jinja2@3.1.3rc1", "affected"],
    ["pkg:pypi/jinja2@3.1.3", "not_affected"],
    ["pkg:pypi/jinja2@3.1.3.post1", "not_affected"],
    ["pkg:pypi/jinja2@2.10.0", "affected"],
    ["pkg:pypi/jinja2@not-pep-440", "undetermined"],
  ])("PyPI: %s → %s", (purl, expected) => {
    expect(outcome(jinjaAdvisory, purl)).toBe(expected);
  });

  it.each([
    ["pkg:golang/golang.org/x/net@v0.16.0", "affected"],
    ["pkg:golang/golang.org/x/net@v0.0.0-20220906165146-f3363e06e74c", "affected"],
    ["pkg:golang/golang.org/x/net@v0.17.0", "not_affected"],
    ["pkg:golang/golang.org/x/net@0.17.0", "not_affected"],
    ["pkg:golang/stdlib@v1.21.2", "affected"],
    ["pkg:golang/stdlib@v1.20.10", "not_affected"],
    ["pkg:golang/stdlib@v1.21.3", "not_affected"],
    ["pkg:golang/golang.org/x/text@v0.3.0", "not_affected"],
  ])("Go: %s → %s", (purl, expected) => {
    expect(outcome(goNetAdvisory, purl)).toBe(expected);
  });

  it("reads last_affected as inclusive and limit as an exclusive upper bound", () => {
    const advisory = (events: Record<string, string>[]): OsvAdvisory => ({
      id: "X",
      affected: [{ package: { ecosystem: "npm", name: "pkg" }, ranges: [{ type: "SEMVER", events }] }],
    });
    const lastAffected = advisory([{ introduced: "1.0.0" }, { last_affected: "1.4.0" }]);
    expect(outcome(lastAffected, "pkg:npm/pkg@1.4.0")).toBe("affected");
    expect(outcome(lastAffected, "pkg:npm/pkg@1.4.1")).toBe("not_affected");
    const limited = advisory([{ introduced: "0" }, { limit: "2.0.0" }]);
    expect(outcome(limited, "pkg:npm/pkg@1.9.9")).toBe("affected");
    expect(outcome(limited, "pkg:npm/pkg@2.0.0")).toBe("not_affected");
    const unsorted = advisory([
      { fixed: "2.0.1" },
      { introduced: "2.0.0" },
      { fixed: "1.2.0" },
      { introduced: "1.0.0" },
    ]);
    expect(
      ["0.9.0", "1.0.0", "1.1.9", "1.2.0", "2.0.0", "2.0.1"].map((v) => outcome(unsorted, `pkg:npm/pkg@${v}`)),
    ).toEqual(["not_affected", "affected", "affected", "not_affected", "affected", "not_affected"]);
  });

  it("does not match components without a purl, and cannot decide without a version", () => {
    expect(matchAdvisory(lodashAdvisory, { purl: null, name: "lodash", version: "4.17.20" })).toMatchObject({
      affected: false,
      outcome: "not_affected",
      reason: "lodash has no purl, and advisories are matched by purl only",
    });
    expect(matchAdvisory(lodashAdvisory, { purl: "pkg:npm/lodash", name: "lodash", version: null })).toMatchObject({
      affected: false,
      outcome: "undetermined",
      reason: expect.stringContaining("lodash has no version"),
    });
  });

  it("ignores GIT ranges and withdrawn advisories, and says when an ecosystem cannot be compared", () => {
    const gitOnly: OsvAdvisory = {
      id: "X",
      affected: [
        {
          package: { ecosystem: "npm", name: "pkg" },
          ranges: [
            { type: "GIT", repo: "https://example.com/pkg.git", events: [{ introduced: "0" }, { fixed: "abc123" }] },
          ],
        },
      ],
    };
    expect(matchAdvisory(gitOnly, component("pkg:npm/pkg@1.0.0"))).toMatchObject({
      outcome: "undetermined",
      reason: expect.stringContaining("GIT commit ranges, which are not evaluated"),
    });
    expect(outcome({ ...lodashAdvisory, withdrawn: "2024-01-01T00:00:00Z" }, "pkg:npm/lodash@4.17.20")).toBe(
      "not_affected",
    );
    const debian: OsvAdvisory = {
      id: "DSA-1",
      affected: [
        {
          package: { ecosystem: "Debian:12", name: "openssl" },
          ranges: [{ type: "ECOSYSTEM", events: [{ introduced: "0" }, { fixed: "3.0.11-1~deb12u2" }] }],
          versions: ["3.0.11-1~deb12u1"],
        },
      ],
    };
    expect(outcome(debian, "pkg:deb/debian/openssl@3.0.11-1~deb12u1")).toBe("affected");
    expect(matchAdvisory(debian, component("pkg:deb/debian/openssl@3.0.9-1"))).toMatchObject({
      outcome: "undetermined",
      reason: expect.stringContaining("unsupported scheme"),
    });
  });

  it("matches only when the keys agree", () => {
    const candidates = [
      "pkg:maven/org.apache.logging.log4j/log4j-core@2.14.1",
      "pkg:maven/org.apache.logging.log4j/log4j-api@2.14.1",
      "pkg:npm/lodash@4.17.20",
      "pkg:pypi/jinja2@3.1.2",
      "pkg:golang/golang.org/x/net@v0.16.0",
      "pkg:npm/%40babel/traverse@7.23.0",
    ];
    for (const advisory of [log4ShellAdvisory, lodashAdvisory, jinjaAdvisory, goNetAdvisory, babelTraverseAdvisory]) {
      const keys = advisoryPackageKeys(advisory);
      for (const purl of candidates) {
        const keyed = keys.includes(componentPackageKey(purl) ?? "");
        expect(outcome(advisory, purl) === "affected", `${advisory.id} ${purl}`).toBe(keyed);
      }
    }
  });
});
