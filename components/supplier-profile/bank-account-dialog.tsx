"use client";

import { type ReactNode, useEffect, useId, useMemo, useRef } from "react";
import { useWatch } from "react-hook-form";
import { Checkbox } from "@/components/ui/checkbox";
import { FormDialog } from "@/components/ui/form-dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { ErrorState, LoadingState } from "@/components/ui/states";
import { useToast } from "@/components/ui/toast";
import { countryName, countryOptions } from "@/lib/web/countries";
import { useVendorDocuments } from "@/lib/web/hooks/documents";
import {
  type BankAccount,
  type BankAccountInput,
  useBankCountryRules,
  useCreateBankAccount,
  useUpdateBankAccount,
} from "@/lib/web/hooks/supplier-profile";
import { useApiForm } from "@/lib/web/use-api-form";
import { BankFormSchema, bankAccountFormDefaults } from "./bank-account-form-values";
import { bankCheckSummary } from "./bank-check-summary";
import { BankCurrencyField } from "./bank-currency-field";
import { BankDetailsFieldset } from "./bank-details-fieldset";
import {
  bankFormLayout,
  bankValuesPayload,
  chosenBankCountry,
  configuredCountryOptions,
  currencyAfterCountryChange,
  currencyChoices,
  OTHER_COUNTRY,
  otherCountryOptions,
} from "./bank-form";
import { SavedBankDetailsNote } from "./saved-bank-details-note";
import { useLiveBankValidation } from "./use-live-bank-validation";
import { useShownBankChecks } from "./use-shown-bank-checks";
import { countSummary, placeChecks, validationFailure } from "./validation";

export const SENT_FOR_REVIEW = "Sent for review: an admin must approve this change before it takes effect.";

export interface BankAccountDialogProps {
  vendorId: string;
  /** The account to change, or null to add one. */
  account: BankAccount | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Adds a bank account or changes one. The fields follow the bank country's rules (GET
 * /v1/bank_country_rules) and are checked by the server as they are typed; saved numbers are never
 * shown, so a change re-enters the bank details. Writes usually wait for an admin's review (202).
 */
