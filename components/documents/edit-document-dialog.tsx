"use client";

import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { FormError } from "@/components/ui/form-error";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { MultiSelect } from "@/components/ui/multi-select";
import { Select } from "@/components/ui/select";
import { useUpdateDocument } from "@/lib/web/hooks/document-mutations";
import type { DocumentType, VendorDocument } from "@/lib/web/hooks/documents";
import type { Service } from "@/lib/web/hooks/vendor-types";

export interface EditDocumentDialogProps {
  document: VendorDocument;
  types: DocumentType[];
  services: Service[];
  onClose: () => void;
}

/** Name, type and linked services of one document (PATCH /v1/documents/{id}). */
export function EditDocumentDialog({ document, types, services, onClose }: EditDocumentDialogProps) {
  const update = useUpdateDocument(document.vendor_id);
  const [name, setName] = useState(document.name);
  const [documentType, setDocumentType] = useState(document.document_type ?? "");
  const [serviceIds, setServiceIds] = useState<string[]>(document.service_ids);
  const [submitted, setSubmitted] = useState(false);
  const nameError = submitted && name.trim() === "" ? "Enter a name; it can't be empty." : undefined;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (name.trim() === "") {
      return;
    }
    update.mutate(
      {
        id: document.id,
        input: {
          name: name.trim(),
          service_ids: serviceIds,
          ...(documentType !== (document.document_type ?? "") ? { document_type: documentType || null } : {}),
        },
      },
      { onSuccess: onClose },
    );
  };

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent title="Edit document" description={document.name}>
        <form id="edit-document-form" onSubmit={submit} className="space-y-4">
          <FormField label="Name" required error={nameError}>
            <Input value={name} onChange={(event) => setName(event.target.value)} maxLength={500} />
          </FormField>
          <FormField label="Document type" description="Leave on “Detect automatically” to let the classifier decide.">
            <Select
              value={documentType}
              onChange={(event) => setDocumentType(event.target.value)}
              placeholder="Detect automatically"
              options={types.map((type) => ({ value: type.slug, label: type.name }))}
            />
          </FormField>
          <FormField label="Services">
            <MultiSelect
              itemLabel="service"
              value={serviceIds}
              onChange={setServiceIds}
              options={services.map((service) => ({ value: service.id, label: service.name }))}
              placeholder="Link services"
            />
          </FormField>
          <FormError message={update.error?.message} />
          <div className="flex justify-end gap-2 pb-5">
            <Button type="button" variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={update.isPending}>
              Save
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
