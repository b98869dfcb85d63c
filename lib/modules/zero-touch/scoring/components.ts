import type { ComponentKey, ComponentStatus } from "@/lib/contract/zero-touch";
import { resultCredit } from "@/lib/evidence-matching";
import { taxRegistrationLabel } from "../research/registration-label";
import type { RadarEvidence, VendorEvidence } from "../research/types";
import type { ControlVerdict, Reputation, ScoreInput } from "../result-types";

/** A component before weighting: what it scored and the inputs that moved it. */
export interface ComponentScore {
  key: ComponentKey;
  status: ComponentStatus;
  score: number | null;
  source: string;
  explanation: string;
  inputs: ScoreInput[];
  /** Share of the component that had data (controls: of the control weight); 1 when scored otherwise. */
  dataShare?: number;
}

const clamp = (value: number) => Math.max(0, Math.min(100, Math.round(value * 10) / 10));
const round1 = (value: number) => Math.round(value * 10) / 10;
const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

/**
 * An input that says something about the vendor itself: a document, a validated registration, an
 * open event. The organization's own records (a security contact, a legal entity assignment) and
 * inputs without effect (a dismissed event) are listed but never score a component on their own.
 */
const isSubstantive = (input: ScoreInput) => input.effect !== 0 && input.kind !== "vendor_record";

function unavailable(key: ComponentKey, source: string, explanation: string): ComponentScore {
  return { key, status: "unavailable", score: null, source, explanation, inputs: [] };
}

/** A score built from a base and signed inputs, clamped to 0..100. */
function fromInputs(key: ComponentKey, base: number, inputs: ScoreInput[], source: string, explanation: string) {
  const score = clamp(base + inputs.reduce((sum, input) => sum + input.effect, 0));
  return {
    key,
    status: "scored" as const,
    score,
    source,
    explanation: `${explanation} Base ${base}, score ${score}.`,
    inputs,
  };
}

/**
 * Controls: the verdicts that rest on evidence (met, partially met, not met; a reviewer's override
 * counts as evidence), as a weighted share of credit over those controls. Controls without evidence
 * are left out of the score, as a component without data is left out of the composite; the share of
 * the control weight that had evidence is the component's data share, which coverage counts.
 */
export function controlsComponent(verdicts: ControlVerdict[], documentCount: number): ComponentScore {
  const source = "Evidence matcher over the vendor's documents";
  const totalWeight = verdicts.reduce((sum, control) => sum + control.weight, 0);
  if (totalWeight <= 0) {
    return unavailable("controls", source, "The zero touch control set has no controls.");
  }
  const evidenced = verdicts.filter((control) => control.verdict !== "no_evidence");
  if (evidenced.length === 0) {
    return unavailable(
      "controls",
      source,
      documentCount === 0
        ? "No document of the vendor has readable text, so no control could be evaluated: no data."
        : `None of the ${documentCount} document(s) gives evidence for any of the ${verdicts.length} controls: no data.`,
    );
  }
  const evidencedWeight = evidenced.reduce((sum, control) => sum + control.weight, 0);
  const inputs: ScoreInput[] = evidenced.map((control) => {
    const quote = control.evidence[0];
    const overridden = control.override ? ` (overridden: ${control.override.reason})` : "";
    return {
      kind: "control",
      id: control.control_id,
      label: `${control.ref} ${control.title}: ${control.verdict.replace("_", " ")}${control.override ? " (override)" : ""}`,
      detail: quote ? `“${quote.quote}” (${quote.document_name})${overridden}` : `${control.rationale}${overridden}`,
      effect: round1(((control.weight * resultCredit[control.verdict]) / evidencedWeight) * 100),
    };
  });
  const met = evidenced.filter((control) => control.verdict === "met").length;
  const score = clamp(inputs.reduce((sum, input) => sum + input.effect, 0));
  const withoutEvidence = verdicts.length - evidenced.length;
  return {
    key: "controls",
    status: "scored",
    score,
    source,
    explanation: `${met} of ${evidenced.length} controls with evidence met over ${documentCount} document(s); partially met controls earn half. ${withoutEvidence} control(s) without evidence are left out of the score and lower the coverage.`,
    inputs,
    dataShare: round4(evidencedWeight / totalWeight),
  };
}

