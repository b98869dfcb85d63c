import type { Queryable } from "@/lib/db/client";
import { listVendorDocumentFacts } from "@/lib/modules/documents";
import { findVendorInOrg, vendorServiceSummaries } from "@/lib/modules/vendors";

export interface VendorDocumentFact {
  id: string;
  name: string;
  /** The classified document type slug, null until classified. */
  document_type: string | null;
}

/** What the platform itself holds about a vendor: the only ground truth a fact sheet may state. */
export interface VendorFacts {
  vendor: {
    id: string;
    name: string;
    website: string | null;
    description: string | null;
    hq_location: string | null;
    use_case: string | null;
    security_contact_email: string | null;
  };
  services: { id: string; name: string; description: string | null }[];
  documents: VendorDocumentFact[];
}

export async function loadVendorFacts(q: Queryable, orgId: string, vendorId: string): Promise<VendorFacts> {
  const vendor = await findVendorInOrg(q, orgId, vendorId);
  const serviceRows = await vendorServiceSummaries(q, orgId, vendorId);
  return {
    vendor: {
      id: vendor.id,
      name: vendor.name,
      website: vendor.website,
      description: vendor.description,
      hq_location: vendor.hqLocation,
      use_case: vendor.useCase,
      security_contact_email: vendor.securityContactEmail,
    },
    services: serviceRows,
    documents: await listVendorDocumentFacts(q, orgId, vendorId),
  };
}
