import { maskOfTail } from "@/lib/secrets/mask";
import type { BankDetailsSummary } from "../schemas/bank-accounts";
import type { VendorBankAccountRow } from "../tables";
import type { CheckedBankDetails } from "./checks";
import { paymentRoute } from "./payment-route";

/** The complete fields of a proposed change: what the account will have once approved. */
export interface ProposedFields {
  currency: string | null;
  bank_account_name: string | null;
  is_primary: boolean;
  statement_document_id: string | null;
}

/** What a reviewer (and the change log) may see of proposed bank details: masked numbers, the rest in full. */
export function proposedSummary(
  details: CheckedBankDetails,
  fields: ProposedFields,
  payingCountries: ReadonlySet<string>,
): BankDetailsSummary {
  return {
    bank_country: details.bankCountry,
    currency: fields.currency,
    bank_account_name: fields.bank_account_name,
    account_number_masked: maskOfTail(details.accountNumberLast4),
    iban_masked: maskOfTail(details.ibanLast4),
    swift_bic: details.swiftBic,
    is_primary: fields.is_primary,
    statement_document_id: fields.statement_document_id,
    validation_status: details.validationStatus,
    validation_results: details.validationResults,
    country_config_version: details.countryConfigVersion,
    payment_route: paymentRoute(details.bankCountry, payingCountries),
  };
}

/** The same summary of a live account. */
export function accountSummary(row: VendorBankAccountRow, payingCountries: ReadonlySet<string>): BankDetailsSummary {
  return {
    bank_country: row.bankCountry,
    currency: row.currency,
    bank_account_name: row.bankAccountName,
    account_number_masked: maskOfTail(row.accountNumberLast4),
    iban_masked: maskOfTail(row.ibanLast4),
    swift_bic: row.swiftBic,
    is_primary: row.isPrimary,
    statement_document_id: row.statementDocumentId,
    validation_status: row.validationStatus as BankDetailsSummary["validation_status"],
    validation_results: row.validationResults,
    country_config_version: row.countryConfigVersion,
    payment_route: paymentRoute(row.bankCountry, payingCountries),
  };
}
