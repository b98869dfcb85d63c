import { describe, expect, it } from "vitest";
import { formatVers, parseVers, type VersRange, versContains } from "./vers";

function range(text: string): VersRange {
  const parsed = parseVers(text);
  if (!parsed.ok) {
    throw new Error(parsed.error);
  }
  return parsed.range;
}

const contains = (text: string, version: string) => versContains(range(text), version);

describe("parseVers", () => {
  it("reads the scheme and the constraints, sorted by version", () => {
    expect(range("vers:maven/>=2.0-beta9|<2.15.0|!=2.12.2")).toEqual({
      scheme: "maven",
      constraints: [
        { comparator: ">=", version: "2.0-beta9" },
        { comparator: "!=", version: "2.12.2" },
        { comparator: "<", version: "2.15.0" },
      ],
    });
    expect(range("vers:pypi/*")).toEqual({ scheme: "pypi", constraints: "*" });
    expect(range("vers:golang/>=v1.2.0|<v1.3.0").constraints).toHaveLength(2);
  });

  it("ignores spaces and stray pipes, reads '=' as the default and decodes percent-encoding", () => {
    expect(range(" vers:npm/ >= 1.0.0 || < 2.0.0 |")).toEqual(range("vers:npm/>=1.0.0|<2.0.0"));
    expect(range("vers:npm/=1.0.0")).toEqual(range("vers:npm/1.0.0"));
    expect(range("vers:maven/1.0-a%3Cb").constraints).toEqual([{ comparator: "=", version: "1.0-a<b" }]);
    expect(range("VERS:NPM/1.0.0").scheme).toBe("npm");
  });

  it.each([
    ["npm/1.0.0", "starts with 'vers:'"],
    ["vers:npm", "names its version scheme and then a '/'"],
    ["vers:/1.0.0", "names its version scheme and then a '/'"],
    ["vers:foo/1.0.0", "Unknown version scheme 'foo' in vers range"],
    ["vers:deb/>=1.0", "Version scheme 'deb' is not supported: Debian version ordering"],
    ["vers:npm/", "at least one constraint after 'vers:npm/'"],
    ["vers:npm/|||", "at least one constraint"],
    ["vers:npm/>=", "Constraint '>=' has no version after its comparator"],
    ["vers:npm/*|>=1.0.0", "'*' stands alone"],
    ["vers:npm/>=1.0.*", "'*' stands alone"],
    ["vers:npm/>=1.0", "'1.0' is not a valid npm version"],
    ["vers:maven/%E0%A4%A", "malformed percent-encoding"],
    ["vers:npm/>=1.0.0|<=1.0.0", "Version '1.0.0' appears twice"],
    ["vers:maven/1.0|1.0.0", "Version '1.0.0' appears twice"],
    ["vers:npm/>1.0.0|>2.0.0", "Constraint '>2.0.0' cannot follow '>1.0.0'"],
    ["vers:npm/<1.0.0|<2.0.0", "Constraint '<2.0.0' cannot follow '<1.0.0'"],
    ["vers:npm/1.5.0|<2.0.0", "Constraint '<2.0.0' cannot follow '=1.5.0'"],
    ["vers:all/1.0", "vers:all takes only '*'"],
    ["vers:npm/1.0.0\u00e9", "only printable ASCII"],
    ["vers:maven/>=2.0-beta9|<<2.15.0", "'<2.15.0' in constraint '<<2.15.0' is not a version"],
    ["vers:maven/>=2.0|~~", "'~~' in constraint '~~' is not a version"],
    ["vers:npm/>=1.0.0|=>2.0.0", "is not a version"],
  ])("refuses %s: %s", (text, message) => {
    const parsed = parseVers(text);
    expect(parsed.ok).toBe(false);
    expect(parsed.ok ? "" : parsed.error).toContain(message);
  });

  it("bounds the input: 1,000 characters, 100 constraints", () => {
    const many = Array.from({ length: 101 }, (_, index) => `1.0.${index}`).join("|");
    expect(parseVers(`vers:npm/${many}`)).toEqual({
      ok: false,
      error: "A vers range has at most 100 constraints; this one has 101",
    });
    expect(parseVers(`vers:npm/1.0.0|${"1".repeat(1000)}`)).toMatchObject({
      ok: false,
      error: /at most 1000 characters/,
    });
    const hundred = Array.from({ length: 100 }, (_, index) => `1.0.${index}`).join("|");
    expect(parseVers(`vers:npm/${hundred}`).ok).toBe(true);
  });
});

