export interface BankFieldDefinition {
  /** values key, e.g. "iban", "routing_number" */
  key: string;
  /** "IBAN", "ABA routing number" */
  label: string;
  required: boolean;
  /** Shown masked and encrypted at rest: account numbers, IBAN, CLABE... (not swift_bic, bank_name, holder) */
  sensitive: boolean;
  maxLength: number;
  placeholder?: string;
  /** One line for the form. */
  help?: string;
  /** e.g. account_type checking/savings */
  options?: { value: string; label: string }[];
}

export interface BankCountryRules {
  country: string;
  name: string;
  version: string;
  fields: BankFieldDefinition[];
  currencies: string[];
}
