"use client";

import { useEffect } from "react";
import { Controller } from "react-hook-form";
import { z } from "zod";
import { CustomFieldsPanel } from "@/components/custom-fields/custom-fields-panel";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent } from "@/components/ui/dialog";
import { FormError } from "@/components/ui/form-error";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { MultiSelect } from "@/components/ui/multi-select";
import { Textarea } from "@/components/ui/textarea";
import { useToast } from "@/components/ui/toast";
import { useTags } from "@/lib/web/hooks/taxonomy";
import { useCreateTag } from "@/lib/web/hooks/taxonomy-mutations";
import { useCreateService, useUpdateService } from "@/lib/web/hooks/vendor-mutations";
import { type Service, useRefreshVendor } from "@/lib/web/hooks/vendors";
import { useApiForm } from "@/lib/web/use-api-form";
import { errorMessage } from "./form-errors";
import { PersonnelFields } from "./personnel-fields";
import { ServiceContactFields } from "./service-contact-fields";
import { serviceFormValues, servicePatch } from "./service-form-values";
import { fieldOfBusinessError } from "./vendor-errors";
import { contactFormSchema, optionalText, requiredName } from "./vendor-form-schema";
import { contactFromForm, textOrUndefined } from "./vendor-rules";

const ServiceSchema = z.object({
  name: requiredName,
  description: optionalText,
  external_id: optionalText,
  tag_ids: z.array(z.string()),
  relationship_owner_ids: z.array(z.string()),
  watcher_ids: z.array(z.string()),
  primary_contact: contactFormSchema,
});

const FIELDS = [
  "name",
  "description",
  "external_id",
  "tag_ids",
  "relationship_owner_ids",
  "watcher_ids",
  "primary_contact.email",
] as const;

export interface ServiceDialogProps {
  vendorId: string;
  /** The service to edit, or null to add one. */
  service: Service | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Adds a service to the vendor, or edits one (only changed fields are sent). */
export function ServiceDialog({ vendorId, service, open, onOpenChange }: ServiceDialogProps) {
  const { toast } = useToast();
  const tags = useTags();
  const createTag = useCreateTag();
  const create = useCreateService(vendorId);
  const update = useUpdateService(vendorId);
  const refreshVendor = useRefreshVendor(vendorId);
  const form = useApiForm(ServiceSchema, { defaultValues: serviceFormValues(service, []) });
  const { errors, isSubmitting } = form.formState;
  const { reset } = form;
  const tagList = tags.data;

  useEffect(() => {
    if (open) {
      reset(serviceFormValues(service, tagList ?? []));
    }
  }, [open, service, tagList, reset]);

  const submit = form.handleSubmit(async (values) => {
    try {
      if (service) {
        const saved = await update.mutateAsync({
          serviceId: service.id,
          patch: servicePatch(values, serviceFormValues(service, tagList ?? [])),
        });
        toast({ title: "Service saved", description: saved.name, variant: "success" });
      } else {
        const created = await create.mutateAsync({
          name: values.name.trim(),
          description: textOrUndefined(values.description),
          external_id: textOrUndefined(values.external_id),
          tag_ids: values.tag_ids,
          relationship_owner_ids: values.relationship_owner_ids,
          watcher_ids: values.watcher_ids,
          primary_contact: contactFromForm(values.primary_contact),
        });
        toast({ title: "Service added", description: created.name, variant: "success" });
      }
      onOpenChange(false);
    } catch (error) {
      form.applyServerErrors(error, { fieldOf: (rejection) => fieldOfBusinessError(rejection, FIELDS) });
    }
  });

  return (
    <Dialog open={open} onOpenChange={(next) => (isSubmitting && !next ? undefined : onOpenChange(next))}>
      <DialogContent
        title={service ? `Edit ${service.name}` : "Add service"}
        size="lg"
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          form.setFocus("name");
        }}
      >
        <form onSubmit={submit} noValidate className="space-y-4">
          <FormField label="Service name" error={errors.name?.message} required>
            <Input autoComplete="off" {...form.register("name")} />
          </FormField>
          <FormField label="Service description" error={errors.description?.message}>
            <Textarea {...form.register("description")} />
          </FormField>
          {service ? (
            <p className="text-sm text-slate-700 dark:text-slate-300">
              External ID: {service.external_id ?? "None"}{" "}
              <span className="text-slate-600 dark:text-slate-400">(set when the service was added)</span>
            </p>
          ) : (
            <FormField
              label="Service external ID"
              description="Your own identifier; it can't be changed later."
              error={errors.external_id?.message}
            >
              <Input autoComplete="off" {...form.register("external_id")} />
            </FormField>
          )}
          <Controller
            control={form.control}
            name="tag_ids"
            render={({ field, fieldState }) => (
              <FormField label="Service tags" error={errorMessage(fieldState.error)}>
                <MultiSelect
                  itemLabel="tag"
                  loading={tags.isPending}
                  options={(tagList ?? []).map((tag) => ({ value: tag.id, label: tag.value }))}
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
          <PersonnelFields
            control={form.control}
            fields={[
              { name: "relationship_owner_ids", label: "Service relationship owners" },
              { name: "watcher_ids", label: "Service watchers" },
            ]}
          />
          <ServiceContactFields form={form} />
          <FormError message={errors.root?.server?.message} />
          <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary" disabled={isSubmitting}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" loading={isSubmitting}>
              {service ? "Save service" : "Add service"}
            </Button>
          </div>
        </form>
        <div className="mt-6 border-t border-slate-200 pt-4 dark:border-slate-800">
          {service ? (
            <CustomFieldsPanel
              targetType="service"
              targetId={service.id}
              values={service.custom_fields}
              onSaved={refreshVendor}
            />
          ) : (
            <p className="text-sm text-slate-600 dark:text-slate-400">
              Custom fields for services can be filled in once the service is added.
            </p>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
