import type { Tag } from "@/lib/web/hooks/taxonomy";
import type { UpdateVendorInput, Vendor } from "@/lib/web/hooks/vendors";
import { type ContactFormValues, contactFromForm, contactToForm } from "./vendor-rules";

/** Everything the vendor page edits, as the form holds it ("" for an unset text or choice). */
export interface VendorFormValues {
  name: string;
  website: string;
  description: string;
  hq_location: string;
  engagement_type: string;
  use_case: string;
  status_id: string;
  tag_ids: string[];
  inherent_risk_level_id: string;
  residual_risk_level_id: string;
  risk_analyst_ids: string[];
  relationship_owner_ids: string[];
  watcher_ids: string[];
  primary_contact: ContactFormValues;
}

export type VendorFormField = keyof VendorFormValues | `primary_contact.${keyof ContactFormValues}`;

/** Field names the API may name in a 400 invalid_vendor message (they are the PATCH body's names). */
export const VENDOR_FORM_FIELDS: readonly VendorFormField[] = [
  "name",
  "website",
  "description",
  "hq_location",
  "engagement_type",
  "use_case",
  "status_id",
  "tag_ids",
  "inherent_risk_level_id",
  "residual_risk_level_id",
  "risk_analyst_ids",
  "relationship_owner_ids",
  "watcher_ids",
  "primary_contact",
  "primary_contact.email",
  "primary_contact.name",
  "primary_contact.title",
  "primary_contact.phone_number",
];

const TEXT_FIELDS = ["name", "website", "description", "hq_location", "engagement_type", "use_case"] as const;
/** Choices PATCH cannot clear (null means "leave unchanged"), so an empty one is never sent. */
const CHOICE_FIELDS = ["status_id", "inherent_risk_level_id", "residual_risk_level_id"] as const;
const SET_FIELDS = ["tag_ids", "risk_analyst_ids", "relationship_owner_ids", "watcher_ids"] as const;

/** The vendor's tag values as tag IDs (the vendor object carries values; PATCH takes IDs). */
export function tagIdsOf(values: string[], tags: Tag[]): string[] {
  return values.flatMap((value) => {
    const tag = tags.find((candidate) => candidate.value.toLowerCase() === value.toLowerCase());
    return tag ? [tag.id] : [];
  });
}

export function toFormValues(vendor: Vendor, tags: Tag[]): VendorFormValues {
  return {
    name: vendor.name,
    website: vendor.website ?? "",
    description: vendor.description ?? "",
    hq_location: vendor.hq_location ?? "",
    engagement_type: vendor.engagement_type ?? "",
    use_case: vendor.use_case ?? "",
    status_id: vendor.status_id ?? "",
    tag_ids: tagIdsOf(vendor.tags, tags),
    inherent_risk_level_id: vendor.inherent_risk_level_id ?? "",
    residual_risk_level_id: vendor.residual_risk_level_id ?? "",
    risk_analyst_ids: vendor.risk_analyst_ids,
    relationship_owner_ids: vendor.relationship_owner_ids,
    watcher_ids: vendor.watcher_ids,
    primary_contact: contactToForm(vendor.primary_contact),
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The PATCH body: only the fields that differ from `saved` (the values the vendor has now). */
export function toPatch(values: VendorFormValues, saved: VendorFormValues): UpdateVendorInput {
  const dirty = Object.fromEntries(
    Object.keys(values).map((key) => {
      const field = key as keyof VendorFormValues;
      return [field, !same(values[field], saved[field])];
    }),
  ) as Record<keyof VendorFormValues, boolean>;
  const patch: UpdateVendorInput = {};
  for (const field of TEXT_FIELDS) {
    if (dirty[field]) {
      patch[field] = values[field].trim();
    }
  }
  for (const field of CHOICE_FIELDS) {
    if (dirty[field] && values[field]) {
      patch[field] = values[field];
    }
  }
  for (const field of SET_FIELDS) {
    if (dirty[field]) {
      patch[field] = values[field];
    }
  }
  if (dirty.primary_contact) {
    const contact = contactFromForm(values.primary_contact);
    if (contact) {
      patch.primary_contact = contact;
    }
  }
  return patch;
}
