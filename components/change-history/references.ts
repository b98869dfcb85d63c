import { EMPTY_VALUE, type FieldChange, fieldLabel } from "./model";

/** Fields whose values are IDs of other records, shown by those records' names. */
export type ReferenceKind = "risk_level" | "status" | "tag" | "user";

const USER_FIELD = /(^|_)(user|assignee|owner|analyst|watcher|reviewer|approver)(_ids?)$|_by(_id)?$/;

export function referenceKind(field: string): ReferenceKind | null {
  if (/risk_level_id$/.test(field)) {
    return "risk_level";
  }
  if (field === "status_id") {
    return "status";
  }
  if (field === "tag_ids" || field === "tag_id") {
    return "tag";
  }
  return USER_FIELD.test(field) ? "user" : null;
}

/** "inherent_risk_level_id" → "Inherent risk level", "risk_analyst_ids" → "Risk analysts". */
export function changeLabel(field: string): string {
  if (referenceKind(field) === null) {
    return fieldLabel(field);
  }
  const base = field.replace(/_id$/, "").replace(/_ids$/, "s");
  return fieldLabel(base);
}

/** The IDs a change refers to, by kind, so their names can be looked up. */
export function referencedIds(changes: FieldChange[]): Map<ReferenceKind, Set<string>> {
  const ids = new Map<ReferenceKind, Set<string>>();
  for (const change of changes) {
    const kind = referenceKind(change.field);
    if (!kind) {
      continue;
    }
    const set = ids.get(kind) ?? new Set<string>();
    for (const value of [change.before, change.after].flat()) {
      if (typeof value === "string" && value) {
        set.add(value);
      }
    }
    ids.set(kind, set);
  }
  return ids;
}

/** IDs replaced by names (unknown IDs stay as they are). */
export function withNames(value: unknown, names: ReadonlyMap<string, string>): unknown {
  if (typeof value === "string") {
    return names.get(value) ?? value;
  }
  return Array.isArray(value) ? value.map((entry) => withNames(entry, names)) : value;
}

/**
 * The changes worth showing: an ID field is left out when the same entry also changes the field
 * that names it (a vendor's `status` and `status_id`), so the change reads once.
 */
export function visibleChanges(changes: FieldChange[]): FieldChange[] {
  const fields = new Set(changes.map((change) => change.field));
  return changes.filter((change) => !(change.field.endsWith("_id") && fields.has(change.field.slice(0, -3))));
}

/** "Risk level, Tier and 2 more" for a table cell. */
export function changedFieldsSummary(changes: FieldChange[], shown = 3): string {
  if (changes.length === 0) {
    return EMPTY_VALUE;
  }
  const labels = visibleChanges(changes).map((change) => changeLabel(change.field));
  if (labels.length <= shown) {
    return labels.length === 1 ? (labels[0] ?? "") : `${labels.slice(0, -1).join(", ")} and ${labels.at(-1)}`;
  }
  return `${labels.slice(0, shown).join(", ")} and ${labels.length - shown} more`;
}
