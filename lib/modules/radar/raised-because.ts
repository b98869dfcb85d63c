import { eq } from "drizzle-orm";
import type { Queryable } from "@/lib/db/client";
import { inOrg } from "@/lib/db/tenant";
import { vendorNameAndWebsite } from "@/lib/modules/vendors";
import { explainVendorMatch } from "@/lib/vendor-mentions";
import type { RadarAlert } from "./schemas";
import { radarDetectors, radarSourceData, radarSources } from "./tables";

type RaisedBecause = NonNullable<RadarAlert["raised_because"]>;

/**
 * Why an alert was raised: its detector by name, and what tied its vendor to the event. A vendor a
 * person linked (manual entry) says so; a feed item's match is found again in the item's stored
 * title, summary and link by the feed matcher's own rules (lib/vendor-mentions).
 */
export async function raisedBecause(q: Queryable, orgId: string, alert: RadarAlert): Promise<RaisedBecause> {
  const [[detector], [data], vendor] = await Promise.all([
    q
      .select({ name: radarDetectors.name, kind: radarDetectors.kind })
      .from(radarDetectors)
      .where(inOrg(radarDetectors, orgId, eq(radarDetectors.id, alert.detector_id)))
      .limit(1),
    q
      .select({
        title: radarSourceData.title,
        summary: radarSourceData.summary,
        url: radarSourceData.url,
        sourceKind: radarSources.kind,
      })
      .from(radarSourceData)
      .leftJoin(radarSources, inOrg(radarSources, orgId, eq(radarSources.id, radarSourceData.sourceId)))
      .where(inOrg(radarSourceData, orgId, eq(radarSourceData.id, alert.data_id)))
      .limit(1),
    vendorNameAndWebsite(q, orgId, alert.vendor_id),
  ]);
  const sourceTitle = data?.title ?? null;
  const base = { detector_name: detector?.name ?? null, detector_kind: detector?.kind ?? null };
  if (data?.sourceKind !== "feed") {
    return { ...base, match: { kind: "linked", text: null, field: null, source_title: sourceTitle } };
  }
  const found = vendor ? explainVendorMatch(data, vendor) : null;
  return {
    ...base,
    match: found
      ? { ...found, source_title: sourceTitle }
      : { kind: "unknown", text: null, field: null, source_title: sourceTitle },
  };
}
