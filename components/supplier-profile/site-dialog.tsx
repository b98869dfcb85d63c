"use client";

import { useEffect, useMemo } from "react";
import { z } from "zod";
import { Checkbox } from "@/components/ui/checkbox";
import { FormDialog } from "@/components/ui/form-dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { useToast } from "@/components/ui/toast";
import { countryOptions } from "@/lib/web/countries";
import { type Site, useCreateSite, useUpdateSite } from "@/lib/web/hooks/supplier-profile";
import { useApiForm } from "@/lib/web/use-api-form";
import { ADDRESS_ROLE_LABELS, LOCATION_PURPOSE_LABELS, optionsOf } from "./labels";
import { muted } from "./parts";
import {
  createSiteBody,
  parseEmails,
  SITE_FORM_FIELDS,
  type SiteFormValues,
  siteFormValues,
  siteName,
  updateSiteBody,
} from "./site-form";
import { placeChecks, validationFailure } from "./validation";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MAX_EMAILS = 20;

const emails = z.string().superRefine((text, context) => {
  const list = parseEmails(text);
  if (list.length > MAX_EMAILS) {
    context.addIssue({ code: "custom", message: `Use at most ${MAX_EMAILS} addresses.` });
  }
  const invalid = list.find((email) => !EMAIL.test(email));
  if (invalid) {
    context.addIssue({ code: "custom", message: `“${invalid}” is not an email address.` });
  }
});
const text = (max: number) => z.string().max(max, `Use at most ${max} characters.`);

const SiteFormSchema = z.object({
  country: z.string().min(1, "Choose the country."),
  label: text(200),
  address_line_1: text(500),
  address_line_2: text(500),
  address_line_3: text(500),
  address_line_4: text(500),
  city: text(200),
  state_or_region: text(200),
  county: text(200),
  postal_code: text(40),
  location_purpose: z.string(),
  address_role: z.string(),
  activity_description: text(4_000),
  finance_address_code: text(100),
  remit_to_site_id: z.string(),
  po_emails: emails,
  remittance_emails: emails,
  is_primary: z.boolean(),
}) satisfies z.ZodType<SiteFormValues>;

