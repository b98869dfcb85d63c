/** The European Union's member states (ISO 3166-1 alpha-2; Greece as GR, as stdnum and IBANs write it). */
// biome-ignore format: a table of codes
export const EU_COUNTRIES = [
  "AT", "BE", "BG", "CY", "CZ", "DE", "DK", "EE", "ES", "FI", "FR", "GR", "HR", "HU",
  "IE", "IT", "LT", "LU", "LV", "MT", "NL", "PL", "PT", "RO", "SE", "SI", "SK",
] as const;
