import type { ImpactType } from "@/lib/modules/radar/schemas";

/** Every primary impact type, in the API's order: a missing or unknown one fails the type check. */
const labels: Record<ImpactType, true> = {
  Infosec: true,
  Financial: true,
  Operational: true,
  Legal: true,
  Compliance: true,
  Reputational: true,
  Contractual: true,
  ESG: true,
  Corporate: true,
  "Geopolitical & External": true,
  Inapplicable: true,
  Other: true,
};

export const impactTypeOptions = (Object.keys(labels) as ImpactType[]).map((value) => ({ value, label: value }));
