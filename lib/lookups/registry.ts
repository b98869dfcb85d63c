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

/** Which of `ids` are the organization's records of the kind, in one read. */
export type ExistingReferencesFunction = (q: Queryable, orgId: string, ids: readonly string[]) => Promise<Set<string>>;

/** How the owning module finds its records of one kind in an organization. */
export interface ReferenceLookup {
  kind: ReferenceKind;
  find: ReferenceLookupFunction;
  /** For a check of many references at once; without it each ID is looked up with `find`. */
  findExisting?: ExistingReferencesFunction;
}

/** Filled from the module list at startup (registerModules). */
const lookups = new Map<ReferenceKind, ReferenceLookup>();

export function registerReferenceLookup(lookup: ReferenceLookup): void {
  lookups.set(lookup.kind, lookup);
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
  return lookup ? lookup.find(q, orgId, id) : null;
}

/** Which of `ids` are records of this organization (none, for a kind no module provides yet). */
export async function existingReferences(
  q: Queryable,
  kind: ReferenceKind,
  orgId: string,
  ids: readonly string[],
): Promise<Set<string>> {
  const lookup = lookups.get(kind);
  if (!lookup || ids.length === 0) {
    return new Set();
  }
  if (lookup.findExisting) {
    return lookup.findExisting(q, orgId, ids);
  }
  const existing = new Set<string>();
  for (const id of ids) {
    if (await lookup.find(q, orgId, id)) {
      existing.add(id);
    }
  }
  return existing;
}
