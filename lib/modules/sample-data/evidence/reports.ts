import type { EvidenceContext } from "./context";
import type { EvidenceDocument, EvidenceProfile, TopicId } from "./model";
import { slug } from "./names";
import { absentTopics, topicSections } from "./topics";

// Audit reports a vendor sends: its SOC 2 Type II report and a penetration test summary.

const SOC2_TOPICS: TopicId[] = [
  "conduct",
  "screening",
  "training",
  "risk",
  "monitoring",
  "policies",
  "authentication",
  "provisioning",
  "accessReviews",
  "physical",
  "network",
  "encryption",
  "endpoints",
  "vulnerabilities",
  "logging",
  "incidents",
  "changes",
  "suppliers",
  "backups",
  "continuity",
  "classification",
  "retention",
];

/** Complementary user entity controls: what the customer must do itself (they become obligations). */
export const CUECS: ((c: EvidenceContext) => string)[] = [
  (c) => `User entities are responsible for enabling multi-factor authentication for their users of ${c.service}.`,
  (c) =>
    `User entities are responsible for reviewing their users' access to ${c.service} at least quarterly and removing access that is no longer needed.`,
  (c) =>
    `User entities are responsible for notifying ${c.vendor} promptly of terminated users and changes to authorized contacts.`,
  (c) => `User entities are responsible for protecting the API keys and credentials they use with ${c.service}.`,
  (c) =>
    `User entities are responsible for configuring retention settings in ${c.service} in line with their own retention policies.`,
  (c) => `User entities are responsible for reporting suspected security incidents to ${c.vendor} without delay.`,
  (c) => `User entities are responsible for reviewing the audit logs ${c.service} makes available to administrators.`,
];

export function soc2Report(c: EvidenceContext, profile: EvidenceProfile, cuecs: string[]): EvidenceDocument {
  const qualified = absentTopics(SOC2_TOPICS, profile).length > 0;
  const opinion = `${qualified ? "Except for the effects of the deviations described in Section IV, in" : "In"} our opinion, in all material respects, the description presents the ${c.service} system of ${c.vendor} as designed and implemented throughout the period ${c.periodStart} to ${c.periodEnd}, and the controls stated in the description operated effectively to provide reasonable assurance that its service commitments and system requirements were achieved based on the applicable trust services criteria.`;
  return {
    name: `${c.vendor} SOC 2 Type II report ${c.year}`,
    fileName: `${slug(c.vendor)}-soc2-type2-${c.year}.pdf`,
    documentType: "soc2_type2",
    format: "pdf",
    title: "SOC 2 Type II Report",
    preamble: [
      `${c.vendor}: ${c.service} system`,
      "Report on the description of the system and the suitability of design and operating effectiveness of controls relevant to security, availability and confidentiality",
      `For the period ${c.periodStart} to ${c.periodEnd}`,
      `Independent service auditor: ${c.auditor} (AICPA SSAE 18)`,
    ],
    sections: [
      { heading: "Section I: Independent service auditor's report", paragraphs: [opinion] },
      {
        heading: "Section III: Description of the system",
        paragraphs: [
          `${c.vendor}, headquartered in ${c.hq}, provides ${c.service} to business customers.`,
          `The system is hosted by ${c.hosting}, a subservice organization; the description uses the carve-out method for the controls of ${c.hosting}.`,
        ],
      },
      ...topicSections(SOC2_TOPICS, profile, c).map((section, index) => ({
        heading: `Section IV.${index + 1}: ${section.heading}`,
        paragraphs: section.paragraphs,
      })),
      {
        heading: "Complementary user entity controls",
        paragraphs: [
          `${c.vendor}'s controls were designed with the assumption that user entities implement the following controls.`,
          ...cuecs,
        ],
      },
    ],
  };
}

export function pentestSummary(c: EvidenceContext, profile: EvidenceProfile, openHigh: boolean): EvidenceDocument {
  const retest = openHigh
    ? "H-01 Broken object level authorization in the export API (CVSS 8.1). Status: open; a fix is scheduled for the next release."
    : "H-01 Broken object level authorization in the export API (CVSS 8.1). Status: remediated and verified in the retest.";
  return {
    name: `${c.vendor} penetration test summary ${c.year}`,
    fileName: `${slug(c.vendor)}-pentest-summary-${c.year}.pdf`,
    documentType: "penetration_test",
    format: "pdf",
    title: "Penetration Test: Executive Summary",
    preamble: [`Client: ${c.vendor}`, `Tester: ${c.pentester}`, `Report date: ${c.issued}`],
    sections: [
      {
        heading: "Engagement",
        paragraphs: [
          `${c.pentester} performed an independent third-party penetration test of the ${c.service} web application, public API and external network ranges of ${c.vendor}.`,
          "Testing followed the OWASP Web Security Testing Guide and the PTES methodology, with authenticated and unauthenticated scenarios.",
        ],
      },
      {
        heading: "Results",
        paragraphs: [
          "Findings by severity: 0 critical, 1 high, 3 medium, 5 low and 4 informational, rated with CVSS 3.1.",
          retest,
          "M-01 Verbose error messages disclose framework versions (CVSS 5.3). Status: remediated.",
          "M-02 Session tokens remain valid for 30 days after logout (CVSS 5.4). Status: remediated.",
          "M-03 Missing rate limiting on the password reset endpoint (CVSS 5.3). Status: accepted risk, compensating monitoring in place.",
        ],
      },
      ...topicSections(["vulnerabilities"], profile, c),
    ],
  };
}
