import { isDeepStrictEqual } from "node:util";

/** Bookkeeping fields: an update always moves updated_at, which is never news to a subscriber. */
const bookkeepingFields = new Set(["id", "created_at", "updated_at"]);

/**
 * The `field_diffs` of an Updated event: `{ "<field>": { old, new } }` for each top-level field of
 * the API-shaped object whose value changed (compared deeply; a missing field reads as null).
 */
export function fieldDiffs(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Record<string, { old: unknown; new: unknown }> {
  const diffs: Record<string, { old: unknown; new: unknown }> = {};
  for (const field of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (bookkeepingFields.has(field)) {
      continue;
    }
    const was = before[field] ?? null;
    const now = after[field] ?? null;
    if (!isDeepStrictEqual(was, now)) {
      diffs[field] = { old: was, new: now };
    }
  }
  return diffs;
}
