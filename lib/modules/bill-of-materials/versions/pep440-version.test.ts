import { describe, expect, it } from "vitest";
import { compareVersions, isValidVersion } from "./schemes";

const pypi = (a: string, b: string) => compareVersions("pypi", a, b);

function expectAscending(versions: string[]) {
  for (let low = 0; low < versions.length; low++) {
    for (let high = low + 1; high < versions.length; high++) {
      expect(pypi(versions[low]!, versions[high]!), `${versions[low]} < ${versions[high]}`).toBe(-1);
      expect(pypi(versions[high]!, versions[low]!), `${versions[high]} > ${versions[low]}`).toBe(1);
    }
  }
}

describe("PEP 440 version ordering", () => {
  it("orders dev < alpha < beta < rc < final < post", () => {
    expectAscending(["1.0.dev1", "1.0a1", "1.0b2", "1.0rc1", "1.0", "1.0.post1"]);
  });

  it("orders the full PEP 440 example sequence", () => {
    expectAscending([
      "1.0.dev456",
      "1.0a1",
      "1.0a2.dev456",
      "1.0a12.dev456",
      "1.0a12",
      "1.0b1.dev456",
      "1.0b2",
      "1.0b2.post345.dev456",
      "1.0b2.post345",
      "1.0rc1.dev456",
      "1.0rc1",
      "1.0",
      "1.0+abc.5",
      "1.0+abc.7",
      "1.0+5",
      "1.0.post456.dev34",
      "1.0.post456",
      "1.0.15",
      "1.1.dev1",
    ]);
  });

  it("orders epochs before everything else", () => {
    expectAscending(["2024.1", "1!0.1", "1!1.0", "2!0.0.1"]);
  });

  it.each([
    ["1.0a1", "1.0.0a1"],
    ["1.0alpha1", "1.0a1"],
    ["1.0-beta.2", "1.0b2"],
    ["1.0c1", "1.0rc1"],
    ["1.0pre1", "1.0rc1"],
    ["1.0-1", "1.0.post1"],
    ["1.0.rev1", "1.0.post1"],
    ["1.0.post", "1.0.post0"],
    ["1.0-dev", "1.0.dev0"],
    ["v1.0", "1.0"],
    ["1.0", "1.0.0.0"],
    ["1.0RC1", "1.0rc1"],
    ["1.0+Ubuntu-1", "1.0+ubuntu.1"],
  ])("reads %s as %s", (a, b) => {
    expect(pypi(a, b)).toBe(0);
  });

  it("refuses what is not PEP 440", () => {
    for (const version of ["", "1.0-foo", "latest", "1.0+", "1..0", "1.0.x"]) {
      expect(isValidVersion("pypi", version), version).toBe(false);
    }
  });
});
