/** The kinds of record that carry a status from the organization's status list. */
export const statusEntities = ["vendor", "finding", "procurement", "contract"] as const;
export type StatusEntity = (typeof statusEntities)[number];

export const defaultVendorStatuses = ["Prospective", "Active", "Under review", "Offboarded"];
/** Intake requests move through these; a new one starts at the first. */
export const defaultProcurementStatuses = ["Submitted", "In review", "Approved", "Rejected"];
/** A contract record's lifecycle status (its commercial standing, beside the workflow state). */
export const defaultContractStatuses = ["Active", "Expiring", "Expired", "Terminated"];
export const defaultFindingStatuses = ["Open", "In progress", "Resolved", "Risk accepted"];
/** Rank 1 is the most severe. */
export const defaultRiskLevels = ["Critical", "High", "Medium", "Low", "Minimal"];
export const defaultDocumentTypes: { slug: string; name: string }[] = [
  { slug: "soc2_type2", name: "SOC 2 Type II report" },
  { slug: "soc2_type1", name: "SOC 2 Type I report" },
  { slug: "iso27001_certificate", name: "ISO 27001 certificate" },
  { slug: "penetration_test", name: "Penetration test report" },
  { slug: "privacy_policy", name: "Privacy policy" },
  { slug: "insurance_certificate", name: "Insurance certificate" },
  { slug: "financial_statement", name: "Financial statement" },
  { slug: "dpa", name: "Data processing agreement" },
  { slug: "security_policy", name: "Information security policy" },
  { slug: "business_continuity_plan", name: "Business continuity plan" },
  { slug: "questionnaire_response", name: "Security questionnaire response" },
  { slug: "other", name: "Other" },
];
