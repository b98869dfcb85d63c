import { and, asc, desc, eq, gte, inArray, sql } from "drizzle-orm";
import type { Queryable } from "@/lib/db/client";
import { inOrg } from "@/lib/db/tenant";
import { documents } from "@/lib/modules/documents/tables";
import { vendorFactSheets } from "@/lib/modules/fact-sheets/tables";
import { screeningOfVendor } from "@/lib/modules/radar";
import { radarAlerts, radarEvents, radarEventVendors } from "@/lib/modules/radar/tables";
import {
  vendorDiversityRecords,
  vendorLegalEntityAssignments,
  vendorSites,
  vendorTaxRegistrations,
} from "@/lib/modules/supplier-profile/tables";
import { findVendorInOrg } from "@/lib/modules/vendors/lookup";
import { services } from "@/lib/modules/vendors/tables";
import type { VendorEvidence } from "./types";

/** Text read per document: enough for every control's passages, bounded so one run stays small. */
const DOCUMENT_TEXT_LIMIT = 400_000;
const DOCUMENTS_LIMIT = 50;
/** Radar history a run reads: two years of events on the vendor. */
const RADAR_LOOKBACK_MS = 2 * 365 * 24 * 3600 * 1000;

async function documentEvidence(q: Queryable, orgId: string, vendorId: string) {
  return q
    .select({
      id: documents.id,
      name: documents.name,
      documentType: documents.documentType,
      status: documents.status,
      text: sql<string | null>`left(${documents.extractedText}, ${DOCUMENT_TEXT_LIMIT})`,
      updatedAt: documents.updatedAt,
    })
    .from(documents)
    .where(inOrg(documents, orgId, eq(documents.vendorId, vendorId), eq(documents.isArchived, false)))
    .orderBy(desc(documents.createdAt), desc(documents.id))
    .limit(DOCUMENTS_LIMIT);
}

async function registrationEvidence(q: Queryable, orgId: string, vendorId: string) {
  const [tax, sites, entities, diversity] = await Promise.all([
    q
      .select({
        id: vendorTaxRegistrations.id,
        country: vendorTaxRegistrations.country,
        registrationType: vendorTaxRegistrations.registrationType,
        validationStatus: vendorTaxRegistrations.validationStatus,
      })
      .from(vendorTaxRegistrations)
      .where(inOrg(vendorTaxRegistrations, orgId, eq(vendorTaxRegistrations.vendorId, vendorId)))
      .orderBy(asc(vendorTaxRegistrations.country), asc(vendorTaxRegistrations.registrationType)),
    q
      .select({ id: vendorSites.id, country: vendorSites.country, isPrimary: vendorSites.isPrimary })
      .from(vendorSites)
      .where(inOrg(vendorSites, orgId, eq(vendorSites.vendorId, vendorId), eq(vendorSites.status, "active")))
      .orderBy(desc(vendorSites.isPrimary), asc(vendorSites.createdAt)),
    q
      .select({ legalEntityId: vendorLegalEntityAssignments.legalEntityId })
      .from(vendorLegalEntityAssignments)
      .where(inOrg(vendorLegalEntityAssignments, orgId, eq(vendorLegalEntityAssignments.vendorId, vendorId))),
    q
      .select({ id: vendorDiversityRecords.id, classification: vendorDiversityRecords.classification })
      .from(vendorDiversityRecords)
      .where(inOrg(vendorDiversityRecords, orgId, eq(vendorDiversityRecords.vendorId, vendorId))),
  ]);
  return { tax, sites, legalEntityCount: entities.length, diversity };
}

async function radarEvidence(q: Queryable, orgId: string, vendorId: string, now: Date) {
  const events = await q
    .select({
      id: radarEvents.id,
      name: radarEvents.name,
      summary: radarEvents.summary,
      primaryImpactType: radarEvents.primaryImpactType,
      secondaryImpactTypes: radarEvents.secondaryImpactTypes,
      sourceUrl: radarEvents.sourceUrl,
      sourceName: radarEvents.sourceName,
      occurredAt: radarEvents.occurredAt,
      createdAt: radarEvents.createdAt,
    })
    .from(radarEventVendors)
    .innerJoin(radarEvents, eq(radarEvents.id, radarEventVendors.eventId))
    .where(
      and(
        inOrg(radarEventVendors, orgId, eq(radarEventVendors.vendorId, vendorId)),
        eq(radarEvents.isArchived, false),
        gte(radarEvents.createdAt, new Date(now.getTime() - RADAR_LOOKBACK_MS)),
      ),
    )
    .orderBy(desc(radarEvents.createdAt), desc(radarEvents.id))
    .limit(200);
  const alerts =
    events.length === 0
      ? []
      : await q
          .select({
            eventId: radarAlerts.eventId,
            severity: radarAlerts.severity,
            isDismissed: radarAlerts.isDismissed,
            dismissReason: radarAlerts.dismissReason,
            shouldAlert: radarAlerts.shouldAlert,
          })
          .from(radarAlerts)
          .where(
            inOrg(
              radarAlerts,
              orgId,
              eq(radarAlerts.vendorId, vendorId),
              eq(radarAlerts.isArchived, false),
              inArray(
                radarAlerts.eventId,
                events.map((event) => event.id),
              ),
            ),
          );
  return events.map((event) => ({
    ...event,
    alerts: alerts.filter((alert) => alert.eventId === event.id),
  }));
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
    q
      .select({ id: services.id, name: services.name, description: services.description })
      .from(services)
      .where(inOrg(services, orgId, eq(services.vendorId, vendorId)))
      .orderBy(asc(services.createdAt), asc(services.id)),
    documentEvidence(q, orgId, vendorId),
    q
      .select({ status: vendorFactSheets.status, sections: vendorFactSheets.sections })
      .from(vendorFactSheets)
      .where(inOrg(vendorFactSheets, orgId, eq(vendorFactSheets.vendorId, vendorId))),
    registrationEvidence(q, orgId, vendorId),
    screeningOfVendor(q, orgId, vendorId, new Date(now.getTime() - RADAR_LOOKBACK_MS)),
    radarEvidence(q, orgId, vendorId, now),
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
    factSheet: factSheet[0] ?? null,
    registrations,
    radar: { screening, events: radar },
  };
}
