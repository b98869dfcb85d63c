import { asc, desc, eq } from "drizzle-orm";
import { apiError, apiErrorWith } from "@/lib/api/errors";
import type { Queryable } from "@/lib/db/client";
import { inOrg } from "@/lib/db/tenant";
import { findDocumentInOrg } from "@/lib/modules/documents";
import { shownTail } from "@/lib/secrets/mask";
import {
  accountNumberForMasking,
  bankAccountIdentity,
  isCurrencyCode,
  type RuleCheck,
  type ValidationResults,
  validateBankValues,
} from "../country-rules";
import { vendorSites } from "../tables";
import type { BankValues } from "./sealed-values";

/** What a bank write asks for, as the create and update bodies give it. */
export interface BankWriteInput {
  bank_country: string;
  values: Record<string, string | null>;
  currency?: string | null;
  bank_account_name?: string | null;
  is_primary?: boolean;
  statement_document_id?: string | null;
}

/** Bank details that passed the country rules: normalised values and what may be shown of them. */
export interface CheckedBankDetails {
  bankCountry: string;
  values: BankValues;
  currency: string | null;
  validationStatus: "passed" | "passed_with_warnings" | "not_validated";
  validationResults: ValidationResults;
  countryConfigVersion: string;
  identity: string | null;
  accountNumberLast4: string | null;
  ibanLast4: string | null;
  swiftBic: string | null;
}

const BRL_RULE =
  "BRL accounts are accepted only when the supplier's primary site (or first site, when none is primary) is in Brazil.";

/** The site the BRL rule looks at: the primary active site, else the first one; null without sites. */
async function siteCountryForCurrency(q: Queryable, orgId: string, vendorId: string): Promise<string | null> {
  const [site] = await q
    .select({ country: vendorSites.country })
    .from(vendorSites)
    .where(inOrg(vendorSites, orgId, eq(vendorSites.vendorId, vendorId), eq(vendorSites.status, "active")))
    .orderBy(desc(vendorSites.isPrimary), asc(vendorSites.createdAt), asc(vendorSites.id))
    .limit(1);
  return site?.country ?? null;
}

const invalidCurrency: RuleCheck = {
  field: "currency",
  code: "invalid_currency",
  level: "error",
  message: "Not an ISO 4217 currency code.",
};

async function currencyChecks(q: Queryable, orgId: string, vendorId: string, currency: string | null) {
  const errors: RuleCheck[] = [];
  if (currency && !isCurrencyCode(currency)) {
    errors.push(invalidCurrency);
  }
  if (currency === "BRL") {
    const siteCountry = await siteCountryForCurrency(q, orgId, vendorId);
    if (siteCountry && siteCountry !== "BR") {
      errors.push({ field: "currency", code: "brl_outside_brazil", level: "error", message: BRL_RULE });
    }
  }
  return errors;
}

/** The country's rules and the currency rules on bank details, without refusing anything (the form's dry run). */
export async function evaluateBankDetails(
  q: Queryable,
  orgId: string,
  vendorId: string | null,
  input: Pick<BankWriteInput, "bank_country" | "values">,
  currency: string | null,
) {
  const outcome = validateBankValues(input.bank_country, input.values);
  const currencyErrors = vendorId
    ? await currencyChecks(q, orgId, vendorId, currency)
    : currency && !isCurrencyCode(currency)
      ? [invalidCurrency]
      : [];
  const results: ValidationResults = { ...outcome.results, errors: [...outcome.results.errors, ...currencyErrors] };
  const status =
    results.errors.length > 0 || outcome.status === "failed"
      ? "failed"
      : outcome.status === "not_validated"
        ? "not_validated"
        : results.warnings.length > 0
          ? "passed_with_warnings"
          : "passed";
  return { outcome, results, status } as const;
}

/**
 * Runs the bank country's rules and the currency rules on a write. Any error rejects it: 422
 * validation_failed with the results under `error`, and nothing is saved or queued.
 */
export async function checkBankDetails(
  q: Queryable,
  orgId: string,
  vendorId: string,
  input: Pick<BankWriteInput, "bank_country" | "values">,
  currency: string | null,
): Promise<CheckedBankDetails> {
  const { outcome, results, status } = await evaluateBankDetails(q, orgId, vendorId, input, currency);
  if (status === "failed") {
    throw apiErrorWith(
      "validation_failed",
      `The bank details failed ${results.errors.length} check(s) of the ${input.bank_country} rules.`,
      { error: results },
    );
  }
  const values = outcome.normalized;
  return {
    bankCountry: input.bank_country,
    values,
    currency,
    validationStatus: status,
    validationResults: results,
    countryConfigVersion: outcome.version,
    identity: bankAccountIdentity(input.bank_country, values),
    accountNumberLast4: shownTail(accountNumberForMasking(values)),
    ibanLast4: shownTail(values.iban),
    swiftBic: values.swift_bic ?? null,
  };
}

/** statement_document_id must name a document of the same vendor: 422 invalid_document otherwise. */
export async function checkStatementDocument(
  q: Queryable,
  orgId: string,
  vendorId: string,
  documentId: string | null | undefined,
): Promise<void> {
  if (!documentId) {
    return;
  }
  const document = await findDocumentInOrg(q, orgId, documentId).catch(() => null);
  if (!document || document.vendorId !== vendorId) {
    throw apiError("invalid_document", "statement_document_id must be a document of this vendor.");
  }
}
