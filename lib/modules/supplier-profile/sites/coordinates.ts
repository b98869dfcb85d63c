import { eq } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { inOrg } from "@/lib/db/tenant";
import { defineJob, exponentialBackoff } from "@/lib/jobs";
import { countryCentroid } from "../country-rules";
import { type VendorSiteRow, vendorSites } from "../tables";

type AddressFields = Pick<
  VendorSiteRow,
  | "country"
  | "addressLine1"
  | "addressLine2"
  | "addressLine3"
  | "addressLine4"
  | "city"
  | "postalCode"
  | "stateOrRegion"
>;

/**
 * A site's coordinates, from the offline country table only (never a network call): the country's
 * centroid once the site names anything beyond its country, null for a country-only site.
 */
export function siteCoordinates(site: AddressFields): { latitude: number | null; longitude: number | null } {
  const located = [
    site.addressLine1,
    site.addressLine2,
    site.addressLine3,
    site.addressLine4,
    site.city,
    site.postalCode,
    site.stateOrRegion,
  ].some((value) => value != null && value.trim() !== "");
  const centroid = located ? countryCentroid(site.country) : null;
  return { latitude: centroid?.latitude ?? null, longitude: centroid?.longitude ?? null };
}

/**
 * Fills a site's latitude and longitude after it is saved or its address changes. The coordinates
 * are derived, not anyone's change: no change log entry, and updated_at stays as it is. A site deleted
 * meanwhile is left alone.
 */
export const siteCoordinatesJob = defineJob<{ siteId: string }>({
  type: "supplier_profile.site_coordinates",
  maxAttempts: 5,
  retryDelaySeconds: exponentialBackoff(5, 300),
  async handle({ siteId }, context) {
    const orgId = context.orgId;
    if (!orgId) {
      return;
    }
    await db().transaction(async (tx) => {
      const where = inOrg(vendorSites, orgId, eq(vendorSites.id, siteId), eq(vendorSites.status, "active"));
      const [site] = await tx.select().from(vendorSites).where(where).limit(1).for("update");
      if (!site) {
        return;
      }
      const { latitude, longitude } = siteCoordinates(site);
      if (site.latitude === latitude && site.longitude === longitude) {
        return;
      }
      await tx.update(vendorSites).set({ latitude, longitude }).where(where);
    });
  },
});
