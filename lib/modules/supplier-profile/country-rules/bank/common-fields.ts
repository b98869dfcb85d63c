import { getCountrySpecifications } from "ibantools";
import { bicOfBankCountry, digits, ibanOfBankCountry } from "./format-checks";
import { compactUpperCase, ibanElectronicFormat, trimmed, withoutSpacesAndDashes } from "./normalize";
import type { BankFieldRule } from "./rule-set";

/** 34 characters plus the spaces of the printed form. */
export const IBAN_MAX_LENGTH = 42;
export const BIC_MAX_LENGTH = 11;
export const NAME_MAX_LENGTH = 140;

export const accountHolderNameField: BankFieldRule = {
  definition: {
    key: "account_holder_name",
    label: "Account holder name",
    required: false,
    sensitive: false,
    maxLength: NAME_MAX_LENGTH,
    help: "The name the bank holds for the account, as it appears on statements.",
  },
  normalize: trimmed,
};

export const bankNameField: BankFieldRule = {
  definition: { key: "bank_name", label: "Bank name", required: false, sensitive: false, maxLength: NAME_MAX_LENGTH },
  normalize: trimmed,
};

export const swiftBicField: BankFieldRule = {
  definition: {
    key: "swift_bic",
    label: "SWIFT/BIC",
    required: false,
    sensitive: false,
    maxLength: BIC_MAX_LENGTH,
    placeholder: "DEUTDEFF",
    help: "8 or 11 characters; needed for international transfers.",
  },
  normalize: compactUpperCase,
  check: bicOfBankCountry,
};

export function ibanField(country: string, required: boolean): BankFieldRule {
  const length = getCountrySpecifications()[country]?.chars;
  return {
    definition: {
      key: "iban",
      label: "IBAN",
      required,
      sensitive: true,
      maxLength: IBAN_MAX_LENGTH,
      help: length ? `${length} characters starting with ${country}; spaces are ignored.` : "Spaces are ignored.",
    },
    normalize: ibanElectronicFormat,
    check: ibanOfBankCountry,
  };
}

interface DigitsFieldOptions {
  key: string;
  label: string;
  required?: boolean;
  sensitive?: boolean;
  minDigits: number;
  maxDigits: number;
  placeholder?: string;
  help?: string;
  /** Says what a valid value looks like, e.g. "A UK sort code has 6 digits." */
  formatMessage: string;
}

/** A number typed with optional spaces or dashes and stored as digits. */
export function digitsField(options: DigitsFieldOptions): BankFieldRule {
  const { key, label, required = true, sensitive = false, minDigits, maxDigits, placeholder, help } = options;
  // Room for the separators people type; the stored value is digits only.
  const maxLength = maxDigits + Math.ceil(maxDigits / 3);
  return {
    definition: {
      key,
      label,
      required,
      sensitive,
      maxLength,
      ...(placeholder ? { placeholder } : {}),
      ...(help ? { help } : {}),
    },
    normalize: withoutSpacesAndDashes,
    check: digits(minDigits, maxDigits, options.formatMessage),
  };
}

/** bank_name, account_holder_name and swift_bic, which every country has. */
export function withCommonFields(countryFields: BankFieldRule[]): BankFieldRule[] {
  return [accountHolderNameField, ...countryFields, swiftBicField, bankNameField];
}
