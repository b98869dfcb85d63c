import type { EvidenceContext } from "./context";
import type { EvidenceDocument, EvidenceProfile, TopicId } from "./model";
import { slug } from "./names";
import { linesOf } from "./topic";
import { TOPICS, topicSections } from "./topics";

// Certificates a vendor sends: ISO/IEC 27001 registration (with its Statement of Applicability) and insurance.

export function isoCertificate(c: EvidenceContext, profile: EvidenceProfile, number: string): EvidenceDocument {
  return {
    name: `${c.vendor} ISO 27001 certificate`,
    fileName: `${slug(c.vendor)}-iso27001-certificate.pdf`,
    documentType: "iso27001_certificate",
    format: "pdf",
    title: "Certificate of Registration",
    preamble: [`Certificate number ${number}`, `Issued by ${c.certificationBody}`],
    sections: [
      {
        heading: "Registration",
        paragraphs: [
          `This is to certify that ${c.vendor}, ${c.hq}, operates an information security management system which complies with the requirements of ISO/IEC 27001:2022.`,
          `Scope: the design, development, operation and support of ${c.service}, in accordance with the Statement of Applicability version ${c.year % 100}.2.`,
          `Original certification: 12 March ${c.year - 3}. Current certificate issued: ${c.issued}. Expiry: 11 March ${c.year + 2}.`,
        ],
      },
      ...topicSections(["certification"], profile, c),
    ],
  };
}

// Annex A controls the Statement of Applicability excerpt lists, with the practice that implements each.
const SOA_ENTRIES: [control: string, topic: TopicId][] = [
  ["A.5.19 Information security in supplier relationships", "suppliers"],
  ["A.5.34 Privacy and protection of PII", "privacy"],
  ["A.6.1 Screening", "screening"],
  ["A.7.1 Physical security perimeters", "physical"],
  ["A.8.8 Management of technical vulnerabilities", "vulnerabilities"],
  ["A.8.13 Information backup", "backups"],
  ["A.8.15 Logging", "logging"],
  ["A.8.20 Networks security", "network"],
  ["A.8.32 Change management", "changes"],
];

export function statementOfApplicability(c: EvidenceContext, profile: EvidenceProfile): EvidenceDocument {
  return {
    name: `${c.vendor} ISO 27001 Statement of Applicability (excerpt)`,
    fileName: `${slug(c.vendor)}-statement-of-applicability.pdf`,
    documentType: "other",
    format: "pdf",
    title: "Statement of Applicability (excerpt)",
    preamble: [
      `${c.vendor}, ISO/IEC 27001:2022`,
      `Version ${c.year % 100}.2, approved by top management on ${c.issued}`,
    ],
    sections: SOA_ENTRIES.flatMap(([control, topic]) => {
      const coverage = profile[topic] ?? "omitted";
      const lines = linesOf(TOPICS[topic], coverage, c).join(" ");
      if (coverage === "omitted") {
        return [];
      }
      const status = coverage === "absent" ? "Applicable; implementation planned." : "Applicable; implemented.";
      return [{ heading: control, paragraphs: [`${status} ${lines}`] }];
    }),
  };
}

export interface InsuranceCover {
  /** Cyber and technology errors and omissions limit, in US dollars. */
  cyberLimit: number;
}

const dollars = (amount: number) => `$${amount.toLocaleString("en-US")}`;

export function insuranceCertificate(c: EvidenceContext, cover: InsuranceCover, policy: string): EvidenceDocument {
  return {
    name: `${c.vendor} certificate of insurance ${c.year}`,
    fileName: `${slug(c.vendor)}-certificate-of-insurance-${c.year}.pdf`,
    documentType: "insurance_certificate",
    format: "pdf",
    title: "Certificate of Liability Insurance",
    preamble: [`Date issued: ${c.issued}`, `Producer: Calloway Risk Partners, insurance brokers`],
    sections: [
      {
        heading: "Parties",
        paragraphs: [
          `Insured: ${c.vendor}, ${c.hq}.`,
          "Insurer A: Harborline Mutual Insurance Company. Insurer B: Keystone Specialty Insurance plc.",
          `Certificate holder: ${c.customer}.`,
        ],
      },
      {
        heading: "Coverages",
        paragraphs: [
          `Cyber liability and technology errors and omissions (insurer B), policy ${policy}-CY, policy period ${c.periodStart} to ${c.periodEnd}: ${dollars(cover.cyberLimit)} each claim and ${dollars(cover.cyberLimit)} aggregate.`,
          `Commercial general liability (insurer A), policy ${policy}-GL: ${dollars(1_000_000)} each occurrence and ${dollars(2_000_000)} aggregate.`,
          `Workers' compensation and employers' liability (insurer A), policy ${policy}-WC: statutory limits.`,
        ],
      },
      {
        heading: "Notice",
        paragraphs: [
          "This certificate is issued as a matter of information only and confers no rights upon the certificate holder. It does not amend, extend or alter the coverage afforded by the policies above.",
        ],
      },
    ],
  };
}
