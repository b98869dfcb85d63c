import { z } from "zod";
import { CONTRACT_FIELDS, type ContractFormValues, contractProblems } from "./contract-form";

/**
 * The editor's zod schema: every field as typed, checked by the one set of rules in ./contract-form
 * (the dates' order, the amount read in `locale`, the API's limits), each problem on its field.
 */
export function contractFormSchema(locale?: string) {
  return z
    .object({
      name: z.string(),
      contract_type: z.string(),
      vendor_id: z.string(),
      counterparty_name: z.string(),
      parent_contract_id: z.string(),
      description: z.string(),
      effective_date: z.string(),
      term_start_date: z.string(),
      expiration_date: z.string(),
      renewal_date: z.string(),
      auto_renew: z.string(),
      termination_notice_period_days: z.string(),
      contract_value_amount: z.string(),
      contract_value_currency: z.string(),
      lifecycle_status_id: z.string(),
      owner_user_id: z.array(z.string()),
    })
    .superRefine((values: ContractFormValues, context) => {
      const problems = contractProblems(values, locale);
      for (const field of CONTRACT_FIELDS) {
        const message = problems[field];
        if (message) {
          context.addIssue({ code: "custom", path: [field], message });
        }
      }
    });
}
