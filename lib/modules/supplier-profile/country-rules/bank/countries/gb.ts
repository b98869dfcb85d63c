import { ruleError } from "../../outcome";
import type { RuleCheck } from "../../types";
import { digitsField, IBAN_MAX_LENGTH, withCommonFields } from "../common-fields";
import { validIban } from "../format-checks";
import { ibanElectronicFormat } from "../normalize";
import { BANK_RULES_VERSION, type BankRuleSet, identityFrom } from "../rule-set";

/** GB IBAN: GBkk, 4-letter bank code, 6-digit sort code, 8-digit account number. */
function ibanMatchesDomesticDetails(values: Record<string, string>): RuleCheck[] {
  const { iban, sort_code: sortCode, account_number: accountNumber } = values;
  if (!iban) {
    return [];
  }
  if (!iban.startsWith("GB")) {
    return [ruleError("iban", "iban_mismatch", "A UK bank account's IBAN starts with GB.")];
  }
  if ((sortCode && iban.slice(8, 14) !== sortCode) || (accountNumber && iban.slice(14, 22) !== accountNumber)) {
    return [ruleError("iban", "iban_mismatch", "The IBAN does not contain the sort code and account number given.")];
  }
  return [];
}

export const unitedKingdom: BankRuleSet = {
  country: "GB",
  version: BANK_RULES_VERSION,
  fields: withCommonFields([
    digitsField({
      key: "sort_code",
      label: "Sort code",
      minDigits: 6,
      maxDigits: 6,
      placeholder: "12-34-56",
      formatMessage: "A UK sort code has 6 digits.",
    }),
    digitsField({
      key: "account_number",
      label: "Account number",
      sensitive: true,
      minDigits: 8,
      maxDigits: 8,
      formatMessage: "A UK account number has 8 digits.",
    }),
    {
      definition: {
        key: "iban",
        label: "IBAN",
        required: false,
        sensitive: true,
        maxLength: IBAN_MAX_LENGTH,
        help: "Optional; 22 characters starting with GB.",
      },
      normalize: ibanElectronicFormat,
      check: validIban,
    },
  ]),
  crossCheck: ibanMatchesDomesticDetails,
  domesticIdentity: identityFrom(["sort_code"], "account_number"),
};
