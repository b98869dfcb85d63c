import { describe, expect, it } from "vitest";
import { defaultZeroTouchConfig, type ScoredComponent, type ZeroTouchConfig } from "../contract/zero-touch";
import {
  coverageShifts,
  judgeUnderDraft,
  movementLabel,
  movementOf,
  previewWeights,
  type RankableRow,
  rerankPreview,
  underDraft,
  unscoredVendors,
} from "./zero-touch-preview";

const scored = (controls: number, security: number, people: number | null = null): ScoredComponent[] => [
  { key: "controls", status: "scored", score: controls },
  { key: "financial_health", status: "unavailable", score: null },
  { key: "security", status: "scored", score: security },
  { key: "registration", status: "disabled", score: null },
  { key: "people", status: people === null ? "unavailable" : "scored", score: people },
];

const row = (
  rank: number,
  name: string,
  composite: number | null,
  components: ScoredComponent[],
  isSufficient = composite !== null,
): RankableRow => ({
  vendor_id: `v${rank}`,
  vendor_name: name,
  rank,
  composite_score: composite,
  components,
  is_sufficient: isSufficient,
});

describe("previewWeights", () => {
  it("renormalises the enabled components' weights as if each resolved", () => {
    expect(previewWeights(defaultZeroTouchConfig)).toEqual({
      controls: 0.4,
      financial_health: 0.15,
      security: 0.25,
      registration: 0.1,
      people: 0.1,
    });
    const config: ZeroTouchConfig = {
      ...defaultZeroTouchConfig,
      include_financial_health: false,
      include_people: false,
    };
    expect(previewWeights(config)).toEqual({
      controls: 0.5333,
      financial_health: 0,
      security: 0.3333,
      registration: 0.1333,
      people: 0,
    });
  });

  it("gives nothing a share when every weight is zero", () => {
    const config: ZeroTouchConfig = {
      ...defaultZeroTouchConfig,
      control_weight: 0,
      financial_health_weight: 0,
      security_weight: 0,
      registration_weight: 0,
      people_weight: 0,
    };
    expect(Object.values(previewWeights(config))).toEqual([0, 0, 0, 0, 0]);
  });
});

describe("underDraft", () => {
  it("disables what the draft switches off and leaves a newly enabled component without a score", () => {
    const config: ZeroTouchConfig = { ...defaultZeroTouchConfig, include_security_score: false };
    const components = underDraft(config, scored(80, 40));
    expect(components.find((component) => component.key === "security")?.status).toBe("disabled");
    expect(components.find((component) => component.key === "registration")).toEqual({
      key: "registration",
      status: "unavailable",
      score: null,
    });
    expect(components.find((component) => component.key === "controls")?.status).toBe("scored");
  });
});

describe("rerankPreview", () => {
  const rows = [
    row(1, "Acme", 70, scored(60, 90)),
    row(2, "Globex", 68, scored(80, 50)),
    row(3, "Initech", 50, scored(50, 50)),
    row(4, "Hooli", null, []),
  ];

  it("keeps the order under the configuration the rows were scored with", () => {
    const moves = rerankPreview(defaultZeroTouchConfig, rows);
    expect(moves.map((move) => [move.vendorName, move.oldRank, move.newRank])).toEqual([
      ["Acme", 1, 1],
      ["Globex", 2, 2],
      ["Initech", 3, 3],
      ["Hooli", 4, 4],
    ]);
    expect(moves[0]?.newComposite).toBe(71.5);
  });

  it("re-ranks when the weights change, unscored rows last, and keeps only the top", () => {
    const controlsOnly: ZeroTouchConfig = { ...defaultZeroTouchConfig, security_weight: 0 };
    const moves = rerankPreview(controlsOnly, rows, 2);
    expect(
      moves.map(({ vendorName, oldRank, newRank, oldComposite, newComposite }) => ({
        vendorName,
        oldRank,
        newRank,
        oldComposite,
        newComposite,
      })),
    ).toEqual([
      { vendorName: "Globex", oldRank: 2, newRank: 1, oldComposite: 68, newComposite: 80 },
      { vendorName: "Acme", oldRank: 1, newRank: 2, oldComposite: 70, newComposite: 60 },
    ]);
  });

  it("breaks ties by the current rank and counts from the first row's rank", () => {
    const tied = [row(11, "B", 50, scored(50, 50)), row(12, "A", 50, scored(50, 50))];
    expect(rerankPreview(defaultZeroTouchConfig, tied).map((move) => [move.vendorName, move.newRank])).toEqual([
      ["B", 11],
      ["A", 12],
    ]);
    expect(rerankPreview(defaultZeroTouchConfig, [])).toEqual([]);
  });
});

