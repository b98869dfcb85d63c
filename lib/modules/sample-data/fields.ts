import type { ServiceContext } from "@/lib/api/context";
import { createCustomField } from "@/lib/modules/custom-fields";

export const REGIONS = ["North America", "Europe", "APAC", "LATAM", "Africa"] as const;
export const CLASSIFICATIONS = ["Public", "Internal", "Confidential", "Restricted"] as const;

export interface SampleFields {
  annualSpend: string;
  renewal: string;
  classification: string;
  regions: string;
  businessOwner: string;
}

/** A few organization-defined fields, made through the same service as Settings → Custom fields. */
export async function defineSampleFields(ctx: ServiceContext): Promise<SampleFields> {
  const define = async (input: Parameters<typeof createCustomField>[1]) => (await createCustomField(ctx, input)).id;
  return {
    annualSpend: await define({
      field_name: "Annual spend (USD)",
      field_type: "number",
      applies_to: ["vendor"],
      minimum: 0,
      currency: "USD",
    }),
    renewal: await define({ field_name: "Contract renewal", field_type: "date", applies_to: ["vendor"] }),
    classification: await define({
      field_name: "Data classification",
      field_type: "select",
      applies_to: ["vendor", "service"],
      options: [
        { label: "Public", color: "#16a34a" },
        { label: "Internal", color: "#2563eb" },
        { label: "Confidential", color: "#ea580c" },
        { label: "Restricted", color: "#dc2626" },
      ],
    }),
    regions: await define({
      field_name: "Regions served",
      field_type: "multiselect",
      applies_to: ["vendor"],
      options: REGIONS.map((label) => ({ label })),
    }),
    businessOwner: await define({ field_name: "Business owner", field_type: "user", applies_to: ["vendor"] }),
  };
}
