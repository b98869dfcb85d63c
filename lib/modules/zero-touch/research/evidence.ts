import type { Queryable } from "@/lib/db/client";
import { latestLiveDocumentsWithText } from "@/lib/modules/documents";
import { factSheetSectionsOfVendor } from "@/lib/modules/fact-sheets";
import { radarHistoryOfVendor, screeningOfVendor } from "@/lib/modules/radar";
import { registrationSummaryOfVendor } from "@/lib/modules/supplier-profile";
import { findVendorInOrg, vendorServiceSummaries } from "@/lib/modules/vendors";
import type { VendorEvidence } from "./types";

/** Text read per document: enough for every control's passages, bounded so one run stays small. */
const DOCUMENT_TEXT_LIMIT = 400_000;
const DOCUMENTS_LIMIT = 50;
/** Radar history a run reads: two years of events on the vendor. */
const RADAR_LOOKBACK_MS = 2 * 365 * 24 * 3600 * 1000;

async function documentEvidence(q: Queryable, orgId: string, vendorId: string) {
  return latestLiveDocumentsWithText(q, orgId, vendorId, { textLimit: DOCUMENT_TEXT_LIMIT, limit: DOCUMENTS_LIMIT });
}

/** Everything the platform holds about the vendor that a run may use; read only, no network. */
export async function gatherEvidence(
  q: Queryable,
  orgId: string,
  vendorId: string,
  now = new Date(),
): Promise<VendorEvidence> {
  const vendor = await findVendorInOrg(q, orgId, vendorId);
  const [serviceRows, documentRows, factSheet, registrations, screening, radar] = await Promise.all([
    vendorServiceSummaries(q, orgId, vendorId),
    documentEvidence(q, orgId, vendorId),
    factSheetSectionsOfVendor(q, orgId, vendorId),
    registrationSummaryOfVendor(q, orgId, vendorId),
    screeningOfVendor(q, orgId, vendorId, new Date(now.getTime() - RADAR_LOOKBACK_MS)),
    radarHistoryOfVendor(q, orgId, vendorId, new Date(now.getTime() - RADAR_LOOKBACK_MS)),
  ]);
  return {
    now,
    vendor: {
      id: vendor.id,
      name: vendor.name,
      website: vendor.website,
      description: vendor.description,
      hqLocation: vendor.hqLocation,
      useCase: vendor.useCase,
      securityContactEmail: vendor.securityContactEmail,
      createdAt: vendor.createdAt,
    },
    services: serviceRows,
    documents: documentRows,
    factSheet,
    registrations,
    radar: { screening, events: radar },
  };
}
