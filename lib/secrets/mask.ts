/**
 * The one rule for showing a sensitive value (a bank account number, an IBAN, a tax identifier) where
 * it is not shown in full: `****` and its last four characters, or `****` alone for a value shorter
 * than 8 characters, whose last four would be most or all of it (a US account number may have 4 digits).
 * Whitespace does not count.
 */
export const MASK = "****";
export const SHOWN_TAIL_FROM_LENGTH = 8;

/**
 * What a mask may show of a value: its last four characters; "" for a value too short to show any;
 * null for no value. This is what the `…_last4` columns store.
 */
export function shownTail(value: string | number | null | undefined): string | null {
  if (value === null || value === undefined) {
    return null;
  }
  const compact = String(value).replace(/\s+/g, "");
  if (compact === "") {
    return null;
  }
  return compact.length >= SHOWN_TAIL_FROM_LENGTH ? compact.slice(-4) : "";
}

/** The mask of a stored tail: `****6789`, `****` for "", null when there is no value. */
export const maskOfTail = (tail: string | null | undefined): string | null =>
  tail === null || tail === undefined ? null : `${MASK}${tail}`;

/** The mask of a full value. */
export const maskValue = (value: string | number | null | undefined): string | null => maskOfTail(shownTail(value));
