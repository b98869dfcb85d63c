import type { EvidenceProfile, TopicId } from "./evidence/model";
import type { Coverage } from "./evidence/topic";

// The sample risk program: which vendors sent which evidence, how mature their practices are, and
// where their assessments stand. Deterministic, so every sample organization looks the same.

export type Tier = "strong" | "solid" | "developing" | "weak";
export type Stage = "complete" | "review_evals" | "collecting_documents" | "failed" | "canceled" | "created";
export type DocumentKind =
  | "soc2"
  | "policy"
  | "policy_md"
  | "pentest"
  | "iso"
  | "soa"
  | "insurance"
  | "dpa"
  | "continuity"
  | "questionnaire"
  | "photo";

export interface EvidencePlan {
  vendor: string;
  tier: Tier;
  overrides?: EvidenceProfile;
  documents: DocumentKind[];
  /** How long ago the documents arrived. */
  receivedDaysAgo: number;
  assessment?: { stage: Stage; controlSet: "soc2" | "iso27001"; daysAgo: number };
  /** Evidence particulars: an open pen test finding, a DPA's breach notice in days, a low insurance limit. */
  openPentestFinding?: boolean;
  breachNoticeDays?: number;
  cyberLimit?: number;
}

// biome-ignore format: one vendor per line reads as a table
export const EVIDENCE_PLANS: EvidencePlan[] = [
  { vendor: "Northwind Cloud", tier: "strong", documents: ["soc2", "iso", "pentest", "insurance"], receivedDaysAgo: 160, assessment: { stage: "complete", controlSet: "soc2", daysAgo: 150 } },
  { vendor: "Ledgerly", tier: "solid", documents: ["soc2", "dpa", "insurance"], receivedDaysAgo: 130, assessment: { stage: "complete", controlSet: "soc2", daysAgo: 120 } },
  { vendor: "Paystream Payroll", tier: "developing", overrides: { privileged: "absent" }, documents: ["iso", "soa", "policy", "dpa"], receivedDaysAgo: 215, assessment: { stage: "complete", controlSet: "iso27001", daysAgo: 200 } },
  { vendor: "Codeharbor", tier: "strong", documents: ["soc2", "pentest", "insurance"], receivedDaysAgo: 100, assessment: { stage: "complete", controlSet: "soc2", daysAgo: 90 } },
  { vendor: "Peoplegrid HR", tier: "developing", overrides: { vulnerabilities: "absent", authentication: "exception" }, documents: ["soc2", "policy_md"], receivedDaysAgo: 250, assessment: { stage: "complete", controlSet: "soc2", daysAgo: 240 } },
  { vendor: "Watchtower SIEM", tier: "solid", documents: ["iso", "soa", "policy", "continuity", "insurance"], receivedDaysAgo: 70, assessment: { stage: "complete", controlSet: "iso27001", daysAgo: 60 } },
  { vendor: "Helpdeskly", tier: "solid", overrides: { provisioning: "exception" }, documents: ["soc2", "questionnaire", "insurance"], receivedDaysAgo: 9, assessment: { stage: "review_evals", controlSet: "soc2", daysAgo: 6 } },
  { vendor: "Datacrate Warehouse", tier: "strong", documents: ["soc2", "pentest", "dpa"], receivedDaysAgo: 5, assessment: { stage: "review_evals", controlSet: "soc2", daysAgo: 3 } },
  { vendor: "Bluepeak Hosting", tier: "developing", overrides: { continuity: "absent" }, documents: ["iso", "soa", "policy_md", "continuity"], receivedDaysAgo: 14, assessment: { stage: "review_evals", controlSet: "iso27001", daysAgo: 10 } },
  { vendor: "Brightmail", tier: "solid", documents: [], receivedDaysAgo: 0, assessment: { stage: "collecting_documents", controlSet: "soc2", daysAgo: 18 } },
  { vendor: "Streamgate ETL", tier: "solid", documents: [], receivedDaysAgo: 0, assessment: { stage: "collecting_documents", controlSet: "soc2", daysAgo: 4 } },
  { vendor: "Chatterbox Live", tier: "solid", documents: ["photo"], receivedDaysAgo: 9, assessment: { stage: "failed", controlSet: "soc2", daysAgo: 9 } },
  { vendor: "Adpilot", tier: "weak", documents: ["questionnaire"], receivedDaysAgo: 48, assessment: { stage: "canceled", controlSet: "soc2", daysAgo: 45 } },
  { vendor: "Vaultline Secrets", tier: "solid", openPentestFinding: true, documents: ["soc2", "pentest", "insurance"], receivedDaysAgo: 1, assessment: { stage: "created", controlSet: "soc2", daysAgo: 0 } },
  { vendor: "Threadline Chat", tier: "weak", documents: ["policy", "questionnaire"], receivedDaysAgo: 1, assessment: { stage: "created", controlSet: "soc2", daysAgo: 0 } },
  { vendor: "Stratus Edge", tier: "solid", documents: ["soc2", "iso"], receivedDaysAgo: 230 },
  { vendor: "Signalhouse CRM", tier: "developing", breachNoticeDays: 7, documents: ["soc2", "dpa", "insurance"], receivedDaysAgo: 55 },
  { vendor: "Benefitly", tier: "developing", cyberLimit: 1_000_000, documents: ["insurance", "dpa"], receivedDaysAgo: 14 },
  { vendor: "Devicefleet", tier: "solid", documents: ["insurance"], receivedDaysAgo: 100 },
  { vendor: "Huddle Video", tier: "solid", documents: ["policy_md", "dpa"], receivedDaysAgo: 40 },
  { vendor: "Privacyhub", tier: "strong", documents: ["iso", "dpa"], receivedDaysAgo: 75 },
];

