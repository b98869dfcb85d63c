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
