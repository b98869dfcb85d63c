/**
 * How strongly each bank change signal points at payment fraud, shared by the API (an approval with a
 * high signal needs a verification note) and the review queue (badges, order). High: the account
 * belongs elsewhere or the request arrived right after the contact details changed (the "new remittance
 * details" lure); medium: unusual but often innocent; low: context. Pure data: both halves read it.
 */
export type BankSignalSeverity = "high" | "medium" | "low";

export const BANK_SIGNAL_SEVERITY: Readonly<Record<string, BankSignalSeverity>> = {
  account_on_other_vendor: "high",
  iban_country_mismatch: "high",
  recent_contact_change: "high",
  holder_name_mismatch: "medium",
  domestic_to_wire: "medium",
  bank_country_not_in_sites: "medium",
  new_vendor: "low",
};

/** A code not listed (a newer signal) counts as medium. */
export function bankSignalSeverity(code: string): BankSignalSeverity {
  return BANK_SIGNAL_SEVERITY[code] ?? "medium";
}

/** The API's bound of an approval's verification note. */
export const VERIFICATION_NOTE_MAX = 2_000;