const documentsOfType = (evidence: VendorEvidence, types: string[]) =>
  evidence.documents.filter((document) => document.documentType !== null && types.includes(document.documentType));

function documentInput(evidence: VendorEvidence, type: string, label: string, effect: number): ScoreInput[] {
  return documentsOfType(evidence, [type])
    .slice(0, 1)
    .map((document) => ({ kind: "document", id: document.id, label, detail: document.name, effect }));
}

const radarPenalty: Record<string, number> = { critical: -30, high: -20, medium: -10, low: -5 };

/** Open radar events of these impact types, each a deduction by its worst alert severity. */
function radarInputs(evidence: VendorEvidence, impactTypes: string[]): ScoreInput[] {
  return evidence.radar.events
    .filter((event) => impactTypes.includes(event.primaryImpactType))
    .map((event: RadarEvidence) => {
      const open = event.alerts.filter((alert) => !alert.isDismissed);
      const worst = ["critical", "high", "medium", "low"].find((severity) =>
        open.some((alert) => alert.severity === severity),
      );
      const dismissed = event.alerts.length > 0 && open.length === 0;
      return {
        kind: "radar_event" as const,
        id: event.id,
        label: event.name?.trim() || event.summary.slice(0, 80),
        detail: dismissed
          ? "Dismissed in triage: no effect."
          : `${event.primaryImpactType} event${worst ? `, ${worst} alert` : ""}.`,
        effect: dismissed ? 0 : (radarPenalty[worst ?? "medium"] ?? -10),
      };
    });
}

function factSheetInputs(evidence: VendorEvidence, section: string, effect: number): ScoreInput[] {
  const content = evidence.factSheet?.sections[section];
  if (!content) {
    return [];
  }
  const known = Object.entries(content).filter(
    ([field, value]) =>
      field !== "sources" && value !== null && value !== "" && !(Array.isArray(value) && value.length === 0),
  );
  return known.length === 0
    ? []
    : [
        {
          kind: "fact_sheet",
          id: null,
          label: `Fact sheet: ${section.replaceAll("_", " ")}`,
          detail: `Known fields: ${known.map(([field]) => field).join(", ")}.`,
          effect,
        },
      ];
}

export function financialHealthComponent(evidence: VendorEvidence): ComponentScore {
  const inputs = [
    ...documentInput(evidence, "financial_statement", "Financial statement on file", 20),
    ...documentInput(evidence, "insurance_certificate", "Insurance certificate on file", 10),
    ...factSheetInputs(evidence, "financials", 10),
    ...radarInputs(evidence, ["Financial"]),
  ];
  const source = "Vendor documents, fact sheet and radar events";
  if (!inputs.some(isSubstantive)) {
    return unavailable(
      "financial_health",
      source,
      "No financial statement, insurance certificate, fact sheet financials or open financial radar event: no data, so the component is left out.",
    );
  }
  return fromInputs(
    "financial_health",
    60,
    inputs,
    source,
    "Financial evidence on file raises it; open financial radar events lower it.",
  );
}

export function securityComponent(evidence: VendorEvidence): ComponentScore {
  const inputs = [
    ...documentInput(evidence, "soc2_type2", "SOC 2 Type II report on file", 25),
    ...documentInput(evidence, "iso27001_certificate", "ISO/IEC 27001 certificate on file", 20),
    ...documentInput(evidence, "penetration_test", "Penetration test report on file", 15),
    ...(evidence.vendor.securityContactEmail
      ? [
          {
            kind: "vendor_record" as const,
            id: evidence.vendor.id,
            label: "Security contact recorded",
            detail: evidence.vendor.securityContactEmail,
            effect: 5,
          },
        ]
      : []),
    ...factSheetInputs(evidence, "security_posture", 5),
    ...radarInputs(evidence, ["Infosec"]),
  ];
  const source = "Vendor documents and radar events (no external infrastructure scan is configured)";
  if (!inputs.some(isSubstantive)) {
    return unavailable(
      "security",
      source,
      "No security attestation, fact sheet security posture or open security radar event, and no external scan is configured: no data (a security contact alone says nothing about the vendor's security).",
    );
  }
  return fromInputs("security", 50, inputs, source, "Attestations on file raise it; open security incidents lower it.");
}

