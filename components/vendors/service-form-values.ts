import type { Tag } from "@/lib/web/hooks/taxonomy";
import type { Service, UpdateServiceInput } from "@/lib/web/hooks/vendors";
import { tagIdsOf } from "./vendor-form-values";
import { type ContactFormValues, contactFromForm, contactToForm } from "./vendor-rules";

export interface ServiceFormValues {
  name: string;
  description: string;
  external_id: string;
  tag_ids: string[];
  relationship_owner_ids: string[];
  watcher_ids: string[];
  primary_contact: ContactFormValues;
}

/** The dialog's starting values: the service's own, or empty for a new one. */
export function serviceFormValues(service: Service | null, tags: Tag[]): ServiceFormValues {
  return {
    name: service?.name ?? "",
    description: service?.description ?? "",
    external_id: service?.external_id ?? "",
    tag_ids: service ? tagIdsOf(service.tags, tags) : [],
    relationship_owner_ids: service?.relationship_owner_ids ?? [],
    watcher_ids: service?.watcher_ids ?? [],
    primary_contact: contactToForm(service?.primary_contact ?? null),
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The PATCH body: only what differs from the service as it was (external_id never changes). */
export function servicePatch(values: ServiceFormValues, saved: ServiceFormValues): UpdateServiceInput {
  const patch: UpdateServiceInput = {};
  if (!same(values.name, saved.name)) {
    patch.name = values.name.trim();
  }
  if (!same(values.description, saved.description)) {
    patch.description = values.description.trim();
  }
  for (const field of ["tag_ids", "relationship_owner_ids", "watcher_ids"] as const) {
    if (!same(values[field], saved[field])) {
      patch[field] = values[field];
    }
  }
  const contact = contactFromForm(values.primary_contact);
  if (contact && !same(values.primary_contact, saved.primary_contact)) {
    patch.primary_contact = contact;
  }
  return patch;
}
