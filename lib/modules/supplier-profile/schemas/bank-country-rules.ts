import { z } from "@hono/zod-openapi";
import { BankValuesSchema } from "./bank-accounts";
import { CountryCodeSchema, ValidationResultsSchema } from "./common";

const BankFieldSchema = z
  .object({
    key: z.string().openapi({ example: "iban" }),
    label: z.string().openapi({ example: "IBAN" }),
    required: z.boolean(),
    sensitive: z.boolean().openapi({ description: "Masked to its last four characters and encrypted at rest." }),
    max_length: z.number().int(),
    placeholder: z.string().nullable(),
    help: z.string().nullable(),
    options: z.array(z.object({ value: z.string(), label: z.string() })).nullable(),
  })
  .openapi("BankField");

export const BankCountryRulesSchema = z
  .object({
    country: z.string().openapi({ example: "DE" }),
    name: z.string().openapi({ example: "Germany" }),
    version: z.string().openapi({ example: "2026.1" }),
    fields: z.array(BankFieldSchema),
    currencies: z.array(z.string()),
  })
  .openapi("BankCountryRules");

export const BankCountryRulesListSchema = z
  .object({ items: z.array(BankCountryRulesSchema), total: z.number().int() })
  .openapi("BankCountryRulesList");

export const ValidateBankDetailsBody = z
  .object({
    bank_country: CountryCodeSchema,
    values: BankValuesSchema,
    currency: z.string().max(3).nullable().optional(),
    vendor_id: z
      .string()
      .max(100)
      .optional()
      .openapi({ description: "Also checks the vendor-dependent rules (BRL against the supplier's sites)." }),
  })
  .openapi("ValidateBankDetails");

export const BankValidationSchema = z
  .object({
    validation_status: z.enum(["passed", "passed_with_warnings", "not_validated", "failed"]),
    validation_results: ValidationResultsSchema,
    country_config_version: z.string(),
  })
  .openapi("BankValidation");
