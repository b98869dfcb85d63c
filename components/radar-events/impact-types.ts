import type { SelectOption } from "@/components/ui/select";
import type { ImpactType } from "@/lib/modules/radar/schemas";

/**
 * The primary impact values (case-sensitive, as the API takes them). Spelled out because the web
 * half may import only types from the API's folders; the Record makes the compiler check the list.
 */
const IMPACT_TYPE_SET: Record<ImpactType, true> = {
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

export const IMPACT_TYPES = Object.keys(IMPACT_TYPE_SET) as ImpactType[];

export const IMPACT_TYPE_OPTIONS: SelectOption[] = IMPACT_TYPES.map((type) => ({ value: type, label: type }));

export function isImpactType(value: string): value is ImpactType {
  return Object.hasOwn(IMPACT_TYPE_SET, value);
}
