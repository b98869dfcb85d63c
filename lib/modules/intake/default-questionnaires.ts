import type { ResponseType } from "./answerer/types";

export interface QuestionDefinition {
  /** Stable key of a shipped question; the labelled set names its expected answers by it. */
  key: string;
  text: string;
  response_type: ResponseType;
  options: string[];
  /** What the answerer (and a person answering by hand) should look for. Admins may edit it. */
  guidance: string;
}

export interface QuestionnaireDefinition {
  name: string;
  description: string;
  type: "irq" | "vendor_onboarding";
  questions: QuestionDefinition[];
}

const yesNo = ["Yes", "No"];

/** The inherent risk questionnaire every organization starts with (type irq). */
export const inherentRiskQuestionnaire: QuestionnaireDefinition = {
  name: "Inherent risk questionnaire",
  description:
    "What the relationship exposes us to before any control is considered: the data shared, the access granted, where it runs, how much we depend on it and what rules apply.",
  type: "irq",
  questions: [
    {
      key: "service_description",
      text: "What product or service will the vendor provide?",
      response_type: "free_text",
      options: [],
      guidance: "The vendor's product or service and what it will do for us: scope of work, deliverables, platform.",
    },
    {
      key: "data_types",
      text: "Which types of our data will the vendor access, store or process?",
      response_type: "multi_select",
      options: [
        "Personal data",
        "Sensitive personal data",
        "Payment card data",
        "Health data",
        "Confidential business data",
        "No data from us",
      ],
      guidance:
        "Personal data: names, emails, addresses, employee or customer records. Sensitive personal data: social security or national ID numbers, bank details, background checks, biometrics, ethnicity, religion. Payment card data: card numbers, cardholder data, PCI. Health data: medical or patient records, PHI, health insurance claims. Confidential business data: financials, pricing, contracts, source code, strategy, trade secrets. Choose 'No data from us' only when the text says the vendor receives none.",
    },
    {
      key: "system_access",
      text: "What access will the vendor have to our systems or network?",
      response_type: "single_select",
      options: [
        "No access",
        "User accounts in our applications",
        "Network or VPN access",
        "Privileged or administrator access",
      ],
      guidance:
        "Logins to our tools, SSO accounts, VPN or remote access, integration with our systems, admin or root rights, production access. 'No access' only when the text says so.",
    },
    {
      key: "premises_access",
      text: "Will vendor staff work on our premises or have physical access to our sites?",
      response_type: "single_select",
      options: yesNo,
      guidance: "On-site staff, badges, visits to our offices, warehouses, data centres or stores.",
    },
    {
      key: "hosting",
      text: "Where will the service or our data be hosted?",
      response_type: "single_select",
      options: [
        "Public cloud (AWS, Azure, Google Cloud)",
        "Vendor's own data centres",
        "On our premises or in our cloud account",
        "No hosting involved",
      ],
      guidance:
        "The hosting provider or data centre: AWS, Amazon Web Services, Microsoft Azure, Google Cloud, colocation, the vendor's own servers, installed on our infrastructure, or a service with no system at all.",
    },
    {
      key: "data_location",
      text: "In which regions will our data be stored or processed?",
      response_type: "multi_select",
      options: ["United States", "European Union / EEA", "United Kingdom", "Canada", "Asia-Pacific", "Other"],
      guidance: "Data residency, data centre regions, countries where data is stored, processed or accessed from.",
    },
    {
      key: "subprocessors_used",
      text: "Will the vendor use sub-processors or subcontractors to deliver the service?",
      response_type: "single_select",
      options: yesNo,
      guidance: "Sub-processors, subcontractors, third parties, outsourced partners, fourth parties.",
    },
    {
      key: "subprocessors_named",
      text: "Which sub-processors or subcontractors are named?",
      response_type: "free_text",
      options: [],
      guidance: "Names of the sub-processors, subcontractors or partners the vendor relies on.",
    },
    {
      key: "criticality",
      text: "How critical is the service to our business operations?",
      response_type: "single_select",
      options: [
        "Critical: operations stop without it",
        "High: significant disruption",
        "Moderate: workarounds exist",
        "Low: little impact",
      ],
      guidance:
        "What happens if the service is unavailable: operations stop, revenue or customers affected, outage tolerance, business critical, nice to have.",
    },
    {
      key: "substitutability",
      text: "How easily could we replace the vendor?",
      response_type: "single_select",
      options: ["Easily, within weeks", "With effort, within months", "Hard to replace"],
      guidance:
        "Alternatives in the market, sole or single source, deep integration, migration effort, lock-in, switching time.",
    },
    {
      key: "certifications",
      text: "Which security certifications or attestations does the vendor hold?",
      response_type: "multi_select",
      options: ["SOC 2 Type II", "SOC 1", "ISO 27001", "PCI DSS", "HITRUST", "None held"],
      guidance: "Audit reports and certificates: SOC 2, SOC 1, ISO/IEC 27001, PCI DSS attestation, HITRUST.",
    },
    {
      key: "annual_spend",
      text: "What is the expected annual spend with the vendor?",
      response_type: "single_select",
      options: ["Under $50,000", "$50,000 to $250,000", "$250,000 to $1,000,000", "Over $1,000,000"],
      guidance: "Contract value, annual fee, budget, price per year or per month.",
    },
    {
      key: "regulatory_scope",
      text: "Which regulations apply to the vendor's work for us?",
      response_type: "multi_select",
      options: ["GDPR", "HIPAA", "PCI DSS", "SOX", "GLBA", "CCPA / CPRA", "DORA", "None identified"],
      guidance:
        "Laws and regulations named or implied by the data and sector: EU personal data, US health data, card data, financial reporting controls, financial institutions, California consumers, EU financial entities' ICT providers.",
    },
    {
      key: "customer_facing",
      text: "Will the vendor interact with our customers or act on our behalf?",
      response_type: "single_select",
      options: yesNo,
      guidance: "Contact with our customers, support on our behalf, communications sent in our name, call centres.",
    },
    {
      key: "ai_use",
      text: "Will the vendor use AI or machine learning on our data?",
      response_type: "single_select",
      options: yesNo,
      guidance: "Artificial intelligence, machine learning, large language models, training models on our data.",
    },
  ],
};

