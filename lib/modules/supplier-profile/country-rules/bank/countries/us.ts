import { digitsField, withCommonFields } from "../common-fields";
import { abaRoutingNumber } from "../format-checks";
import { lowerCaseTrimmed, withoutSpacesAndDashes } from "../normalize";
import { BANK_RULES_VERSION, type BankRuleSet, fieldError, identityFrom } from "../rule-set";

const ACCOUNT_TYPES = [
  { value: "checking", label: "Checking" },
  { value: "savings", label: "Savings" },
];

export const unitedStates: BankRuleSet = {
  country: "US",
  version: BANK_RULES_VERSION,
  fields: withCommonFields([
    {
      definition: {
        key: "routing_number",
        label: "ABA routing number",
        required: true,
        sensitive: false,
        maxLength: 11,
        placeholder: "021000021",
        help: "9 digits, printed at the bottom left of a check.",
      },
      normalize: withoutSpacesAndDashes,
      check: abaRoutingNumber,
    },
    digitsField({
      key: "account_number",
      label: "Account number",
      sensitive: true,
      minDigits: 4,
      maxDigits: 17,
      formatMessage: "A US account number has 4 to 17 digits.",
    }),
    {
      definition: {
        key: "account_type",
        label: "Account type",
        required: false,
        sensitive: false,
        maxLength: 16,
        options: ACCOUNT_TYPES,
      },
      normalize: lowerCaseTrimmed,
      check: (value) =>
        ACCOUNT_TYPES.some((type) => type.value === value)
          ? []
          : [fieldError("invalid_option", "Account type must be checking or savings.")],
    },
  ]),
  domesticIdentity: identityFrom(["routing_number"], "account_number"),
};
