import { digitsField, withCommonFields } from "../common-fields";
import { matches } from "../format-checks";
import { compactUpperCase } from "../normalize";
import { BANK_RULES_VERSION, type BankRuleSet, identityFrom } from "../rule-set";

export const india: BankRuleSet = {
  country: "IN",
  version: BANK_RULES_VERSION,
  fields: withCommonFields([
    {
      definition: {
        key: "ifsc",
        label: "IFSC",
        required: true,
        sensitive: false,
        maxLength: 11,
        placeholder: "HDFC0000001",
        help: "11 characters: 4-letter bank code, 0, then the branch code.",
      },
      normalize: compactUpperCase,
      check: matches(
        /^[A-Z]{4}0[A-Z0-9]{6}$/,
        "invalid_format",
        "An IFSC has 11 characters: 4 letters, a zero, then 6 letters or digits.",
      ),
    },
    digitsField({
      key: "account_number",
      label: "Account number",
      sensitive: true,
      minDigits: 9,
      maxDigits: 18,
      formatMessage: "An Indian account number has 9 to 18 digits.",
    }),
  ]),
  domesticIdentity: identityFrom(["ifsc"], "account_number"),
};
