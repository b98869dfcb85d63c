import type { EvidenceContext } from "./context";
import type { EvidenceDocument, EvidenceProfile } from "./model";
import { slug } from "./names";
import { topicSections } from "./topics";

/** What the DPA leaves to the customer as controller (it becomes an obligation of the organization). */
export const dpaCustomerObligation = (c: EvidenceContext) =>
  `Customer is responsible for giving ${c.vendor} lawful, documented processing instructions and for informing data subjects of the processing.`;

/** The data processing agreement between the customer (the new organization) and the vendor. */
export function dataProcessingAgreement(
  c: EvidenceContext,
  profile: EvidenceProfile,
  notifyDays: number | null,
): EvidenceDocument {
  const notification =
    notifyDays === null
      ? `${c.vendor} notifies Customer of a personal data breach without undue delay and in any event within ${c.notifyHours} hours of becoming aware of it.`
      : `${c.vendor} notifies Customer of a personal data breach within ${notifyDays} calendar days of confirming it.`;
  return {
    name: `${c.vendor} data processing agreement`,
    fileName: `${slug(c.vendor)}-dpa-signed.pdf`,
    documentType: "dpa",
    format: "pdf",
    title: "Data Processing Agreement",
    preamble: [
      `Between ${c.customer} ("Customer", the controller) and ${c.vendor} ("Processor")`,
      `Effective ${c.issued}; part of the master subscription agreement for ${c.service}`,
    ],
    sections: [
      {
        heading: "Subject matter",
        paragraphs: [
          `Processor processes personal data of Customer's employees and end users only to provide ${c.service}, on Customer's documented instructions, for the term of the agreement.`,
        ],
      },
      ...topicSections(["privacy", "suppliers", "retention"], profile, c),
      { heading: "Personal data breach", paragraphs: [notification] },
      { heading: "Customer obligations", paragraphs: [dpaCustomerObligation(c)] },
      {
        heading: "Annex II: technical and organizational measures",
        paragraphs: [`${c.vendor} maintains the measures below for the processing under this agreement.`],
      },
      ...topicSections(["encryption", "accessReviews", "backups"], profile, c),
      {
        heading: "Signatures",
        paragraphs: [
          `For ${c.vendor}: ${c.contact.name}, ${c.contact.title}. For ${c.customer}: authorized signatory.`,
        ],
      },
    ],
  };
}
