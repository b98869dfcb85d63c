import { describe, expect, it } from "vitest";
import {
  compareVersions,
  isKnownScheme,
  isValidVersion,
  tryCompareVersions,
  unsupportedSchemeReason,
  VersionComparisonError,
  type VersionScheme,
  versionSet,
} from "./schemes";

type Case = [scheme: VersionScheme, a: string, b: string, expected: -1 | 0 | 1];

describe("compareVersions", () => {
  it.each<Case>([
    ["npm", "1.2.3", "1.2.4", -1],
    ["npm", "1.2.3-alpha.1", "1.2.3", -1],
    ["npm", "1.2.3-alpha.2", "1.2.3-alpha.10", -1],
    ["npm", "1.2.3-alpha", "1.2.3-alpha.1", -1],
    ["npm", "v2.17.1", "2.17.1", 0],
    ["npm", "1.0.0+build.1", "1.0.0+build.2", 0],
    ["npm", "4.17.20", "4.17.21", -1],
    ["golang", "v1.2.3-0.20200101-abcdef", "v1.2.3", -1],
    ["golang", "v1.2.3-0.20200101-abcdef", "v1.2.2", 1],
    ["golang", "v0.0.0-20220906165146-f3363e06e74c", "v0.17.0", -1],
    ["golang", "v0.0.0-20220906165146-f3363e06e74c", "v0.0.0-20230101000000-000000000000", -1],
    ["golang", "v2.0.0+incompatible", "2.0.0", 0],
    ["golang", "v1.10.0", "v1.9.9", 1],
    ["cargo", "1.0.0-rc.1", "1.0.0", -1],
    ["hex", "1.7.10", "1.7.9", 1],
    ["pub", "1.0.0", "1.0.0+1", -1],
    ["pub", "1.0.0+1", "1.0.0+2", -1],
    ["nuget", "1.0", "1.0.0.0", 0],
    ["nuget", "1.0.0.1", "1.0.1", -1],
    ["nuget", "1.0.0-BETA", "1.0.0-beta", 0],
    ["nuget", "1.0.0-beta10", "1.0.0-beta9", -1],
    ["nuget", "13.0.1", "12.0.3", 1],
    ["gem", "1.0.a", "1.0", -1],
    ["gem", "1.0.0.rc1", "1.0.0", -1],
    ["gem", "1.0.0-rc1", "1.0.0.pre.rc1", 0],
    ["gem", "1.0", "1.0.0", 0],
    ["gem", "1.0.0.rc1", "1.0.0.rc2", -1],
    ["gem", "7.0.8", "7.0.10", -1],
    ["gem", "1.10", "1.9", 1],
    ["composer", "1.0.0", "v1.0", 0],
    ["composer", "5.4.0-beta1", "5.4.0", -1],
    ["composer", "5.4.0-RC1", "5.4.0-beta2", 1],
    ["composer", "1.0.0-dev", "1.0.0-alpha1", -1],
    ["composer", "1.0.0-patch1", "1.0.0", 1],
    ["composer", "1.0.0-beta2-dev", "1.0.0-beta2", -1],
    ["composer", "1.0.0-b2", "1.0.0-beta.2", 0],
    ["composer", "2.10.1", "2.9.99", 1],
    ["generic", "1.2", "1.2.0", 0],
    ["generic", "1.2.0-rc.1", "1.2.0", -1],
    ["generic", "1.2.0rc1", "1.2.0-rc.1", 0],
    ["generic", "1.2.0-beta9", "1.2.0-beta10", -1],
    ["generic", "1.2.0-RC1", "1.2.0-beta1", 1],
    ["generic", "1.2.3.4", "1.2.3.10", -1],
    ["generic", "v3.0", "3.0.0+build", 0],
  ])("%s: %s vs %s → %i", (scheme, a, b, expected) => {
    expect(compareVersions(scheme, a, b)).toBe(expected);
    expect(compareVersions(scheme, b, a)).toBe(-expected || 0);
  });

  it.each<[VersionScheme, string]>([
    ["npm", "1.2"],
    ["npm", "latest"],
    ["golang", "v1.2"],
    ["cargo", "1.0"],
    ["composer", "dev-main"],
    ["composer", "2.x-dev"],
    ["gem", "1.0 beta"],
    ["generic", "1.0-"],
    ["generic", "abc"],
    ["nuget", "1.0.0-beta..1"],
  ])("%s refuses %s", (scheme, version) => {
    expect(isValidVersion(scheme, version)).toBe(false);
    expect(tryCompareVersions(scheme, version, version)).toBeNull();
    expect(() => compareVersions(scheme, "1.0.0", version)).toThrow(`'${version}' is not a valid ${scheme} version`);
  });

  it("refuses unsupported schemes with an error that says so, never an ordering", () => {
    expect(isKnownScheme("deb")).toBe(false);
    expect(isKnownScheme("rpm")).toBe(false);
    expect(isKnownScheme("maven")).toBe(true);
    expect(() => compareVersions("deb" as VersionScheme, "1:1.0-1", "1.0-1")).toThrow(VersionComparisonError);
    expect(() => compareVersions("rpm" as VersionScheme, "1.0-1.el8", "1.0-2.el8")).toThrow(
      "Version scheme 'rpm' is not supported",
    );
    expect(() => compareVersions("foo" as VersionScheme, "1", "2")).toThrow("Unknown version scheme 'foo'");
    expect(isValidVersion("deb", "1.0")).toBe(false);
    expect(unsupportedSchemeReason("npm")).toBeNull();
    expect(unsupportedSchemeReason("deb")).toMatch(/Debian version ordering/);
  });
});

describe("versionSet", () => {
  it("finds a version by the scheme's equality, and unreadable strings by their text", () => {
    const listed = versionSet("maven", ["2.10", "2.0-beta9", "1.0.Final", "weird version"]);
    expect(["2.10.0", "2.10", "2.0-BETA-9", "1.0", "weird version"].map(listed)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(["2.10.1", "2.1", "2.0-beta10", "weird"].map(listed)).toEqual([false, false, false, false]);
    const many = versionSet(
      "pypi",
      Array.from({ length: 5000 }, (_, index) => `1.${index}`),
    );
    expect(many("1.4999.0")).toBe(true);
    expect(many("1.5000")).toBe(false);
  });
});
