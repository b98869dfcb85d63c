import type { UseFormRegisterReturn } from "react-hook-form";
import { countryName } from "@/lib/web/countries";
import type { BankField, RuleCheck } from "@/lib/web/hooks/supplier-profile";
import { BankValueField } from "./bank-value-field";
import { muted } from "./parts";

export interface BankDetailsFieldsetProps {
  country: string;
  /** The bank country's fields, from its rules. */
  fields: readonly BankField[];
  errorOf: (key: string) => string | undefined;
  warningsOf: (key: string) => readonly string[];
  register: (key: string) => UseFormRegisterReturn;
  /** The status region's id, which describes the fieldset. */
  summaryId: string;
  /** The live check's sentence. */
  statusText: string;
  /** Checks about no field shown, listed under the sentence. */
  unplaced: readonly RuleCheck[];
}

/** The bank details the bank country's rules ask for, with the live check's status below them. */
export function BankDetailsFieldset({
  country,
  fields,
  errorOf,
  warningsOf,
  register,
  summaryId,
  statusText,
  unplaced,
}: BankDetailsFieldsetProps) {
  return (
    <fieldset className="space-y-4" aria-describedby={summaryId}>
      <legend className="text-sm font-semibold text-slate-900 dark:text-slate-100">
        Bank details ({countryName(country)})
      </legend>
      <p className={`text-sm ${muted}`}>
        Fields marked <span aria-hidden="true">*</span>
        <span className="sr-only">with an asterisk</span> are required. They are checked with the server's rules as you
        type.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        {fields.map((field) => (
          <BankValueField
            key={field.key}
            field={field}
            error={errorOf(field.key)}
            warnings={warningsOf(field.key)}
            registration={register(field.key)}
          />
        ))}
      </div>
      <div
        id={summaryId}
        role="status"
        className="rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-200"
      >
        <p>{statusText}</p>
        {unplaced.length > 0 ? (
          <ul className="mt-1 list-disc pl-5">
            {unplaced.map((check) => (
              <li
                key={`${check.level}-${check.field}-${check.code}`}
                className={
                  check.level === "error" ? "text-red-700 dark:text-red-400" : "text-amber-800 dark:text-amber-300"
                }
              >
                {check.level === "error" ? "Error" : "Warning"}: {check.message}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </fieldset>
  );
}
