import { fingerprint, openJson, sealJson } from "@/lib/secrets/sealed";

/** A bank account's (or a proposal's) full values, normalised, keyed by field key. */
export type BankValues = Record<string, string>;

const accountContext = (accountId: string) => `vendor_bank_account:${accountId}`;

export const sealAccountValues = (accountId: string, values: BankValues) => sealJson(values, accountContext(accountId));
export const openAccountValues = (row: { id: string; sealedValues: string }) =>
  openJson<BankValues>(row.sealedValues, accountContext(row.id));

/** The keyed fingerprint of an account's identity (IBAN, or country, routing and number). */
export const accountFingerprint = (identity: string | null) =>
  identity ? fingerprint(identity, "bank_account") : null;
