import { z } from "zod";
import type { BankAccount, BankCountryRules } from "@/lib/web/hooks/supplier-profile";
import type { UseApiFormReturn } from "@/lib/web/use-api-form";
import { initialCountryChoice, OTHER_COUNTRY } from "./bank-form";

export const BankFormSchema = z
  .object({
    country_choice: z.string().min(1, "Choose the bank's country."),
    other_country: z.string(),
    values: z.record(z.string(), z.string().optional()),
    currency: z.string(),
    bank_account_name: z.string().max(200, "Use at most 200 characters."),
    is_primary: z.boolean(),
    statement_document_id: z.string(),
  })
  .refine((form) => form.country_choice !== OTHER_COUNTRY || form.other_country !== "", {
    path: ["other_country"],
    message: "Choose the bank's country.",
  });
type BankFormValues = z.input<typeof BankFormSchema>;
export type BankAccountForm = UseApiFormReturn<typeof BankFormSchema>;

/** The form's fields besides the bank's own (values.*), where the server's checks may land. */
export const OTHER_FIELDS = ["bank_country", "currency", "bank_account_name", "statement_document_id"] as const;
export type OtherBankField = (typeof OTHER_FIELDS)[number];
export const CHECK_ALIASES = { country: "bank_country", bank_country: "bank_country" };

export function bankAccountFormDefaults(
  account: BankAccount | null,
  rules: readonly BankCountryRules[],
): BankFormValues {
  const { choice, other } = initialCountryChoice(rules, account?.bank_country);
  return {
    country_choice: choice,
    other_country: other,
    values: {},
    currency: account?.currency ?? "",
    bank_account_name: account?.bank_account_name ?? "",
    is_primary: account?.is_primary ?? false,
    statement_document_id: account?.statement_document_id ?? "",
  };
}
