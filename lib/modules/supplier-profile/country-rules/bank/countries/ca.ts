import { digitsField, withCommonFields } from "../common-fields";
import { BANK_RULES_VERSION, type BankRuleSet, identityFrom } from "../rule-set";

export const canada: BankRuleSet = {
  country: "CA",
  version: BANK_RULES_VERSION,
  fields: withCommonFields([
    digitsField({
      key: "institution_number",
      label: "Institution number",
      minDigits: 3,
      maxDigits: 3,
      placeholder: "003",
      formatMessage: "A Canadian institution number has 3 digits.",
    }),
    digitsField({
      key: "transit_number",
      label: "Transit number",
      minDigits: 5,
      maxDigits: 5,
      placeholder: "12345",
      help: "The 5-digit branch number.",
      formatMessage: "A Canadian transit (branch) number has 5 digits.",
    }),
    digitsField({
      key: "account_number",
      label: "Account number",
      sensitive: true,
      minDigits: 7,
      maxDigits: 12,
      formatMessage: "A Canadian account number has 7 to 12 digits.",
    }),
  ]),
  domesticIdentity: identityFrom(["institution_number", "transit_number"], "account_number"),
};
