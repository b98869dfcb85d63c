import { describe, expect, it } from "vitest";
import { cvss3BaseScore, severityOfScore } from "./cvss";
import { osvAdvisorySchema } from "./osv-schema";
import { advisorySeverity } from "./severity";
import { jinjaAdvisory, lodashAdvisory, log4ShellAdvisory } from "./testing";

describe("cvss3BaseScore", () => {
  it.each([
    ["CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:C/C:H/I:H/A:H", 10],
    ["CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H", 9.8],
    ["CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:N/A:N", 7.5],
    ["CVSS:3.1/AV:N/AC:L/PR:H/UI:N/S:U/C:H/I:H/A:H", 7.2],
    ["CVSS:3.1/AV:L/AC:L/PR:L/UI:N/S:U/C:H/I:H/A:H", 7.8],
    ["CVSS:3.1/AV:N/AC:L/PR:N/UI:R/S:C/C:L/I:L/A:N", 6.1],
    ["CVSS:3.1/AV:N/AC:H/PR:N/UI:N/S:U/C:H/I:N/A:N", 5.9],
    ["CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:L/I:N/A:N", 5.3],
    ["CVSS:3.1/AV:N/AC:L/PR:N/UI:R/S:U/C:N/I:L/A:N", 4.3],
    ["CVSS:3.1/AV:N/AC:L/PR:L/UI:N/S:U/C:N/I:N/A:N", 0],
    ["CVSS:3.0/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H", 9.8],
    ["CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H/E:P/RL:O/RC:C", 9.8],
  ])("%s → %d", (vector, score) => {
    expect(cvss3BaseScore(vector)).toBe(score);
  });

  it.each([
    "AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H",
    "CVSS:4.0/AV:N/AC:L/AT:N/PR:N/UI:N/VC:H/VI:H/VA:H/SC:N/SI:N/SA:N",
    "CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H",
    "CVSS:3.1/AV:X/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H",
    "CVSS:3.1/AV:N/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H",
    "CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H/ZZ:1",
  ])("refuses %s", (vector) => {
    expect(cvss3BaseScore(vector)).toBeNull();
  });

  it("rates scores as CVSS does", () => {
    expect([0, 0.1, 3.9, 4, 6.9, 7, 8.9, 9, 10, 11].map(severityOfScore)).toEqual([
      null,
      "low",
      "low",
      "medium",
      "medium",
      "high",
      "high",
      "critical",
      "critical",
      null,
    ]);
  });
});

describe("advisorySeverity", () => {
  it("takes GitHub's database severity first", () => {
    expect(advisorySeverity(log4ShellAdvisory)).toBe("critical");
    expect(advisorySeverity(lodashAdvisory)).toBe("high");
    expect(advisorySeverity(jinjaAdvisory)).toBe("medium");
  });

  it("falls back to the highest CVSS v3 base score, then to an Ubuntu priority", () => {
    const { database_specific: _, ...withoutDatabase } = log4ShellAdvisory;
    expect(advisorySeverity(withoutDatabase)).toBe("critical");
    expect(
      advisorySeverity({
        id: "X-1",
        severity: [
          { type: "CVSS_V3", score: "CVSS:3.1/AV:N/AC:L/PR:N/UI:R/S:U/C:N/I:L/A:N" },
          { type: "CVSS_V3", score: "CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:N/A:N" },
        ],
      }),
    ).toBe("high");
    expect(
      advisorySeverity({
        id: "X-2",
        affected: [{ severity: [{ type: "CVSS_V3", score: "CVSS:3.1/AV:N/AC:L/PR:N/UI:R/S:U/C:N/I:L/A:N" }] }],
      }),
    ).toBe("medium");
    expect(advisorySeverity({ id: "UBUNTU-CVE-1", severity: [{ type: "Ubuntu", score: "negligible" }] })).toBe("low");
  });

  it("answers null for v2/v4-only advisories and unknown database severities", () => {
    expect(
      advisorySeverity({ id: "X-3", severity: [{ type: "CVSS_V2", score: "AV:N/AC:L/Au:N/C:P/I:P/A:P" }] }),
    ).toBeNull();
    expect(
      advisorySeverity({
        id: "X-4",
        severity: [{ type: "CVSS_V4", score: "CVSS:4.0/AV:N/AC:L/AT:N/PR:N/UI:N/VC:H/VI:H/VA:H/SC:N/SI:N/SA:N" }],
      }),
    ).toBeNull();
    expect(advisorySeverity({ id: "X-5", database_specific: { severity: "UNKNOWN" } })).toBeNull();
    expect(advisorySeverity({ id: "X-6", database_specific: { severity: 7 } })).toBeNull();
    expect(advisorySeverity(osvAdvisorySchema.parse({ id: "X-7" }))).toBeNull();
  });
});
