import type { SelectOption } from "@/components/ui/select";
import { impactTypes } from "@/lib/contract/radar";

export { isImpactType } from "@/lib/contract/radar";

/** The primary impact values as choices, in the API's order (case-sensitive, as the API takes them). */
export const IMPACT_TYPE_OPTIONS: SelectOption[] = impactTypes.map((type) => ({ value: type, label: type }));
