/** The radar's closed lists, which the API validates against and the web app offers as choices. */

/** Primary impact values (case-sensitive). */
export const impactTypes = [
  "Infosec",
  "Financial",
  "Operational",
  "Legal",
  "Compliance",
  "Reputational",
  "Contractual",
  "ESG",
  "Corporate",
  "Geopolitical & External",
  "Inapplicable",
  "Other",
] as const;
export type ImpactType = (typeof impactTypes)[number];

export function isImpactType(value: string): value is ImpactType {
  return (impactTypes as readonly string[]).includes(value);
}

/**
 * Why an alert was dismissed (extension `reason_code` on POST /v1/radar/alerts/{id}/dismiss):
 * optional for API callers, asked for by the web app. The free-text `reason` stays beside it.
 */
export const dismissReasonCodes = [
  "not_applicable",
  "false_positive",
  "risk_accepted",
  "compensating_control",
  "duplicate",
] as const;
export type DismissReasonCode = (typeof dismissReasonCodes)[number];

export function isDismissReasonCode(value: string): value is DismissReasonCode {
  return (dismissReasonCodes as readonly string[]).includes(value);
}
