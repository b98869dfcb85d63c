import type { Queryable } from "@/lib/db/client";

/** What a referenced record tells the referrer: its organization-scoped vendor, if any. */
export interface ReferencedRecord {
  vendorId: string | null;
}

/** Records other modules point at before their own module exists (assessments, documents: issue 6). */
export type ReferenceKind = "assessment" | "document";

type Lookup = (q: Queryable, orgId: string, id: string) => Promise<ReferencedRecord | null>;

const lookups = new Map<ReferenceKind, Lookup>();

/** The owning module registers how to find its records in an organization. */
export function registerReferenceLookup(kind: ReferenceKind, lookup: Lookup): void {
  lookups.set(kind, lookup);
}

/** The record of this organization, or null; a kind no module provides yet has no records. */
export async function findReference(
  q: Queryable,
  kind: ReferenceKind,
  orgId: string,
  id: string,
): Promise<ReferencedRecord | null> {
  const lookup = lookups.get(kind);
  return lookup ? lookup(q, orgId, id) : null;
}
