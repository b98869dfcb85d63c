import type { BomComponent, PortfolioHit, PortfolioQuery } from "@/lib/web/hooks/bill-of-materials";

/** What the Components page's one box searches: a purl prefix, a CPE prefix or a name prefix. */
export type PortfolioSearchKind = "purl_prefix" | "cpe" | "name";

export function portfolioSearchKind(text: string): PortfolioSearchKind {
  const value = text.trim();
  if (/^pkg:/i.test(value)) {
    return "purl_prefix";
  }
  return /^cpe:/i.test(value) ? "cpe" : "name";
}

export const PORTFOLIO_KIND_LABELS: Readonly<Record<PortfolioSearchKind, string>> = {
  purl_prefix: "package URL",
  cpe: "CPE",
  name: "name",
};

/** The portfolio call of the page's search (null until there is something to search for). */
export function portfolioQuery(
  search: string,
  versionRange: string,
  page: { limit: number; offset: number },
): PortfolioQuery | null {
  const value = search.trim();
  if (!value) {
    return null;
  }
  const range = versionRange.trim();
  return { [portfolioSearchKind(value)]: value, ...(range ? { version_range: range } : {}), ...page };
}

export interface VendorGroup {
  vendorId: string;
  vendorName: string;
  hits: PortfolioHit[];
}

/** A page of portfolio results (ordered by vendor name) as one group per vendor, in order. */
export function groupByVendor(hits: readonly PortfolioHit[]): VendorGroup[] {
  const groups: VendorGroup[] = [];
  for (const hit of hits) {
    const last = groups.at(-1);
    if (last && last.vendorId === hit.vendor_id) {
      last.hits.push(hit);
    } else {
      groups.push({ vendorId: hit.vendor_id, vendorName: hit.vendor_name ?? "Unnamed vendor", hits: [hit] });
    }
  }
  return groups;
}

/** The page a result's "Raise advisory" opens: the advisories page with the draft's source in the URL. */
export function raiseAdvisoryHref(component: Pick<BomComponent, "purl" | "name" | "version">): string {
  const params = new URLSearchParams();
  if (component.purl) {
    params.set("purl", component.purl);
  } else {
    params.set("name", component.name);
  }
  if (component.version) {
    params.set("version", component.version);
  }
  return `/advisories?${params}`;
}