export interface SiteDialogProps {
  vendorId: string;
  /** The site to edit, or null to add one. */
  site: Site | null;
  /** The vendor's sites, for "remit to". */
  sites: readonly Site[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Adds a site or edits one; the server checks the address by the country's rules. */
export function SiteDialog({ vendorId, site, sites, open, onOpenChange }: SiteDialogProps) {
  const { toast } = useToast();
  const create = useCreateSite(vendorId);
  const update = useUpdateSite(vendorId);
  const defaults = useMemo(() => siteFormValues(site), [site]);
  const form = useApiForm(SiteFormSchema, { defaultValues: defaults });
  const { errors, isSubmitting } = form.formState;
  const { reset } = form;

  useEffect(() => {
    if (open) {
      reset(defaults);
    }
  }, [open, defaults, reset]);

  const submit = form.handleSubmit(async (values) => {
    try {
      if (site) {
        const input = updateSiteBody(values, site);
        if (Object.keys(input).length > 0) {
          await update.mutateAsync({ siteId: site.id, input });
        }
        toast({ title: "Site saved", description: siteName({ ...site, ...input }), variant: "success" });
      } else {
        const created = await create.mutateAsync(createSiteBody(values));
        toast({ title: "Site added", description: siteName(created), variant: "success" });
      }
      onOpenChange(false);
    } catch (error) {
      const failure = validationFailure(error);
      if (failure) {
        const placed = placeChecks(failure, SITE_FORM_FIELDS);
        let focused = false;
        for (const field of SITE_FORM_FIELDS) {
          const message = placed.byField[field]?.errors[0];
          if (message) {
            form.setError(field, { type: "server", message }, { shouldFocus: !focused });
            focused = true;
          }
        }
        const rest = placed.unplaced.filter((check) => check.level === "error").map((check) => check.message);
        form.setError("root.server", {
          type: "server",
          message: ["Nothing was saved: the country rules found problems.", ...rest].join(" "),
        });
        return;
      }
      form.applyServerErrors(error, { byCode: { invalid_site: "remit_to_site_id" } });
    }
  });

  const otherSites = sites.filter((other) => other.id !== site?.id);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={site ? `Edit ${siteName(site)}` : "Add site"}
      description="Only the country is required."
      size="lg"
      focusOnOpen={() => form.setFocus("country")}
      onSubmit={submit}
      submitting={isSubmitting}
      submitLabel={site ? "Save site" : "Add site"}
      error={errors.root?.server?.message}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Country" required error={errors.country?.message}>
          <Select placeholder="Choose a country" options={countryOptions()} {...form.register("country")} />
        </FormField>
        <FormField label="Label" description="E.g. “Boston warehouse”." error={errors.label?.message}>
          <Input autoComplete="off" {...form.register("label")} />
        </FormField>
      </div>
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-slate-900 dark:text-slate-100">Address</legend>
        <FormField label="Address line 1" error={errors.address_line_1?.message}>
          <Input autoComplete="off" {...form.register("address_line_1")} />
        </FormField>
        <FormField label="Address line 2" error={errors.address_line_2?.message}>
          <Input autoComplete="off" {...form.register("address_line_2")} />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Address line 3" error={errors.address_line_3?.message}>
            <Input autoComplete="off" {...form.register("address_line_3")} />
          </FormField>
          <FormField label="Address line 4" error={errors.address_line_4?.message}>
            <Input autoComplete="off" {...form.register("address_line_4")} />
          </FormField>
          <FormField label="City" error={errors.city?.message}>
            <Input autoComplete="off" {...form.register("city")} />
          </FormField>
          <FormField label="State or region" error={errors.state_or_region?.message}>
            <Input autoComplete="off" {...form.register("state_or_region")} />
          </FormField>
          <FormField label="County" error={errors.county?.message}>
            <Input autoComplete="off" {...form.register("county")} />
          </FormField>
          <FormField label="Postal code" error={errors.postal_code?.message}>
            <Input autoComplete="off" {...form.register("postal_code")} />
          </FormField>
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Purpose" error={errors.location_purpose?.message}>
          <Select
            placeholder="Not set"
            options={optionsOf(LOCATION_PURPOSE_LABELS)}
            {...form.register("location_purpose")}
          />
        </FormField>
        <FormField label="Role" error={errors.address_role?.message}>
          <Select placeholder="Not set" options={optionsOf(ADDRESS_ROLE_LABELS)} {...form.register("address_role")} />
        </FormField>
      </div>
      <FormField label="Activity at this site" error={errors.activity_description?.message}>
        <Textarea rows={2} {...form.register("activity_description")} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="PO emails"
          description="Where orders go; separate addresses with commas."
          error={errors.po_emails?.message}
        >
          <Input autoComplete="off" {...form.register("po_emails")} />
        </FormField>
        <FormField
          label="Remittance emails"
          description="Where payment advices go; separate addresses with commas."
          error={errors.remittance_emails?.message}
        >
          <Input autoComplete="off" {...form.register("remittance_emails")} />
        </FormField>
        <FormField
          label="Remit to"
          description="Another site that receives payments for this one."
          error={errors.remit_to_site_id?.message}
        >
          <Select
            placeholder={otherSites.length > 0 ? "This site" : "No other sites"}
            options={otherSites.map((other) => ({ value: other.id, label: siteName(other) }))}
            {...form.register("remit_to_site_id")}
          />
        </FormField>
        <FormField
          label="Finance address code"
          description="Your finance system's code for this address."
          error={errors.finance_address_code?.message}
        >
          <Input autoComplete="off" {...form.register("finance_address_code")} />
        </FormField>
      </div>
      <Checkbox
        label="Primary site"
        description="The vendor's main address; the current primary site stops being primary."
        {...form.register("is_primary")}
      />
      {site ? (
        <p className={`text-sm ${muted}`}>The coordinates are worked out again when the address changes.</p>
      ) : null}
    </FormDialog>
  );
}
