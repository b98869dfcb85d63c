import type { CorrectableField, FieldChange } from "@/lib/web/hooks/zero-touch";

// What a correction's preview offers to apply, field by field (apart from the box, to test it alone).

const CORRECTABLE: readonly CorrectableField[] = ["website", "name"];

export const isCorrectable = (field: string): field is CorrectableField =>
  (CORRECTABLE as readonly string[]).includes(field);

/** Which of a preview's changes are ticked, by field. */
export type Ticks = Readonly<Record<string, boolean>>;

/**
 * The ticks of a new preview: a field ticked or unticked on the previous preview keeps its choice;
 * otherwise the website is ticked and the vendor's name is not (renaming a vendor is rarely what a
 * website correction means, so it changes only when asked for). Fields zero touch cannot apply are
 * never ticked.
 */
export function initialTicks(changes: readonly FieldChange[], previous: Ticks = {}): Ticks {
  const ticks: Record<string, boolean> = {};
  for (const change of changes) {
    const kept = previous[change.field];
    ticks[change.field] = isCorrectable(change.field) && (kept ?? change.field === "website");
  }
  return ticks;
}

/** The fields to send as `apply`: the ticked changes zero touch can apply, in the preview's order. */
export function tickedFields(changes: readonly FieldChange[], ticks: Ticks): CorrectableField[] {
  return changes.flatMap((change) => (isCorrectable(change.field) && ticks[change.field] ? [change.field] : []));
}

const shownValue = (value: string | null) => (value === null || value === "" ? "(empty)" : value);

/** The tick box's label: "Change the website to …", "Also change the vendor's name to “…”". */
export function tickLabel(change: FieldChange): string {
  if (change.field === "website") {
    return `Change the website to ${shownValue(change.after)}`;
  }
  if (change.field === "name") {
    return `Also change the vendor's name to “${shownValue(change.after)}”`;
  }
  return `Change ${change.field.replace(/_/g, " ")} to ${shownValue(change.after)}`;
}
