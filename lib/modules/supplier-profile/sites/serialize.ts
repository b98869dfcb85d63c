import { toUnixSeconds } from "@/lib/time";
import type { Site } from "../schemas/sites";
import type { VendorSiteRow } from "../tables";

export function serializeSite(row: VendorSiteRow): Site {
  return {
    id: row.id,
    vendor_id: row.vendorId,
    service_id: row.serviceId,
    address_line_1: row.addressLine1,
    address_line_2: row.addressLine2,
    address_line_3: row.addressLine3,
    address_line_4: row.addressLine4,
    city: row.city,
    state_or_region: row.stateOrRegion,
    county: row.county,
    postal_code: row.postalCode,
    country: row.country,
    label: row.label,
    activity_description: row.activityDescription,
    location_purpose: row.locationPurpose as Site["location_purpose"],
    address_role: row.addressRole as Site["address_role"],
    finance_address_code: row.financeAddressCode,
    remit_to_site_id: row.remitToSiteId,
    subdivision_code: row.subdivisionCode,
    po_emails: row.poEmails,
    remittance_emails: row.remittanceEmails,
    is_primary: row.isPrimary,
    latitude: row.latitude,
    longitude: row.longitude,
    // Coordinates only ever come from the offline country centroid table (sites/coordinates.ts).
    coordinates_precision: row.latitude === null ? null : "country",
    status: "active",
    source: row.source,
    validation_results: row.validationResults,
    created_at: toUnixSeconds(row.createdAt),
    updated_at: toUnixSeconds(row.updatedAt),
  };
}
