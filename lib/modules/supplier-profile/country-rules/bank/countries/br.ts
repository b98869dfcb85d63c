import { withCommonFields } from "../common-fields";
import { digits } from "../format-checks";
import { withoutSpacesAndDashes, withoutSpacesUpperCase } from "../normalize";
import { BANK_RULES_VERSION, type BankRuleSet, fieldError, fieldWarning } from "../rule-set";

// Some banks (Banco do Brasil) write the check digit 10 as X.
const BRANCH = /^\d{4}(-[0-9X])?$/;
const ACCOUNT = /^(\d{1,12})(-[0-9X])?$/;

export const brazil: BankRuleSet = {
  country: "BR",
  version: BANK_RULES_VERSION,
  fields: withCommonFields([
    {
      definition: {
        key: "bank_code",
        label: "Bank code",
        required: true,
        sensitive: false,
        maxLength: 3,
        placeholder: "001",
        help: "The 3-digit COMPE code of the bank.",
      },
      normalize: withoutSpacesAndDashes,
      check: digits(3, 3, "A Brazilian bank code has 3 digits."),
    },
    {
      definition: {
        key: "branch_code",
        label: "Branch (agência)",
        required: true,
        sensitive: false,
        maxLength: 8,
        placeholder: "1234-5",
        help: "4 digits, with the check digit after a dash if the bank uses one.",
      },
      normalize: withoutSpacesUpperCase,
      check: (value) =>
        BRANCH.test(value)
          ? []
          : [
              fieldError(
                "invalid_format",
                "A Brazilian branch code has 4 digits, optionally followed by -check digit.",
              ),
            ],
    },
    {
      definition: {
        key: "account_number",
        label: "Account number (conta)",
        required: true,
        sensitive: true,
        maxLength: 16,
        placeholder: "12345678-9",
        help: "Up to 12 digits followed by -check digit. Check digits are bank-specific and are not verified.",
      },
      normalize: withoutSpacesUpperCase,
      check: (value) => {
        const match = ACCOUNT.exec(value);
        if (!match) {
          return [
            fieldError(
              "invalid_format",
              "A Brazilian account number has up to 12 digits, optionally followed by -check digit.",
            ),
          ];
        }
        // Each bank computes its own check digit, so a missing one is only flagged, never rejected.
        return match[2]
          ? []
          : [
              fieldWarning(
                "missing_check_digit",
                "Brazilian account numbers usually end in a check digit written after a dash; it could not be verified.",
              ),
            ];
      },
    },
  ]),
  domesticIdentity: ({ bank_code: bankCode, branch_code: branch, account_number: account }) => {
    if (!bankCode || !branch || !account) {
      return null;
    }
    // The branch check digit is optional, so leave it out; the account's dash is formatting only.
    return `${bankCode}-${branch.slice(0, 4)}:${account.replace("-", "")}`;
  },
};
