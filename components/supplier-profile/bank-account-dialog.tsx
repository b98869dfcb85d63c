"use client";

import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from "react";
import { type UseFormRegisterReturn, useWatch } from "react-hook-form";
import { z } from "zod";
import { Checkbox } from "@/components/ui/checkbox";
import { FormDialog } from "@/components/ui/form-dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { ErrorState, LoadingState } from "@/components/ui/states";
import { useToast } from "@/components/ui/toast";
import { countryName, countryOptions, currencyLabel } from "@/lib/web/countries";
import { useVendorDocuments } from "@/lib/web/hooks/documents";
import {
  type BankAccount,
  type BankAccountInput,
  type BankCountryRules,
  type BankField,
  useBankCountryRules,
  useCreateBankAccount,
  useUpdateBankAccount,
} from "@/lib/web/hooks/supplier-profile";
import { useApiForm } from "@/lib/web/use-api-form";
import {
  bankFormLayout,
  bankValuesPayload,
  chosenBankCountry,
  configuredCountryOptions,
  currencyAfterCountryChange,
  currencyChoices,
  initialCountryChoice,
  maskedDetails,
  OTHER_COUNTRY,
  otherCountryOptions,
} from "./bank-form";
import { muted } from "./parts";
import { useLiveBankValidation } from "./use-live-bank-validation";
import { countSummary, placeChecks, validationFailure } from "./validation";

export const SENT_FOR_REVIEW = "Sent for review: an admin must approve this change before it takes effect.";

const BankFormSchema = z
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

/** The form's fields besides the bank's own (values.*), where the server's checks may land. */
const OTHER_FIELDS = ["bank_country", "currency", "bank_account_name", "statement_document_id"] as const;
const CHECK_ALIASES = { country: "bank_country", bank_country: "bank_country" };

