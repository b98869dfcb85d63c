import type { BadgeVariant } from "@/components/ui/badge";
import type {
  BillOfMaterials,
  BomQuality,
  BomSummary,
  ComponentType,
  ParseStatus,
} from "@/lib/web/hooks/bill-of-materials";

/** POST /v1/bill_of_materials: a file the parser reads whole, at most 32 MiB. */
export const MAX_BOM_BYTES = 32 * 1024 * 1024;

export const PARSE_STATUS_LABELS: Readonly<Record<ParseStatus, string>> = {
  pending: "Waiting to be parsed",
  parsing: "Parsing",
  parsed: "Parsed",
  failed: "Failed",
  unsupported: "Unsupported",
};

export const PARSE_STATUS_VARIANTS: Readonly<Record<ParseStatus, BadgeVariant>> = {
  pending: "info",
  parsing: "info",
  parsed: "success",
  failed: "danger",
  unsupported: "warning",
};

export const BOM_TYPE_LABELS: Readonly<Record<BillOfMaterials["bom_type"], string>> = {
  sbom: "Software (SBOM)",
  aibom: "AI (AIBOM)",
  hbom: "Hardware (HBOM)",
  saasbom: "Services (SaaSBOM)",
  other: "Other",
};

export const FORMAT_LABELS: Readonly<Record<BillOfMaterials["format"], string>> = {
  cyclonedx: "CycloneDX",
  spdx: "SPDX",
  unknown: "Unknown format",
};

export const COMPONENT_TYPE_LABELS: Readonly<Record<ComponentType, string>> = {
  application: "Application",
  library: "Library",
  framework: "Framework",
  container: "Container",
  "operating-system": "Operating system",
  device: "Device",
  firmware: "Firmware",
  file: "File",
  "machine-learning-model": "Machine learning model",
  data: "Data",
  other: "Other",
};

/** "keycloak-parent 10.0.2": the name the file gives itself, else the uploaded file's name. */
export function bomTitle(bom: Pick<BillOfMaterials, "name" | "document">): string {
  return bom.name ?? bom.document?.name ?? "Bill of materials";
}

/** "2.1 MB": a file size in the units people read. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) {
    return `${bytes} B`;
  }
  const units = ["KB", "MB", "GB"];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}

/** A file the API would refuse before its upload starts: empty or over 32 MiB. */
export function uploadProblem(file: { name: string; size: number }): string | null {
  if (file.size === 0) {
    return `${file.name} is empty.`;
  }
  if (file.size > MAX_BOM_BYTES) {
    return `${file.name} is ${formatBytes(file.size)}: a bill of materials can be at most 32 MiB.`;
  }
  return null;
}

/** Lower case, no leading dot; "json" when the name has none (the parser reads the content anyway). */
export function fileExtension(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? "";
  const dot = base.lastIndexOf(".");
  const extension = dot > 0 ? base.slice(dot + 1).toLowerCase() : "";
  return extension.length > 0 && extension.length <= 20 ? extension : "json";
}

/** `part` of `whole` as a whole percentage ("0%" of nothing). */
export function percentOf(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 100) : 0;
}

export interface QualityShare {
  label: string;
  count: number;
  percent: number;
}

/** The quality summary's shares: how many components name each element. */
export function qualityShares(quality: BomQuality): QualityShare[] {
  const total = quality.component_count;
  const share = (label: string, count: number) => ({ label, count, percent: percentOf(count, total) });
  return [
    share("Version", quality.with_version),
    share("Package URL (purl)", quality.with_purl),
    share("Licence", quality.with_license),
    share("Supplier", quality.with_supplier),
    share("Hash", quality.with_hash),
  ];
}

export interface LicenceCount {
  licence: string;
  count: number;
}

export const NO_LICENCE = "No licence given";

/**
 * The licence summary's bars from the BOM's summary: the `top` most used licences, most used first,
 * with the components that give none counted under NO_LICENCE among them (a component with two
 * licences counts for both). Beyond `top`, the rest are summed as "Other licences".
 */
export function licenceCounts(
  licenses: BomSummary["licenses"],
  top = 10,
): { counts: LicenceCount[]; other: { licences: number; count: number } | null } {
  const all = licenses.items.map((item) => ({ licence: item.license, count: item.count }));
  if (licenses.without_license > 0) {
    all.push({ licence: NO_LICENCE, count: licenses.without_license });
  }
  const counts = all.sort((a, b) => b.count - a.count || a.licence.localeCompare(b.licence)).slice(0, top);
  const shown = counts.reduce((sum, item) => sum + item.count, 0);
  const rest = licenses.distinct_count + (licenses.without_license > 0 ? 1 : 0) - counts.length;
  return {
    counts,
    other: rest > 0 ? { licences: rest, count: licenses.total_count + licenses.without_license - shown } : null,
  };
}

/**
 * The components table's type and licence filters, from the BOM's summary: every type present and
 * the most used licences (as many as the summary lists), each with its count, most first.
 */
export function summaryFacets(summary: BomSummary): {
  types: { type: ComponentType; count: number }[];
  licences: LicenceCount[];
} {
  return {
    types: summary.component_types.map((item) => ({ type: item.component_type, count: item.count })),
    licences: summary.licenses.items.map((item) => ({ licence: item.license, count: item.count })),
  };
}

/**
 * The components search box of one BOM: a purl (from "pkg:") is searched as a purl prefix, anything
 * else as part of the name.
 */
export function componentSearch(text: string): { q?: string; purl?: string } {
  const value = text.trim();
  if (!value) {
    return {};
  }
  return /^pkg:/i.test(value) ? { purl: value } : { q: value };
}
