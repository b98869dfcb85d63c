import fc from "fast-check";
import semver from "semver";
import { describe, expect, it } from "vitest";
import { matchAdvisory } from "./osv-match";
import { advisoryPackageKeys, componentPackageKey } from "./package-keys";
import { compareVersions, type VersionScheme } from "./schemes";
import { formatVers, parseVers, versContains } from "./vers";

// Small numbers and few labels, so that generated versions often tie and sit on range bounds.
const semverText = fc
  .tuple(
    fc.nat(3),
    fc.nat(3),
    fc.nat(3),
    fc.option(fc.constantFrom("alpha", "alpha.1", "beta.2", "rc.1", "0", "1"), { nil: undefined }),
  )
  .map(([major, minor, patch, pre]) => `${major}.${minor}.${patch}${pre ? `-${pre}` : ""}`);

const tokens = (words: string[], separators: string[]) =>
  fc
    .array(fc.tuple(fc.constantFrom(...words), fc.constantFrom(...separators)), { minLength: 1, maxLength: 6 })
    .map((parts) => parts.map(([word, separator], index) => (index === 0 ? word : `${separator}${word}`)).join(""));

/**
 * Maven versions as projects write them: numbers, then perhaps a qualifier with a number, then perhaps
 * "-SNAPSHOT". Maven's own ordering is not transitive on arbitrary strings ("2.milestone" < "2" <
 * "2.x.0" < "2.milestone"), so the property holds for these shapes only.
 */
function mavenText(): fc.Arbitrary<string> {
  const release = fc
    .array(fc.constantFrom("0", "1", "2", "10"), { minLength: 1, maxLength: 4 })
    .map((parts) => parts.join("."));
  const qualifier = fc
    .tuple(
      // Dotted qualifiers make more of Maven's own cycles (1.0.alpha.10 < 1 < 1.a < 1.0.alpha.10):
      // qualifiers here follow a hyphen or the number directly, as most projects write them.
      fc.constantFrom("-", ""),
      fc.constantFrom(
        "alpha",
        "beta",
        "milestone",
        "rc",
        "cr",
        "final",
        "ga",
        "release",
        "sp",
        "a",
        "b",
        "m",
        "jre",
        "android",
      ),
      fc.constantFrom("", "1", "-2", ".10", "2"),
    )
    .map((parts) => parts.join(""));
  return fc
    .tuple(release, fc.option(qualifier, { nil: "" }), fc.constantFrom("", "-SNAPSHOT"))
    .map((parts) => parts.join(""));
}

const versionsByScheme: [VersionScheme, fc.Arbitrary<string>][] = [
  ["npm", semverText],
  ["maven", mavenText()],
  [
    "pypi",
    fc
      .tuple(
        fc.constantFrom("", "1!"),
        fc.constantFrom("1", "1.0", "1.0.0", "1.2", "2"),
        fc.constantFrom("", "a1", "b2", "rc1", "a12", ".post1", ".post2", "-1"),
        fc.constantFrom("", ".dev0", ".dev3"),
        fc.constantFrom("", "+local", "+local.2", "+3"),
      )
      .map((parts) => parts.join("")),
  ],
  ["gem", tokens(["0", "1", "2", "10", "a", "pre", "rc", "beta"], ["."]).filter((text) => /^\d/.test(text))],
  [
    "composer",
    fc
      .tuple(
        fc.constantFrom("1", "1.0", "1.0.0", "1.2", "2"),
        fc.constantFrom("", "-alpha1", "-beta2", "-RC1", "-patch1", "-dev", "-beta2-dev"),
      )
      .map((parts) => parts.join("")),
  ],
  [
    "generic",
    tokens(["0", "1", "2", "10"], ["."]).chain((release) =>
      fc.constantFrom(release, `${release}-rc.1`, `${release}-beta2`, `${release}rc3`),
    ),
  ],
];