/** Basic facts procurement collects before a vendor is set up for payment (type vendor_onboarding). */
export const vendorOnboardingQuestionnaire: QuestionnaireDefinition = {
  name: "Vendor onboarding",
  description: "The facts procurement and accounts payable need to set the vendor up.",
  type: "vendor_onboarding",
  questions: [
    {
      key: "legal_name",
      text: "What is the vendor's legal entity name?",
      response_type: "free_text",
      options: [],
      guidance: "The registered company name, with its legal form (Inc., Ltd, GmbH, LLC, SAS).",
    },
    {
      key: "headquarters",
      text: "Where is the vendor headquartered?",
      response_type: "free_text",
      options: [],
      guidance: "Head office, headquarters city and country, registered address.",
    },
    {
      key: "primary_contact",
      text: "Who is the vendor's primary contact for this engagement?",
      response_type: "free_text",
      options: [],
      guidance: "Account manager, contact person, their email or phone.",
    },
    {
      key: "payment_terms",
      text: "What payment terms were agreed?",
      response_type: "single_select",
      options: ["Net 30", "Net 45", "Net 60", "Paid in advance", "Other"],
      guidance: "Payment terms, invoicing schedule, net days, prepayment.",
    },
    {
      key: "purchase_order",
      text: "Will invoices reference a purchase order?",
      response_type: "single_select",
      options: yesNo,
      guidance: "Purchase order, PO number, invoicing against a PO.",
    },
    {
      key: "small_business",
      text: "Is the vendor a small or diverse business?",
      response_type: "single_select",
      options: yesNo,
      guidance: "Small business, minority-owned, women-owned, veteran-owned, diverse supplier certification.",
    },
  ],
};

export const defaultQuestionnaires = [inherentRiskQuestionnaire, vendorOnboardingQuestionnaire];