describe("movement", () => {
  it("names the move in places", () => {
    expect(movementLabel(movementOf({ oldRank: 5, newRank: 2 }))).toBe("Up 3 places");
    expect(movementLabel(movementOf({ oldRank: 2, newRank: 3 }))).toBe("Down 1 place");
    expect(movementLabel(movementOf({ oldRank: 4, newRank: 4 }))).toBe("No change");
  });
});

describe("unscoredVendors", () => {
  it("picks vendors without a run or without a composite, runs in progress aside", () => {
    const rows = [
      { vendor_id: "b", vendor_name: "Scored", composite_score: 72, status: "complete" as const },
      { vendor_id: "c", vendor_name: "Failed", composite_score: null, status: "failed" as const },
      { vendor_id: "d", vendor_name: "Running", composite_score: null, status: "running" as const },
      { vendor_id: "q", vendor_name: "Queued", composite_score: null, status: "queued" as const },
      { vendor_id: "e", vendor_name: "Complete, nothing resolved", composite_score: null, status: "complete" as const },
      { vendor_id: "a", vendor_name: "No run", composite_score: null, status: "not_assessed" as const },
    ];
    expect(unscoredVendors(rows)).toEqual([
      { id: "c", name: "Failed" },
      { id: "e", name: "Complete, nothing resolved" },
      { id: "a", name: "No run" },
    ]);
  });
});

/** Components with a share of data each: controls 40, financial 15, security 25, registration 10, people 10. */
const covered = (shares: Partial<Record<ScoredComponent["key"], number>>): ScoredComponent[] =>
  (["controls", "financial_health", "security", "registration", "people"] as const).map((key) => {
    const share = shares[key];
    return share === undefined
      ? { key, status: "unavailable", score: null, data_share: 0 }
      : { key, status: "scored", score: 70, data_share: share };
  });

describe("judgeUnderDraft", () => {
  it("computes coverage over the configured weight with data, as the API does", () => {
    // Controls with evidence for half their weight (20 of 40) and security (25): 45 of 100.
    const judged = judgeUnderDraft(defaultZeroTouchConfig, { components: covered({ controls: 0.5, security: 1 }) });
    expect(judged).toEqual({ composite: 70, coverage: 45, sufficient: false });
    expect(
      judgeUnderDraft(
        { ...defaultZeroTouchConfig, minimum_coverage: 45 },
        { components: covered({ controls: 0.5, security: 1 }) },
      ).sufficient,
    ).toBe(true);
  });

  it("leaves switched-off components out of both sides, and never ranks a run without a composite", () => {
    const noPeople: ZeroTouchConfig = {
      ...defaultZeroTouchConfig,
      include_people: false,
      include_financial_health: false,
    };
    // 40 + 25 of 75 configured.
    expect(judgeUnderDraft(noPeople, { components: covered({ controls: 1, security: 1 }) }).coverage).toBe(86.7);
    expect(judgeUnderDraft({ ...defaultZeroTouchConfig, minimum_coverage: 0 }, { components: covered({}) })).toEqual({
      composite: null,
      coverage: 0,
      sufficient: false,
    });
  });
});

describe("minimum coverage in the preview", () => {
  // Under the saved minimum (50): Acme 75% and Globex 65% ranked, Initech 45% not.
  const rows = [
    row(1, "Acme", 70, covered({ controls: 1, security: 1, registration: 1 })),
    row(2, "Globex", 70, covered({ controls: 1, security: 1 })),
    row(3, "Initech", 70, covered({ controls: 0.5, security: 1 }), false),
  ];

  it("reports nothing under the minimum the rows were judged with", () => {
    expect(coverageShifts(defaultZeroTouchConfig, rows)).toEqual([]);
  });

  it("names the top rows a higher minimum drops to insufficient evidence", () => {
    const shifts = coverageShifts({ ...defaultZeroTouchConfig, minimum_coverage: 70 }, rows);
    expect(shifts).toEqual([{ vendorId: "v2", vendorName: "Globex", rank: 2, coverage: 65, direction: "drops" }]);
  });

  it("names those a lower minimum ranks again, and only among the top", () => {
    const lower = { ...defaultZeroTouchConfig, minimum_coverage: 40 };
    expect(coverageShifts(lower, rows)).toEqual([
      { vendorId: "v3", vendorName: "Initech", rank: 3, coverage: 45, direction: "rises" },
    ]);
    expect(coverageShifts(lower, rows, 2)).toEqual([]);
  });

  it("ranks insufficient runs after every sufficient one in the re-ranked top", () => {
    const moves = rerankPreview({ ...defaultZeroTouchConfig, minimum_coverage: 70 }, [
      row(1, "Thin", 90, covered({ controls: 1, security: 1 })),
      row(2, "Broad", 60, covered({ controls: 1, security: 1, registration: 1 })),
    ]);
    expect(moves.map((move) => [move.vendorName, move.newRank, move.isSufficient, move.wasSufficient])).toEqual([
      ["Broad", 1, true, true],
      ["Thin", 2, false, true],
    ]);
  });
});