// How often each tier covers a practice fully, partly, with an exception, not at all, or not at
// all in writing; spread over the practices by position so vendors of a tier differ.
const TIER_MIX: Record<Tier, Coverage[]> = {
  strong: ["full", "full", "full", "full", "full", "full", "full", "full", "exception", "partial"],
  solid: ["full", "full", "full", "full", "full", "partial", "full", "partial", "exception", "omitted"],
  developing: ["full", "partial", "full", "absent", "partial", "omitted", "full", "exception", "partial", "absent"],
  weak: ["partial", "absent", "omitted", "full", "absent", "omitted", "partial", "absent", "omitted", "full"],
};

const ALL_TOPICS: TopicId[] = [
  "conduct",
  "screening",
  "training",
  "risk",
  "monitoring",
  "policies",
  "suppliers",
  "privacy",
  "certification",
  "assets",
  "cloud",
  "authentication",
  "provisioning",
  "accessReviews",
  "privileged",
  "physical",
  "network",
  "encryption",
  "endpoints",
  "vulnerabilities",
  "logging",
  "incidents",
  "changes",
  "development",
  "backups",
  "continuity",
  "classification",
  "retention",
];

export function profileOf(plan: EvidencePlan, seed: number): EvidenceProfile {
  const mix = TIER_MIX[plan.tier];
  const profile: EvidenceProfile = {};
  for (const [index, topic] of ALL_TOPICS.entries()) {
    profile[topic] = mix[(index * 3 + seed) % mix.length] ?? "full";
  }
  return { ...profile, ...plan.overrides };
}

export type FindingStatusName = "Open" | "In progress" | "Resolved" | "Risk accepted";

/** A finding an analyst raised on a vendor by hand (the engine raises the assessments' own). */
export interface FindingPlan {
  vendor: string;
  title: string;
  body: string;
  status: FindingStatusName;
  /** Days from signup to the due date: negative is overdue; null has none. */
  dueInDays: number | null;
  createdDaysAgo: number;
}

// biome-ignore format: one finding per line reads as a table
export const FINDING_PLANS: FindingPlan[] = [
  { vendor: "Benefitly", title: "Cyber insurance limit below the contractual minimum", body: "The certificate of insurance shows $1,000,000 of cyber liability cover. The MSA requires $5,000,000 for vendors that process employee data. Ask the broker for an updated certificate after the renewal.", status: "Open", dueInDays: 21, createdDaysAgo: 12 },
  { vendor: "Signalhouse CRM", title: "Breach notification period exceeds 72 hours", body: "The signed DPA allows 7 calendar days to notify a personal data breach; our standard is 72 hours. Negotiate the clause at renewal.", status: "In progress", dueInDays: -10, createdDaysAgo: 50 },
  { vendor: "Stratus Edge", title: "SOC 2 report is out of date: request a bridge letter", body: "The SOC 2 Type II period ended more than nine months ago. Request a bridge letter covering the gap until the next report is issued.", status: "Open", dueInDays: -5, createdDaysAgo: 35 },
  { vendor: "Brightmail", title: "Security documentation outstanding", body: "The SOC 2 report and penetration test summary were requested twice for the assessment; the account team has not sent them.", status: "Open", dueInDays: -3, createdDaysAgo: 18 },
  { vendor: "Chatterbox Live", title: "SOC 2 report sent as a photo", body: "The vendor sent a photo of one page instead of the report, so the assessment could not read it. Request the full SOC 2 Type II report as a PDF.", status: "Open", dueInDays: 7, createdDaysAgo: 9 },
  { vendor: "Sentinel Identity", title: "Confirm deletion of customer data after offboarding", body: "The contract ended. Obtain written confirmation that directory data and audit logs were deleted, as the agreement requires within 30 days.", status: "In progress", dueInDays: -20, createdDaysAgo: 70 },
  { vendor: "Paystream Payroll", title: "Payroll backups replicated to a US region", body: "Backups of EU payroll data are replicated to a US region under the Standard Contractual Clauses. The DPO accepted the transfer for this contract term.", status: "Risk accepted", dueInDays: null, createdDaysAgo: 180 },
  { vendor: "Devicefleet", title: "Certificates of destruction for returned laptops", body: "Returned leased laptops must come with certificates of destruction for their drives. Received for all 42 devices returned this year.", status: "Resolved", dueInDays: -30, createdDaysAgo: 100 },
  { vendor: "Bluepeak Hosting", title: "On-site audit of the Frankfurt data centre", body: "The right-to-audit clause allows one visit a year. Schedule the visit with the service delivery lead and review the physical access logs.", status: "Open", dueInDays: 60, createdDaysAgo: 10 },
  { vendor: "Vaultline Secrets", title: "Verify the fix of penetration test finding H-01", body: "The penetration test summary lists a high-severity authorization flaw (CVSS 8.1) as open. Ask for retest evidence once the fix ships.", status: "Open", dueInDays: 14, createdDaysAgo: 1 },
];
