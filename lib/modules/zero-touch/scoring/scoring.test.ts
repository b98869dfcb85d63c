import { describe, expect, it } from "vitest";
import {
  type ComponentKey,
  type ComponentStatus,
  compositeOf,
  coverageOf,
  defaultZeroTouchConfig,
  effectiveWeights,
  isSufficientlyCovered,
} from "@/lib/contract/zero-touch";
import { correctionChanges, parseCorrectionOffline } from "../correction";
import { levelOfComposite, levelOfTier } from "../push";
import type { RadarEvidence, VendorEvidence } from "../research/types";
import type { ControlVerdict } from "../result-types";
import { controlsComponent, peopleComponent, registrationComponent, securityComponent } from "./components";
import { tierOfComposite } from "./profile";
import { assembleReputation, dimensionOf } from "./reputation";
import { changesSince } from "./run-diff";

const unscreened = { screened: false, eventCount: 0, latestEventId: null, sourceNames: [] };
const screenedBy = (eventCount: number) => ({
  screened: true,
  eventCount,
  latestEventId: "cbrevent_1",
  sourceNames: ["Security news feed"],
});

function evidence(overrides: Partial<VendorEvidence> = {}): VendorEvidence {
  return {
    now: new Date("2026-11-01T00:00:00Z"),
    vendor: {
      id: "cbvndr_1",
      name: "Acme",
      website: null,
      description: null,
      hqLocation: null,
      useCase: null,
      securityContactEmail: null,
      createdAt: new Date("2026-01-01T00:00:00Z"),
    },
    services: [],
    documents: [],
    factSheet: null,
    registrations: { tax: [], sites: [], legalEntityCount: 0, diversity: [] },
    radar: { screening: unscreened, events: [] },
    ...overrides,
  };
}

function radarEvent(overrides: Partial<RadarEvidence> = {}): RadarEvidence {
  return {
    id: "cbrevent_1",
    name: "Incident",
    summary: "Something happened.",
    primaryImpactType: "Infosec",
    secondaryImpactTypes: [],
    sourceUrl: null,
    sourceName: null,
    occurredAt: null,
    createdAt: new Date("2026-10-01T00:00:00Z"),
    alerts: [{ severity: "high", isDismissed: false, dismissReason: null, shouldAlert: true }],
    ...overrides,
  };
}

describe("coverage", () => {
  const component = (key: ComponentKey, status: ComponentStatus, data_share?: number) => ({
    key,
    status,
    score: status === "scored" ? 80 : null,
    ...(data_share === undefined ? {} : { data_share }),
  });

  it("is the share of the switched-on configured weight that had data, controls counted by their evidenced share", () => {
    const components = [
      component("controls", "scored", 0.5),
      component("financial_health", "unavailable"),
      component("security", "scored"),
      component("registration", "unavailable"),
      component("people", "disabled"),
    ];
    // (40 × 0.5 + 25) / (40 + 15 + 25 + 10) = 45 / 90
    expect(coverageOf(defaultZeroTouchConfig, components)).toBe(50);
    expect(isSufficientlyCovered(50, { composite_score: 70, coverage: 50 })).toBe(true);
    expect(isSufficientlyCovered(51, { composite_score: 70, coverage: 50 })).toBe(false);
    expect(isSufficientlyCovered(0, { composite_score: null, coverage: 0 })).toBe(false);
  });

  it("people alone is a tenth of the default weight: never enough to rank", () => {
    const peopleOnly = [
      component("controls", "unavailable"),
      component("financial_health", "unavailable"),
      component("security", "unavailable"),
      component("registration", "unavailable"),
      component("people", "scored"),
    ];
    expect(coverageOf(defaultZeroTouchConfig, peopleOnly)).toBe(10);
  });
});

describe("composite and weights", () => {
  it("renormalises configured weights over the components that resolved", () => {
    const weights = effectiveWeights(defaultZeroTouchConfig, {
      controls: "scored",
      financial_health: "unavailable",
      security: "scored",
      registration: "disabled",
      people: "unavailable",
    });
    expect(weights).toEqual({ controls: 0.6154, financial_health: 0, security: 0.3846, registration: 0, people: 0 });
  });

  it("never counts a component without data as zero", () => {
    const components = [
      { key: "controls" as const, status: "scored" as const, score: 80 },
      { key: "security" as const, status: "unavailable" as const, score: null },
    ];
    expect(compositeOf(defaultZeroTouchConfig, components)).toBe(80);
    expect(compositeOf(defaultZeroTouchConfig, [{ key: "people", status: "unavailable", score: null }])).toBeNull();
  });

  it("weighs scored components by their configured weights", () => {
    const components = [
      { key: "controls" as const, status: "scored" as const, score: 100 },
      { key: "security" as const, status: "scored" as const, score: 50 },
    ];
    // 40 : 25 → 100 × 40/65 + 50 × 25/65 = 80.77
    expect(compositeOf(defaultZeroTouchConfig, components)).toBe(80.8);
  });
});

