/**
 * Filter values kept in the URL by list pages (useUrlState): every key read as trimmed text, ""
 * when absent. Pages list their keys once and derive the rest from them.
 */
export function readFilterKeys<K extends string>(
  keys: readonly K[],
  params: Record<string, string>,
): Record<K, string> {
  return Object.fromEntries(keys.map((key) => [key, params[key]?.trim() ?? ""])) as Record<K, string>;
}

export function anyFilterSet<K extends string>(keys: readonly K[], filters: Record<K, string>): boolean {
  return keys.some((key) => filters[key] !== "");
}

/** Every key set to null, for useUrlState's setParams ("Clear filters"). */
export function clearedFilterKeys<K extends string>(keys: readonly K[]): Record<K, null> {
  return Object.fromEntries(keys.map((key) => [key, null])) as Record<K, null>;
}

/** The `archived` URL filter: absent shows active rows only, "archived" archived ones, "all" both. */
export const ARCHIVED_FILTER_OPTIONS: { value: string; label: string }[] = [
  { value: "", label: "Active" },
  { value: "archived", label: "Archived" },
  { value: "all", label: "Active and archived" },
];

/** The API's is_archived filter for the URL value (undefined: no filtering). */
export function isArchivedParam(value: string): boolean | undefined {
  if (value === "all") {
    return undefined;
  }
  return value === "archived";
}
