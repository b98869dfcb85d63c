import { BIC_MAX_LENGTH, IBAN_MAX_LENGTH, NAME_MAX_LENGTH } from "./common-fields";
import { validBic, validIban } from "./format-checks";
import { compactUpperCase, ibanElectronicFormat, trimmed } from "./normalize";
import type { BankFieldRule } from "./rule-set";

const CODE_MAX_LENGTH = 34;

function codeField(key: string, label: string, sensitive = false): BankFieldRule {
  return {
    definition: { key, label, required: false, sensitive, maxLength: CODE_MAX_LENGTH },
    normalize: compactUpperCase,
  };
}

/**
 * Accepted where no country rules exist. Only checks that hold in every country run: an IBAN or BIC
 * has one international format; local account number formats are unknown here.
 */
export const UNCONFIGURED_FIELDS: BankFieldRule[] = [
  codeField("account_number", "Account number", true),
  {
    definition: { key: "iban", label: "IBAN", required: false, sensitive: true, maxLength: IBAN_MAX_LENGTH },
    normalize: ibanElectronicFormat,
    check: validIban,
  },
  {
    definition: { key: "swift_bic", label: "SWIFT/BIC", required: false, sensitive: false, maxLength: BIC_MAX_LENGTH },
    normalize: compactUpperCase,
    check: validBic,
  },
  codeField("routing_number", "Routing number"),
  codeField("bank_code", "Bank code"),
  codeField("branch_code", "Branch code"),
  {
    definition: { key: "bank_name", label: "Bank name", required: false, sensitive: false, maxLength: NAME_MAX_LENGTH },
    normalize: trimmed,
  },
  {
    definition: {
      key: "account_holder_name",
      label: "Account holder name",
      required: false,
      sensitive: false,
      maxLength: NAME_MAX_LENGTH,
    },
    normalize: trimmed,
  },
];
