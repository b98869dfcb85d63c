"use client";

import { useRouter } from "next/navigation";
import { useEffect, useMemo, useRef, useState } from "react";
import { Controller } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { FormError } from "@/components/ui/form-error";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select, type SelectOption } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { useToast } from "@/components/ui/toast";
import { UnsavedChangesGuard } from "@/components/ui/unsaved-changes-guard";
import { UserPicker } from "@/components/users/user-picker";
import { daysUntil, formatDay } from "@/lib/web/days";
import { fromDateInput } from "@/lib/web/due-date";
import { type Contract, contractHref } from "@/lib/web/hooks/contracts";
import { type ContractSave, useSaveContract } from "@/lib/web/hooks/contracts-mutations";
import { useStatuses } from "@/lib/web/hooks/taxonomy";
import { useVendorOptions } from "@/lib/web/hooks/vendor-options";
import { useApiForm } from "@/lib/web/use-api-form";
import { amountExample } from "./amount-input";
import {
  type ContractFormValues,
  EMPTY_CONTRACT,
  fieldOfContractError,
  type TermField,
  toContractPatch,
  toCreateBody,
  toFormValues,
} from "./contract-form";
import { contractFormSchema } from "./contract-schema";
import { AUTO_RENEW_OPTIONS, CONTRACT_TYPE_OPTIONS, daysPhrase, noticeDeadlineOf } from "./model";
import { CurrencyPicker, ParentContractPicker } from "./pickers";

export interface ContractEditorProps {
  /** The contract to edit; without it the editor creates one. */
  contract?: Contract;
  /** A new contract's vendor and parent (from the vendor's tab or "Add a contract under it"). */
  initial?: Partial<Pick<ContractFormValues, "vendor_id" | "parent_contract_id">> & { parentName?: string };
  /** After a successful save of an existing contract, and on its Cancel. */
  onDone?: () => void;
  /** Cancel of a new contract. */
  onCancel?: () => void;
  /** A new contract was created (its page is opening). */
  onCreated?: () => void;
  /** The current time (Unix seconds): the editor renders in the browser only (dates and numbers in the person's locale). */
  now: number;
}

const muted = "text-sm text-slate-600 dark:text-slate-400";

/** Each date's rule partners: changing one checks the others again (the messages sit on the later date). */
const TERM_DEPS: Record<TermField, TermField[]> = {
  effective_date: ["term_start_date", "expiration_date"],
  term_start_date: ["effective_date", "expiration_date"],
  expiration_date: ["effective_date", "term_start_date"],
};

/** A day and how far it is: "Mar 3, 2027 (in 45 days)". */
function dayWithDistance(at: number, now: number | null): string {
  const day = formatDay(at);
  return now === null ? day : `${day} (${daysPhrase(daysUntil(at, now))})`;
}

function NoticeDeadlinePreview({ values, now }: { values: ContractFormValues; now: number }) {
  const renewal = fromDateInput(values.renewal_date) ?? null;
  const expiration = fromDateInput(values.expiration_date) ?? null;
  const daysText = values.termination_notice_period_days.trim();
  const days = /^\d+$/.test(daysText) ? Number(daysText) : null;
  const deadline = noticeDeadlineOf(renewal ?? expiration, days);
  const from = renewal !== null ? "renewal date" : "expiration";
  return (
    <p className={`${muted} sm:col-span-2`} role="status">
      {deadline === null
        ? "Notice deadline: set the notice period and the renewal date or expiration to compute it."
        : `Notice deadline: ${dayWithDistance(deadline, now)}, ${days} day${days === 1 ? "" : "s"} before the ${from}.`}
    </p>
  );
}

/**
 * Every field of a contract record in one form (react-hook-form with the zod schema of
 * ./contract-schema): the dates' order is checked as they are typed, the amount is read in the
 * person's locale into the exact decimal the API keeps, and the server's refusals land on their
 * fields. A new contract is created (POST) and opened; an existing one sends only what changed.
 */
