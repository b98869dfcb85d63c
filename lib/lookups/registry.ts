import type { Queryable } from "@/lib/db/client";

/** What a referenced record tells the referrer: its organization-scoped vendor, if any. */
export interface ReferencedRecord {
  vendorId: string | null;
  /** An assessment's control sets (what a request sent for it asks). */
  controlSetIds?: string[];
}

/** Records other modules point at before their own module exists (assessments, documents: issue 6). */
export type ReferenceKind = "assessment" | "document";

export type ReferenceLookupFunction = (q: Queryable, orgId: string, id: string) => Promise<ReferencedRecord | null>;

/** How the owning module finds its records of one kind in an organization. */
export interface ReferenceLookup {
  kind: ReferenceKind;
  find: ReferenceLookupFunction;
}

/** Filled from the module list at startup (registerModules). */
const lookups = new Map<ReferenceKind, ReferenceLookupFunction>();

export function registerReferenceLookup(lookup: ReferenceLookup): void {
  lookups.set(lookup.kind, lookup.find);
}

export function clearReferenceLookups(): void {
  lookups.clear();
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
