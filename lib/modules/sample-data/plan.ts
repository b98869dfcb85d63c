import type { SampleVendor } from "./catalog";
import type { CLASSIFICATIONS, REGIONS } from "./fields";

// How the sample portfolio spreads over statuses, risk levels and field values: deterministic, so every
// sample organization looks the same and tests can count on it.

export type RiskLevelName = "Critical" | "High" | "Medium" | "Low" | "Minimal";
export type VendorStatusName = "Prospective" | "Active" | "Under review" | "Offboarded";
type Classification = (typeof CLASSIFICATIONS)[number];
type Region = (typeof REGIONS)[number];

const LEVELS: RiskLevelName[] = ["Critical", "High", "Medium", "Low", "Minimal"];

interface IndustryProfile {
  engagement: string;
  risk: RiskLevelName;
  classification: Classification;
}

const INDUSTRIES: Record<string, IndustryProfile> = {
  "Cloud infrastructure": { engagement: "Managed service", risk: "High", classification: "Restricted" },
  "Finance and accounting": { engagement: "SaaS", risk: "High", classification: "Confidential" },
  "Human resources": { engagement: "SaaS", risk: "High", classification: "Restricted" },
  "Sales and marketing": { engagement: "SaaS", risk: "Medium", classification: "Internal" },
  "Customer support": { engagement: "SaaS", risk: "Medium", classification: "Confidential" },
  "Software development": { engagement: "SaaS", risk: "High", classification: "Confidential" },
  Security: { engagement: "SaaS", risk: "Critical", classification: "Restricted" },
  "Data and analytics": { engagement: "SaaS", risk: "High", classification: "Confidential" },
  Collaboration: { engagement: "SaaS", risk: "Medium", classification: "Internal" },
  "Legal and compliance": { engagement: "SaaS", risk: "Medium", classification: "Confidential" },
  Logistics: { engagement: "Supplier", risk: "Low", classification: "Internal" },
  Facilities: { engagement: "Professional services", risk: "Minimal", classification: "Public" },
  "IT services": { engagement: "Managed service", risk: "Medium", classification: "Internal" },
};

const REGION_OF_COUNTRY: Record<string, Region> = {
  US: "North America",
  CA: "North America",
  AU: "APAC",
  SG: "APAC",
  IN: "APAC",
  ZA: "Africa",
};

export interface VendorPlan {
  status: VendorStatusName;
  inherentRisk: RiskLevelName;
  residualRisk: RiskLevelName | null;
  engagementType: string;
  classification: Classification;
  regions: Region[];
  isCriticalSupplier: boolean;
  /** Spend, renewal and business owner: only for vendors the organization already works with. */
  commercial: { annualSpend: number; renewal: string } | null;
}

function statusAt(index: number): VendorStatusName {
  if (index % 15 === 14) {
    return "Offboarded";
  }
  if (index % 10 === 3) {
    return "Prospective";
  }
  return index % 10 === 7 ? "Under review" : "Active";
}

const shift = (level: RiskLevelName, by: number): RiskLevelName =>
  LEVELS[Math.min(LEVELS.length - 1, Math.max(0, LEVELS.indexOf(level) + by))] ?? level;

function regionsOf(vendor: SampleVendor, index: number): Region[] {
  const country = vendor.hq.split(", ").at(-1) ?? "";
  const home = REGION_OF_COUNTRY[country] ?? "Europe";
  const extra: Region = home === "North America" ? "Europe" : "North America";
  return index % 4 === 0 ? [home, extra] : [home];
}

export function planVendor(vendor: SampleVendor, index: number): VendorPlan {
  const profile = INDUSTRIES[vendor.industry] ?? { engagement: "SaaS", risk: "Medium", classification: "Internal" };
  const status = statusAt(index);
  const inherentRisk = shift(profile.risk, index % 5 === 0 ? -1 : index % 7 === 0 ? 1 : 0);
  const residualRisk = status === "Prospective" ? null : shift(inherentRisk, index % 3 === 0 ? 0 : 1);
  const month = String((index % 12) + 1).padStart(2, "0");
  const day = String(((index * 7) % 27) + 1).padStart(2, "0");
  return {
    status,
    inherentRisk,
    residualRisk,
    engagementType: profile.engagement,
    classification: profile.classification,
    regions: regionsOf(vendor, index),
    isCriticalSupplier: (inherentRisk === "Critical" || inherentRisk === "High") && index % 2 === 0,
    commercial:
      status === "Prospective"
        ? null
        : { annualSpend: (((index * 7919) % 46) + 2) * 5000, renewal: `2026-${month}-${day}` },
  };
}

/** `Hannah Reyes` at `northwindcloud` → hannah.reyes@northwindcloud.example (accents dropped). */
export function contactEmail(name: string, domain: string): string {
  const local = name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z]+/g, ".")
    .replace(/^\.|\.$/g, "");
  return `${local}@${domain}.example`;
}
