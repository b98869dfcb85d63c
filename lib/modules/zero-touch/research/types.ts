import type { VendorScreening } from "@/lib/modules/radar";

/** What a run knows about a vendor, gathered from the platform's own records (research/evidence.ts). */
export interface VendorEvidence {
  now: Date;
  vendor: {
    id: string;
    name: string;
    website: string | null;
    description: string | null;
    hqLocation: string | null;
    useCase: string | null;
    securityContactEmail: string | null;
    createdAt: Date;
  };
  services: { id: string; name: string; description: string | null }[];
  documents: EvidenceDocumentRow[];
  factSheet: { status: string; sections: Record<string, Record<string, unknown> | null | undefined> } | null;
  registrations: {
    tax: { id: string; country: string; registrationType: string; validationStatus: string }[];
    sites: { id: string; country: string; isPrimary: boolean }[];
    legalEntityCount: number;
    diversity: { id: string; classification: string }[];
  };
  radar: { screening: VendorScreening; events: RadarEvidence[] };
}

export interface EvidenceDocumentRow {
  id: string;
  name: string;
  documentType: string | null;
  status: string;
  text: string | null;
  updatedAt: Date;
}

export interface RadarEvidence {
  id: string;
  name: string | null;
  summary: string;
  primaryImpactType: string;
  secondaryImpactTypes: string[];
  sourceUrl: string | null;
  sourceName: string | null;
  occurredAt: Date | null;
  createdAt: Date;
  alerts: { severity: string; isDismissed: boolean; dismissReason: string | null; shouldAlert: boolean }[];
}
