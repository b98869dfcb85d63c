import { z } from "@hono/zod-openapi";
import { profileLimits, RecordSourceSchema, timestamp, ValidationResultsSchema, VendorIdParam } from "./common";
import { KnownCountrySchema } from "./sites";

/** The lists of this file answer {items, total} without paging: at most this many, oldest first. */
export const PROFILE_LIST_CAP = 500;

const listOf = <T extends z.ZodType>(item: T, name: string, description: string) =>
  z
    .object({
      items: z.array(item),
      total: z.number().int().openapi({ description }),
    })
    .openapi(name);

// ---- Tax registrations ----------------------------------------------------------------------

export const taxLimits = { registrationType: 50, value: 64 } as const;

export const TaxRegistrationSchema = z
  .object({
    id: z.string().openapi({ example: "cbtaxreg_0f1e2d3c4b5a69788796a5b4c3d2e1f0" }),
    vendor_id: z.string(),
    country: z.string().openapi({ example: "DE" }),
    registration_type: z.string().openapi({ example: "vat" }),
    value_masked: z.string().openapi({
      description: "**** and the last four characters; the full value is never returned.",
      example: "****6789",
    }),
    validation_status: z.enum(["passed", "passed_with_warnings", "not_validated", "failed"]),
    validation_results: ValidationResultsSchema,
    source: RecordSourceSchema,
    created_at: timestamp,
    updated_at: timestamp,
  })
  .openapi("TaxRegistration");
export type TaxRegistration = z.infer<typeof TaxRegistrationSchema>;

export const TaxRegistrationListSchema = listOf(
  TaxRegistrationSchema,
  "TaxRegistrationList",
  `How many the vendor holds; items lists at most ${PROFILE_LIST_CAP}, by country and type.`,
);

export const PutTaxRegistrationBody = z
  .object({
    country: KnownCountrySchema,
    registration_type: z
      .string()
      .trim()
      .min(1)
      .max(taxLimits.registrationType)
      .regex(/^[A-Za-z0-9_.-]+$/, "Letters, digits, _ . and - only.")
      .transform((value) => value.toLowerCase())
      .openapi({ description: "A type from GET /v1/tax_registration_types; another type is kept with a warning." }),
    value: z
      .string()
      .trim()
      .min(1)
      .max(taxLimits.value)
      .openapi({ description: "The identifier; stored sealed, never returned (value_masked shows its last four)." }),
  })
  .openapi("PutTaxRegistration");
export type PutTaxRegistrationInput = z.infer<typeof PutTaxRegistrationBody>;

export const TaxRegistrationTypeSchema = z
  .object({ type: z.string(), label: z.string(), country: z.string() })
  .openapi("TaxRegistrationType");
export const TaxRegistrationTypeListSchema = listOf(
  TaxRegistrationTypeSchema,
  "TaxRegistrationTypeList",
  "How many types the country has.",
);
export const TaxRegistrationTypesQuery = z.object({ country: KnownCountrySchema });

// ---- Diversity records ----------------------------------------------------------------------

export const diversityClassifications = [
  "minority_owned",
  "women_owned",
  "veteran_owned",
  "service_disabled_veteran_owned",
  "disability_owned",
  "lgbtq_owned",
  "small_business",
  "small_disadvantaged_business",
  "hubzone",
  "indigenous_owned",
  "other",
] as const;

export const diversityLimits = { certifyingBody: 200, certificateNumber: 100, id: 100 } as const;

export const DiversityRecordSchema = z
  .object({
    id: z.string().openapi({ example: "cbdivrec_0f1e2d3c4b5a69788796a5b4c3d2e1f0" }),
    vendor_id: z.string(),
    classification: z.enum(diversityClassifications),
    certifying_body: z.string().nullable(),
    certificate_number: z.string().nullable(),
    certified_at: timestamp.nullable(),
    expires_at: timestamp.nullable(),
    document_id: z.string().nullable().openapi({ description: "A cbvdoc_ document of the same vendor." }),
    source: RecordSourceSchema,
    created_at: timestamp,
    updated_at: timestamp,
  })
  .openapi("DiversityRecord");
export type DiversityRecord = z.infer<typeof DiversityRecordSchema>;

export const DiversityRecordListSchema = listOf(
  DiversityRecordSchema,
  "DiversityRecordList",
  `How many the vendor holds; items lists at most ${PROFILE_LIST_CAP}, oldest first.`,
);

const trimmedText = (max: number) =>
  z
    .string()
    .max(max)
    .transform((value) => value.trim() || null)
    .nullable()
    .optional();

export const CreateDiversityRecordBody = z
  .object({
    classification: z.enum(diversityClassifications),
    certifying_body: trimmedText(diversityLimits.certifyingBody),
    certificate_number: trimmedText(diversityLimits.certificateNumber),
    certified_at: timestamp.nullable().optional().openapi({ description: "Unix seconds." }),
    expires_at: timestamp
      .nullable()
      .optional()
      .openapi({ description: "Unix seconds; not before certified_at (else a 422 validation error)." }),
    document_id: z
      .string()
      .max(diversityLimits.id)
      .nullable()
      .optional()
      .openapi({ description: "A cbvdoc_ document of the same vendor, not archived (else 422 invalid_document)." }),
  })
  .refine((body) => body.certified_at == null || body.expires_at == null || body.expires_at >= body.certified_at, {
    path: ["expires_at"],
    message: "Value error, expires_at must not be before certified_at.",
  })
  .openapi("CreateDiversityRecord");
export type CreateDiversityRecordInput = z.infer<typeof CreateDiversityRecordBody>;

export const DiversityRecordIdParam = VendorIdParam.extend({
  diversity_record_id: z.string().openapi({
    param: { name: "diversity_record_id", in: "path" },
    example: "cbdivrec_0f1e2d3c4b5a69788796a5b4c3d2e1f0",
  }),
});

// ---- Legal entity assignments ---------------------------------------------------------------

export const LegalEntityAssignmentSchema = z
  .object({
    legal_entity_id: z.string().openapi({ example: "cble_0f1e2d3c4b5a69788796a5b4c3d2e1f0" }),
    name: z.string(),
    country: z.string(),
    is_default: z.boolean().openapi({ description: "Whether it is the organization's default legal entity." }),
    assigned_at: timestamp,
  })
  .openapi("LegalEntityAssignment");
export type LegalEntityAssignment = z.infer<typeof LegalEntityAssignmentSchema>;

export const LegalEntityAssignmentListSchema = listOf(
  LegalEntityAssignmentSchema,
  "LegalEntityAssignmentList",
  "How many legal entities are assigned.",
);

export const PutLegalEntityAssignmentsBody = z
  .object({
    legal_entity_ids: z.array(z.string().max(diversityLimits.id)).max(profileLimits.legalEntities).openapi({
      description: "cble_ IDs from GET /v1/legal_entities; replaces the set ([] clears it), repeats once.",
    }),
  })
  .openapi("PutLegalEntityAssignments");