describe("components", () => {
  it("security: attestations raise it, an open incident lowers it, a dismissed one has no effect", () => {
    const withDocs = evidence({
      documents: [
        { id: "d1", name: "SOC 2", documentType: "soc2_type2", status: "complete", text: "x", updatedAt: new Date() },
      ],
      radar: {
        screening: screenedBy(2),
        events: [
          radarEvent(),
          radarEvent({
            id: "e2",
            alerts: [{ severity: "high", isDismissed: true, dismissReason: "old", shouldAlert: true }],
          }),
        ],
      },
    });
    const security = securityComponent(withDocs);
    expect(security.status).toBe("scored");
    expect(security.score).toBe(55);
    expect(security.inputs.map((input) => input.effect)).toEqual([25, -20, 0]);
    expect(securityComponent(evidence()).status).toBe("unavailable");
  });

  it("a component resting only on the organization's own records or inputs without effect has no data", () => {
    const contactOnly = evidence({
      vendor: { ...evidence().vendor, securityContactEmail: "security@acme.example" },
      radar: {
        screening: screenedBy(1),
        events: [
          radarEvent({ alerts: [{ severity: "high", isDismissed: true, dismissReason: "old", shouldAlert: true }] }),
        ],
      },
    });
    expect(securityComponent(contactOnly).status).toBe("unavailable");
    const entityOnly = evidence({
      registrations: { tax: [], sites: [], legalEntityCount: 2, diversity: [{ id: "dv", classification: "SBE" }] },
    });
    expect(registrationComponent(entityOnly).status).toBe("unavailable");
  });

  it("controls: scored over the controls with evidence; none with evidence is no data", () => {
    const control = (id: string, verdict: ControlVerdict["verdict"], weight = 1): ControlVerdict => ({
      control_id: id,
      ref: id,
      title: `Control ${id}`,
      weight,
      verdict,
      engine_verdict: verdict,
      rationale: "",
      evidence: verdict === "no_evidence" ? [] : [{ document_id: "d", document_name: "Report", quote: "Quoted." }],
      override: null,
    });
    expect(controlsComponent([control("a", "no_evidence"), control("b", "no_evidence")], 2).status).toBe("unavailable");
    const scored = controlsComponent(
      [control("a", "met", 2), control("b", "partially_met"), control("c", "not_met"), control("d", "no_evidence", 4)],
      1,
    );
    expect(scored).toMatchObject({ status: "scored", score: 62.5, dataShare: 0.5 });
    expect(scored.inputs.map((input) => input.id)).toEqual(["a", "b", "c"]);
  });

  it("registration: validated tax registrations and sites count; nothing recorded is unavailable", () => {
    expect(registrationComponent(evidence()).status).toBe("unavailable");
    const scored = registrationComponent(
      evidence({
        registrations: {
          tax: [{ id: "t1", country: "DE", registrationType: "vat", validationStatus: "passed" }],
          sites: [{ id: "s1", country: "DE", isPrimary: true }],
          legalEntityCount: 1,
          diversity: [],
        },
      }),
    );
    expect(scored.score).toBe(85);
    expect(scored.inputs.find((input) => input.label.includes("legal entity"))?.kind).toBe("vendor_record");
  });

  it("people: deducts for adverse media only when screening ran", () => {
    const ceo = radarEvent({ summary: "The CEO was arrested.", primaryImpactType: "Legal" });
    const notScreened = evidence({ radar: { screening: unscreened, events: [] } });
    expect(peopleComponent(notScreened, assembleReputation(notScreened)).status).toBe("unavailable");
    const screened = evidence({ radar: { screening: screenedBy(1), events: [ceo] } });
    const people = peopleComponent(screened, assembleReputation(screened));
    expect(people).toMatchObject({ status: "scored", score: 75 });
    const clean = evidence({ radar: { screening: screenedBy(1), events: [] } });
    const cleanPeople = peopleComponent(clean, assembleReputation(clean));
    expect(cleanPeople.score).toBe(100);
    expect(cleanPeople.inputs[0]?.label).toContain("Screening covered the vendor");
  });
});