export function registrationComponent(evidence: VendorEvidence): ComponentScore {
  const { tax, sites, legalEntityCount, diversity } = evidence.registrations;
  const source = "Supplier profile (tax registrations, sites, legal entities)";
  const inputs: ScoreInput[] = [
    ...tax.map((registration) => {
      const failed = registration.validationStatus === "failed";
      return {
        kind: "registration" as const,
        id: registration.id,
        label: taxRegistrationLabel(registration.country, registration.registrationType),
        detail: `Validation ${registration.validationStatus.replaceAll("_", " ")}.`,
        effect: failed ? -15 : registration.validationStatus === "passed" ? 15 : 5,
      };
    }),
    ...(sites.length > 0
      ? [
          {
            kind: "registration" as const,
            id: sites[0]?.id ?? null,
            label: `${sites.length} site(s) recorded`,
            detail: `Countries: ${[...new Set(sites.map((site) => site.country))].join(", ")}.`,
            effect: 10,
          },
        ]
      : []),
    ...(legalEntityCount > 0
      ? [
          {
            kind: "vendor_record" as const,
            id: null,
            label: "Assigned to a paying legal entity",
            detail: `${legalEntityCount} legal entit${legalEntityCount === 1 ? "y" : "ies"}.`,
            effect: 5,
          },
        ]
      : []),
    ...diversity.map((record) => ({
      kind: "registration" as const,
      id: record.id,
      label: `Diversity record: ${record.classification}`,
      detail: "Recorded certification.",
      effect: 0,
    })),
  ];
  if (!inputs.some(isSubstantive)) {
    return unavailable(
      "registration",
      source,
      "No tax registration or site is recorded, and no company registry is configured: no data (a legal entity assignment or a diversity record alone says nothing about the registration).",
    );
  }
  return fromInputs(
    "registration",
    55,
    inputs,
    source,
    "Validated registrations and recorded sites raise it; failed validations lower it.",
  );
}

const peoplePenalty = { critical: -40, high: -25, medium: -10, low: -5 } as const;

/**
 * People: adverse media about executives and associations deducts, but only when screening covered
 * the vendor (a source named it). Without that the component has no data: a vendor nobody screened
 * is not a vendor with a clean record.
 */
export function peopleComponent(evidence: VendorEvidence, reputation: Reputation): ComponentScore {
  const source = "Radar screening (executive conduct, associations)";
  const { screening } = evidence.radar;
  if (!screening.screened) {
    return unavailable(
      "people",
      source,
      "No screening covered this vendor: no feed or radar event ever named it, and no screening provider is configured. No data, so no score and no deduction.",
    );
  }
  const coverage: ScoreInput = {
    kind: "radar_event",
    id: screening.latestEventId,
    label: `Screening covered the vendor: ${screening.eventCount} radar event(s) name it`,
    detail: `Sources: ${screening.sourceNames.join(", ") || "radar"}.`,
    effect: 0,
  };
  const deductions: ScoreInput[] = reputation.findings
    .filter((finding) => finding.dimension === "executive_conduct" || finding.dimension === "association")
    .map((finding) => ({
      kind: "radar_event",
      id: finding.radar_event_id,
      label: finding.headline,
      detail:
        finding.is_resolved || finding.is_disputed
          ? "Dismissed or disputed: no effect."
          : `${finding.severity} ${finding.dimension.replace("_", " ")} finding.`,
      effect: finding.is_resolved || finding.is_disputed ? 0 : peoplePenalty[finding.severity],
    }));
  return fromInputs(
    "people",
    100,
    [coverage, ...deductions],
    source,
    deductions.some((input) => input.effect !== 0)
      ? "Screening found adverse media about people or associations."
      : "Screening covered the vendor and found no open adverse media about people or associations.",
  );
}
