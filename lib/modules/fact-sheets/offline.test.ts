import { describe, expect, it } from "vitest";
import type { VendorFacts } from "./facts";
import { deriveSection } from "./providers/offline";

const facts = (documents: VendorFacts["documents"]): VendorFacts => ({
  vendor: {
    id: "cbvndr_1",
    name: "Acme",
    website: null,
    description: null,
    hq_location: null,
    use_case: null,
    security_contact_email: null,
  },
  services: [],
  documents,
});

describe("offline fact sheet derivation from classified documents", () => {
  it("lists security certifications under the security posture and privacy documents under compliance", () => {
    const documents = facts([
      { id: "cbvdoc_soc", name: "SOC 2 report 2024.pdf", document_type: "soc2_type2" },
      { id: "cbvdoc_iso", name: "ISO cert.pdf", document_type: "iso27001_certificate" },
      { id: "cbvdoc_dpa", name: "DPA.docx", document_type: "dpa" },
      { id: "cbvdoc_new", name: "unclassified.pdf", document_type: null },
    ]);
    expect(deriveSection("compliance_and_legal", documents)).toMatchObject({
      privacy_certifications: [],
      privacy_documents: [{ document_type: "dpa", document_id: "cbvdoc_dpa", document_name: "DPA.docx" }],
      legal_actions: null,
      enforcement_actions: null,
    });
    expect(deriveSection("security_posture", documents)).toMatchObject({
      security_certifications: [
        { name: "SOC 2 Type II", document_id: "cbvdoc_soc", document_name: "SOC 2 report 2024.pdf" },
        { name: "ISO/IEC 27001", document_id: "cbvdoc_iso", document_name: "ISO cert.pdf" },
      ],
    });
  });

  it("says nothing about compliance when the only documents are security certificates", () => {
    const documents = facts([{ id: "cbvdoc_soc", name: "SOC 2.pdf", document_type: "soc2_type2" }]);
    expect(deriveSection("compliance_and_legal", documents)).toBeNull();
  });

  it("says nothing about compliance without such documents, and lists penetration test reports under security", () => {
    const documents = [{ id: "cbvdoc_pt", name: "Pentest.pdf", document_type: "penetration_test" }];
    expect(deriveSection("compliance_and_legal", facts(documents))).toBeNull();
    expect(deriveSection("security_posture", facts(documents))).toMatchObject({
      penetration_test_reports: [{ document_id: "cbvdoc_pt", document_name: "Pentest.pdf" }],
    });
    expect(deriveSection("security_posture", facts([]))).toMatchObject({ penetration_test_reports: [] });
  });
});
