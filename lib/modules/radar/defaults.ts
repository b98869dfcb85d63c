import { eq } from "drizzle-orm";
import type { Queryable, Tx } from "@/lib/db/client";
import { inOrg } from "@/lib/db/tenant";
import type { OrgSeedInput } from "@/lib/extensions/organization-defaults";
import { newId } from "@/lib/ids";
import { type RadarDetectorRow, type RadarSourceRow, radarDetectors, radarSources } from "./tables";

/** The detector of 03 §4: one alert per vendor linked to a new event. */
export const impactedVendorDetector = { kind: "impacted_vendor", name: "Impacted vendor" } as const;
/** Where events created through the API or the web app come from. */
export const manualSource = { kind: "manual", name: "Manual entry" } as const;

/**
 * The organization's "Impacted vendor" detector. Signup creates it; an organization from before the
 * radar gets it on first use. Concurrent callers both end with the one row (the unique index decides).
 */
export async function ensureDefaultDetector(q: Queryable, orgId: string): Promise<RadarDetectorRow> {
  const find = () =>
    q
      .select()
      .from(radarDetectors)
      .where(inOrg(radarDetectors, orgId, eq(radarDetectors.kind, impactedVendorDetector.kind)))
      .limit(1);
  const [existing] = await find();
  if (existing) {
    return existing;
  }
  await q
    .insert(radarDetectors)
    .values({ id: newId("radarDetector"), orgId, ...impactedVendorDetector })
    .onConflictDoNothing();
  const [row] = await find();
  if (!row) {
    throw new Error("the default radar detector was neither found nor created");
  }
  return row;
}

/** The organization's manual source, created the same way as the default detector. */
export async function ensureManualSource(q: Queryable, orgId: string): Promise<RadarSourceRow> {
  const find = () =>
    q
      .select()
      .from(radarSources)
      .where(inOrg(radarSources, orgId, eq(radarSources.kind, manualSource.kind)))
      .limit(1);
  const [existing] = await find();
  if (existing) {
    return existing;
  }
  await q
    .insert(radarSources)
    .values({ id: newId("radarSource"), orgId, ...manualSource })
    .onConflictDoNothing();
  const [row] = await find();
  if (!row) {
    throw new Error("the manual radar source was neither found nor created");
  }
  return row;
}

/** Signup: a new organization starts with its detector and manual source. */
export async function seedRadarDefaults(tx: Tx, org: OrgSeedInput): Promise<void> {
  await ensureDefaultDetector(tx, org.id);
  await ensureManualSource(tx, org.id);
}
