/**
 * People-facing words for the API's codes. The API keeps its codes (`not_checked`, `dns_health`,
 * `push_risk_tier_to_vendor`); a page never shows one. Each domain keeps its own map beside this
 * file (`./<domain>.ts`); a code no map names yet is still turned into words by `humanizeCode`,
 * so a new code the API adds reads as a phrase, not as a snake_case key.
 */

/** Words that stay upper case (or keep their own spelling) when a code is turned into a phrase. */
const SPELLINGS: Record<string, string> = {
  api: "API",
  bom: "BOM",
  csv: "CSV",
  dns: "DNS",
  dpa: "DPA",
  gdpr: "GDPR",
  hipaa: "HIPAA",
  http: "HTTP",
  https: "HTTPS",
  id: "ID",
  ids: "IDs",
  ip: "IP",
  irq: "IRQ",
  iso: "ISO",
  json: "JSON",
  llm: "LLM",
  mfa: "MFA",
  pci: "PCI",
  pdf: "PDF",
  sbom: "SBOM",
  soc: "SOC",
  soc2: "SOC 2",
  sso: "SSO",
  tls: "TLS",
  url: "URL",
  vat: "VAT",
};

/** "not_checked" → "Not checked", "dns_health" → "DNS health", "Vendor.Created" → "Vendor created". */
export function humanizeCode(code: string): string {
  const words = code
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .split(/[\s_.\-/]+/)
    .filter(Boolean)
    .map((word) => SPELLINGS[word.toLowerCase()] ?? word.toLowerCase());
  if (words.length === 0) {
    return code;
  }
  const [first = "", ...rest] = words;
  return [first.charAt(0).toUpperCase() + first.slice(1), ...rest].join(" ");
}

/** The label a domain map gives `code`, else the code turned into words. */
export function labelOf(labels: Readonly<Record<string, string>>, code: string | null | undefined): string {
  if (code === null || code === undefined || code === "") {
    return "—";
  }
  return Object.hasOwn(labels, code) ? (labels[code] as string) : humanizeCode(code);
}

/** Options for a filter select from a domain map, in the map's order. */
export function labelOptions(labels: Readonly<Record<string, string>>): { value: string; label: string }[] {
  return Object.entries(labels).map(([value, label]) => ({ value, label }));
}