describe("versContains", () => {
  it.each([
    ["vers:npm/>=2.0.0|<2.17.1", "2.0.0", true],
    ["vers:npm/>=2.0.0|<2.17.1", "2.17.0", true],
    ["vers:npm/>=2.0.0|<2.17.1", "2.17.1", false],
    ["vers:npm/>=2.0.0|<2.17.1", "1.9.9", false],
    ["vers:npm/>=2.0.0|<2.17.1", "2.17.1-rc.1", true],
    ["vers:maven/>=2.0-beta9|<2.15.0|!=2.12.2", "2.14.1", true],
    ["vers:maven/>=2.0-beta9|<2.15.0|!=2.12.2", "2.14.1.Final", true],
    ["vers:maven/>=2.0-beta9|<2.15.0|!=2.12.2", "2.0-beta9", true],
    ["vers:maven/>=2.0-beta9|<2.15.0|!=2.12.2", "2.0-beta8", false],
    ["vers:maven/>=2.0-beta9|<2.15.0|!=2.12.2", "2.12.2", false],
    ["vers:maven/>=2.0-beta9|<2.15.0|!=2.12.2", "2.15.0", false],
    ["vers:maven/>=2.0-beta9|<2.15.0|!=2.12.2", "2.17.0", false],
    ["vers:pypi/*", "0.0.1", true],
    ["vers:pypi/*", "2024.1.post3", true],
    ["vers:golang/>=v1.2.0|<v1.3.0", "v1.2.5", true],
    ["vers:golang/>=v1.2.0|<v1.3.0", "1.2.5", true],
    ["vers:golang/>=v1.2.0|<v1.3.0", "v1.3.0-0.20230101000000-abcdefabcdef", true],
    ["vers:golang/>=v1.2.0|<v1.3.0", "v1.3.0", false],
    ["vers:npm/1.2.3|>=2.0.0|<5.0.0", "1.2.3", true],
    ["vers:npm/1.2.3|>=2.0.0|<5.0.0", "1.2.4", false],
    ["vers:npm/1.2.3|>=2.0.0|<5.0.0", "4.9.9", true],
    ["vers:npm/<1.0.0", "0.9.0", true],
    ["vers:npm/<=1.0.0", "1.0.0", true],
    ["vers:npm/<1.0.0", "1.0.0", false],
    ["vers:npm/>3.0.0", "3.0.1", true],
    ["vers:npm/>3.0.0", "3.0.0", false],
    ["vers:npm/<1.0.0|>=2.0.0", "1.5.0", false],
    ["vers:npm/<1.0.0|>=2.0.0", "2.0.0", true],
    ["vers:npm/!=1.0.0", "2.0.0", false],
    ["vers:maven/>=1.0.0-beta1|<=1.7.5|>=7.0.0-M1|<=7.0.7|>=7.1.0|<=7.1.2|>=8.0.0-M1|<=8.0.1", "7.0.5", true],
    ["vers:maven/>=1.0.0-beta1|<=1.7.5|>=7.0.0-M1|<=7.0.7|>=7.1.0|<=7.1.2|>=8.0.0-M1|<=8.0.1", "7.0.8", false],
    ["vers:maven/>=1.0.0-beta1|<=1.7.5|>=7.0.0-M1|<=7.0.7|>=7.1.0|<=7.1.2|>=8.0.0-M1|<=8.0.1", "8.0.1", true],
    ["vers:gem/>=2.2.0|!= 2.2.1|<2.3.0", "2.2.1", false],
    ["vers:gem/>=2.2.0|!= 2.2.1|<2.3.0", "2.2.2", true],
    ["vers:all/*", "anything", true],
    ["vers:none/*", "1.0.0", false],
  ])("%s contains %s: %s", (text, version, expected) => {
    expect(contains(text, version)).toBe(expected);
  });

  it("answers null for a version the scheme cannot read", () => {
    expect(contains("vers:npm/>=2.0.0|<2.17.1", "2.0")).toBeNull();
    expect(contains("vers:pypi/*", "not a version")).toBeNull();
    const handMade: VersRange = { scheme: "npm", constraints: [{ comparator: "<", version: "garbage" }] };
    expect(versContains(handMade, "1.0.0")).toBeNull();
  });
});

describe("formatVers", () => {
  it.each([
    ["vers:maven/>=2.0-beta9|<2.15.0|!=2.12.2", "vers:maven/>=2.0-beta9|!=2.12.2|<2.15.0"],
    ["vers:npm/=1.0.0", "vers:npm/1.0.0"],
    ["vers:pypi/*", "vers:pypi/*"],
    ["vers:maven/1.0-a%3Cb%7Cc%21", "vers:maven/1.0-a%3Cb%7Cc%21"],
    ["vers:maven/1.0-a!b", "vers:maven/1.0-a%21b"],
  ])("writes %s as %s", (text, canonical) => {
    expect(formatVers(range(text))).toBe(canonical);
    expect(range(formatVers(range(text)))).toEqual(range(text));
  });
});
