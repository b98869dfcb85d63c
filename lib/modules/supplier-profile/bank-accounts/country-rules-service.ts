import type { ServiceContext } from "@/lib/api/context";
import { findVendorInOrg } from "@/lib/modules/vendors";
import { type BankCountryRules, configuredBankCountries } from "../country-rules";
import { evaluateBankDetails } from "./checks";

const serializeRules = (rules: BankCountryRules) => ({
  country: rules.country,
  name: rules.name,
  version: rules.version,
  currencies: rules.currencies,
  fields: rules.fields.map((field) => ({
    key: field.key,
    label: field.label,
    required: field.required,
    sensitive: field.sensitive,
    max_length: field.maxLength,
    placeholder: field.placeholder ?? null,
    help: field.help ?? null,
    options: field.options ?? null,
  })),
});

/** GET /v1/bank_country_rules: the configured countries' fields, for forms that follow the bank country. */
export function listBankCountryRules() {
  const items = configuredBankCountries().map(serializeRules);
  return { items, total: items.length };
}

/** POST /v1/bank_country_rules/validate: the server's own checks on details being typed, nothing saved. */
export async function validateBankDetailsDryRun(
  ctx: ServiceContext,
  input: { bank_country: string; values: Record<string, string | null>; currency?: string | null; vendor_id?: string },
) {
  if (input.vendor_id) {
    await findVendorInOrg(ctx.tx, ctx.orgId, input.vendor_id);
  }
  const currency = input.currency ? input.currency.toUpperCase() : null;
  const { outcome, results, status } = await evaluateBankDetails(
    ctx.tx,
    ctx.orgId,
    input.vendor_id ?? null,
    input,
    currency,
  );
  return { validation_status: status, validation_results: results, country_config_version: outcome.version };
}
