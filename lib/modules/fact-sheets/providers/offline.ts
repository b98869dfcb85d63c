import type { VendorDocumentFact, VendorFacts } from "../facts";
import type { FactSheetSectionName } from "../tables";
import type { FactSheetProvider, SectionContent, SourceReference } from "./types";

const VENDOR_RECORD: SourceReference = { kind: "platform", label: "Vendor record" };
const SERVICES: SourceReference = { kind: "platform", label: "Services recorded for the vendor" };
const DOCUMENTS: SourceReference = { kind: "platform", label: "Classified vendor documents" };

/** External security ratings the platform would need a scanner for; it has none, so none is measured. */
const SECURITY_FACTORS = [
  { factor: "network_security", weight: 0.2 },
  { factor: "dns_health", weight: 0.15 },
  { factor: "patching_cadence", weight: 0.2 },
  { factor: "application_security", weight: 0.2 },
  { factor: "email_security", weight: 0.1 },
  { factor: "leaked_credentials", weight: 0.15 },
] as const;

/**
 * Security certifications a classified document evidences. They belong to the security posture
 * (`security_certifications`), not to "privacy certifications" of compliance and legal: SOC 2 and
 * ISO/IEC 27001 attest to security controls. No document type evidences a privacy certification yet.
 */
const CERTIFICATION_DOCUMENTS: Record<string, string> = {
  soc2_type2: "SOC 2 Type II",
  iso27001_certificate: "ISO/IEC 27001",
};

const documentsOfType = (facts: VendorFacts, types: string[]) =>
  facts.documents.filter((document) => document.document_type !== null && types.includes(document.document_type));

const evidence = (document: VendorDocumentFact) => ({ document_id: document.id, document_name: document.name });

/** Factor entries for what was not measured: excluded from overall_score, shown as no data. */
export function unmeasuredSecurityFactors() {
  return SECURITY_FACTORS.map(({ factor, weight }) => ({
    factor,
    score: 0,
    grade: "N/A",
    weight,
    data_available: false,
  }));
}

function companyProfile(facts: VendorFacts): SectionContent {
  const { vendor } = facts;
  return {
    name: vendor.name,
    legal_name: null,
    website: vendor.website,
    description: vendor.description,
    headquarters: vendor.hq_location,
    industry: null,
    founded_year: null,
    registry_validation: {
      status: "not_checked",
      registry: null,
      registration_number: null,
      detail: "No company registry was consulted.",
    },
    sources: [VENDOR_RECORD],
  };
}

function products(facts: VendorFacts): SectionContent | null {
  if (facts.services.length === 0) {
    return null;
  }
  const items = facts.services.map((service) => ({
    name: service.name,
    description: service.description,
    service_id: service.id,
  }));
  return { items, sources: [SERVICES] };
}

function complianceAndLegal(facts: VendorFacts): SectionContent | null {
  const agreements = documentsOfType(facts, ["dpa", "privacy_policy"]);
  if (agreements.length === 0) {
    return null;
  }
  return {
    privacy_certifications: [],
    privacy_documents: agreements.map((document) => ({ document_type: document.document_type, ...evidence(document) })),
    legal_actions: null,
    enforcement_actions: null,
    sources: [DOCUMENTS],
  };
}

function securityPosture(facts: VendorFacts): SectionContent {
  const penetrationTests = documentsOfType(facts, ["penetration_test"]);
  const certificates = documentsOfType(facts, Object.keys(CERTIFICATION_DOCUMENTS));
  return {
    trust_center_url: null,
    security_contact: facts.vendor.security_contact_email,
    security_certifications: certificates.map((document) => ({
      name: CERTIFICATION_DOCUMENTS[document.document_type ?? ""],
      ...evidence(document),
    })),
    known_incidents: null,
    penetration_test_reports: penetrationTests.map(evidence),
    external_intelligence: { overall_score: null, overall_grade: null, factors: unmeasuredSecurityFactors() },
    sources: penetrationTests.length + certificates.length > 0 ? [VENDOR_RECORD, DOCUMENTS] : [VENDOR_RECORD],
  };
}

/** Derives each section from what the platform holds; news, financials and people need outside research. */
export function deriveSection(section: FactSheetSectionName, facts: VendorFacts): SectionContent | null {
  switch (section) {
    case "company_profile":
      return companyProfile(facts);
    case "products":
      return products(facts);
    case "compliance_and_legal":
      return complianceAndLegal(facts);
    case "security_posture":
      return securityPosture(facts);
    case "public_perception":
    case "financials":
    case "people":
      return null;
  }
}

export const offlineProvider: FactSheetProvider = {
  name: "offline",
  generateSection: async (section, facts) => deriveSection(section, facts),
};
