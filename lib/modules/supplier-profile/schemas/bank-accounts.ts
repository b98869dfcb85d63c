import { z } from "@hono/zod-openapi";
import {
  CountryCodeSchema,
  optionalText,
  profileLimits,
  RecordSourceSchema,
  timestamp,
  ValidationResultsSchema,
} from "./common";

const MAX_VALUE_KEYS = 50;

/** values: field key → value; unknown keys are dropped by the service, null and "" mean unused. */
export const BankValuesSchema = z
  .record(z.string().max(64), z.string().max(profileLimits.value).nullable())
  .refine((values) => Object.keys(values).length <= MAX_VALUE_KEYS, {
    message: `At most ${MAX_VALUE_KEYS} keys.`,
  })
  .openapi({
    description:
      "The bank's fields by key (iban, account_number, routing_number, sort_code, ...; see GET /v1/bank_country_rules). Unknown keys are dropped; null means unused.",
    example: { iban: "DE89370400440532013000", swift_bic: "COBADEFFXXX", account_holder_name: "Acme GmbH" },
  });

const currency = z
  .string()
  .regex(/^[A-Za-z]{3}$/, "Use a three-letter ISO 4217 currency code.")
  .transform((value) => value.toUpperCase());
const documentId = z.string().max(100);

export const CreateBankAccountBody = z
  .object({
    bank_country: CountryCodeSchema,
    values: BankValuesSchema,
    currency: currency.nullable().optional(),
    bank_account_name: optionalText(200),
    is_primary: z.boolean().optional(),
    statement_document_id: documentId.nullable().optional(),
  })
  .openapi("CreateBankAccount");
export type CreateBankAccountInput = z.infer<typeof CreateBankAccountBody>;

export const UpdateBankAccountBody = CreateBankAccountBody.openapi("UpdateBankAccount");
export type UpdateBankAccountInput = z.infer<typeof UpdateBankAccountBody>;

const paymentRoute = z.enum(["domestic", "wire"]);
const validationStatus = z.enum(["passed", "passed_with_warnings", "not_validated"]);

/** What may be shown of proposed bank details: the masked numbers and everything that is not a number. */
export const BankDetailsSummarySchema = z
  .object({
    bank_country: z.string().nullable(),
    currency: z.string().nullable(),
    bank_account_name: z.string().nullable(),
    account_number_masked: z.string().nullable(),
    iban_masked: z.string().nullable(),
    swift_bic: z.string().nullable(),
    is_primary: z.boolean(),
    statement_document_id: z.string().nullable(),
    validation_status: validationStatus,
    validation_results: ValidationResultsSchema,
    country_config_version: z.string().nullable(),
    payment_route: paymentRoute.nullable(),
  })
  .openapi("BankDetailsSummary");
export type BankDetailsSummary = z.infer<typeof BankDetailsSummarySchema>;

export const PendingBankChangeSchema = z
  .object({
    review_id: z.string(),
    proposed_at: timestamp,
    proposed_by_name: z.string().nullable(),
    proposed: BankDetailsSummarySchema,
  })
  .openapi("PendingBankChange");

export const BankAccountSchema = z
  .object({
    id: z.string().openapi({ example: "cbvba_0f1e2d3c4b5a69788796a5b4c3d2e1f0" }),
    vendor_id: z.string(),
    bank_country: z.string().nullable(),
    currency: z.string().nullable(),
    bank_account_name: z.string().nullable().openapi({ description: "A label, not the holder name." }),
    account_number_masked: z.string().nullable().openapi({
      description: "**** and the last four characters; **** alone for a number shorter than 8 characters.",
      example: "****3000",
    }),
    iban_masked: z
      .string()
      .nullable()
      .openapi({ description: "**** and the last four characters.", example: "****3000" }),
    swift_bic: z.string().nullable().openapi({ description: "In full; never masked." }),
    is_primary: z.boolean(),
    status: z.enum(["active", "retired"]),
    validation_status: validationStatus,
    validation_results: ValidationResultsSchema,
    country_config_version: z
      .string()
      .nullable()
      .openapi({ description: "The country rule set's version, or unconfigured when none exists." }),
    payment_route: paymentRoute.nullable().openapi({
      description: "domestic when the bank country is one the vendor's assigned legal entities pay from, else wire.",
    }),
    statement_document_id: z.string().nullable(),
    source: RecordSourceSchema,
    created_at: timestamp,
    updated_at: timestamp,
    values: z.record(z.string(), z.string()).nullable().openapi({
      description:
        'Every field in full ("" when unused): only on the list call of a key holding banking:read; null otherwise.',
    }),
    pending_change: PendingBankChangeSchema.nullable().openapi({
      description: "Extension: the change to this account waiting for review, masked.",
    }),
  })
  .openapi("BankAccount");
export type BankAccount = z.infer<typeof BankAccountSchema>;

export const BankAccountListSchema = z
  .object({ items: z.array(BankAccountSchema), total: z.number().int() })
  .openapi("BankAccountList");

export const QueuedBankChangeSchema = z
  .object({ review_id: z.string().openapi({ example: "cbbarev_0f1e2d3c4b5a69788796a5b4c3d2e1f0" }) })
  .openapi("QueuedBankChange");

export const BankAccountParams = z.object({
  vendor_id: z.string().openapi({ param: { name: "vendor_id", in: "path" } }),
  bank_account_id: z.string().openapi({ param: { name: "bank_account_id", in: "path" } }),
});