export function BankAccountDialog({ vendorId, account, open, onOpenChange }: BankAccountDialogProps) {
  const { toast } = useToast();
  const rules = useBankCountryRules({ enabled: open });
  const documents = useVendorDocuments(vendorId, { enabled: open });
  const create = useCreateBankAccount(vendorId);
  const update = useUpdateBankAccount(vendorId);
  const ruleList = rules.data;
  const form = useApiForm(BankFormSchema, { defaultValues: bankAccountFormDefaults(account, []) });
  const { errors, isSubmitting, dirtyFields } = form.formState;
  const { reset } = form;
  // Whether the person chose the currency in this opening: from then on it stops following the country.
  const currencyPicked = useRef(false);
  const summaryId = useId();

  // The selects whose options change after the value is set (a country's currencies, the documents
  // arriving) are controlled, so the browser keeps the chosen option.
  const [choice, otherCountry, enteredValues, currency, statementDocument] = useWatch({
    control: form.control,
    name: ["country_choice", "other_country", "values", "currency", "statement_document_id"],
  });
  const country = chosenBankCountry(choice ?? "", otherCountry ?? "");
  const layout = useMemo(() => bankFormLayout(ruleList ?? [], country), [ruleList, country]);
  const payload = bankValuesPayload(layout.fields, enteredValues ?? {});
  const hasDetails = Object.keys(payload).length > 0;
  const validation = useLiveBankValidation(
    open && country && hasDetails
      ? { bank_country: country, values: payload, currency: currency || null, vendor_id: vendorId }
      : null,
  );
  const checks = useShownBankChecks({
    results: validation.results,
    fieldKeys: layout.fields.map((field) => field.key),
    hasDetails,
    currencyEdited: Boolean(dirtyFields.currency),
  });
  const { otherError } = checks;
  const valueError = (key: string) => errors.values?.[key]?.message ?? checks.valueCheckError(key);

  // A fresh form at each opening, once the countries are known (an account's country picks its choice).
  useEffect(() => {
    if (open && ruleList) {
      reset(bankAccountFormDefaults(account, ruleList));
      currencyPicked.current = false;
      checks.forget();
    }
  }, [open, ruleList, account, reset, checks.forget]);

  /** The currency follows a newly chosen country until the person picks one themselves (bank-form.ts). */
  const followCountry = (nextCountry: string) => {
    const next = currencyAfterCountryChange(
      { currency: form.getValues("currency"), pickedByHand: currencyPicked.current },
      ruleList ?? [],
      nextCountry,
    );
    form.setValue("currency", next);
  };

  const submit = form.handleSubmit(async (values) => {
    const bankCountry = chosenBankCountry(values.country_choice, values.other_country);
    const fields = bankFormLayout(ruleList ?? [], bankCountry).fields;
    const details = bankValuesPayload(fields, values.values);
    const firstKey = fields[0]?.key;
    if (Object.keys(details).length === 0) {
      checks.showAll();
      form.setError("root.server", { type: "client", message: "Enter the bank details." });
      if (firstKey) {
        form.setFocus(`values.${firstKey}`);
      }
      return;
    }
    const input: BankAccountInput = {
      bank_country: bankCountry,
      values: details,
      currency: values.currency || null,
      bank_account_name: values.bank_account_name.trim() || null,
      is_primary: values.is_primary,
      statement_document_id: values.statement_document_id || null,
    };
    try {
      const result = account
        ? await update.mutateAsync({ accountId: account.id, input })
        : await create.mutateAsync(input);
      toast(
        result.kind === "queued"
          ? { title: SENT_FOR_REVIEW, variant: "success" }
          : { title: "Saved", description: "The bank account changed at once.", variant: "success" },
      );
      onOpenChange(false);
    } catch (error) {
      const failure = validationFailure(error);
      if (failure) {
        checks.showAll();
        validation.show(failure);
        const marked = placeChecks(
          failure,
          fields.map((field) => field.key),
        );
        const first = fields.find((field) => marked.byField[field.key]?.errors.length);
        form.setError("root.server", {
          type: "server",
          message: `Nothing was saved: the ${countryName(bankCountry)} rules found ${countSummary(failure.errors.length, 0)}. See the marked fields.`,
        });
        if (first) {
          form.setFocus(`values.${first.key}`);
        }
        return;
      }
      form.applyServerErrors(error, { byCode: { invalid_document: "statement_document_id" } });
    }
  });

  const title = account ? "Change bank account" : "Add bank account";
  let body: ReactNode;
  if (rules.isPending) {
    body = <LoadingState label="Loading the bank country rules…" />;
  } else if (rules.isError) {
    body = (
      <ErrorState
        title="Couldn't load the bank country rules"
        message={rules.error.message}
        onRetry={() => void rules.refetch()}
        retrying={rules.isFetching}
      />
    );
  } else {
    const countryChoices = [
      ...configuredCountryOptions(rules.data),
      { value: OTHER_COUNTRY, label: "Other country (not validated)" },
    ];
    const currencies = currencyChoices([...layout.currencies, ...(account?.currency ? [account.currency] : [])]);
    const statusText = bankCheckSummary(validation, checks.counts, country, layout.configured, hasDetails);
    body = (
      <>
        {account ? <SavedBankDetailsNote account={account} /> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Bank country" required error={errors.country_choice?.message ?? otherError("bank_country")}>
            <Select
              placeholder="Choose a country"
              options={countryChoices}
              {...form.register("country_choice", {
                onChange: (event: { target: { value: string } }) =>
                  followCountry(chosenBankCountry(event.target.value, form.getValues("other_country"))),
              })}
            />
          </FormField>
          {choice === OTHER_COUNTRY ? (
            <FormField label="Country" required error={errors.other_country?.message}>
              <Select
                placeholder="Choose a country"
                options={otherCountryOptions(rules.data, countryOptions())}
                {...form.register("other_country", {
                  onChange: (event: { target: { value: string } }) => followCountry(event.target.value),
                })}
              />
            </FormField>
          ) : null}
        </div>
        {country && !layout.configured ? (
          <p className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-200">
            There are no bank rules for {countryName(country)}: the account will be stored as not validated. Only the
            IBAN and SWIFT/BIC formats are checked.
          </p>
        ) : null}
        {country ? (
          <BankDetailsFieldset
            country={country}
            fields={layout.fields}
            errorOf={valueError}
            warningsOf={checks.valueWarnings}
            register={(key) =>
              form.register(`values.${key}`, {
                onBlur: () => checks.visit(key),
                onChange: (event: { target: { value: string } }) => {
                  if (event.target.value.trim() !== "") {
                    checks.visit(key);
                  }
                },
              })
            }
            summaryId={summaryId}
            statusText={statusText}
            unplaced={checks.unplaced}
          />
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <BankCurrencyField
            country={country}
            usualCurrencies={layout.currencies}
            currencies={currencies}
            value={currency ?? ""}
            error={otherError("currency")}
            registration={form.register("currency", {
              onChange: () => {
                currencyPicked.current = true;
              },
            })}
          />
          <FormField
            label="Account label"
            description="What your team calls this account, e.g. “EUR payments”."
            error={errors.bank_account_name?.message ?? otherError("bank_account_name")}
          >
            <Input autoComplete="off" maxLength={200} {...form.register("bank_account_name")} />
          </FormField>
        </div>
        <FormField
          label="Bank statement"
          description="A document of this vendor that shows the account, for the reviewer (optional)."
          error={errors.statement_document_id?.message ?? otherError("statement_document_id")}
        >
          <Select
            placeholder={documents.isPending ? "Loading documents…" : "No statement"}
            options={(documents.data?.data ?? []).map((document) => ({ value: document.id, label: document.name }))}
            {...form.register("statement_document_id")}
            value={statementDocument ?? ""}
          />
        </FormField>
        <Checkbox
          label="Primary account"
          description="Payments go to the vendor's primary account; another primary account stops being primary."
          {...form.register("is_primary")}
        />
      </>
    );
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={account ? undefined : "The fields follow the bank's country."}
      size="lg"
      focusOnOpen={() => form.setFocus("country_choice")}
      onSubmit={submit}
      submitting={isSubmitting}
      submitLabel={account ? "Submit change" : "Add account"}
      error={errors.root?.server?.message}
    >
      {body}
    </FormDialog>
  );
}
