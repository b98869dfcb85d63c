import type { UseFormRegisterReturn } from "react-hook-form";
import { FormField } from "@/components/ui/form-field";
import { Select } from "@/components/ui/select";
import { countryName, currencyLabel } from "@/lib/web/countries";

export interface BankCurrencyFieldProps {
  country: string;
  /** The currencies usual in the bank country, first in the list. */
  usualCurrencies: readonly string[];
  /** Every currency offered. */
  currencies: readonly string[];
  value: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
}

/** The account's currency: the bank country's usual ones first, then all the others. */
export function BankCurrencyField({
  country,
  usualCurrencies,
  currencies,
  value,
  error,
  registration,
}: BankCurrencyFieldProps) {
  const usual = new Set(usualCurrencies);
  return (
    <FormField
      label="Currency"
      error={error}
      description={
        usualCurrencies.length > 0 ? `Usual in ${countryName(country)}: ${usualCurrencies.join(", ")}.` : undefined
      }
    >
      <Select {...registration} value={value}>
        <option value="">No currency</option>
        {usualCurrencies.length > 0 ? (
          <optgroup label={`Usual in ${countryName(country)}`}>
            {currencies
              .filter((code) => usual.has(code))
              .map((code) => (
                <option key={code} value={code}>
                  {currencyLabel(code)}
                </option>
              ))}
          </optgroup>
        ) : null}
        <optgroup label="All currencies">
          {currencies
            .filter((code) => !usual.has(code))
            .map((code) => (
              <option key={code} value={code}>
                {currencyLabel(code)}
              </option>
            ))}
        </optgroup>
      </Select>
    </FormField>
  );
}
