import { access, cert, criticality, data, hosting, no, region, regulation, replace, spend, yes } from "./labels";
import { holds, type IntakeCase, NO, pick } from "./types";

/** Software, hosting, IT services and the software supply chain. */
export const technologyCases: IntakeCase[] = [
  {
    id: "managed-cloud-blurb-and-note",
    vendor_name: "Stratus Managed Cloud",
    description: "Stratus runs managed Kubernetes and databases in its own data centres in Frankfurt and Amsterdam.",
    context: `About Stratus
Stratus Managed Cloud operates three wholly owned data centres in Frankfurt and Amsterdam; no public cloud providers are involved. Customer workloads and backups never leave the EU. Stratus is ISO/IEC 27001:2022 certified and publishes a SOC 2 Type II report each spring. Our 24/7 operations team holds root access to the infrastructure layer only; customers keep admin rights inside their own clusters.

Procurement note
We plan to move the customer analytics warehouse (EU customer profiles and order history) to Stratus. The three-year agreement totals €540,000. Migrating off it later would take several months given the database sizes. If Stratus goes down, our web shop goes down with it.`,
    expected: {
      service_description: holds("Kubernetes"),
      data_types: pick(data.personal),
      system_access: pick(access.admin),
      premises_access: NO,
      hosting: pick(hosting.vendor),
      data_location: pick(region.eu),
      subprocessors_used: NO,
      subprocessors_named: NO,
      criticality: pick(criticality.critical),
      substitutability: pick(replace.months),
      certifications: pick(cert.iso, cert.soc2),
      annual_spend: pick(spend.to250k),
      regulatory_scope: pick(regulation.gdpr),
      customer_facing: NO,
      ai_use: NO,
    },
    contradicted: { hosting: [hosting.cloud] },
  },
  {
    id: "msp-renewal-email",
    vendor_name: "Bastion IT Partners",
    context: `Subject: MSP contract renewal – Bastion

Bastion has run our IT since 2021: helpdesk for 150 staff, patching, backups and the firewall. Their engineers have domain admin rights and remote access via our VPN and ConnectWise ScreenConnect. Two of their techs are on site at the Leeds office every Tuesday.

Renewal quote: £7,200 per month, three-year term.

If Bastion disappeared tomorrow we'd be in serious trouble — nobody internally knows the network — so replacing them would realistically take 6+ months of handover.

They're Cyber Essentials Plus certified; no ISO 27001 or SOC 2. Backups go to Backblaze B2, a third-party cloud storage provider, in the EU region.`,
    expected: {
      service_description: holds("helpdesk"),
      data_types: NO,
      system_access: pick(access.admin),
      premises_access: pick(yes),
      hosting: pick(hosting.cloud),
      data_location: pick(region.eu),
      subprocessors_used: pick(yes),
      subprocessors_named: holds("Backblaze"),
      criticality: pick(criticality.high),
      substitutability: pick(replace.months),
      certifications: NO,
      annual_spend: pick(spend.to250k),
      regulatory_scope: NO,
      customer_facing: NO,
      ai_use: NO,
    },
    contradicted: { certifications: [cert.iso, cert.soc2] },
  },
  {
    id: "saas-crm-evaluation",
    vendor_name: "Pipewise CRM",
    description: "Sales CRM with pipeline forecasting.",
    use_case: "Replace the sales team's spreadsheets.",
    context: `We're moving the sales team (60 reps) off spreadsheets onto Pipewise. It will hold our customer and prospect contacts (names, work emails, phone numbers), deal values and pricing discounts.

Pipewise is multi-tenant SaaS on Google Cloud; EU customers can choose the Belgium region and we'll use that since most of our prospects are in Germany and France.

Sub-processors listed in their DPA: Google Cloud, SendGrid (email), Intercom (in-app support).

Their forecasting feature uses machine learning on our historical deal data.
Annual subscription: 60 seats × $1,100 = $66,000.
SOC 2 Type II report available under NDA; ISO 27001 expected next year.
Our admins will configure SSO with Okta; Pipewise support staff get no access to our tenant unless we grant it.`,
    expected: {
      service_description: holds("CRM"),
      data_types: pick(data.personal, data.confidential),
      system_access: pick(access.none),
      premises_access: NO,
      hosting: pick(hosting.cloud),
      data_location: pick(region.eu),
      subprocessors_used: pick(yes),
      subprocessors_named: holds("SendGrid", "Intercom"),
      criticality: NO,
      substitutability: NO,
      certifications: pick(cert.soc2),
      annual_spend: pick(spend.to250k),
      regulatory_scope: pick(regulation.gdpr),
      customer_facing: NO,
      ai_use: pick(yes),
    },
    contradicted: { certifications: [cert.iso] },
  },
  {
    id: "ai-forecasting-startup",
    vendor_name: "Quantiva AI",
    context:
      "Quantiva is a 12-person startup; their platform forecasts store-level demand using gradient-boosted models and an LLM assistant that answers questions about the forecasts. We'd share three years of daily sales by SKU and store, plus promo calendars — no customer or employee data at all. They'd get read-only access to our Snowflake warehouse through a service account. Hosted on AWS in us-east-2; they rely on AWS SageMaker for model training and Azure OpenAI in East US for the LLM. No SOC 2 yet; they're 'working towards' it with Vanta, target early next year. Pilot is free for 3 months, then $48,000 per year. If it fails, planners go back to the spreadsheet forecast, which is worse but works.",
    expected: {
      service_description: holds("forecast"),
      data_types: pick(data.confidential),
      system_access: pick(access.accounts),
      premises_access: NO,
      hosting: pick(hosting.cloud),
      data_location: pick(region.us),
      subprocessors_used: pick(yes),
      subprocessors_named: holds("Azure OpenAI"),
      criticality: pick(criticality.moderate),
      substitutability: NO,
      certifications: NO,
      annual_spend: pick(spend.under50k),
      regulatory_scope: NO,
      customer_facing: NO,
      ai_use: pick(yes),
    },
    contradicted: { data_types: [data.personal], certifications: [cert.soc2] },
  },
  {
    id: "software-contractor-sow",
    vendor_name: "Kestrel Dev Studio",
    context: `STATEMENT OF WORK — Returns module

1. Kestrel Dev Studio (two developers) will build the new returns module for our Magento store over 10 weeks, fixed price $64,000.
2. Developers will work in our GitHub repository and deploy to our staging environment; production deploys are done by our own team.
3. Unlike our last contractor, who had admin access to everything, Kestrel will not have production or admin access.
4. They will use test data only — no real customer data leaves production.
5. Work is done remotely from Lisbon.
6. Kestrel does not use subcontractors.`,
    expected: {
      service_description: holds("returns"),
      data_types: pick(data.confidential),
      system_access: pick(access.accounts),
      premises_access: pick(no),
      hosting: NO,
      data_location: pick(region.eu),
      subprocessors_used: pick(no),
      subprocessors_named: NO,
      criticality: NO,
      substitutability: NO,
      certifications: NO,
      annual_spend: pick(spend.to250k),
      regulatory_scope: NO,
      customer_facing: NO,
      ai_use: NO,
    },
    contradicted: { system_access: [access.admin], subprocessors_used: [yes], data_types: [data.personal] },
  },
  {
    id: "e-signature-saas",
    vendor_name: "SignStream",
    description: "E-signature platform for contracts and HR forms.",
    context:
      "Legal wants SignStream for customer contracts and offer letters. Signed PDFs (counterparty names, emails, signatures, contract terms) are stored in SignStream; our customers receive signing requests from SignStream emails with our logo. SignStream is hosted in Microsoft Azure, US regions, with an EU data residency option we won't need. SOC 2 Type II and ISO 27001 certified. 25 sender licences at $480/year each. We'll connect it to Salesforce via their managed package (API user in our Salesforce org). Sub-processors per their website: Microsoft Azure, Twilio (SMS verification), Zendesk.",
    expected: {
      service_description: holds("signature"),
      data_types: pick(data.personal, data.confidential),
      system_access: pick(access.accounts),
      premises_access: NO,
      hosting: pick(hosting.cloud),
      data_location: pick(region.us),
      subprocessors_used: pick(yes),
      subprocessors_named: holds("Twilio"),
      criticality: NO,
      substitutability: NO,
      certifications: pick(cert.soc2, cert.iso),
      annual_spend: pick(spend.under50k),
      regulatory_scope: NO,
      customer_facing: pick(yes),
      ai_use: NO,
    },
    contradicted: { data_location: [region.eu] },
  },
  {
    id: "open-source-sponsorship",
    vendor_name: "Tidewater OSS (maintainer of fastcsv)",
    context:
      "We'd sponsor the maintainer of fastcsv, an MIT-licensed CSV parsing library we use in the data pipeline, via GitHub Sponsors at $500/month, plus a one-time $5,000 for a security audit of the parser. Sponsorship doesn't give them any access to our code, systems or data; they just keep maintaining the public library. It's a single maintainer, so if they stop, we'd fork it ourselves.",
    expected: {
      service_description: holds("CSV"),
      data_types: pick(data.none),
      system_access: pick(access.none),
      premises_access: NO,
      hosting: NO,
      data_location: NO,
      subprocessors_used: NO,
      subprocessors_named: NO,
      criticality: NO,
      substitutability: NO,
      certifications: NO,
      annual_spend: pick(spend.under50k),
      regulatory_scope: NO,
      customer_facing: NO,
      ai_use: NO,
    },
    contradicted: {
      data_types: [data.personal, data.sensitive, data.card, data.health, data.confidential],
      system_access: [access.accounts, access.network, access.admin],
    },
  },
  {
    id: "penetration-test",
    vendor_name: "RedCell Security",
    context:
      "RedCell will run our annual external and internal penetration test (2 weeks, March). For the internal test they'll get a VPN account and a standard domain user; no domain admin unless they escalate during testing, which is in scope. Fixed fee USD 42,000. They are CREST accredited and ISO 27001 certified. Testers are RedCell employees, no subcontractors. Findings reports are stored in their encrypted portal in AWS eu-west-2 (London).",
    expected: {
      service_description: holds("penetration"),
      data_types: pick(data.confidential),
      system_access: pick(access.network),
      premises_access: NO,
      hosting: pick(hosting.cloud),
      data_location: pick(region.uk),
      subprocessors_used: pick(no),
      subprocessors_named: NO,
      criticality: NO,
      substitutability: NO,
      certifications: pick(cert.iso),
      annual_spend: pick(spend.under50k),
      regulatory_scope: NO,
      customer_facing: NO,
      ai_use: NO,
    },
    contradicted: { subprocessors_used: [yes] },
  },
  {
    id: "email-marketing-saas",
    vendor_name: "Sendloop",
    context: `Sendloop is our candidate email platform for newsletters to US and EU subscribers (~300k contacts, including ~40k in California).
- Contacts, open/click events and purchase history sync from Shopify.
- Data stored in AWS us-east-1 with a replica in eu-central-1 (Frankfurt).
- They use Mailgun as delivery sub-processor.
- Emails go out from our domain, in our name.
- No certifications yet beyond a self-assessment.
- $2,900/month.
- Plenty of alternatives (Klaviyo, Mailchimp), migration in a couple of weeks.`,
    expected: {
      service_description: holds("email"),
      data_types: pick(data.personal),
      system_access: NO,
      premises_access: NO,
      hosting: pick(hosting.cloud),
      data_location: pick(region.us, region.eu),
      subprocessors_used: pick(yes),
      subprocessors_named: holds("Mailgun"),
      criticality: NO,
      substitutability: pick(replace.easy),
      certifications: pick(cert.none),
      annual_spend: pick(spend.under50k),
      regulatory_scope: pick(regulation.gdpr, regulation.ccpa),
      customer_facing: pick(yes),
      ai_use: NO,
    },
  },
  {
    id: "core-banking-dora",
    vendor_name: "Nordvault Core Banking",
    context: `Nordvault would host our core banking ledger as a managed service. As an EU credit institution, this is a critical ICT third-party arrangement under DORA and must go on the register of information.

Nordvault runs on Google Cloud in europe-west3 (Frankfurt) and europe-north1 (Finland). Customer account data, transaction histories and IBANs for ~900k retail customers will be processed by Nordvault. Nordvault's SRE team has privileged production access; our ops team gets administrator consoles.

Contract value €2.4M per year, 5-year term. Exit plan: migration off a core banking platform would take 18–24 months.

Certifications: ISO 27001, SOC 2 Type II, PCI DSS (for the card issuing module). GDPR applies to all customer data.`,
    expected: {
      service_description: holds("banking"),
      data_types: pick(data.personal, data.sensitive),
      system_access: pick(access.admin),
      premises_access: NO,
      hosting: pick(hosting.cloud),
      data_location: pick(region.eu),
      subprocessors_used: NO,
      subprocessors_named: NO,
      criticality: pick(criticality.critical),
      substitutability: pick(replace.hard),
      certifications: pick(cert.iso, cert.soc2, cert.pci),
      annual_spend: pick(spend.over1m),
      regulatory_scope: pick(regulation.dora, regulation.gdpr),
      customer_facing: NO,
      ai_use: NO,
    },
  },
];