export function ContractEditor({ contract, initial, onDone, onCancel, onCreated, now }: ContractEditorProps) {
  const router = useRouter();
  const { toast } = useToast();
  const save = useSaveContract();
  const saved = useMemo(
    () =>
      contract
        ? toFormValues(contract)
        : {
            ...EMPTY_CONTRACT,
            vendor_id: initial?.vendor_id ?? "",
            parent_contract_id: initial?.parent_contract_id ?? "",
          },
    [contract, initial?.vendor_id, initial?.parent_contract_id],
  );
  const schema = useMemo(() => contractFormSchema(), []);
  const form = useApiForm(schema, {
    defaultValues: saved,
    mode: "onChange",
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  const [created, setCreated] = useState(false);
  const [parentName, setParentName] = useState(contract?.parent_contract_name ?? initial?.parentName ?? "");

  const vendors = useVendorOptions();
  const statuses = useStatuses("contract");
  const values = form.watch();

  // The picker offers the first 200 vendors by name: the chosen one stays selectable beyond them.
  const chosenVendor = values.vendor_id;
  const vendorOptions = useMemo<SelectOption[]>(() => {
    const options = vendors.data ?? [];
    const label = chosenVendor === contract?.vendor_id ? contract?.vendor_name : null;
    return chosenVendor && vendors.data && !options.some((option) => option.value === chosenVendor)
      ? [...options, { value: chosenVendor, label: label ?? "The chosen vendor" }]
      : options;
  }, [vendors.data, chosenVendor, contract?.vendor_id, contract?.vendor_name]);

  // The parent is one of the vendor's contracts: choosing another vendor clears it.
  const shownVendor = useRef(values.vendor_id);
  useEffect(() => {
    if (shownVendor.current !== values.vendor_id) {
      shownVendor.current = values.vendor_id;
      form.setValue("parent_contract_id", "", { shouldDirty: true });
    }
  }, [values.vendor_id, form]);

  const { setFocus } = form;
  useEffect(() => setFocus("name"), [setFocus]);

  const submit = form.handleSubmit(async (input) => {
    const change: ContractSave = contract
      ? { id: contract.id, patch: toContractPatch(input, saved) }
      : { create: toCreateBody(input) };
    if ("patch" in change && Object.keys(change.patch).length === 0) {
      onDone?.();
      return;
    }
    try {
      const result = await save.mutateAsync(change);
      if (contract) {
        toast({ title: "Contract saved", description: result.name, variant: "success" });
        onDone?.();
      } else {
        setCreated(true);
        toast({ title: "Contract created", description: result.name, variant: "success" });
        router.push(contractHref(result.id));
        onCreated?.();
      }
    } catch (error) {
      form.applyServerErrors(error, { fieldOf: fieldOfContractError });
    }
  });

  const date = (field: TermField | "renewal_date") =>
    form.register(field, field === "renewal_date" ? {} : { deps: TERM_DEPS[field] });
  const statusOptions = (statuses.data ?? []).map((status) => ({ value: status.id, label: status.name }));

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={contract ? `Edit ${contract.name}` : "New contract"}
      className="space-y-6"
    >
      <UnsavedChangesGuard when={isDirty && !isSubmitting && !created} />
      <Card title="Contract">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Name" error={errors.name?.message} required className="sm:col-span-2">
            <Input autoComplete="off" maxLength={500} {...form.register("name")} />
          </FormField>
          <FormField label="Contract type" error={errors.contract_type?.message} required>
            <Select placeholder="Choose a type" options={CONTRACT_TYPE_OPTIONS} {...form.register("contract_type")} />
          </FormField>
          {/* Controlled: their options arrive after the form's values, which an uncontrolled select would drop. */}
          <Controller
            control={form.control}
            name="lifecycle_status_id"
            render={({ field, fieldState }) => (
              <FormField label="Lifecycle status" error={fieldState.error?.message}>
                <Select
                  placeholder={statuses.isPending ? "Loading statuses…" : "No status"}
                  options={statusOptions}
                  {...field}
                />
              </FormField>
            )}
          />
          <Controller
            control={form.control}
            name="vendor_id"
            render={({ field, fieldState }) => (
              <FormField label="Vendor" error={fieldState.error?.message}>
                <Select
                  placeholder={vendors.isPending ? "Loading vendors…" : "No vendor"}
                  options={vendorOptions}
                  {...field}
                />
              </FormField>
            )}
          />
          <FormField
            label="Counterparty"
            description="The legal entity that signed, when it is not the vendor's name."
            error={errors.counterparty_name?.message}
          >
            <Input autoComplete="off" maxLength={500} {...form.register("counterparty_name")} />
          </FormField>
          <Controller
            control={form.control}
            name="parent_contract_id"
            render={({ field, fieldState }) => (
              <FormField
                label="Parent contract"
                description="The contract this one sits under, such as an SOW's MSA."
                error={fieldState.error?.message}
              >
                {(control) => (
                  <ParentContractPicker
                    {...control}
                    value={field.value}
                    valueLabel={parentName}
                    onChange={(id, parent) => {
                      field.onChange(id);
                      setParentName(parent?.name ?? "");
                      // Chosen among all contracts: the vendor is the parent's (without clearing the parent).
                      if (!values.vendor_id && parent?.vendor_id) {
                        shownVendor.current = parent.vendor_id;
                        form.setValue("vendor_id", parent.vendor_id, { shouldDirty: true });
                      }
                    }}
                    vendorId={values.vendor_id}
                    contractId={contract?.id}
                  />
                )}
              </FormField>
            )}
          />
          <Controller
            control={form.control}
            name="owner_user_id"
            render={({ field, fieldState }) => (
              <div>
                <UserPicker
                  label="Owner"
                  description="Receives the reminders before the notice deadline."
                  single
                  value={field.value}
                  onChange={field.onChange}
                />
                {fieldState.error?.message ? (
                  <p role="alert" className="mt-1.5 text-sm text-red-700 dark:text-red-400">
                    {fieldState.error.message}
                  </p>
                ) : null}
              </div>
            )}
          />
          <FormField label="Description" error={errors.description?.message} className="sm:col-span-2">
            <Textarea rows={4} {...form.register("description")} />
          </FormField>
        </div>
      </Card>
      <Card
        title="Term and renewal"
        description="Dates are whole days. The effective date, term start and expiration must be in that order."
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Effective date" error={errors.effective_date?.message}>
            <Input type="date" {...date("effective_date")} />
          </FormField>
          <FormField label="Term start" error={errors.term_start_date?.message}>
            <Input type="date" {...date("term_start_date")} />
          </FormField>
          <FormField label="Expiration" error={errors.expiration_date?.message}>
            <Input type="date" {...date("expiration_date")} />
          </FormField>
          <FormField
            label="Renewal date"
            description="When it renews, if not at expiration."
            error={errors.renewal_date?.message}
          >
            <Input type="date" {...date("renewal_date")} />
          </FormField>
          <FormField label="Auto-renewal" error={errors.auto_renew?.message}>
            <Select placeholder="Not set" options={AUTO_RENEW_OPTIONS} {...form.register("auto_renew")} />
          </FormField>
          <FormField label="Termination notice period (days)" error={errors.termination_notice_period_days?.message}>
            <Input inputMode="numeric" autoComplete="off" {...form.register("termination_notice_period_days")} />
          </FormField>
          <NoticeDeadlinePreview values={values} now={now} />
        </div>
      </Card>
      <Card title="Value">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label="Contract value"
            description={`In your number format, such as ${amountExample(undefined)}. Kept exactly as typed.`}
            error={errors.contract_value_amount?.message}
          >
            <Input inputMode="decimal" autoComplete="off" {...form.register("contract_value_amount")} />
          </FormField>
          <Controller
            control={form.control}
            name="contract_value_currency"
            render={({ field, fieldState }) => (
              <FormField label="Currency" error={fieldState.error?.message}>
                {(control) => <CurrencyPicker {...control} value={field.value} onChange={field.onChange} />}
              </FormField>
            )}
          />
        </div>
      </Card>
      <div className="sticky bottom-0 z-10 -mx-1 flex flex-wrap items-center gap-3 border-t border-slate-200 bg-white/95 px-1 py-3 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95">
        <FormError message={errors.root?.server?.message} className="basis-full" />
        <Button type="submit" loading={isSubmitting || created}>
          {contract ? "Save changes" : "Create contract"}
        </Button>
        <Button variant="secondary" disabled={isSubmitting} onClick={() => (contract ? onDone?.() : onCancel?.())}>
          Cancel
        </Button>
        <p role="status" className={muted}>
          {isSubmitting ? "Saving…" : isDirty ? "Unsaved changes" : ""}
        </p>
      </div>
    </form>
  );
}