describe("version ordering properties", () => {
  it.each(versionsByScheme)("%s: a total order (antisymmetric, transitive, consistent ties)", (scheme, versions) => {
    fc.assert(
      fc.property(versions, versions, versions, (a, b, c) => {
        const ab = compareVersions(scheme, a, b);
        const bc = compareVersions(scheme, b, c);
        const ac = compareVersions(scheme, a, c);
        expect(compareVersions(scheme, b, a)).toBe(-ab || 0);
        if (ab <= 0 && bc <= 0) {
          expect(ac).toBeLessThanOrEqual(0);
        }
        if (ab === 0) {
          expect(ac).toBe(bc);
        }
      }),
      { numRuns: 2000 },
    );
  });
});

describe("vers properties", () => {
  it("npm: versContains agrees with semver.satisfies on intervals and unions", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(semverText, { minLength: 4, maxLength: 4, comparator: semver.eq }),
        semverText,
        (bounds, version) => {
          const [a, b, c, d] = [...bounds].sort(semver.compare) as [string, string, string, string];
          const cases: [string, string][] = [
            [`vers:npm/>=${a}|<${b}`, `>=${a} <${b}`],
            [`vers:npm/>${a}|<=${b}`, `>${a} <=${b}`],
            [`vers:npm/<${a}|>=${b}|<${c}|>${d}`, `<${a} || >=${b} <${c} || >${d}`],
            [`vers:npm/${a}|>=${b}|!=${c}|<${d}`, `${a} || >=${b} <${c} || >${c} <${d}`],
          ];
          for (const [text, npmRange] of cases) {
            const parsed = parseVers(text);
            expect(parsed.ok, text).toBe(true);
            if (parsed.ok) {
              expect(versContains(parsed.range, version), `${version} in ${text}`).toBe(
                semver.satisfies(version, npmRange, { includePrerelease: true }),
              );
            }
          }
        },
      ),
      { numRuns: 2000 },
    );
  });

  it("formatVers writes what parseVers reads back, constraint order aside", () => {
    fc.assert(
      fc.property(fc.uniqueArray(semverText, { minLength: 2, maxLength: 2, comparator: semver.eq }), ([low, high]) => {
        const parsed = parseVers(`vers:npm/<${high}|>=${low}`);
        if (!parsed.ok) {
          return;
        }
        const again = parseVers(formatVers(parsed.range));
        expect(again).toEqual(parsed);
      }),
    );
  });

  it("an OSV introduced/fixed range answers as the vers range >=introduced|<fixed", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(semverText, { minLength: 2, maxLength: 2, comparator: semver.eq }),
        semverText,
        (bounds, version) => {
          const [introduced, fixed] = [...bounds].sort(semver.compare) as [string, string];
          const parsed = parseVers(`vers:npm/>=${introduced}|<${fixed}`);
          const advisory = {
            id: "X",
            affected: [
              {
                package: { ecosystem: "npm", name: "pkg" },
                ranges: [{ type: "ECOSYSTEM" as const, events: [{ fixed }, { introduced }] }],
              },
            ],
          };
          const matched = matchAdvisory(advisory, { purl: `pkg:npm/pkg@${version}`, name: "pkg", version: null });
          expect(parsed.ok && versContains(parsed.range, version)).toBe(matched.affected);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe("package key properties", () => {
  it("a PyPI name keys the same however its case and separators are spelled", () => {
    const spelling = fc
      .array(
        fc.tuple(
          fc.constantFrom("zope", "Interface", "typing", "EXT", "a1"),
          fc.constantFrom("-", "_", ".", "__", "-."),
        ),
        {
          minLength: 1,
          maxLength: 4,
        },
      )
      .map((parts) => parts.map(([word, separator], index) => (index === 0 ? word : `${separator}${word}`)).join(""));
    fc.assert(
      fc.property(spelling, fc.boolean(), (name, shout) => {
        const written = shout ? name.toUpperCase() : name.toLowerCase();
        const [advisoryKey] = advisoryPackageKeys({ id: "X", affected: [{ package: { ecosystem: "PyPI", name } }] });
        expect(componentPackageKey(`pkg:pypi/${encodeURIComponent(written)}@1.0`)).toBe(advisoryKey);
      }),
    );
  });
});
