/** The last four characters, or null: what masked fields keep of a number. */
export const lastFour = (value: string | null | undefined): string | null =>
  value ? value.replace(/\s+/g, "").slice(-4) : null;

/** `****6789`: how every masked number is shown. */
export const masked = (last4: string | null | undefined): string | null => (last4 ? `****${last4}` : null);
