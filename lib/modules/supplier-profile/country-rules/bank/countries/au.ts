import { digitsField, withCommonFields } from "../common-fields";
import { BANK_RULES_VERSION, type BankRuleSet, identityFrom } from "../rule-set";

export const australia: BankRuleSet = {
  country: "AU",
  version: BANK_RULES_VERSION,
  fields: withCommonFields([
    digitsField({
      key: "bsb",
      label: "BSB",
      minDigits: 6,
      maxDigits: 6,
      placeholder: "123-456",
      help: "The 6-digit bank-state-branch number.",
      formatMessage: "An Australian BSB has 6 digits.",
    }),
    digitsField({
      key: "account_number",
      label: "Account number",
      sensitive: true,
      minDigits: 5,
      maxDigits: 9,
      formatMessage: "An Australian account number has 5 to 9 digits.",
    }),
  ]),
  domesticIdentity: identityFrom(["bsb"], "account_number"),
};
