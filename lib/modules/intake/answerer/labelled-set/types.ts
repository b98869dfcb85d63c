/**
 * A labelled intake case: what a requester filed about a vendor, and what a careful risk analyst
 * answers to each question of the inherent risk questionnaire from that text alone.
 *
 * Labelling rules (the same for every case, whatever the engine does):
 * - A select answer lists the options the text supports; "no_evidence" when the text does not say.
 *   A "None" option (No data from us, No access, None held, None identified, No hosting involved)
 *   only when the text says so.
 * - Data types: "Personal data" is also ticked whenever sensitive personal or health data about
 *   people is, since those are kinds of personal data.
 * - Regulations: the ones named, and those the data plainly brings in: PCI DSS for card data handled,
 *   HIPAA for health data of US people (or PHI), GDPR for personal data of people in, or processed
 *   in, the EU/EEA or the UK, CCPA for California consumers' personal data.
 * - Certifications: held today by the vendor; planned, in progress or another company's do not count.
 *   "SOC 2" without a type is read as the SOC 2 Type II option.
 * - Sub-processors: the text says the vendor relies on another company or on people outside its staff
 *   (subcontractors, sub-processors, partners, freelancers, third-party providers or tools). A cloud
 *   host alone is not counted unless the text presents it as a third party or sub-processor.
 * - Data location: where our data is stored, processed or worked on; a head office alone is not.
 * - Spend: annualised (monthly × 12, per unit × count); a one-off fee counts for the year it is paid;
 *   amounts in other currencies converted at an approximate rate when the bracket is clear.
 * - Criticality and substitutability: only when the text says what an outage or a replacement means.
 */
export const irqKeys = [
  "service_description",
  "data_types",
  "system_access",
  "premises_access",
  "hosting",
  "data_location",
  "subprocessors_used",
  "subprocessors_named",
  "criticality",
  "substitutability",
  "certifications",
  "annual_spend",
  "regulatory_scope",
  "customer_facing",
  "ai_use",
] as const;
export type IrqKey = (typeof irqKeys)[number];

/** Options for a select question, keywords the answer must hold for a free text one, or no evidence. */
export type ExpectedAnswer = { options: string[] } | { contains: string[] } | "no_evidence";

export interface IntakeCase {
  id: string;
  vendor_name: string;
  description?: string;
  use_case?: string;
  website?: string;
  context: string;
  expected: Record<IrqKey, ExpectedAnswer>;
  /** Options the text explicitly rules out: selecting one is a contradiction. */
  contradicted?: Partial<Record<IrqKey, string[]>>;
}

export const NO = "no_evidence" as const;
export const pick = (...options: string[]): ExpectedAnswer => ({ options });
export const holds = (...keywords: string[]): ExpectedAnswer => ({ contains: keywords });
