import { describe, expect, it } from "vitest";
import { defaultZeroTouchConfig, type ScoredComponent, type ZeroTouchConfig } from "../contract/zero-touch";
import {
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

const row = (rank: number, name: string, composite: number | null, components: ScoredComponent[]): RankableRow => ({
  vendor_id: `v${rank}`,
  vendor_name: name,
  rank,
  composite_score: composite,
  components,
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
    expect(moves).toEqual([
      { vendorId: "v2", vendorName: "Globex", oldRank: 2, newRank: 1, oldComposite: 68, newComposite: 80 },
      { vendorId: "v1", vendorName: "Acme", oldRank: 1, newRank: 2, oldComposite: 70, newComposite: 60 },
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
    const vendors = [
      { id: "a", name: "No run" },
      { id: "b", name: "Scored" },
      { id: "c", name: "Failed" },
      { id: "d", name: "Running" },
      { id: "e", name: "Complete, nothing resolved" },
    ];
    const rows = [
      { vendor_id: "b", composite_score: 72, status: "complete" as const },
      { vendor_id: "c", composite_score: null, status: "failed" as const },
      { vendor_id: "d", composite_score: null, status: "running" as const },
      { vendor_id: "e", composite_score: null, status: "complete" as const },
    ];
    expect(unscoredVendors(vendors, rows).map((vendor) => vendor.name)).toEqual([
      "No run",
      "Failed",
      "Complete, nothing resolved",
    ]);
  });
});
