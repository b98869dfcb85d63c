import { z } from "@hono/zod-openapi";
import { timestamp } from "@/lib/api/timestamps";
import { factSheetSectionNames } from "./tables";

const Section = (description: string) =>
  z
    .record(z.string(), z.unknown())
    .nullable()
    .openapi({ description: `${description} null until generated.` });

export const FactSheetSchema = z
  .object({
    vendor_id: z.string(),
    entity_id: z.string().nullable().openapi({ description: "The underlying company entity; null when not linked." }),
    status: z.enum(["pending", "completed", "failed"]).nullable().openapi({ description: "null: never generated." }),
    completed_sections: z
      .array(z.enum(factSheetSectionNames))
      .openapi({ description: "Sections completed so far in the current or latest run." }),
    updated_at: timestamp.nullable().openapi({ description: "When content was last written; null if never." }),
    company_profile: Section("Company profile, with a registry_validation item."),
    products: Section("Products and services."),
    public_perception: Section("News, third-party reviews, competitors."),
    financials: Section("Public or private status, market cap, ticker, funding."),
    people: Section("Leadership and headcount estimate."),
    compliance_and_legal: Section("Legal actions, enforcement, privacy certifications."),
    security_posture: Section(
      "Trust center URL, security contact, known incidents, external_intelligence factor scores " +
        "(data_available false: not measured, excluded from overall_score).",
    ),
  })
  .openapi("VendorFactSheet");

export const FactSheetRefreshSchema = z
  .object({ vendor_id: z.string(), status: z.literal("pending") })
  .openapi("VendorFactSheetRefresh");

export const VendorIdParam = z.object({
  vendor_id: z.string().openapi({ param: { name: "vendor_id", in: "path" }, example: "cbvndr_..." }),
});
