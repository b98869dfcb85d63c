"use client";

import { Controller, type UseFormReturn } from "react-hook-form";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { MultiSelect } from "@/components/ui/multi-select";
import { Select, type SelectOption } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import type { RiskLevel, Status, Tag } from "@/lib/web/hooks/taxonomy";
import { useCreateTag } from "@/lib/web/hooks/taxonomy-mutations";
import type { Vendor } from "@/lib/web/hooks/vendors";
import { errorMessage } from "./form-errors";
import { tierLabel } from "./list-state";
import { PersonnelFields } from "./personnel-fields";
import type { VendorFormValues } from "./vendor-form-values";
import { checkContactEmail, checkName, checkText } from "./vendor-rules";

type Form = UseFormReturn<VendorFormValues>;

const readOnlyValue = "text-sm text-slate-900 dark:text-slate-100";

export function DetailsSection({ form, vendor }: { form: Form; vendor: Vendor }) {
  const { errors } = form.formState;
  const text = { validate: checkText };
  return (
    <Card title="Details">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Name" error={errors.name?.message} required className="sm:col-span-2">
          <Input autoComplete="off" {...form.register("name", { validate: checkName })} />
        </FormField>
        <FormField label="Website" error={errors.website?.message}>
          <Input type="url" inputMode="url" placeholder="https://" {...form.register("website", text)} />
        </FormField>
        <FormField label="Headquarters" error={errors.hq_location?.message}>
          <Input {...form.register("hq_location", text)} />
        </FormField>
        <FormField label="Description" error={errors.description?.message} className="sm:col-span-2">
          <Textarea {...form.register("description", text)} />
        </FormField>
        <FormField label="Engagement type" error={errors.engagement_type?.message}>
          <Input placeholder="For example: SaaS, consulting" {...form.register("engagement_type", text)} />
        </FormField>
        <FormField label="Use case" error={errors.use_case?.message}>
          <Input {...form.register("use_case", text)} />
        </FormField>
        <div className="space-y-1.5">
          <p className="text-sm font-medium text-slate-900 dark:text-slate-100">External ID</p>
          <p className={readOnlyValue}>{vendor.external_id ?? "None"}</p>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Set when the vendor was created; it can't change.
          </p>
        </div>
      </div>
    </Card>
  );
}

const asOptions = (items: { id: string; name: string }[]): SelectOption[] =>
  items.map((item) => ({ value: item.id, label: item.name }));

/** "Not set" is offered only while nothing is chosen: PATCH cannot clear these choices. */
function ChoiceSelect(props: {
  form: Form;
  name: "status_id" | "inherent_risk_level_id" | "residual_risk_level_id";
  label: string;
  options: SelectOption[];
}) {
  const { form, name } = props;
  const isUnset = form.formState.defaultValues?.[name] === "";
  return (
    <FormField label={props.label} error={form.formState.errors[name]?.message}>
      <Select {...form.register(name)}>
        {isUnset ? <option value="">Not set</option> : null}
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </FormField>
  );
}

export function ClassificationSection(props: {
  form: Form;
  vendor: Vendor;
  statuses: Status[];
  tags: Tag[];
  riskLevels: RiskLevel[];
}) {
  const { form, vendor } = props;
  const createTag = useCreateTag();
  const riskOptions = asOptions(props.riskLevels);
  return (
    <Card title="Status, tags and risk">
      <div className="grid gap-4 sm:grid-cols-2">
        <ChoiceSelect form={form} name="status_id" label="Status" options={asOptions(props.statuses)} />
        <div className="space-y-1.5">
          <p className="text-sm font-medium text-slate-900 dark:text-slate-100">Tier</p>
          <p className={readOnlyValue}>
            <Badge>{tierLabel(vendor.tier)}</Badge>
          </p>
          <p className="text-sm text-slate-600 dark:text-slate-400">Set by the tiering step of a workflow.</p>
        </div>
        <Controller
          control={form.control}
          name="tag_ids"
          render={({ field, fieldState }) => (
            <FormField
              label="Tags"
              description="Type to find a tag, or to create a new one."
              error={errorMessage(fieldState.error)}
              className="sm:col-span-2"
            >
              <MultiSelect
                itemLabel="tag"
                options={props.tags.map((tag) => ({ value: tag.id, label: tag.value }))}
                value={field.value}
                onChange={field.onChange}
                onCreate={async (value) => {
                  const tag = await createTag.mutateAsync(value);
                  return { value: tag.id, label: tag.value };
                }}
              />
            </FormField>
          )}
        />
        <ChoiceSelect form={form} name="inherent_risk_level_id" label="Inherent risk" options={riskOptions} />
        <ChoiceSelect form={form} name="residual_risk_level_id" label="Residual risk" options={riskOptions} />
      </div>
    </Card>
  );
}

export function ContactsSection({ form }: { form: Form }) {
  const { errors } = form.formState;
  const contactErrors = errors.primary_contact;
  // Filling in a name, title or phone makes the email required, so those re-check it.
  const text = { validate: checkText, deps: "primary_contact.email" as const };
  return (
    <Card title="Contacts" description="The primary contact receives questionnaires and other vendor emails.">
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-sm font-semibold text-slate-900 dark:text-slate-100">Primary contact</legend>
        <FormField label="Contact email" error={contactErrors?.email?.message ?? contactErrors?.message}>
          <Input
            type="email"
            autoComplete="off"
            {...form.register("primary_contact.email", {
              validate: (email, values) => checkContactEmail(email, values.primary_contact),
            })}
          />
        </FormField>
        <FormField label="Contact name" error={contactErrors?.name?.message}>
          <Input autoComplete="off" {...form.register("primary_contact.name", text)} />
        </FormField>
        <FormField label="Contact title" error={contactErrors?.title?.message}>
          <Input autoComplete="off" {...form.register("primary_contact.title", text)} />
        </FormField>
        <FormField label="Contact phone" error={contactErrors?.phone_number?.message}>
          <Input type="tel" autoComplete="off" {...form.register("primary_contact.phone_number", text)} />
        </FormField>
      </fieldset>
    </Card>
  );
}

export function PeopleSection({ form }: { form: Form }) {
  return (
    <Card title="People" description="Who in your organization analyses, owns or follows this vendor.">
      <div className="grid gap-4 sm:grid-cols-2">
        <PersonnelFields
          control={form.control}
          fields={[
            { name: "risk_analyst_ids", label: "Risk analysts" },
            { name: "relationship_owner_ids", label: "Relationship owners" },
            { name: "watcher_ids", label: "Watchers", description: "Notified about changes to this vendor." },
          ]}
        />
      </div>
    </Card>
  );
}
