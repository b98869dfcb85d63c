import type { FieldChange } from "@/lib/web/hooks/change-log";
import type { ReferenceKind } from "@/lib/web/hooks/change-log-names";
import type { NamedKind } from "@/lib/web/hooks/record-names";
import { EMPTY_VALUE, fieldLabel } from "./model";

export type { ReferenceKind };

const USER_FIELD = /(^|_)(user|assignee|owner|analyst|watcher|reviewer|approver)(_ids?)$|_by(_id)?$/;

/** Fields naming a record the record-names lookup knows (lib/web/hooks/record-names.ts). */
const RECORD_FIELDS: Record<string, NamedKind> = {
  vendor_id: "vendor",
  vendor_ids: "vendor",
  assessment_id: "assessment",
  assessment_ids: "assessment",
  control_set_ids: "control_set",
  control_set_id: "control_set",
  portal_id: "portal",
  reassessment_id: "reassessment",
  webhook_id: "webhook",
  webhook_ids: "webhook",
  document_id: "document",
  supporting_document_ids: "document",
};

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
  if (Object.hasOwn(RECORD_FIELDS, field)) {
    return RECORD_FIELDS[field] ?? null;
  }
  return USER_FIELD.test(field) ? "user" : null;
}

/**
 * Fields whose name is not the words for them: the API keeps its names (an API key's
 * `created_by_clerk_user_id`, named after the identity provider the specification was written for),
 * a person reads "Created by".
 */
const FIELD_LABELS: Record<string, string> = {
  created_by_clerk_user_id: "Created by",
  score_percent: "Score",
  control_set_ids: "Control sets",
  workflow_name: "Workflow",
  supporting_document_ids: "Supporting documents",
};

/** "inherent_risk_level_id" → "Inherent risk level", "risk_analyst_ids" → "Risk analysts". */
export function changeLabel(field: string): string {
  if (Object.hasOwn(FIELD_LABELS, field)) {
    return FIELD_LABELS[field] as string;
  }
  if (referenceKind(field) === null) {
    return fieldLabel(field);
  }
  const base = field.replace(/_id$/, "").replace(/_ids$/, "s");
  return fieldLabel(base);
}

/** A resource ID (lib/ids.ts: a `cb…_` prefix and 32 hex digits), which a person never reads. */
export const RESOURCE_ID = /^cb[a-z]{2,10}_[A-Za-z0-9]{6,}$/;

/** How an ID no name was found for reads, by the kind of record it names. */
const UNKNOWN_BY_KIND: Partial<Record<ReferenceKind, string>> = {
  user: "a user",
  vendor: "an unknown vendor",
  assessment: "an unknown assessment",
  control_set: "an unknown control set",
  portal: "an unknown request",
  reassessment: "an unknown reassessment",
  webhook: "an unknown webhook",
  document: "an unknown document",
};

/** `value` with each ID of `kind` replaced by its name, or by "a user" / "an unknown vendor" once looked up. */
export function withNamesOf(
  value: unknown,
  names: ReadonlyMap<string, string>,
  kind: ReferenceKind | null,
  looked: boolean,
): unknown {
  if (typeof value === "string") {
    const name = names.get(value);
    if (name !== undefined) {
      return name;
    }
    if (RESOURCE_ID.test(value)) {
      return looked ? ((kind ? UNKNOWN_BY_KIND[kind] : undefined) ?? "another record") : "…";
    }
    return value;
  }
  return Array.isArray(value) ? value.map((entry) => withNamesOf(entry, names, kind, looked)) : value;
}

/** The record's own ID fields (and its definition's), which say nothing to a reader. */
const OWN_ID_FIELDS = new Set(["id", "workflow_run_id", "workflow_definition_id", "entity_id"]);

/** True when a change only carries IDs no name can be found for (the record's own, a definition's…). */
export function isPlumbing(change: FieldChange): boolean {
  if (OWN_ID_FIELDS.has(change.field)) {
    return true;
  }
  return false;
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
  return changes.filter(
    (change) => !isPlumbing(change) && !(change.field.endsWith("_id") && fields.has(change.field.slice(0, -3))),
  );
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
