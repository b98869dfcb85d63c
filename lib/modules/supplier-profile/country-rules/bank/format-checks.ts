import { clabe } from "clabe-validator";
import { extractIBAN, isQRIBAN, isValidBIC, ValidationErrorsIBAN, validateIBAN } from "ibantools";
import isAbaRouting from "validator/lib/isAbaRouting";
import { type FieldFinding, fieldError, fieldWarning } from "./rule-set";

type ValueCheck = (value: string, bankCountry: string) => FieldFinding[];

export function matches(pattern: RegExp, code: string, message: string): ValueCheck {
  return (value) => (pattern.test(value) ? [] : [fieldError(code, message)]);
}

export function digits(min: number, max: number, message: string): ValueCheck {
  return matches(new RegExp(`^\\d{${min},${max}}$`), "invalid_format", message);
}

const IBAN_PROBLEMS: Partial<Record<ValidationErrorsIBAN, string>> = {
  [ValidationErrorsIBAN.NoIBANCountry]: "The IBAN does not start with the code of a country that uses IBANs.",
  [ValidationErrorsIBAN.WrongBBANLength]: "The IBAN has the wrong number of characters for its country.",
  [ValidationErrorsIBAN.WrongBBANFormat]: "The IBAN's account part does not follow its country's format.",
  [ValidationErrorsIBAN.ChecksumNotNumber]: "The IBAN's check digits (characters 3 and 4) must be digits.",
  [ValidationErrorsIBAN.WrongIBANChecksum]: "The IBAN's check digits do not match.",
  [ValidationErrorsIBAN.WrongAccountBankBranchChecksum]:
    "The IBAN's national bank or account check digit does not match.",
};

function ibanProblem(iban: string): string | null {
  const { valid, errorCodes } = validateIBAN(iban);
  if (valid) {
    return null;
  }
  const first = errorCodes[0];
  return (first === undefined ? undefined : IBAN_PROBLEMS[first]) ?? "The IBAN is not valid.";
}

/** Any valid IBAN; safe for every country. */
export const validIban: ValueCheck = (value) => {
  const problem = ibanProblem(value);
  return problem ? [fieldError("invalid_iban", problem)] : [];
};

/** A valid IBAN, warning when it belongs to another country: that is a fraud signal judged elsewhere, not an error. */
export const ibanOfBankCountry: ValueCheck = (value, bankCountry) => {
  const problem = ibanProblem(value);
  if (problem) {
    return [fieldError("invalid_iban", problem)];
  }
  const findings: FieldFinding[] = [];
  if (extractIBAN(value).countryCode !== bankCountry) {
    findings.push(fieldWarning("iban_country_mismatch", "The IBAN belongs to a different country than the bank."));
  }
  if (isQRIBAN(value)) {
    findings.push(
      fieldWarning(
        "qr_iban",
        "This is a QR-IBAN, which only accepts QR-bill payments with a QR reference; supplier payments need the account's regular IBAN.",
      ),
    );
  }
  return findings;
};

/** Any valid BIC; safe for every country. */
export const validBic: ValueCheck = (value) =>
  isValidBIC(value)
    ? []
    : [
        fieldError(
          "invalid_bic",
          "A SWIFT/BIC code has 8 or 11 letters and digits: bank, country, location and optional branch.",
        ),
      ];

export const bicOfBankCountry: ValueCheck = (value, bankCountry) => {
  const invalid = validBic(value, bankCountry);
  if (invalid.length > 0) {
    return invalid;
  }
  return value.slice(4, 6) === bankCountry
    ? []
    : [
        fieldWarning(
          "bic_country_mismatch",
          "The SWIFT/BIC code belongs to a bank in a different country than the bank country.",
        ),
      ];
};

/** validator's isAbaRouting: 9 digits, the 3-7-1 checksum, and no prefix the Fed reserves. */
export const abaRoutingNumber: ValueCheck = (value) =>
  isAbaRouting(value)
    ? []
    : [fieldError("invalid_routing_number", "A US ABA routing number has 9 digits and a valid checksum.")];

/** The check digit is decisive; clabe-validator's bank and city lists lag behind new institutions, so those only warn. */
export const mexicanClabe: ValueCheck = (value) => {
  if (!/^\d{18}$/.test(value)) {
    return [fieldError("invalid_clabe", "A CLABE has 18 digits.")];
  }
  const result = clabe.validate(value);
  if (!result.valid.format) {
    return [fieldError("invalid_clabe", "The CLABE's check digit (the last digit) does not match.")];
  }
  const findings: FieldFinding[] = [];
  if (!result.valid.bank) {
    findings.push(
      fieldWarning("unknown_clabe_bank", "The CLABE's bank code (first 3 digits) is not a known Mexican bank."),
    );
  }
  if (!result.valid.city) {
    findings.push(
      fieldWarning("unknown_clabe_city", "The CLABE's branch city code (digits 4 to 6) is not a known city."),
    );
  }
  return findings;
};
