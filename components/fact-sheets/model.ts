import { formatDecimal, formatFraction } from "@/lib/web/format";
import type { FactSheet, FactSheetSectionName } from "@/lib/web/hooks/fact-sheets";
import { factSheetKeyLabel } from "@/lib/web/labels/fact-sheets";

// Pure logic of the fact sheet panel, kept apart from the components so it can be unit-tested.

export const SECTION_TITLES: Record<FactSheetSectionName, string> = {
  company_profile: "Company profile",
  products: "Products",
  public_perception: "Public perception",
  financials: "Financials",
  people: "People",
  compliance_and_legal: "Compliance and legal",
  security_posture: "Security posture",
};

export const SECTION_NAMES = Object.keys(SECTION_TITLES) as FactSheetSectionName[];

/** `dns_health` → "DNS health", `trust_center_url` → "Trust center" (lib/web/labels/fact-sheets.ts). */
export const humanizeKey = factSheetKeyLabel;

export type Record_ = Record<string, unknown>;

export const isRecord = (value: unknown): value is Record_ =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A factor score entry (score, grade, weight, data_available). */
export interface FactorEntry {
  factor?: unknown;
  name?: unknown;
  score?: unknown;
  grade?: unknown;
  weight?: unknown;
  data_available?: unknown;
}

export const isFactorList = (value: unknown): value is FactorEntry[] =>
  Array.isArray(value) && value.length > 0 && value.every((item) => isRecord(item) && "data_available" in item);

/**
 * What a factor row says. Only data_available === true counts as measured: a false (or missing) flag means
 * no data, however normal the score beside it looks.
 */
export function factorResult(entry: FactorEntry): { measured: boolean; label: string; weight: string } {
  const name = typeof entry.factor === "string" ? entry.factor : typeof entry.name === "string" ? entry.name : "";
  if (entry.data_available !== true) {
    return { measured: false, label: humanizeKey(name), weight: "Excluded" };
  }
  const weight = typeof entry.weight === "number" ? formatFraction(entry.weight) : "—";
  return { measured: true, label: humanizeKey(name), weight };
}

export function scoreText(entry: FactorEntry): string {
  if (entry.data_available !== true || typeof entry.score !== "number") {
    return "Not measured";
  }
  return typeof entry.grade === "string"
    ? `${formatDecimal(entry.score)} (${entry.grade})`
    : formatDecimal(entry.score);
}

export type SectionState = "empty" | "waiting" | "done";

/** How a section reads now: content, still waiting on the current run, or nothing determined. */
export function sectionState(sheet: FactSheet, section: FactSheetSectionName): SectionState {
  if (sheet.status === "pending" && !sheet.completed_sections.includes(section)) {
    return "waiting";
  }
  return sheet[section] === null ? "empty" : "done";
}

export const isUrl = (value: string) => /^https?:\/\/\S+$/i.test(value);
