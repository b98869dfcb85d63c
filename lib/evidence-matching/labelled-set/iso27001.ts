import type { LabelledCase } from "./types";

/** Labelled cases for the ISO/IEC 27001 Annex A catalog (lib/modules/controls/catalog/iso27001.ts). */
export const iso27001Cases: LabelledCase[] = [
  // A.5.1 Policies for Information Security
  {
    id: "iso27001-a.5.1-met-1",
    catalog: "iso27001",
    controlRef: "A.5.1",
    passage:
      "The Information Security Policy, signed by the Chief Executive Officer on behalf of top management, sets the objectives of the ISMS. It is supported by topic-specific policies on access control, cryptography, supplier relationships, secure development and acceptable use. Every policy is reviewed at least once a year, or sooner after a significant change, and current versions are communicated to staff through the intranet and the annual attestation.",
    expected: "met",
    traits: ["plain"],
    why: "Top-management approval, topic-specific policies, annual review and communication: all criteria.",
  },
  {
    id: "iso27001-a.5.1-partially-met-1",
    catalog: "iso27001",
    controlRef: "A.5.1",
    passage:
      "A top-level information security policy exists and was approved by the board in 2021. Topic-specific policies, for example on cryptography or supplier security, have not been written.",
    expected: "partially_met",
    traits: ["partial", "negation"],
    why: "Approved top-level policy only; topic-specific policies explicitly missing and no review stated.",
  },
  {
    id: "iso27001-a.5.1-no-evidence-1",
    catalog: "iso27001",
    controlRef: "A.5.1",
    passage:
      "5 Organizational controls\n5.1 Policies for information security\n5.2 Information security roles and responsibilities\n5.3 Segregation of duties",
    expected: "no_evidence",
    traits: ["heading"],
    why: "A list of Annex A control titles with no statement of implementation.",
  },

  // A.5.9 Inventory of Information and Associated Assets
  {
    id: "iso27001-a.5.9-met-1",
    catalog: "iso27001",
    controlRef: "A.5.9",
    passage:
      "Our configuration management database holds every laptop, server, SaaS application and cloud account, and each record names an accountable owner. Cloud resources are discovered automatically every 24 hours through the provider APIs, and endpoints are synchronised from device management. Information assets such as customer databases are registered together with their data owner.",
    expected: "met",
    traits: ["synonyms"],
    why: "Inventory covers hardware, software, cloud and information assets, with owners and automated discovery: all criteria.",
  },
  {
    id: "iso27001-a.5.9-partially-met-1",
    catalog: "iso27001",
    controlRef: "A.5.9",
    passage:
      "IT keeps a spreadsheet of company laptops listing the employee each one is assigned to. Cloud resources and SaaS applications are not tracked in any inventory.",
    expected: "partially_met",
    traits: ["partial", "negation"],
    why: "Hardware inventory with owners exists, but cloud and software assets are explicitly untracked.",
  },
  {
    id: "iso27001-a.5.9-not-met-1",
    catalog: "iso27001",
    controlRef: "A.5.9",
    passage:
      "An asset management tool is scheduled to be rolled out in the second half of next year. At that point we will begin building an inventory of hardware, software and cloud resources.",
    expected: "not_met",
    traits: ["planned"],
    why: "The inventory does not exist yet; it will be built after a future rollout.",
  },

  // A.5.12 Classification of Information
  {
    id: "iso27001-a.5.12-met-1",
    catalog: "iso27001",
    controlRef: "A.5.12",
    passage:
      "Our classification scheme has four tiers (Public, Internal, Confidential and Secret), each with labelling and handling rules covering storage, transmission and disposal. Customer data is always treated as Confidential at a minimum. Documents carry their classification label in the footer, and the mail gateway labels outbound messages automatically.",
    expected: "met",
    traits: ["plain", "synonyms"],
    why: "Levels with handling rules, customer data Confidential or higher, labelling procedures: all criteria.",
  },
  {
    id: "iso27001-a.5.12-not-met-1",
    catalog: "iso27001",
    controlRef: "A.5.12",
    passage:
      "The organisation lacks an information classification scheme. All documents and data are treated alike, and no labelling or handling rules are defined.",
    expected: "not_met",
    traits: ["negation"],
    why: "Uses 'lacks' and 'no ... defined': no scheme, no labelling.",
  },
  {
    id: "iso27001-a.5.12-no-evidence-1",
    catalog: "iso27001",
    controlRef: "A.5.12",
    passage:
      "Customer reviews are classified by sentiment using our machine-learning model, which labels each review as positive, neutral or negative.",
    expected: "no_evidence",
    traits: ["off_topic"],
    why: "Product feature that 'classifies' and 'labels' reviews; unrelated to information classification.",
  },

  // A.5.15 Access Control
  {
    id: "iso27001-a.5.15-met-1",
    catalog: "iso27001",
    controlRef: "A.5.15",
    passage:
      "The Access Control Policy applies the principles of least privilege and need-to-know. Access rights are requested through the ticketing system and approved by the asset owner before they are provisioned. Rights are reviewed every quarter, and leavers' accounts are disabled on their final day of employment.",
    expected: "met",
    traits: ["plain"],
    why: "Policy with least privilege, formal approval, quarterly review and prompt removal: all criteria.",
  },
  {
    id: "iso27001-a.5.15-partially-met-1",
    catalog: "iso27001",
    controlRef: "A.5.15",
    passage:
      "Statement of Applicability - A.5.15 Access control: Applicable. Implemented for production and corporate systems.\nExclusion: the legacy on-premises billing application, where access is granted without a formal approval workflow pending its decommissioning.",
    expected: "partially_met",
    traits: ["exception"],
    why: "Implemented, but with a named system excluded from the approval process.",
  },
  {
    id: "iso27001-a.5.15-not-met-1",
    catalog: "iso27001",
    controlRef: "A.5.15",
    passage:
      "Access rights are not formally requested or approved; team leads add people to systems as needed. There has never been a review of who has access to what.",
    expected: "not_met",
    traits: ["negation"],
    why: "No approval process and never any review.",
  },

  // A.5.19 Information Security in Supplier Relationships
  {
    id: "iso27001-a.5.19-met-1",
    catalog: "iso27001",
    controlRef: "A.5.19",
    passage:
      "Before onboarding, every supplier that will access our information or customer data completes our security due diligence questionnaire and receives a risk rating. Supplier agreements include information security clauses, confidentiality obligations and a duty to notify us of incidents within 48 hours. Critical suppliers are re-assessed annually, including a review of their ISO 27001 certificates or SOC 2 reports.",
    expected: "met",
    traits: ["plain"],
    why: "Pre-engagement assessment, contractual security terms and annual re-assessment: all criteria.",
  },
  {
    id: "iso27001-a.5.19-partially-met-1",
    catalog: "iso27001",
    controlRef: "A.5.19",
    passage:
      "Critical suppliers such as our cloud host and payment processor are reviewed annually against their ISO 27001 certificates. Other suppliers are onboarded without a security assessment.",
    expected: "partially_met",
    traits: ["exception", "negation"],
    why: "Supplier review limited in scope to critical suppliers; the rest are not assessed.",
  },
  {
    id: "iso27001-a.5.19-not-met-1",
    catalog: "iso27001",
    controlRef: "A.5.19",
    passage:
      "A supplier security programme has yet to be established. We plan to introduce due diligence questionnaires for new suppliers next year.",
    expected: "not_met",
    traits: ["planned", "negation"],
    why: "'Has yet to be established' plus a future plan: nothing in place.",
  },
  {
    id: "iso27001-a.5.19-no-evidence-1",
    catalog: "iso27001",
    controlRef: "A.5.19",
    passage:
      "Suppliers should send invoices to accounts-payable@example.com, quoting the purchase order number. Payment terms are 30 days from the end of the month.",
    expected: "no_evidence",
    traits: ["off_topic"],
    why: "Accounts payable instructions for suppliers; nothing about supplier security.",
  },

  // A.5.23 Information Security for Use of Cloud Services
  {
    id: "iso27001-a.5.23-met-1",
    catalog: "iso27001",
    controlRef: "A.5.23",
    passage:
      "We use AWS and Google Cloud as infrastructure providers; both were assessed before adoption against their ISO/IEC 27001 and 27017 certificates and SOC 2 reports. A shared responsibility matrix records which controls each provider operates and which we operate. Our accounts are checked continuously against the CIS Foundations Benchmarks, and deviations raise tickets for the platform team.",
    expected: "met",
    traits: ["plain"],
    why: "Providers assessed, shared responsibilities documented, configuration monitored against CIS: all criteria.",
  },
  {
    id: "iso27001-a.5.23-partially-met-1",
    catalog: "iso27001",
    controlRef: "A.5.23",
    passage: "Our cloud posture is monitored with a CSPM tool that flags misconfigurations against CIS benchmarks.",
    expected: "partially_met",
    traits: ["partial"],
    why: "Only configuration monitoring is evidenced; no provider assessment or shared responsibility record.",
  },
  {
    id: "iso27001-a.5.23-partially-met-2",
    catalog: "iso27001",
    controlRef: "A.5.23",
    passage:
      "| Control | Applicable | Implementation status |\n|---|---|---|\n| A.5.23 Information security for use of cloud services | Yes | Partially implemented: provider assessments complete; shared responsibility matrix not yet documented |",
    expected: "partially_met",
    traits: ["table", "partial"],
    why: "SoA row says partially implemented, with the shared responsibility record missing.",
  },
  {
    id: "iso27001-a.5.23-not-met-1",
    catalog: "iso27001",
    controlRef: "A.5.23",
    passage:
      "There is no documented process for selecting or reviewing cloud providers; teams may sign up for cloud services with a company credit card. No configuration baseline is defined for our cloud accounts.",
    expected: "not_met",
    traits: ["negation"],
    why: "No provider assessment and no configuration baseline.",
  },
  {
    id: "iso27001-a.5.23-no-evidence-1",
    catalog: "iso27001",
    controlRef: "A.5.23",
    passage:
      "Our product integrates with cloud storage services such as Dropbox, Box and Google Drive, so users can attach files directly from their accounts.",
    expected: "no_evidence",
    traits: ["off_topic"],
    why: "A product integration feature, not how the vendor secures its own use of cloud services.",
  },

  // A.5.24 Incident Management Planning and Preparation
  {
    id: "iso27001-a.5.24-met-1",
    catalog: "iso27001",
    controlRef: "A.5.24",
    passage:
      "The Incident Management Procedure covers detection, triage, containment, eradication, recovery and lessons learned. An incident response team with named primary and backup contacts is maintained and took part in a ransomware tabletop exercise this year. The procedure records our obligation to notify affected customers without undue delay, and within 72 hours where personal data is involved, as well as the supervisory authority where the GDPR applies.",
    expected: "met",
    traits: ["plain"],
    why: "Full procedure, defined and exercised roles, documented notification obligations: all criteria.",
  },
  {
    id: "iso27001-a.5.24-partially-met-1",
    catalog: "iso27001",
    controlRef: "A.5.24",
    passage:
      "| Requirement | Status |\n|---|---|\n| Documented incident management procedure | Yes |\n| Incident response exercise in the last 12 months | No |\n| Customer notification timeframe defined | No |",
    expected: "partially_met",
    traits: ["table", "partial", "negation"],
    why: "Procedure exists; exercise and notification timeframe rows say No.",
  },
  {
    id: "iso27001-a.5.24-not-met-1",
    catalog: "iso27001",
    controlRef: "A.5.24",
    passage:
      "We have not documented an incident management procedure. Security events are raised with the CTO, who decides what to do case by case.",
    expected: "not_met",
    traits: ["negation"],
    why: "No documented procedure; ad hoc handling.",
  },
  {
    id: "iso27001-a.5.24-no-evidence-1",
    catalog: "iso27001",
    controlRef: "A.5.24",
    passage:
      "16. Information Security Incident Management ............ 41\n17. Business Continuity ............ 44\n18. Compliance ............ 47",
    expected: "no_evidence",
    traits: ["heading"],
    why: "Table-of-contents lines only.",
  },

  // A.5.30 ICT Readiness for Business Continuity
  {
    id: "iso27001-a.5.30-met-1",
    catalog: "iso27001",
    controlRef: "A.5.30",
    passage:
      "A business impact analysis, refreshed annually, sets an RTO of 2 hours and an RPO of 15 minutes for the customer platform. ICT continuity and disaster recovery plans are documented for each production service. The plans were tested in May by failing over to the secondary region, and the test report, including two improvement actions, was presented to management.",
    expected: "met",
    traits: ["plain"],
    why: "BIA with RTO/RPO, documented plans and an annual documented test: all criteria.",
  },
  {
    id: "iso27001-a.5.30-not-met-1",
    catalog: "iso27001",
    controlRef: "A.5.30",
    passage:
      "Disaster recovery testing is planned for next year, after the infrastructure migration. We have not yet defined recovery time or recovery point objectives.",
    expected: "not_met",
    traits: ["planned", "negation"],
    why: "Testing only planned and no recovery objectives defined.",
  },
  {
    id: "iso27001-a.5.30-no-evidence-1",
    catalog: "iso27001",
    controlRef: "A.5.30",
    passage: "### 17.1 Information security continuity\n\n### 17.2 Redundancies",
    expected: "no_evidence",
    traits: ["heading"],
    why: "Headings with no body text.",
  },

  // A.5.34 Privacy and Protection of PII
  {
    id: "iso27001-a.5.34-met-1",
    catalog: "iso27001",
    controlRef: "A.5.34",
    passage:
      "We act as a processor under the GDPR and as a service provider under the CCPA, and our Data Protection Officer owns the privacy programme. We sign a data processing agreement with every customer and keep a record of processing activities under Article 30. Documented procedures cover data subject requests, which we answer within 30 days, and international transfers, which are covered by the EU Standard Contractual Clauses.",
    expected: "met",
    traits: ["plain"],
    why: "Laws identified with an owner, DPA and records of processing, DSR and transfer procedures: all criteria.",
  },
  {
    id: "iso27001-a.5.34-partially-met-1",
    catalog: "iso27001",
    controlRef: "A.5.34",
    passage: "A data processing agreement is available to all customers on request.",
    expected: "partially_met",
    traits: ["partial"],
    why: "Only the DPA is evidenced; nothing on privacy ownership, records of processing or data subject requests.",
  },
  {
    id: "iso27001-a.5.34-no-evidence-1",
    catalog: "iso27001",
    controlRef: "A.5.34",
    passage:
      "Personal development is central to our culture: every employee receives an annual learning budget and is paired with a mentor.",
    expected: "no_evidence",
    traits: ["off_topic"],
    why: "About staff development; nothing about personal data protection.",
  },

  // A.5.35 Independent Review of Information Security
  {
    id: "iso27001-a.5.35-met-1",
    catalog: "iso27001",
    controlRef: "A.5.35",
    passage:
      "Our ISMS is certified to ISO/IEC 27001:2022 by a UKAS-accredited certification body, with a scope covering the design, development and operation of the SaaS platform. Internal ISMS audits are carried out every year by an independent consultant, and nonconformities are logged in the corrective action register and tracked until closed.",
    expected: "met",
    traits: ["plain"],
    why: "Accredited certificate covering the service, annual internal audits, tracked corrective actions: all criteria.",
  },
  {
    id: "iso27001-a.5.35-partially-met-1",
    catalog: "iso27001",
    controlRef: "A.5.35",
    passage:
      "The most recent surveillance audit by our certification body raised one major nonconformity: the internal audit programme had not covered all Annex A controls within the three-year cycle. A corrective action plan has been submitted and the certificate remains valid.",
    expected: "partially_met",
    traits: ["exception"],
    why: "Certified, but with a major nonconformity in the internal audit programme: in place with a stated deviation.",
  },
  {
    id: "iso27001-a.5.35-not-met-1",
    catalog: "iso27001",
    controlRef: "A.5.35",
    passage:
      "We are not ISO 27001 certified and do not perform internal audits of our security controls. No independent review of our security programme has taken place.",
    expected: "not_met",
    traits: ["negation"],
    why: "No certificate, no internal audit, no independent review.",
  },

  // A.6.1 Screening
  {
    id: "iso27001-a.6.1-met-1",
    catalog: "iso27001",
    controlRef: "A.6.1",
    passage:
      "| Annex A control | Applicable | Implemented | Implementation |\n|---|---|---|---|\n| A.6.1 Screening | Yes | Yes | Pre-employment vetting (identity, employment history and, where lawful, criminal record) for all hires; enhanced checks for privileged roles; contractors screened by their agencies under contract |",
    expected: "met",
    traits: ["table", "synonyms"],
    why: "SoA row shows vetting for all hires, proportionate depth and contractual contractor screening.",
  },
  {
    id: "iso27001-a.6.1-partially-met-1",
    catalog: "iso27001",
    controlRef: "A.6.1",
    passage:
      "Background verification, including identity, reference and criminal record checks, is completed before the start date for all permanent employees. Contractors and interns are not screened.",
    expected: "partially_met",
    traits: ["exception", "negation"],
    why: "Screening for permanent staff, with contractors and interns excluded.",
  },
  {
    id: "iso27001-a.6.1-not-met-1",
    catalog: "iso27001",
    controlRef: "A.6.1",
    passage:
      "We don't carry out pre-employment background checks on employees or contractors; hiring decisions are based on interviews alone.",
    expected: "not_met",
    traits: ["negation"],
    why: "No background checks for anyone.",
  },

  // A.6.3 Information Security Awareness, Education and Training
  {
    id: "iso27001-a.6.3-met-1",
    catalog: "iso27001",
    controlRef: "A.6.3",
    passage:
      "All personnel complete security awareness training during onboarding and every year after. Developers take role-based secure coding training aligned to the OWASP Top 10, and administrators take cloud security training. The LMS records who has finished each course, and the figures are reported monthly to the ISMS steering group; current completion stands at 98%.",
    expected: "met",
    traits: ["plain"],
    why: "Onboarding and annual training, role-based training, tracked and reported completion: all criteria.",
  },
  {
    id: "iso27001-a.6.3-partially-met-1",
    catalog: "iso27001",
    controlRef: "A.6.3",
    passage:
      "Security awareness training is delivered once a year to all staff. Completion is not tracked, and engineers receive no role-specific training.",
    expected: "partially_met",
    traits: ["partial", "negation"],
    why: "Annual awareness training exists, but tracking and role-based training are explicitly absent.",
  },
  {
    id: "iso27001-a.6.3-not-met-1",
    catalog: "iso27001",
    controlRef: "A.6.3",
    passage: "We will roll out a security awareness platform in Q2 next year. No training is delivered at present.",
    expected: "not_met",
    traits: ["planned", "negation"],
    why: "Training planned for the future; none today.",
  },

  // A.7.1 Physical Security Perimeters
  {
    id: "iso27001-a.7.1-met-1",
    catalog: "iso27001",
    controlRef: "A.7.1",
    passage:
      "Customer data is hosted only in colocation data centres certified to ISO/IEC 27001, whose certificates we review every year. The facilities have a staffed perimeter, mantraps and biometric entry; every entry is logged, and visitors must be escorted at all times.",
    expected: "met",
    traits: ["synonyms"],
    why: "Controlled perimeter, logged entry with escorted visitors, certified hosting: all criteria.",
  },
  {
    id: "iso27001-a.7.1-not-met-1",
    catalog: "iso27001",
    controlRef: "A.7.1",
    passage:
      "Our server rack sits in the shared storage room of the office and the room is not locked. Anyone in the building can walk in, and entry is not logged.",
    expected: "not_met",
    traits: ["negation"],
    why: "No controlled perimeter and no entry logging.",
  },
  {
    id: "iso27001-a.7.1-no-evidence-1",
    catalog: "iso27001",
    controlRef: "A.7.1",
    passage: "PHYSICAL SECURITY\n\nThis section will be completed in the next revision of this document.",
    expected: "no_evidence",
    traits: ["heading"],
    why: "Empty section placeholder; the future tense is about the document, not the practice.",
  },

  // A.8.2 Privileged Access Rights
  {
    id: "iso27001-a.8.2-met-1",
    catalog: "iso27001",
    controlRef: "A.8.2",
    passage:
      "Privileged access to production is granted only to named engineers after approval by the Head of Infrastructure, and the list of approved administrators is documented. Administrators use separate admin accounts and request just-in-time elevation through our PAM tool, which expires after four hours. All privileged sessions are recorded, and the privileged user list is reviewed each quarter.",
    expected: "met",
    traits: ["plain"],
    why: "Named approved admins, separate accounts with JIT, logging and quarterly review: all criteria.",
  },
  {
    id: "iso27001-a.8.2-partially-met-1",
    catalog: "iso27001",
    controlRef: "A.8.2",
    passage:
      "Administrators use separate privileged accounts, distinct from their day-to-day accounts. Privileged access has not been reviewed since the system went live.",
    expected: "partially_met",
    traits: ["partial", "negation"],
    why: "Separate admin accounts in place, but no review; affirmative and negated parts side by side.",
  },
  {
    id: "iso27001-a.8.2-not-met-1",
    catalog: "iso27001",
    controlRef: "A.8.2",
    passage:
      "All 40 engineers hold full administrator rights in the production cloud account, using their everyday login. Privileged actions aren't logged separately.",
    expected: "not_met",
    traits: ["negation"],
    why: "Privilege is universal, not restricted; no separate accounts or logging.",
  },
  {
    id: "iso27001-a.8.2-no-evidence-1",
    catalog: "iso27001",
    controlRef: "A.8.2",
    passage:
      "Customers on our Enterprise plan enjoy privileged support, with a dedicated account manager and a one-hour response target.",
    expected: "no_evidence",
    traits: ["off_topic"],
    why: "'Privileged' customer support tier; unrelated to administrative access rights.",
  },

  // A.8.5 Secure Authentication
  {
    id: "iso27001-a.8.5-met-1",
    catalog: "iso27001",
    controlRef: "A.8.5",
    passage:
      "Multi-factor authentication is mandatory for the VPN, administrative interfaces and all production access, using authenticator apps or hardware keys. Our password standard requires at least 14 characters and rejects passwords that appear in known breach corpora. Accounts lock after 10 failed attempts, and failed logins are forwarded to the SIEM.",
    expected: "met",
    traits: ["plain"],
    why: "MFA for remote, admin and production access, password standard with breached-password blocking, lockout and logging: all criteria.",
  },
  {
    id: "iso27001-a.8.5-partially-met-1",
    catalog: "iso27001",
    controlRef: "A.8.5",
    passage:
      "2FA is enforced for all corporate SaaS applications behind our SSO, except for the legacy build server, which still accepts password-only logins over the VPN.",
    expected: "partially_met",
    traits: ["exception", "synonyms"],
    why: "MFA enforced with a named system excepted.",
  },
  {
    id: "iso27001-a.8.5-not-met-1",
    catalog: "iso27001",
    controlRef: "A.8.5",
    passage:
      "Enforcing multi-factor authentication for employees is targeted for completion by the end of Q1. Currently staff authenticate with passwords only, and there is no account lockout.",
    expected: "not_met",
    traits: ["planned", "negation"],
    why: "MFA is a future target; today passwords only and no lockout.",
  },
  {
    id: "iso27001-a.8.5-no-evidence-1",
    catalog: "iso27001",
    controlRef: "A.8.5",
    passage: "Authentication of incoming webhooks is described in the developer documentation.",
    expected: "no_evidence",
    traits: ["off_topic"],
    why: "A pointer about webhook authentication; no statement about user authentication practice.",
  },

  // A.8.8 Management of Technical Vulnerabilities
  {
    id: "iso27001-a.8.8-met-1",
    catalog: "iso27001",
    controlRef: "A.8.8",
    passage:
      "Infrastructure and applications are scanned for vulnerabilities continuously by our agent-based scanner and weekly by a DAST tool. An independent penetration test was last carried out in April, and all high findings were remediated and retested. Our patch management standard requires critical CVEs to be patched within 14 days and high ones within 30.",
    expected: "met",
    traits: ["plain"],
    why: "Continuous scanning, annual independent pen test with remediation, patch timeframes: all criteria.",
  },
  {
    id: "iso27001-a.8.8-partially-met-1",
    catalog: "iso27001",
    controlRef: "A.8.8",
    passage:
      "Independent penetration testing is carried out annually by an external consultancy. Internal vulnerability scanning covers only the public marketing website, not the production platform.",
    expected: "partially_met",
    traits: ["exception", "negation"],
    why: "Pen testing in place; scanning limited in scope and excludes production.",
  },
  {
    id: "iso27001-a.8.8-not-met-1",
    catalog: "iso27001",
    controlRef: "A.8.8",
    passage: "Vulnerability scanning - Not in place\nPenetration testing - Never performed\nPatch management - Ad hoc",
    expected: "not_met",
    traits: ["table", "negation"],
    why: "Rows state scanning not in place, pen testing never done, patching ad hoc.",
  },

  // A.8.13 Information Backup
  {
    id: "iso27001-a.8.13-met-1",
    catalog: "iso27001",
    controlRef: "A.8.13",
    passage:
      "| Backup attribute | Value |\n|---|---|\n| Scope | All customer databases and file storage |\n| Frequency | Every 6 hours |\n| Retention | 35 days |\n| Encryption | AES-256 |\n| Location | Separate region (eu-central-1 copied to eu-west-1) |\n| Restore test | Quarterly, results logged |",
    expected: "met",
    traits: ["table"],
    why: "Rows define scope, frequency and retention, encryption, separate location and quarterly restore tests.",
  },
  {
    id: "iso27001-a.8.13-partially-met-1",
    catalog: "iso27001",
    controlRef: "A.8.13",
    passage:
      "The primary database is backed up daily and copies are retained for 14 days in the same storage account as production. Restoration was tested once, during the initial setup three years ago.",
    expected: "partially_met",
    traits: ["partial"],
    why: "Backups exist, but not separated from production and restore testing is stale.",
  },
  {
    id: "iso27001-a.8.13-not-met-1",
    catalog: "iso27001",
    controlRef: "A.8.13",
    passage:
      "We do not take backups of customer data. Instead we rely on the durability guarantees of our cloud storage and database providers.",
    expected: "not_met",
    traits: ["negation"],
    why: "No backups; provider durability is not a backup.",
  },

  // A.8.15 Logging and Monitoring
  {
    id: "iso27001-a.8.15-met-1",
    catalog: "iso27001",
    controlRef: "A.8.15",
    passage:
      "Sign-in events, administrator actions and configuration changes on all production systems are logged and forwarded to our cloud SIEM. Logs are stored immutably and retained for 13 months. Analytics rules raise alerts on anomalous activity, which the SOC reviews around the clock.",
    expected: "met",
    traits: ["synonyms"],
    why: "Security events logged, tamper-protected with retention, and monitored with alerting: all criteria.",
  },
  {
    id: "iso27001-a.8.15-partially-met-1",
    catalog: "iso27001",
    controlRef: "A.8.15",
    passage:
      "Login and configuration-change events in the application are written to an audit trail that is kept for 90 days. The logs are not reviewed or monitored unless someone reports a problem.",
    expected: "partially_met",
    traits: ["partial", "negation"],
    why: "Logging with retention exists, but monitoring is explicitly absent.",
  },
  {
    id: "iso27001-a.8.15-no-evidence-1",
    catalog: "iso27001",
    controlRef: "A.8.15",
    passage: "## 8.15 Logging\n\n## 8.16 Monitoring activities\n\n## 8.17 Clock synchronization",
    expected: "no_evidence",
    traits: ["heading"],
    why: "Headings with no content.",
  },

  // A.8.20 Networks Security
  {
    id: "iso27001-a.8.20-met-1",
    catalog: "iso27001",
    controlRef: "A.8.20",
    passage:
      "Network traffic is filtered by stateful firewalls and cloud security groups configured to deny by default. The production environment sits in its own VPC with no routing to the corporate network or to non-production environments. The network team reviews firewall rule sets every six months.",
    expected: "met",
    traits: ["plain"],
    why: "Deny-by-default filtering, segregated production, periodic rule review: all criteria.",
  },
  {
    id: "iso27001-a.8.20-met-2",
    catalog: "iso27001",
    controlRef: "A.8.20",
    passage:
      "Perimeter firewall: Yes, default deny\nSegregation of production from corporate and test networks: Yes\nFirewall rule review: Semi-annual",
    expected: "met",
    traits: ["table"],
    why: "Key-value rows affirm filtering, segregation and rule review.",
  },
  {
    id: "iso27001-a.8.20-not-met-1",
    catalog: "iso27001",
    controlRef: "A.8.20",
    passage:
      "All servers, including the production databases, are on the same flat network as employee workstations. There is no firewall between the office network and the servers, and rule reviews are not performed.",
    expected: "not_met",
    traits: ["negation"],
    why: "No filtering, no segregation, no reviews.",
  },
  {
    id: "iso27001-a.8.20-no-evidence-1",
    catalog: "iso27001",
    controlRef: "A.8.20",
    passage:
      "Our network of implementation partners spans 30 countries, helping customers roll out the platform in their own language.",
    expected: "no_evidence",
    traits: ["off_topic"],
    why: "'Network' of partners; nothing about network security.",
  },

  // A.8.24 Use of Cryptography
  {
    id: "iso27001-a.8.24-met-1",
    catalog: "iso27001",
    controlRef: "A.8.24",
    passage:
      "Our Cryptography Policy lists approved algorithms (AES-256-GCM, RSA-3072, ECDSA P-256, SHA-256) and prohibits deprecated ones such as MD5 and SHA-1. Data in transit is protected with TLS 1.2 or 1.3, and data at rest in databases and object storage is encrypted with AES-256. Keys are generated and held in an HSM-backed key management service and rotated annually.",
    expected: "met",
    traits: ["plain"],
    why: "Policy with approved algorithms, encryption in transit and at rest, managed key lifecycle: all criteria.",
  },
  {
    id: "iso27001-a.8.24-partially-met-1",
    catalog: "iso27001",
    controlRef: "A.8.24",
    passage:
      "All customer data is encrypted at rest using AES-256 and in transit using TLS 1.2 or above, with the exception of the analytics replica, which is stored unencrypted for performance reasons.",
    expected: "partially_met",
    traits: ["exception"],
    why: "Encryption in place with a named data store excluded.",
  },
  {
    id: "iso27001-a.8.24-not-met-1",
    catalog: "iso27001",
    controlRef: "A.8.24",
    passage:
      "Encryption at rest is being evaluated for the primary database and is expected to be switched on later this year. No cryptography policy has been written.",
    expected: "not_met",
    traits: ["planned", "negation"],
    why: "Storage encryption only under evaluation; no policy.",
  },
  {
    id: "iso27001-a.8.24-no-evidence-1",
    catalog: "iso27001",
    controlRef: "A.8.24",
    passage: "Appendix D: Cryptography and Key Management\n\nAppendix E: Glossary of Terms",
    expected: "no_evidence",
    traits: ["heading"],
    why: "Appendix titles with no content.",
  },

  // A.8.25 Secure Development Life Cycle
  {
    id: "iso27001-a.8.25-met-1",
    catalog: "iso27001",
    controlRef: "A.8.25",
    passage:
      "Our secure development lifecycle requires security requirements and threat modelling for new features, and engineers follow a secure coding standard based on OWASP ASVS. Every build runs static analysis, secret scanning and dependency scanning, and merges are blocked on high-severity findings. Development, staging and production live in separate cloud accounts.",
    expected: "met",
    traits: ["synonyms"],
    why: "Secure SDLC with threat modelling, automated testing in CI, separated environments: all criteria.",
  },
  {
    id: "iso27001-a.8.25-partially-met-1",
    catalog: "iso27001",
    controlRef: "A.8.25",
    passage:
      "An automated bot scans our repositories for vulnerable open-source dependencies and opens pull requests to upgrade them.",
    expected: "partially_met",
    traits: ["partial", "synonyms"],
    why: "Only dependency scanning is evidenced; no SDLC standard or environment separation.",
  },
  {
    id: "iso27001-a.8.25-not-met-1",
    catalog: "iso27001",
    controlRef: "A.8.25",
    passage:
      "There is no secure development policy, and no security testing runs in the build pipeline. Developers try out changes directly against the production environment.",
    expected: "not_met",
    traits: ["negation"],
    why: "No SDLC, no security testing, no environment separation.",
  },

  // A.8.32 Change Management
  {
    id: "iso27001-a.8.32-met-1",
    catalog: "iso27001",
    controlRef: "A.8.32",
    passage:
      "Change requests are raised in the ticketing system, risk-rated and approved by the Change Advisory Board before implementation. Each change is validated in a staging environment and must include a documented rollback plan. Emergency changes may be approved by the on-call lead but are reviewed retrospectively by the CAB at its next weekly meeting.",
    expected: "met",
    traits: ["plain"],
    why: "Recorded, risk-assessed approval, testing with rollback, emergency procedure: all criteria.",
  },
  {
    id: "iso27001-a.8.32-partially-met-1",
    catalog: "iso27001",
    controlRef: "A.8.32",
    passage:
      "Changes to production are recorded in the change log and approved by the engineering manager before implementation. Changes are not tested in a separate environment and no rollback plan is prepared.",
    expected: "partially_met",
    traits: ["partial", "negation"],
    why: "Recording and approval present; testing and rollback explicitly absent.",
  },
  {
    id: "iso27001-a.8.32-not-met-1",
    catalog: "iso27001",
    controlRef: "A.8.32",
    passage:
      "Engineers deploy to production at their own discretion. Changes are not recorded, approved or tested beforehand.",
    expected: "not_met",
    traits: ["negation"],
    why: "No recording, approval or testing of changes.",
  },
  {
    id: "iso27001-a.8.32-no-evidence-1",
    catalog: "iso27001",
    controlRef: "A.8.32",
    passage: "Change of address: please tell your account manager in writing if your billing address changes.",
    expected: "no_evidence",
    traits: ["off_topic"],
    why: "Billing address changes; unrelated to change management of systems.",
  },
];
