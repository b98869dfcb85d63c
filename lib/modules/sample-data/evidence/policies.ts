import type { EvidenceContext } from "./context";
import type { EvidenceDocument, EvidenceProfile, TopicId } from "./model";
import { slug } from "./names";
import { topicSections } from "./topics";

// A vendor's own policy documents: its information security policy and its continuity summary.

const POLICY_TOPICS: TopicId[] = [
  "policies",
  "classification",
  "retention",
  "training",
  "authentication",
  "accessReviews",
  "privileged",
  "encryption",
  "incidents",
  "development",
  "assets",
  "cloud",
];

export function securityPolicy(
  c: EvidenceContext,
  profile: EvidenceProfile,
  format: "pdf" | "md" = "pdf",
): EvidenceDocument {
  return {
    name: `${c.vendor} information security policy`,
    fileName: `${slug(c.vendor)}-information-security-policy.${format}`,
    documentType: "security_policy",
    format,
    title: "Information Security Policy",
    preamble: [
      `${c.vendor}`,
      `Version 4.${c.year % 10}, approved ${c.issued}`,
      `Owner: Chief Information Security Officer`,
    ],
    sections: [
      {
        heading: "Purpose and scope",
        paragraphs: [
          `This policy applies to all employees, contractors and systems of ${c.vendor}, including the ${c.service} service and the top management approving it.`,
        ],
      },
      ...topicSections(POLICY_TOPICS, profile, c),
    ],
  };
}

const CONTINUITY_TOPICS: TopicId[] = ["continuity", "backups"];

export function continuitySummary(c: EvidenceContext, profile: EvidenceProfile): EvidenceDocument {
  return {
    name: `${c.vendor} business continuity summary`,
    fileName: `${slug(c.vendor)}-business-continuity-summary.md`,
    documentType: "business_continuity_plan",
    format: "md",
    title: "Business Continuity and Disaster Recovery Summary",
    preamble: [`${c.vendor}, ${c.service}`, `Last reviewed ${c.issued}`],
    sections: [
      {
        heading: "Recovery strategy",
        paragraphs: [
          `${c.service} runs on ${c.hosting}; recovery relies on infrastructure as code and replicated data stores rather than standby hardware.`,
        ],
      },
      ...topicSections(CONTINUITY_TOPICS, profile, c),
    ],
  };
}
