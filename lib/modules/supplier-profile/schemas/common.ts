import { z } from "@hono/zod-openapi";

export { timestamp } from "@/lib/api/timestamps";

export const recordSources = ["questionnaire", "portal", "api", "internal", "migration"] as const;
export const RecordSourceSchema = z
  .enum(recordSources)
  .openapi({ description: "Where the record came from: api when an ak_ key created it, internal for the web app." });

const RuleCheckSchema = z
  .object({
    field: z.string(),
    code: z.string(),
    level: z.enum(["error", "warning"]),
    message: z.string().openapi({ description: "What is wrong; never repeats the submitted value." }),
  })
  .openapi("RuleCheck");

export const ValidationResultsSchema = z
  .object({
    rule_set: z.string().nullable().openapi({ description: "The country rule set and version that checked it." }),
    errors: z.array(RuleCheckSchema),
    warnings: z.array(RuleCheckSchema),
  })
  .openapi("ValidationResults", {
    description: "Country-rule checks. Errors reject a write (422 validation_failed); warnings are kept here.",
  });

const countryCode = z
  .string()
  .regex(/^[A-Za-z]{2}$/, "Use a two-letter ISO 3166-1 country code.")
  .transform((value) => value.toUpperCase());
export const CountryCodeSchema = countryCode.openapi({ description: "ISO 3166-1 alpha-2.", example: "DE" });

export const VendorIdParam = z.object({
  vendor_id: z
    .string()
    .openapi({ param: { name: "vendor_id", in: "path" }, example: "cbvndr_0f1e2d3c4b5a69788796a5b4c3d2e1f0" }),
});

/** Bounds of the supplier profile's inputs. */
export const profileLimits = {
  text: 500,
  longText: 4_000,
  valueKeys: 20,
  value: 140,
  emails: 20,
  email: 320,
  legalEntities: 100,
  reason: 2_000,
} as const;

/** A free-text field: trimmed, bounded, "" read as null. */
export const optionalText = (max: number = profileLimits.text) =>
  z
    .string()
    .max(max)
    .transform((value) => value.trim() || null)
    .nullable()
    .optional();
