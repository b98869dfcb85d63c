import { withCommonFields } from "../common-fields";
import { mexicanClabe } from "../format-checks";
import { withoutSpacesAndDashes } from "../normalize";
import { BANK_RULES_VERSION, type BankRuleSet } from "../rule-set";

export const mexico: BankRuleSet = {
  country: "MX",
  version: BANK_RULES_VERSION,
  fields: withCommonFields([
    {
      definition: {
        key: "clabe",
        label: "CLABE",
        required: true,
        sensitive: true,
        maxLength: 24,
        placeholder: "002010077777777771",
        help: "The 18-digit standardized account number (Clave Bancaria Estandarizada).",
      },
      normalize: withoutSpacesAndDashes,
      check: mexicanClabe,
    },
  ]),
  // The CLABE holds the bank code (its first 3 digits), the branch and the account.
  domesticIdentity: ({ clabe }) => (clabe ? `${clabe.slice(0, 3)}:${clabe}` : null),
};