describe("reputation", () => {
  it("maps events to dimensions by wording first, then impact type", () => {
    expect(dimensionOf({ primaryImpactType: "Legal", summary: "Lawsuit filed", name: null })).toBe("litigation");
    expect(dimensionOf({ primaryImpactType: "Legal", summary: "The CFO resigned amid fraud", name: null })).toBe(
      "executive_conduct",
    );
    expect(dimensionOf({ primaryImpactType: "Financial", summary: "Added to OFAC sanctions list", name: null })).toBe(
      "association",
    );
    expect(dimensionOf({ primaryImpactType: "Compliance", summary: "GDPR fine", name: null })).toBe("regulatory");
    expect(dimensionOf({ primaryImpactType: "Inapplicable", summary: "noise", name: null })).toBeNull();
  });

  it("says not_screened when nothing was searched and clear only when it was", () => {
    expect(assembleReputation(evidence()).overall).toBe("not_screened");
    expect(assembleReputation(evidence({ radar: { screening: screenedBy(1), events: [] } })).overall).toBe("clear");
  });

  it("orders findings material first, and a disputed dismissal is neither material nor adverse", () => {
    const low = radarEvent({
      id: "low",
      primaryImpactType: "Reputational",
      alerts: [{ severity: "low", isDismissed: false, dismissReason: null, shouldAlert: true }],
    });
    const disputed = radarEvent({
      id: "disputed",
      alerts: [
        { severity: "high", isDismissed: true, dismissReason: "False positive: another company", shouldAlert: true },
      ],
    });
    const material = radarEvent({ id: "material", createdAt: new Date("2025-01-01T00:00:00Z") });
    const reputation = assembleReputation(
      evidence({ radar: { screening: screenedBy(3), events: [low, disputed, material] } }),
    );
    expect(reputation.findings.map((finding) => finding.radar_event_id)).toEqual(["material", "disputed", "low"]);
    expect(reputation.findings[1]).toMatchObject({ is_disputed: true, is_resolved: true, is_material: false });
    expect(reputation.material_count).toBe(1);
    expect(reputation.overall).toBe("adverse");
  });
});

describe("changes since the previous run", () => {
  it("explains each component's move", () => {
    const base = {
      key: "security" as const,
      label: "Security",
      configured_weight: 25,
      weight: 1,
      data_share: 1,
      source: "",
      explanation: "",
    };
    const before = { composite_score: 50, components: [{ ...base, status: "scored" as const, score: 50, inputs: [] }] };
    const after = {
      composite_score: 75,
      components: [
        {
          ...base,
          status: "scored" as const,
          score: 75,
          inputs: [
            { kind: "document" as const, id: "d", label: "SOC 2 Type II report on file", detail: "", effect: 25 },
          ],
        },
      ],
    };
    const changes = changesSince("cbqsrw_prev", before, after);
    expect(changes.components[0]).toMatchObject({ before: 50, after: 75, reason: "new: SOC 2 Type II report on file" });
    expect(changes.summary).toBe("Composite 50 → 75 (+25). Security +25 (new: SOC 2 Type II report on file).");
  });
});

describe("correction instructions (offline reading)", () => {
  it.each([
    ["The website is https://right.example", { website: "https://right.example" }],
    ["website should be right.example.com", { website: "https://right.example.com" }],
    ["The company name is New Name Ltd.", { name: "New Name Ltd" }],
    [
      "Rename to Globex Corporation and the website is globex.com",
      { name: "Globex Corporation", website: "https://globex.com" },
    ],
    ['It is called "Initech"', { name: "Initech" }],
    ["Nothing to change here", {}],
    ["Version 2.0 shipped", {}],
  ])("reads %j", (instruction, expected) => {
    expect(parseCorrectionOffline(instruction)).toEqual(expected);
  });

  it("lists only the fields that change", () => {
    expect(
      correctionChanges({ name: "A", website: "https://a.example" }, { name: "A", website: "https://b.example" }),
    ).toEqual([{ field: "website", before: "https://a.example", after: "https://b.example" }]);
  });
});

describe("score push mapping", () => {
  const levels = ["Critical", "High", "Medium", "Low", "Minimal"].map((name, index) => ({
    id: name,
    name,
    rank: index + 1,
  }));

  it("maps a composite onto the organization's levels in equal bands (higher is healthier)", () => {
    expect(levelOfComposite(levels, 0)?.name).toBe("Critical");
    expect(levelOfComposite(levels, 19.9)?.name).toBe("Critical");
    expect(levelOfComposite(levels, 20)?.name).toBe("High");
    expect(levelOfComposite(levels, 59.9)?.name).toBe("Medium");
    expect(levelOfComposite(levels, 80)?.name).toBe("Minimal");
    expect(levelOfComposite(levels, 100)?.name).toBe("Minimal");
  });

  it("maps tiers onto levels, and composites onto tiers", () => {
    expect(levelOfTier(levels, "critical")?.name).toBe("Critical");
    expect(levelOfTier(levels, "moderate")?.name).toBe("Medium");
    expect(levelOfTier(levels, "minimal")?.name).toBe("Minimal");
    expect(tierOfComposite(85)).toBe("minimal");
    expect(tierOfComposite(50)).toBe("moderate");
    expect(tierOfComposite(10)).toBe("critical");
  });
});