function formDefaults(account: BankAccount | null, rules: readonly BankCountryRules[]): BankFormValues {
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
  const form = useApiForm(BankFormSchema, { defaultValues: formDefaults(account, []) });
  const { errors, isSubmitting, dirtyFields } = form.formState;
  const { reset } = form;
  /** After a save was tried every check shows; before, only those of the fields the person typed in or left. */
  const [checksShown, setChecksShown] = useState(false);
  // Whether the person chose the currency in this opening: from then on it stops following the country.
  const currencyPicked = useRef(false);
  const [visited, setVisited] = useState<ReadonlySet<string>>(() => new Set());
  const visit = (key: string) => setVisited((current) => (current.has(key) ? current : new Set([...current, key])));
  const summaryId = useId();

  // A fresh form at each opening, once the countries are known (an account's country picks its choice).
  useEffect(() => {
    if (open && ruleList) {
      reset(formDefaults(account, ruleList));
      currencyPicked.current = false;
      setChecksShown(false);
      setVisited(new Set());
    }
  }, [open, ruleList, account, reset]);

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
  const fieldKeys = layout.fields.map((field) => field.key);
  const placed = placeChecks(validation.results, [...fieldKeys, ...OTHER_FIELDS], CHECK_ALIASES);

  const shows = (key: string) => checksShown || visited.has(key);
  const valueError = (key: string) =>
    errors.values?.[key]?.message ?? (shows(key) ? placed.byField[key]?.errors[0] : undefined);
  const otherError = (key: (typeof OTHER_FIELDS)[number]) =>
    hasDetails && (checksShown || key !== "currency" || dirtyFields.currency)
      ? placed.byField[key]?.errors[0]
      : undefined;
  const fieldErrors = fieldKeys.filter((key) => (placed.byField[key]?.errors.length ?? 0) > 0);
  const counts = {
    errors:
      fieldErrors.filter(shows).length +
      OTHER_FIELDS.filter((key) => otherError(key)).length +
      placed.unplaced.filter((check) => check.level === "error").length,
    warnings:
      fieldKeys.filter(shows).reduce((sum, key) => sum + (placed.byField[key]?.warnings.length ?? 0), 0) +
      placed.unplaced.filter((check) => check.level === "warning").length,
    /** Errors of fields not visited yet: required fields still empty. */
    waiting: fieldErrors.filter((key) => !shows(key)).length,
  };

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
      setChecksShown(true);
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
        setChecksShown(true);
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
    const usual = new Set(layout.currencies);
    const statusText = summaryText(validation, counts, country, layout.configured, hasDetails);
    const unplaced = placed.unplaced;
    body = (
      <>
        {account ? (
          <div className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm dark:border-slate-700 dark:bg-slate-800">
            <p>
              Saved bank numbers are never shown in full, so they can't be filled in here. Re-enter all the bank
              details: they replace the current ones. The account keeps its current details until an admin approves the
              change.
            </p>
            {maskedDetails(account).length > 0 ? (
              <p className={`mt-1 ${muted}`}>
                Now:{" "}
                {maskedDetails(account)
                  .map((item) => `${item.label} ${item.value}`)
                  .join(", ")}
              </p>
            ) : null}
          </div>
        ) : null}
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
          <fieldset className="space-y-4" aria-describedby={summaryId}>
            <legend className="text-sm font-semibold text-slate-900 dark:text-slate-100">
              Bank details ({countryName(country)})
            </legend>
            <p className={`text-sm ${muted}`}>
              Fields marked <span aria-hidden="true">*</span>
              <span className="sr-only">with an asterisk</span> are required. They are checked with the server's rules
              as you type.
            </p>
            <div className="grid gap-4 sm:grid-cols-2">
              {layout.fields.map((field) => (
                <BankValueField
                  key={field.key}
                  field={field}
                  error={valueError(field.key)}
                  warnings={shows(field.key) ? (placed.byField[field.key]?.warnings ?? []) : []}
                  registration={form.register(`values.${field.key}`, {
                    onBlur: () => visit(field.key),
                    onChange: (event: { target: { value: string } }) => {
                      if (event.target.value.trim() !== "") {
                        visit(field.key);
                      }
                    },
                  })}
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
                        check.level === "error"
                          ? "text-red-700 dark:text-red-400"
                          : "text-amber-800 dark:text-amber-300"
                      }
                    >
                      {check.level === "error" ? "Error" : "Warning"}: {check.message}
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          </fieldset>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label="Currency"
            error={otherError("currency")}
            description={
              layout.currencies.length > 0
                ? `Usual in ${countryName(country)}: ${layout.currencies.join(", ")}.`
                : undefined
            }
          >
            <Select
              {...form.register("currency", {
                onChange: () => {
                  currencyPicked.current = true;
                },
              })}
              value={currency ?? ""}
            >
              <option value="">No currency</option>
              {layout.currencies.length > 0 ? (
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

/** What the live check says, in one sentence for the status region. */
function summaryText(
  validation: ReturnType<typeof useLiveBankValidation>,
  counts: { errors: number; warnings: number; waiting: number },
  country: string,
  configured: boolean,
  hasDetails: boolean,
): string {
  if (!hasDetails) {
    return "Enter the bank details to check them.";
  }
  if (validation.failure) {
    return `The details couldn't be checked just now (${validation.failure}). They are checked again when you save.`;
  }
  if (!validation.results) {
    return "Checking the details with the server…";
  }
  const rules = configured ? `the ${countryName(country)} rules` : "the international formats";
  const checking = validation.checking ? " Checking your latest changes…" : "";
  const waiting = counts.waiting > 0 ? " Fill in the remaining required fields." : "";
  if (counts.errors === 0 && counts.warnings === 0) {
    return counts.waiting > 0
      ? `So far the details pass ${rules}.${waiting}${checking}`
      : `The details pass ${rules}.${checking}`;
  }
  return `Checked with ${rules}: ${countSummary(counts.errors, counts.warnings)}.${waiting}${checking}`;
}

/** One of the bank's fields: a text input, or a select when the rules list the options. */
function BankValueField({
  field,
  error,
  warnings,
  registration,
}: {
  field: BankField;
  error: string | undefined;
  warnings: readonly string[];
  registration: UseFormRegisterReturn;
}) {
  const description =
    field.help || warnings.length > 0 || field.sensitive ? (
      <>
        {field.help ? <span className="block">{field.help}</span> : null}
        {field.sensitive ? <span className="block">Shown later only by its last four characters.</span> : null}
        {warnings.map((warning) => (
          <span key={warning} className="block text-amber-800 dark:text-amber-300">
            Warning: {warning}
          </span>
        ))}
      </>
    ) : undefined;
  return (
    <FormField label={field.label} required={field.required} description={description} error={error}>
      {field.options ? (
        <Select placeholder="Not set" options={field.options} {...registration} />
      ) : (
        <Input
          autoComplete="off"
          spellCheck={false}
          placeholder={field.placeholder ?? undefined}
          maxLength={field.max_length}
          {...registration}
        />
      )}
    </FormField>
  );
}
