"use client";

import { useRouter } from "next/navigation";
import { z } from "zod";
import { FormDialog, useFreshFormOnOpen } from "@/components/ui/form-dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { useToast } from "@/components/ui/toast";
import { useCreateVendor } from "@/lib/web/hooks/vendor-mutations";
import { useApiForm } from "@/lib/web/use-api-form";
import { fieldOfBusinessError } from "./vendor-errors";
import { contactFormSchema, optionalText, requiredName } from "./vendor-form-schema";
import { contactFromForm, EMPTY_CONTACT, textOrUndefined } from "./vendor-rules";

const CreateVendorSchema = z.object({
  name: requiredName,
  website: optionalText,
  hq_location: optionalText,
  description: optionalText,
  external_id: optionalText,
  primary_contact: contactFormSchema,
});
type CreateVendorValues = z.input<typeof CreateVendorSchema>;

const DEFAULTS: CreateVendorValues = {
  name: "",
  website: "",
  hq_location: "",
  description: "",
  external_id: "",
  primary_contact: EMPTY_CONTACT,
};
const FIELDS = ["name", "website", "hq_location", "description", "external_id", "primary_contact.email"] as const;

export interface CreateVendorDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** "New vendor": creates the vendor, then opens its page. */
export function CreateVendorDialog({ open, onOpenChange }: CreateVendorDialogProps) {
  const router = useRouter();
  const { toast } = useToast();
  const create = useCreateVendor();
  const form = useApiForm(CreateVendorSchema, {
    defaultValues: DEFAULTS,
    serverErrors: { fieldOf: (rejection) => fieldOfBusinessError(rejection, FIELDS) },
  });
  const { errors, isSubmitting } = form.formState;
  // One key per opening: a retried submit (a lost answer) cannot create the vendor twice.
  const idempotencyKey = useFreshFormOnOpen(open, form.reset, DEFAULTS);

  const submit = form.handleApiSubmit(async (values) => {
    const vendor = await create.mutateAsync({
      idempotencyKey,
      input: {
        name: values.name.trim(),
        website: textOrUndefined(values.website),
        hq_location: textOrUndefined(values.hq_location),
        description: textOrUndefined(values.description),
        external_id: textOrUndefined(values.external_id),
        primary_contact: contactFromForm(values.primary_contact),
      },
    });
    toast({ title: "Vendor created", description: vendor.name, variant: "success" });
    onOpenChange(false);
    router.push(`/vendors/${vendor.id}`);
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="New vendor"
      description="Only the name is required; you can fill in the rest on the vendor's page."
      size="lg"
      focusOnOpen={() => form.setFocus("name")}
      onSubmit={submit}
      submitting={isSubmitting}
      submitLabel="Create vendor"
      error={errors.root?.server?.message}
    >
      <FormField label="Name" error={errors.name?.message} required>
        <Input autoComplete="off" {...form.register("name")} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Website" error={errors.website?.message}>
          <Input type="url" inputMode="url" placeholder="https://" {...form.register("website")} />
        </FormField>
        <FormField label="Headquarters" error={errors.hq_location?.message}>
          <Input {...form.register("hq_location")} />
        </FormField>
      </div>
      <FormField label="Description" error={errors.description?.message}>
        <Textarea {...form.register("description")} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="Contact email"
          description="Where vendor emails such as questionnaires go."
          error={errors.primary_contact?.email?.message}
        >
          <Input type="email" autoComplete="off" {...form.register("primary_contact.email")} />
        </FormField>
        <FormField
          label="External ID"
          description="Your own identifier; it can't be changed later."
          error={errors.external_id?.message}
        >
          <Input autoComplete="off" {...form.register("external_id")} />
        </FormField>
      </div>
    </FormDialog>
  );
}
