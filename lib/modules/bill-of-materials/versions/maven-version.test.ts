import { describe, expect, it } from "vitest";
import { compareVersions } from "./schemes";

const maven = (a: string, b: string) => compareVersions("maven", a, b);

/** Every earlier version is before every later one, and the other way round. */
function expectAscending(versions: string[]) {
  for (let low = 0; low < versions.length; low++) {
    for (let high = low + 1; high < versions.length; high++) {
      expect(maven(versions[low]!, versions[high]!), `${versions[low]} < ${versions[high]}`).toBe(-1);
      expect(maven(versions[high]!, versions[low]!), `${versions[high]} > ${versions[low]}`).toBe(1);
    }
  }
}

function expectEqual(versions: string[]) {
  for (const left of versions) {
    for (const right of versions) {
      expect(maven(left, right), `${left} = ${right}`).toBe(0);
    }
  }
}

describe("Maven version ordering", () => {
  it("orders qualifiers alpha < beta < milestone < rc = cr < snapshot < release < sp < unknown", () => {
    expectAscending([
      "1-alpha2snapshot",
      "1-alpha2",
      "1-alpha-123",
      "1-beta-2",
      "1-beta123",
      "1-m2",
      "1-m11",
      "1-rc",
      "1-cr2",
      "1-rc123",
      "1-SNAPSHOT",
      "1",
      "1-sp",
      "1-sp2",
      "1-sp123",
      "1-abc",
      "1-def",
      "1-pom-1",
      "1-1-snapshot",
      "1-1",
      "1-2",
      "1-123",
    ]);
  });

  it("orders numbers numerically, a qualifier before the number in its place (Maven 3.9)", () => {
    expectAscending([
      "2.0",
      "2.0.a",
      "2-1",
      "2.0.2",
      "2.0.123",
      "2.1.0",
      "2.1-a",
      "2.1b",
      "2.1-c",
      "2.1-1",
      "2.1.0.1",
      "2.2",
      "2.123",
      "11.a2",
      "11.a11",
      "11.b2",
      "11.b11",
      "11.m2",
      "11.m11",
      "11",
      "11.a",
      "11b",
      "11c",
      "11m",
    ]);
  });

  it("reads trailing zeros, release aliases and one-letter shorthands as the same version", () => {
    expectEqual([
      "1",
      "1.0",
      "1.0.0",
      "1-0",
      "1.0-0",
      "1.ga",
      "1-ga",
      "1.final",
      "1-FINAL",
      "1.release",
      "1.0.0.RELEASE",
    ]);
    expectEqual(["1a1", "1-a1", "1-alpha-1", "1alpha1"]);
    expectEqual(["2.0.a", "2.0.0.a", "2-a"]);
    expectEqual(["1.0.0.M1", "1-m1", "1-milestone-1"]);
    expectEqual(["1rc", "1cr", "1-rc", "1-CR", "1.RC"]);
    expectEqual(["1-SNAPSHOT", "1-snapshot", "1.0-SNAPSHOT"]);
    expectEqual(["12345678901234567890", "12345678901234567890.0"]);
  });

  it.each([
    ["2.14.1.Final", "2.15.0", -1],
    ["2.14.1.Final", "2.14.1", 0],
    ["1.0-alpha-1", "1.0", -1],
    ["2.0-beta9", "2.0", -1],
    ["2.0-beta9", "2.0-beta10", -1],
    ["2.0-beta9", "2.0-rc1", -1],
    ["1.0-SNAPSHOT", "1.0", -1],
    ["1.0-SNAPSHOT", "1.0-rc1", 1],
    ["2.17.0", "2.15.0", 1],
    ["1.9", "1.10", -1],
    ["5.3.0.RELEASE", "5.3.0", 0],
    ["1-0.1", "1", 1],
    ["1-0-alpha", "1", -1],
  ])("%s vs %s → %i", (a, b, expected) => {
    expect(maven(a, b)).toBe(expected);
  });

  it("puts a snapshot and a release candidate before their release, a service pack after", () => {
    expectAscending([
      "1.17.0-alpha",
      "1.17.0-RC1",
      "1.17.0-SNAPSHOT",
      "1.17.0",
      "1.17.0.RELEASE-sp",
      "1.17.1",
      "1.17.10",
    ]);
  });

  it("refuses empty strings and versions with spaces", () => {
    expect(() => maven("", "1.0")).toThrow("'' is not a valid maven version");
    expect(() => maven("1.0", "1 .0")).toThrow("'1 .0' is not a valid maven version");
  });
});
