import { access, cert, criticality, data, hosting, no, region, regulation, replace, spend, yes } from "./labels";
import { holds, type IntakeCase, NO, pick } from "./types";

/** Payroll, HR, health, payments, customer data and logistics. */
export const peopleHealthFinanceCases: IntakeCase[] = [
  {
    id: "payroll-forwarded-thread",
    vendor_name: "PayBridge Payroll",
    description: "Cloud payroll and tax filing service for mid-sized US employers.",
    use_case: "Run payroll for our 420 US employees from January.",
    context: `---------- Forwarded message ---------
From: Dana Whitfield <dana.whitfield@northwindfoods.com>
Date: Tue, Mar 4, 2025 at 9:12 AM
Subject: RE: PayBridge onboarding
To: Procurement <procurement@northwindfoods.com>

Hi team,

Forwarding the thread below so you can start the vendor review. PayBridge will take over payroll from our in-house team in January. Each pay cycle, HR uploads a file with every employee's name, home address, Social Security number, salary and bank account details for direct deposit. PayBridge files our federal and state payroll taxes on our behalf.

Pricing came in at $6 per employee per month for our 420 employees, plus a one-time implementation fee of $3,000. (For scale: PayBridge processes over $2 billion in payroll annually for 900 clients.)

Dana

> On Mon, Mar 3, 2025, Marco Ruiz (PayBridge) wrote:
> Thanks Dana. To answer your security questions: our platform is hosted on Amazon Web Services in the us-east-1 and us-west-2 regions, and all data stays in the United States. We hold a SOC 1 Type II and a SOC 2 Type II report, both renewed annually.
> Payroll check printing is handled by our print partner, Checkwise Inc.; everything else is done by PayBridge employees.
> Your HR admins get named user accounts in the PayBridge portal. We don't need any access to your network.
>
> Best,
> Marco Ruiz | Implementation Lead | PayBridge`,
    expected: {
      service_description: holds("payroll"),
      data_types: pick(data.personal, data.sensitive),
      system_access: pick(access.none),
      premises_access: NO,
      hosting: pick(hosting.cloud),
      data_location: pick(region.us),
      subprocessors_used: pick(yes),
      subprocessors_named: holds("Checkwise"),
      criticality: NO,
      substitutability: NO,
      certifications: pick(cert.soc1, cert.soc2),
      annual_spend: pick(spend.under50k),
      regulatory_scope: NO,
      customer_facing: pick(yes),
      ai_use: NO,
    },
    contradicted: { system_access: [access.network] },
  },
  {
    id: "background-checks-sow",
    vendor_name: "VerityCheck",
    context: `Statement of Work – Pre-employment screening
1. VerityCheck will run criminal record, employment history and education checks on candidates who accept an offer (approx. 600 checks per year).
2. Candidates receive an email invitation from VerityCheck, branded with our logo, and enter their Social Security number, date of birth and prior addresses in VerityCheck's candidate portal.
3. County courthouse searches are performed by VerityCheck's network of court researchers, who are independent contractors.
4. Recruiters will have user accounts in the VerityCheck dashboard; no integration with our Workday tenant in phase one.
5. Pricing: $38 per check.
6. VerityCheck holds SOC 2 Type II and is accredited by the PBSA.
7. Turnaround: 3 business days. If screening is delayed we can still onboard with a conditional start, so delays are an inconvenience rather than a stoppage.`,
    expected: {
      service_description: holds("check"),
      data_types: pick(data.personal, data.sensitive),
      system_access: NO,
      premises_access: NO,
      hosting: NO,
      data_location: NO,
      subprocessors_used: pick(yes),
      subprocessors_named: NO,
      criticality: pick(criticality.moderate),
      substitutability: NO,
      certifications: pick(cert.soc2),
      annual_spend: pick(spend.under50k),
      regulatory_scope: NO,
      customer_facing: pick(yes),
      ai_use: NO,
    },
    contradicted: { criticality: [criticality.critical] },
  },
  {
    id: "telehealth-blurb-and-note",
    vendor_name: "CareNow Virtual Health",
    context: `CareNow gives your employees 24/7 access to board-certified doctors by video. Members book visits in the CareNow app; our clinicians can e-prescribe and share visit summaries with the member's primary care provider. CareNow is HITRUST r2 certified and signs a Business Associate Agreement with every health plan client. Infrastructure: Microsoft Azure (East US 2 and Central US).

From benefits team: we'd send CareNow a monthly eligibility file (employee name, date of birth, member ID, health plan) so our 3,000 US staff can register. CareNow's nurses will also call employees who flag urgent symptoms. Per-employee-per-month fee of $2.10. There are a handful of competitors (Teladoc, MDLive, Amwell) so switching at renewal is realistic within a few weeks. CareNow uses an AI symptom checker in the app to triage before a visit.`,
    expected: {
      service_description: holds("doctors"),
      data_types: pick(data.personal, data.health),
      system_access: NO,
      premises_access: NO,
      hosting: pick(hosting.cloud),
      data_location: pick(region.us),
      subprocessors_used: NO,
      subprocessors_named: NO,
      criticality: NO,
      substitutability: pick(replace.easy),
      certifications: pick(cert.hitrust),
      annual_spend: pick(spend.to250k),
      regulatory_scope: pick(regulation.hipaa),
      customer_facing: NO,
      ai_use: pick(yes),
    },
  },
  {
    id: "benefits-administrator",
    vendor_name: "ClearPath Benefits",
    context:
      "ClearPath administers our self-funded medical plan: claims adjudication, COBRA notices and the member call center. They receive weekly 834 enrollment files (SSNs, dates of birth, dependants) and process medical claims for ~1,900 US employees and their families. ClearPath is our HIPAA business associate and we'll sign a BAA. Claims data is hosted in ClearPath's own data center in Ohio with DR in Texas. ClearPath staff answer plan members' calls about claims. Admin fee $31 PEPM. HITRUST certified; SOC 1 Type 2 for claims processing controls. Switching TPAs is a 12-18 month effort and disruptive to members; if ClearPath's claims system went down, employees couldn't get claims paid, and we'd face significant disruption but not a shutdown.",
    expected: {
      service_description: holds("claims"),
      data_types: pick(data.personal, data.sensitive, data.health),
      system_access: NO,
      premises_access: NO,
      hosting: pick(hosting.vendor),
      data_location: pick(region.us),
      subprocessors_used: NO,
      subprocessors_named: NO,
      criticality: pick(criticality.high),
      substitutability: pick(replace.hard),
      certifications: pick(cert.hitrust, cert.soc1),
      annual_spend: pick(spend.to1m),
      regulatory_scope: pick(regulation.hipaa),
      customer_facing: pick(yes),
      ai_use: NO,
    },
    contradicted: { criticality: [criticality.critical] },
  },
  {
    id: "recruitment-agency-email",
    vendor_name: "TalentForge Recruitment",
    context: `Hi Sam,

Quick summary of where we landed with TalentForge for the engineering hiring push.
- They'll source and screen candidates for ~15 engineering roles over the next 6 months and contact candidates on our behalf using our employer brand.
- Fee is 20% of first-year salary per hire; finance estimates roughly $420k total if we fill all 15.
- They'd get a recruiter login to our Greenhouse ATS to post candidate profiles (CVs, contact details, salary expectations).
- They don't need VPN or any other network access.
- No on-site work; interviews happen on our side.
- They use a third-party AI tool (HireScore) to rank CVs — I asked, and they confirmed our candidates' CVs would go through it.
- TalentForge is headquartered in Toronto.
- If they fall through, there are plenty of other agencies; we could swap in a couple of weeks.

Thanks,
Lena Ortiz
Talent Acquisition Lead
Northwind Foods | lena.ortiz@northwindfoods.com | +1 (312) 555-0148`,
    expected: {
      service_description: holds("candidates"),
      data_types: pick(data.personal),
      system_access: pick(access.accounts),
      premises_access: pick(no),
      hosting: NO,
      data_location: NO,
      subprocessors_used: pick(yes),
      subprocessors_named: holds("HireScore"),
      criticality: NO,
      substitutability: pick(replace.easy),
      certifications: NO,
      annual_spend: pick(spend.to1m),
      regulatory_scope: NO,
      customer_facing: pick(yes),
      ai_use: pick(yes),
    },
    contradicted: { system_access: [access.network], premises_access: [yes] },
  },
  {
    id: "support-bpo",
    vendor_name: "HelpHive Support",
    description: "HelpHive provides multilingual customer support outsourcing: email, chat and phone, 24/7.",
    context: `Internal note: HelpHive agents (about 40, based in Manila and Cebu) will answer our customers' tickets in Zendesk under our brand. They'll have agent seats in our Zendesk; supervisors get Zendesk admin. Agents see order history and can issue refunds up to $100, but they never see full card numbers — payments are in Stripe, which they can't access. Agents work from HelpHive's secured delivery centres.

PCI DSS doesn't apply since no card data reaches them. Budget: $38k/month. If HelpHive has an outage our customers wait, but our in-house team can cover the priority queue for a few days.`,
    expected: {
      service_description: holds("support"),
      data_types: pick(data.personal),
      system_access: pick(access.admin),
      premises_access: pick(no),
      hosting: NO,
      data_location: pick(region.apac),
      subprocessors_used: NO,
      subprocessors_named: NO,
      criticality: pick(criticality.moderate),
      substitutability: NO,
      certifications: NO,
      annual_spend: pick(spend.to1m),
      regulatory_scope: NO,
      customer_facing: pick(yes),
      ai_use: NO,
    },
    contradicted: { data_types: [data.card], regulatory_scope: [regulation.pci] },
  },
  {
    id: "card-processor",
    vendor_name: "SwiftPay Processing",
    context:
      "SwiftPay would replace our current processor for in-store and online card payments at all 45 stores. Card numbers are tokenized by SwiftPay at the terminal, so our POS and e-commerce systems never store full card numbers; SwiftPay stores the cardholder data in its PCI DSS Level 1 environment. SwiftPay's engineers will need a site-to-site VPN into our store network to manage the terminals. Processing fees run about 2.3% of card volume, roughly $1.4M a year at current volumes. If card processing goes down, the stores can't take card payments, which is most of our revenue. Moving processors is a 9–12 month project. They provide an annual PCI DSS Attestation of Compliance and a SOC 2 Type II report.",
    expected: {
      service_description: holds("card"),
      data_types: pick(data.card),
      system_access: pick(access.network),
      premises_access: NO,
      hosting: NO,
      data_location: NO,
      subprocessors_used: NO,
      subprocessors_named: NO,
      criticality: pick(criticality.critical),
      substitutability: pick(replace.months),
      certifications: pick(cert.pci, cert.soc2),
      annual_spend: pick(spend.over1m),
      regulatory_scope: pick(regulation.pci),
      customer_facing: NO,
      ai_use: NO,
    },
  },
  {
    id: "data-broker-enrichment",
    vendor_name: "Meridian Data Exchange",
    description: "Consumer data enrichment: demographic attributes and audience segments for marketers.",
    context:
      "Meridian would append demographic and purchase-propensity attributes to our loyalty member file. We send them hashed emails, postal addresses and names for about 2.1M loyalty members, most in California and Texas; they match against their consumer graph and send back household income bands, age ranges and interest segments. Their matching models are machine-learning based and retrain monthly on the aggregate match results. Data is processed in their own data centre in Virginia. They are not SOC 2 audited yet — the first audit window opens in Q3. Annual license is $310,000. Legal flagged CCPA: selling/sharing consumer data needs the opt-out flow reviewed.",
    expected: {
      service_description: holds("demographic"),
      data_types: pick(data.personal),
      system_access: NO,
      premises_access: NO,
      hosting: pick(hosting.vendor),
      data_location: pick(region.us),
      subprocessors_used: NO,
      subprocessors_named: NO,
      criticality: NO,
      substitutability: NO,
      certifications: NO,
      annual_spend: pick(spend.to1m),
      regulatory_scope: pick(regulation.ccpa),
      customer_facing: NO,
      ai_use: pick(yes),
    },
    contradicted: { certifications: [cert.soc2] },
  },
  {
    id: "kyc-identity-verification",
    vendor_name: "IdentiQ KYC",
    context:
      "IdentiQ verifies the identity of new account holders for our consumer lending app: customers upload a driver's licence and a selfie, IdentiQ checks the document and runs a face match, then returns pass/fail. As a US lender we're a financial institution under GLBA, so their contract needs the Safeguards Rule language. Face matching uses IdentiQ's own machine-learning models; they do not train on our customers' images. Images are retained 30 days in AWS us-west-2. Pricing: $1.10 per verification, ~25,000 verifications a month. If IdentiQ is down, nobody can open an account, so onboarding stops completely.",
    expected: {
      service_description: holds("identity"),
      data_types: pick(data.personal, data.sensitive),
      system_access: NO,
      premises_access: NO,
      hosting: pick(hosting.cloud),
      data_location: pick(region.us),
      subprocessors_used: NO,
      subprocessors_named: NO,
      criticality: pick(criticality.critical),
      substitutability: NO,
      certifications: NO,
      annual_spend: pick(spend.to1m),
      regulatory_scope: pick(regulation.glba),
      customer_facing: pick(yes),
      ai_use: pick(yes),
    },
  },
  {
    id: "third-party-logistics",
    vendor_name: "Harbor 3PL",
    context:
      "Harbor will store and ship our e-commerce orders from their Savannah warehouse. Our Shopify store sends orders (customer name, shipping address, phone) to Harbor's WMS through their Shopify app. Harbor packs and ships directly to our customers with our branded packing slips. No one from Harbor comes to our offices, and we don't give them access to anything except the Shopify app permissions for orders. Fulfilment stops if Harbor stops — we have no second warehouse. Fees are per order: $3.40 pick-and-pack on ~14,000 orders a month, plus storage of about $6,000 a month. Harbor uses UPS and FedEx for parcels.",
    expected: {
      service_description: holds("ship"),
      data_types: pick(data.personal),
      system_access: pick(access.accounts),
      premises_access: pick(no),
      hosting: NO,
      data_location: NO,
      subprocessors_used: pick(yes),
      subprocessors_named: holds("UPS", "FedEx"),
      criticality: pick(criticality.critical),
      substitutability: NO,
      certifications: NO,
      annual_spend: pick(spend.to1m),
      regulatory_scope: NO,
      customer_facing: pick(yes),
      ai_use: NO,
    },
    contradicted: { premises_access: [yes] },
  },
];
