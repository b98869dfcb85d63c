import type { SampleVendor } from "../catalog";
import type { DocumentKind, EvidencePlan } from "../risk-plan";
import { profileOf } from "../risk-plan";
import { dataProcessingAgreement, dpaCustomerObligation } from "./agreements";
import { insuranceCertificate, isoCertificate, statementOfApplicability } from "./certificates";
import type { EvidenceContext } from "./context";
import type { EvidenceDocument, EvidenceProfile } from "./model";
import { continuitySummary, securityPolicy } from "./policies";
import { questionnaireResponse, scannedReport } from "./questionnaire";
import { CUECS, pentestSummary, soc2Report } from "./reports";

const AUDITORS = ["Hartwell & Pierce LLP", "Brightline Assurance LLP", "Kestrel Audit Partners LLP"];
const CERTIFICATION_BODIES = ["Meridian Certification Ltd (UKAS accredited)", "Nordcert GmbH (DAkkS accredited)"];
const DAY_MS = 86_400_000;

const longDate = (date: Date) =>
  date.toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** A provider of the sample portfolio, unless the vendor is that provider itself. */
const provider = (vendor: string, name: string, own: string) => (vendor === name ? own : name);

function hostingOf(vendor: SampleVendor): string {
  if (vendor.industry === "Cloud infrastructure") {
    return "Tessellate Colocation";
  }
  return vendor.hq.endsWith(", DE") || vendor.hq.endsWith(", IE") ? "Bluepeak Hosting" : "Northwind Cloud";
}

export function evidenceContext(
  plan: EvidencePlan,
  vendor: SampleVendor,
  seed: number,
  customer: string,
  now: Date,
): EvidenceContext {
  const issued = new Date(now.getTime() - (plan.receivedDaysAgo + 10) * DAY_MS);
  const periodEnd = new Date(issued.getTime() - 30 * DAY_MS);
  const periodStart = new Date(periodEnd.getTime() - 364 * DAY_MS);
  const name = vendor.name;
  return {
    vendor: name,
    service: vendor.services[0]?.[0] ?? name,
    hq: vendor.hq,
    customer,
    contact: { name: vendor.contact[0], title: vendor.contact[1] },
    hosting: hostingOf(vendor),
    identityProvider: provider(name, "Sentinel Identity", "its own identity platform"),
    siem: provider(name, "Watchtower SIEM", "its own SIEM platform"),
    edr: provider(name, "Endpoint Shield", "its own agent"),
    backup: provider(name, "Ironclad Backup", "a separate backup account"),
    edge: provider(name, "Stratus Edge", "its own edge network"),
    pentester: provider(name, "Redline Pentest", "an external testing firm"),
    auditor: AUDITORS[seed % AUDITORS.length] ?? "Hartwell & Pierce LLP",
    certificationBody: CERTIFICATION_BODIES[seed % CERTIFICATION_BODIES.length] ?? "Meridian Certification Ltd",
    rtoHours: [4, 8, 12, 24][seed % 4] ?? 4,
    rpoHours: [1, 1, 4, 24][seed % 4] ?? 1,
    notifyHours: seed % 3 === 0 ? 48 : 72,
    deletionDays: [30, 30, 60, 90][seed % 4] ?? 30,
    scanCadence: seed % 2 === 0 ? "weekly" : "monthly",
    periodStart: longDate(periodStart),
    periodEnd: longDate(periodEnd),
    issued: longDate(issued),
    year: periodEnd.getUTCFullYear(),
  };
}

/** A document the vendor sent, with what it leaves to the customer (the organization's obligations). */
export interface EvidenceItem {
  document: EvidenceDocument;
  obligations: string[];
}

/** The documents a vendor of the plan sent, worded for it. */
export function buildEvidence(plan: EvidencePlan, c: EvidenceContext, seed: number): EvidenceItem[] {
  const profile: EvidenceProfile = profileOf(plan, seed);
  // Four of the complementary user entity controls, a different selection per vendor.
  const cuecs = [0, 1, 2, 3].map((offset) => CUECS[(seed + offset * 2) % CUECS.length]?.(c) ?? "");
  const certification = profile.certification === "full" ? "full" : "partial";
  const build: Record<DocumentKind, () => EvidenceItem> = {
    soc2: () => ({ document: soc2Report(c, profile, cuecs), obligations: cuecs }),
    policy: () => ({ document: securityPolicy(c, profile, "pdf"), obligations: [] }),
    policy_md: () => ({ document: securityPolicy(c, profile, "md"), obligations: [] }),
    pentest: () => ({ document: pentestSummary(c, profile, plan.openPentestFinding ?? false), obligations: [] }),
    // A certificate states the certification whatever the vendor's practices; gaps show elsewhere.
    iso: () => ({ document: isoCertificate(c, { certification }, `IS ${700_000 + seed * 7919}`), obligations: [] }),
    soa: () => ({ document: statementOfApplicability(c, profile), obligations: [] }),
    insurance: () => ({
      document: insuranceCertificate(c, { cyberLimit: plan.cyberLimit ?? 5_000_000 }, `HM-${24_000 + seed * 131}`),
      obligations: [],
    }),
    dpa: () => ({
      document: dataProcessingAgreement(c, profile, plan.breachNoticeDays ?? null),
      obligations: [dpaCustomerObligation(c)],
    }),
    continuity: () => ({ document: continuitySummary(c, profile), obligations: [] }),
    questionnaire: () => ({ document: questionnaireResponse(c, profile), obligations: [] }),
    photo: () => ({ document: scannedReport(c), obligations: [] }),
  };
  return plan.documents.map((kind) => build[kind]());
}
