import { maskOfTail } from "@/lib/secrets/mask";
import { toUnixSeconds } from "@/lib/time";
import { acceptedBankFieldKeys } from "../country-rules";
import type { BankAccount, BankDetailsSummary } from "../schemas/bank-accounts";
import type { BankChangeReviewRow, VendorBankAccountRow } from "../tables";
import { paymentRoute } from "./payment-route";
import type { BankValues } from "./sealed-values";

export interface BankAccountView {
  /** The countries the vendor is paid from (payment_route). */
  payingCountries: ReadonlySet<string>;
  /** The change to this account waiting for review, if any. */
  pending?: BankChangeReviewRow | null;
  /** Full values: only for the list call of a key holding banking:read. */
  values?: BankValues | null;
}

/** Every field of the bank country's rule set in full, "" for the unused ones (the banking:read view). */
export function fullValues(bankCountry: string | null, values: BankValues): Record<string, string> {
  const keys = new Set([...acceptedBankFieldKeys(bankCountry ?? ""), ...Object.keys(values)]);
  return Object.fromEntries([...keys].map((key) => [key, values[key] ?? ""]));
}

export function serializeBankAccount(row: VendorBankAccountRow, view: BankAccountView): BankAccount {
  return {
    id: row.id,
    vendor_id: row.vendorId,
    bank_country: row.bankCountry,
    currency: row.currency,
    bank_account_name: row.bankAccountName,
    account_number_masked: maskOfTail(row.accountNumberLast4),
    iban_masked: maskOfTail(row.ibanLast4),
    swift_bic: row.swiftBic,
    is_primary: row.isPrimary,
    status: row.status,
    validation_status: row.validationStatus as BankAccount["validation_status"],
    validation_results: row.validationResults,
    country_config_version: row.countryConfigVersion,
    payment_route: paymentRoute(row.bankCountry, view.payingCountries),
    statement_document_id: row.statementDocumentId,
    source: row.source,
    created_at: toUnixSeconds(row.createdAt),
    updated_at: toUnixSeconds(row.updatedAt),
    values: view.values ? fullValues(row.bankCountry, view.values) : null,
    pending_change: view.pending
      ? {
          review_id: view.pending.id,
          proposed_at: toUnixSeconds(view.pending.createdAt),
          proposed_by_name: view.pending.proposedByName,
          proposed: view.pending.proposed as BankDetailsSummary,
        }
      : null,
  };
}

/** The account as the change log and change feed keep it: the API shape without values or pending change. */
export function bankAccountSnapshot(row: VendorBankAccountRow, payingCountries: ReadonlySet<string>) {
  const { values: _values, pending_change: _pending, ...snapshot } = serializeBankAccount(row, { payingCountries });
  return snapshot;
}
