import { describe, expect, it } from "vitest";
import { compositeOf, defaultZeroTouchConfig, effectiveWeights } from "@/lib/contract/zero-touch";
import { correctionChanges, parseCorrectionOffline } from "../correction";
import { levelOfComposite, levelOfTier } from "../push";
import type { RadarEvidence, VendorEvidence } from "../research/types";
import { changesSince } from "./changes";
import { peopleComponent, registrationComponent, securityComponent } from "./components";
import { tierOfComposite } from "./profile";
import { assembleReputation, dimensionOf } from "./reputation";

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
    radar: { screened: false, events: [] },
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
        screened: true,
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
  });

  it("people: deducts for adverse media only when screening ran", () => {
    const ceo = radarEvent({ summary: "The CEO was arrested.", primaryImpactType: "Legal" });
    const notScreened = evidence({ radar: { screened: false, events: [] } });
    expect(peopleComponent(notScreened, assembleReputation(notScreened)).status).toBe("unavailable");
    const screened = evidence({ radar: { screened: true, events: [ceo] } });
    const people = peopleComponent(screened, assembleReputation(screened));
    expect(people).toMatchObject({ status: "scored", score: 75 });
    const clean = evidence({ radar: { screened: true, events: [] } });
    expect(peopleComponent(clean, assembleReputation(clean)).score).toBe(100);
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
    expect(assembleReputation(evidence({ radar: { screened: true, events: [] } })).overall).toBe("clear");
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
    const reputation = assembleReputation(evidence({ radar: { screened: true, events: [low, disputed, material] } }));
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
