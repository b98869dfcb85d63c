import type { LabelledCase } from "./types";

/**
 * Labelled cases for the zero touch catalog (lib/modules/controls/catalog/zero-touch.ts). Passages are text captured
 * from a vendor's public pages and documents (trust center, legal terms, status page, DNS and TLS scan output, breach
 * and news records), so "met" here means the public evidence shows the practice, not that it was audited.
 */
export const zeroTouchCases: LabelledCase[] = [
  // ZT-01 Public Trust Center or Security Page
  {
    id: "zt-01-met-1",
    catalog: "zero_touch",
    controlRef: "ZT-01",
    passage:
      "Fernly Trust Center\n\nSecurity is built into every layer of the Fernly platform. Customer data is encrypted with AES-256 at rest and TLS 1.2+ in transit, production access requires hardware-key MFA, and an independent firm tests the application every year.\n\nOur SOC 2 Type II report, penetration test summary and security whitepaper can be requested from this page; documents are shared once a mutual NDA is signed.",
    expected: "met",
    traits: ["plain"],
    why: "A trust center page with concrete practices and a stated route to request audit reports under NDA.",
  },
  {
    id: "zt-01-partially-met-1",
    catalog: "zero_touch",
    controlRef: "ZT-01",
    passage:
      "Security at Fernly\nAll customer data is hosted on Google Cloud in Belgium and encrypted at rest, and access to production is limited to a small on-call team signing in through SSO with MFA. We do not share audit reports, penetration test results or other security documentation with customers or prospects.",
    expected: "partially_met",
    traits: ["partial", "negation"],
    why: "Security page with concrete practices, but explicitly no way to obtain assurance documents.",
  },
  {
    id: "zt-01-not-met-1",
    catalog: "zero_touch",
    controlRef: "ZT-01",
    passage:
      "FAQ: Where can I find your security documentation?\nWe don't currently publish a security page or trust center, and we are not able to share security documentation with prospective customers.",
    expected: "not_met",
    traits: ["negation"],
    why: "Vendor states it has no security page or trust center and shares nothing.",
  },
  {
    id: "zt-01-no-evidence-1",
    catalog: "zero_touch",
    controlRef: "ZT-01",
    passage:
      "About us\nFounded in 2015, Fernly helps finance teams close their books faster. We're backed by leading investors and trusted by more than 3,000 companies worldwide.",
    expected: "no_evidence",
    traits: ["off_topic"],
    why: "Company profile text; nothing about a security page.",
  },

  // ZT-02 Publicly Listed Security Certifications
  {
    id: "zt-02-met-1",
    catalog: "zero_touch",
    controlRef: "ZT-02",
    passage:
      "Compliance\nSOC 2 Type II: our current report covers the Security and Availability criteria for the Fernly platform and was issued by an independent CPA firm.\nISO/IEC 27001:2022: certified by BSI, a UKAS-accredited certification body; certificate scope: development and operation of the Fernly SaaS platform.",
    expected: "met",
    traits: ["plain"],
    why: "Lists a current SOC 2 Type II and an ISO certificate naming an accredited body and a scope covering the service.",
  },
  {
    id: "zt-02-met-2",
    catalog: "zero_touch",
    controlRef: "ZT-02",
    passage:
      "| Framework | Status | Issued by |\n|---|---|---|\n| SOC 2 Type II | Current; audit period ended last quarter | Independent CPA firm |\n| ISO/IEC 27001 | Certified; scope covers the full production platform | UKAS-accredited certification body |",
    expected: "met",
    traits: ["table"],
    why: "Rows show a current Type II report and an accredited ISO certificate scoped to the platform.",
  },
  {
    id: "zt-02-partially-met-1",
    catalog: "zero_touch",
    controlRef: "ZT-02",
    passage: "Fernly has completed a SOC 2 Type I audit. Our Type II observation period is underway.",
    expected: "partially_met",
    traits: ["partial", "planned"],
    why: "A point-in-time Type I attestation only; the Type II the control asks for is still in progress.",
  },
  {
    id: "zt-02-partially-met-2",
    catalog: "zero_touch",
    controlRef: "ZT-02",
    passage:
      "ISO/IEC 27001 certified.\nScope: corporate IT and head-office operations in Dublin. The hosted Fernly platform is outside the scope of the certificate.",
    expected: "partially_met",
    traits: ["exception", "negation"],
    why: "Certificate exists but its scope excludes the service being assessed.",
  },
  {
    id: "zt-02-not-met-1",
    catalog: "zero_touch",
    controlRef: "ZT-02",
    passage:
      "We are working toward our first SOC 2 audit and expect to receive the report next year. Security certifications will be listed here once they are achieved.",
    expected: "not_met",
    traits: ["planned"],
    why: "No attestation yet; only a future audit.",
  },
  {
    id: "zt-02-no-evidence-1",
    catalog: "zero_touch",
    controlRef: "ZT-02",
    passage:
      "Our customers include companies in healthcare, financial services and the public sector, many of which rely on Fernly for mission-critical workflows.",
    expected: "no_evidence",
    traits: ["off_topic"],
    why: "Customer marketing; no certification is named.",
  },

  // ZT-03 Published Privacy Policy
  {
    id: "zt-03-met-1",
    catalog: "zero_touch",
    controlRef: "ZT-03",
    passage:
      "Privacy Policy\n\nThis policy explains what personal data we collect (account details, billing information, product usage data and support correspondence), why we use it, and which third parties we share it with, such as our payment processor and hosting providers.\n\nYou can exercise your rights of access, correction and deletion by contacting our Data Protection Officer at privacy@fernly.com.",
    expected: "met",
    traits: ["plain"],
    why: "Published policy with data categories, purposes, sharing, a DPO contact and a rights process.",
  },
  {
    id: "zt-03-partially-met-1",
    catalog: "zero_touch",
    controlRef: "ZT-03",
    passage:
      "Privacy Policy (last updated 12 May 2017)\nWe respect your privacy. We collect information you provide to us and use it to provide and improve our services.",
    expected: "partially_met",
    traits: ["partial"],
    why: "A policy is published, but it is years out of date and gives no categories, sharing or contact.",
  },
  {
    id: "zt-03-not-met-1",
    catalog: "zero_touch",
    controlRef: "ZT-03",
    passage:
      "Do you have a privacy policy?\nNot at this time. Use of any information you submit is governed by our Terms of Service.",
    expected: "not_met",
    traits: ["negation"],
    why: "Vendor says it has no privacy policy.",
  },
  {
    id: "zt-03-no-evidence-1",
    catalog: "zero_touch",
    controlRef: "ZT-03",
    passage:
      "Cookie settings\nStrictly necessary | Functional | Analytics | Marketing\n[Accept all] [Reject all] [Save preferences]",
    expected: "no_evidence",
    traits: ["off_topic"],
    why: "A cookie consent banner; it does not show a privacy policy or its contents.",
  },

  // ZT-04 Data Processing Agreement Availability
  {
    id: "zt-04-met-1",
    catalog: "zero_touch",
    controlRef: "ZT-04",
    passage:
      "Data Processing Addendum\nOur DPA is incorporated into the Terms of Service for every customer and can be downloaded here as a pre-signed PDF. It sets out our technical and organisational security measures (Annex II), the subprocessor authorisation and objection process, your audit rights and personal data breach notification, and it incorporates the EU Standard Contractual Clauses and the UK Addendum for international transfers.",
    expected: "met",
    traits: ["plain"],
    why: "DPA downloadable for all customers, with security, subprocessor, audit, breach and SCC terms.",
  },
  {
    id: "zt-04-partially-met-1",
    catalog: "zero_touch",
    controlRef: "ZT-04",
    passage:
      "A data processing agreement is available to Enterprise plan customers on request; please contact your account executive.",
    expected: "partially_met",
    traits: ["exception"],
    why: "A DPA exists but is offered only to one plan tier, not to all customers; contents unknown.",
  },
  {
    id: "zt-04-not-met-1",
    catalog: "zero_touch",
    controlRef: "ZT-04",
    passage:
      "We do not offer a data processing agreement. Our standard Terms of Service apply to all customers and cannot be amended.",
    expected: "not_met",
    traits: ["negation"],
    why: "No DPA offered.",
  },

  // ZT-05 Published Subprocessor List
  {
    id: "zt-05-met-1",
    catalog: "zero_touch",
    controlRef: "ZT-05",
    passage:
      "Subprocessors\n\n| Subprocessor | Purpose | Location |\n|---|---|---|\n| Amazon Web Services | Cloud hosting | Ireland, Germany |\n| Stripe | Payment processing | United States |\n| Zendesk | Customer support tickets | United States |\n\nSubscribe below to get an email at least 30 days before we add or replace a subprocessor.",
    expected: "met",
    traits: ["table"],
    why: "Public list with purpose and location, plus 30-day advance notice by subscription.",
  },
  {
    id: "zt-05-partially-met-1",
    catalog: "zero_touch",
    controlRef: "ZT-05",
    passage: "We use the following third-party service providers: Google Cloud, Twilio, SendGrid and Intercom.",
    expected: "partially_met",
    traits: ["partial", "synonyms"],
    why: "Names only, without purpose or location, and no change-notification commitment.",
  },
  {
    id: "zt-05-not-met-1",
    catalog: "zero_touch",
    controlRef: "ZT-05",
    passage:
      "A public list of our subprocessors will be published on this page in the coming months. In the meantime, customers can ask their account manager.",
    expected: "not_met",
    traits: ["planned"],
    why: "The list is not public yet; publication is planned.",
  },
  {
    id: "zt-05-no-evidence-1",
    catalog: "zero_touch",
    controlRef: "ZT-05",
    passage: "Refund requests are usually processed within 5 to 10 business days, depending on your bank.",
    expected: "no_evidence",
    traits: ["off_topic"],
    why: "Refund 'processing' times; nothing about subprocessors.",
  },

  // ZT-06 Vulnerability Disclosure Program
  {
    id: "zt-06-met-1",
    catalog: "zero_touch",
    controlRef: "ZT-06",
    passage:
      "Responsible Disclosure\n\nIf you believe you have found a security vulnerability in any Fernly service, please report it to security@fernly.com or through our submission form.\n\nWe will not pursue legal action against researchers who act in good faith, avoid privacy violations and service disruption, and give us reasonable time to fix the issue before any public disclosure.",
    expected: "met",
    traits: ["plain", "negation"],
    why: "Published policy with a reporting channel and safe-harbour wording; the negation is the safe harbour itself.",
  },
  {
    id: "zt-06-partially-met-1",
    catalog: "zero_touch",
    controlRef: "ZT-06",
    passage:
      "To report a security issue, email security@fernly.com. Please do not disclose the issue publicly until we have fixed it.",
    expected: "partially_met",
    traits: ["partial"],
    why: "A reporting channel only; no safe harbour and no security.txt evidenced.",
  },
  {
    id: "zt-06-not-met-1",
    catalog: "zero_touch",
    controlRef: "ZT-06",
    passage:
      "Fernly does not operate a vulnerability disclosure programme and does not accept unsolicited security reports. Testing our services without written authorisation is prohibited and may be referred to law enforcement.",
    expected: "not_met",
    traits: ["negation"],
    why: "No disclosure programme; researchers are threatened rather than given a channel.",
  },
  {
    id: "zt-06-no-evidence-1",
    catalog: "zero_touch",
    controlRef: "ZT-06",
    passage:
      "Company disclosures: Fernly Ltd is registered in England and Wales under company number 01234567. Our annual accounts are filed with Companies House.",
    expected: "no_evidence",
    traits: ["off_topic"],
    why: "Corporate 'disclosures'; unrelated to vulnerability reporting.",
  },

  // ZT-07 Bug Bounty Program
  {
    id: "zt-07-met-1",
    catalog: "zero_touch",
    controlRef: "ZT-07",
    passage:
      "Bug Bounty\nOur public bug bounty program is hosted on HackerOne. In scope: app.fernly.com, api.fernly.com and our iOS and Android apps. Rewards range from $100 to $10,000 depending on severity.",
    expected: "met",
    traits: ["plain"],
    why: "Program on a named platform with production app and API in scope.",
  },
  {
    id: "zt-07-partially-met-1",
    catalog: "zero_touch",
    controlRef: "ZT-07",
    passage:
      "We run a bug bounty on Bugcrowd. Scope is limited to www.fernly.com, our marketing site; the customer application and API are out of scope.",
    expected: "partially_met",
    traits: ["exception"],
    why: "A program exists but production application and API are excluded from scope.",
  },
  {
    id: "zt-07-not-met-1",
    catalog: "zero_touch",
    controlRef: "ZT-07",
    passage: "We don't pay rewards for vulnerability reports and have no bug bounty program at this time.",
    expected: "not_met",
    traits: ["negation"],
    why: "No bug bounty program.",
  },

  // ZT-08 Breach and Incident History
  {
    id: "zt-08-met-1",
    catalog: "zero_touch",
    controlRef: "ZT-08",
    passage:
      "Breach database search for fernly.com: no breaches recorded.\nRegulator enforcement registers (ICO, CNIL, FTC): no actions found against Fernly Ltd.\nNews search (last 36 months): no reports of security incidents involving Fernly.",
    expected: "met",
    traits: ["plain", "negation"],
    why: "Clean breach, regulator and news records: the negations are the evidence of a clean history.",
  },
  {
    id: "zt-08-partially-met-1",
    catalog: "zero_touch",
    controlRef: "ZT-08",
    passage:
      "Security incident report\nOn 11 February we detected unauthorised access to a support tool that exposed the names and email addresses of a subset of customers. We notified affected customers within 48 hours.\n\nRoot cause: a compromised contractor credential that was not protected by MFA. Remediation: MFA enforced for all support tools, contractor access reviewed and additional alerting deployed.",
    expected: "partially_met",
    traits: ["partial"],
    why: "A breach did occur, but it was disclosed promptly with a root-cause and remediation write-up.",
  },
  {
    id: "zt-08-not-met-1",
    catalog: "zero_touch",
    controlRef: "ZT-08",
    passage:
      "The Information Commissioner's Office has fined Fernly Ltd 1.2 million pounds after a breach last year exposed payroll records belonging to 400,000 employees of its customers. The regulator found the company had failed to patch a known vulnerability and waited five weeks before informing customers.",
    expected: "not_met",
    traits: ["synonyms"],
    why: "Recent material breach, late notification and a regulatory fine.",
  },
  {
    id: "zt-08-no-evidence-1",
    catalog: "zero_touch",
    controlRef: "ZT-08",
    passage: "Fernly was named a Leader in an industry analyst report on finance automation software.",
    expected: "no_evidence",
    traits: ["off_topic"],
    why: "Analyst recognition; says nothing about incidents or breaches.",
  },

  // ZT-09 Incident Notification Commitment
  {
    id: "zt-09-met-1",
    catalog: "zero_touch",
    controlRef: "ZT-09",
    passage:
      "7.3 Security Incident Notification. Upon becoming aware of a Personal Data Breach affecting Customer Data, Processor shall inform Customer promptly and no later than 48 hours thereafter, and shall supply the details Customer reasonably needs to meet its own reporting duties.",
    expected: "met",
    traits: ["plain"],
    why: "Contractual commitment to notify promptly, with a 48-hour ceiling.",
  },
  {
    id: "zt-09-partially-met-1",
    catalog: "zero_touch",
    controlRef: "ZT-09",
    passage: "If a breach of personal data affects your account, we will tell you without undue delay.",
    expected: "partially_met",
    traits: ["partial"],
    why: "Commitment to notify, but no specific timeframe stated.",
  },
  {
    id: "zt-09-not-met-1",
    catalog: "zero_touch",
    controlRef: "ZT-09",
    passage:
      "Fernly shall have no obligation to notify Customer of security incidents except where such notification is required by applicable law.",
    expected: "not_met",
    traits: ["negation"],
    why: "Terms disclaim any contractual notification commitment.",
  },
  {
    id: "zt-09-no-evidence-1",
    catalog: "zero_touch",
    controlRef: "ZT-09",
    passage:
      "Notifications: choose whether to receive an email or an in-app alert when a teammate comments on a document.",
    expected: "no_evidence",
    traits: ["off_topic"],
    why: "Product notification settings; unrelated to incident notification.",
  },

  // ZT-10 Public Status Page and Uptime History
  {
    id: "zt-10-met-1",
    catalog: "zero_touch",
    controlRef: "ZT-10",
    passage:
      "status.fernly.com\nAll Systems Operational\nWeb App: 99.98% uptime over the past 90 days\nAPI: 99.96% uptime over the past 90 days\n\nPast incidents\nNov 12 - Elevated API error rates. Investigating 09:14 UTC; Identified 09:40 UTC; Resolved 10:05 UTC. A faulty deployment was rolled back.",
    expected: "met",
    traits: ["plain"],
    why: "Public status page, 90-day uptime above 99.9% and an incident posted with a timeline.",
  },
  {
    id: "zt-10-partially-met-1",
    catalog: "zero_touch",
    controlRef: "ZT-10",
    passage:
      "| Component | Uptime (last 90 days) |\n|---|---|\n| Web App | 99.42% |\n| API | 99.51% |\n| Webhooks | 98.90% |",
    expected: "partially_met",
    traits: ["table", "partial"],
    why: "A status page with uptime history exists, but every figure is below the 99.9% threshold.",
  },
  {
    id: "zt-10-not-met-1",
    catalog: "zero_touch",
    controlRef: "ZT-10",
    passage:
      "We're working on launching a public status page. For now, service updates are shared by our support team on request.",
    expected: "not_met",
    traits: ["planned"],
    why: "No status page yet; it is being built.",
  },
  {
    id: "zt-10-no-evidence-1",
    catalog: "zero_touch",
    controlRef: "ZT-10",
    passage: "Check the status of your support ticket at any time from the Help Center under 'My requests'.",
    expected: "no_evidence",
    traits: ["off_topic"],
    why: "Ticket 'status'; not a service status page.",
  },

  // ZT-11 Published Service Level Agreement
  {
    id: "zt-11-met-1",
    catalog: "zero_touch",
    controlRef: "ZT-11",
    passage:
      "Service Level Agreement\nFernly will make the Service available with a Monthly Uptime Percentage of at least 99.9%. If we miss this commitment, Customer is eligible for a Service Credit of 10% of monthly fees for uptime below 99.9% and 25% for uptime below 99.0%.",
    expected: "met",
    traits: ["plain"],
    why: "Monthly 99.9% commitment with defined service credits.",
  },
  {
    id: "zt-11-partially-met-1",
    catalog: "zero_touch",
    controlRef: "ZT-11",
    passage: "Enterprise SLA: 99.95% monthly availability commitment. Service credits are not offered.",
    expected: "partially_met",
    traits: ["partial", "negation"],
    why: "Availability commitment stated, but remedies are explicitly not offered.",
  },
  {
    id: "zt-11-not-met-1",
    catalog: "zero_touch",
    controlRef: "ZT-11",
    passage:
      'THE SERVICE IS PROVIDED "AS IS" AND "AS AVAILABLE". FERNLY MAKES NO COMMITMENT REGARDING AVAILABILITY OR UPTIME AND DOES NOT OFFER SERVICE CREDITS.',
    expected: "not_met",
    traits: ["negation"],
    why: "Terms disclaim any availability commitment or remedy.",
  },
  {
    id: "zt-11-no-evidence-1",
    catalog: "zero_touch",
    controlRef: "ZT-11",
    passage: "Our support team replies to every ticket within one business day.",
    expected: "no_evidence",
    traits: ["off_topic"],
    why: "A support response target, not an availability SLA.",
  },

  // ZT-12 Data Residency and Hosting Locations
  {
    id: "zt-12-met-1",
    catalog: "zero_touch",
    controlRef: "ZT-12",
    passage:
      "Where is my data stored?\nCustomer data is hosted on Amazon Web Services. You choose the region when you sign up: EU (Frankfurt, with backups in Ireland) or US (Virginia, with backups in Oregon). Data for EU workspaces never leaves the EU.",
    expected: "met",
    traits: ["plain"],
    why: "Hosting provider and regions stated, with an EU/US residency choice.",
  },
  {
    id: "zt-12-partially-met-1",
    catalog: "zero_touch",
    controlRef: "ZT-12",
    passage:
      "Fernly's infrastructure runs on Microsoft Azure in the United States. Regional hosting options are not available.",
    expected: "partially_met",
    traits: ["partial", "negation"],
    why: "Hosting location disclosed, but no residency option.",
  },
  {
    id: "zt-12-not-met-1",
    catalog: "zero_touch",
    controlRef: "ZT-12",
    passage:
      "EU data residency is on our roadmap for 2027. We'll share details of where data is hosted once our infrastructure migration is complete.",
    expected: "not_met",
    traits: ["planned"],
    why: "Hosting locations not disclosed and residency only planned.",
  },
  {
    id: "zt-12-no-evidence-1",
    catalog: "zero_touch",
    controlRef: "ZT-12",
    passage: "Our team is fully remote, with employees in 14 countries across Europe and the Americas.",
    expected: "no_evidence",
    traits: ["off_topic"],
    why: "Where staff live, not where customer data is hosted.",
  },

  // ZT-13 Single Sign-On Support
  {
    id: "zt-13-met-1",
    catalog: "zero_touch",
    controlRef: "ZT-13",
    passage:
      "Single sign-on\nFernly supports SAML 2.0 and OpenID Connect with Okta, Microsoft Entra ID, Google Workspace and any standards-compliant identity provider. Users and groups can be provisioned and removed automatically via SCIM 2.0, and admins can require SSO for every member of the workspace. SSO is included in the Business and Enterprise plans.",
    expected: "met",
    traits: ["plain"],
    why: "SAML/OIDC, SCIM and SSO enforcement documented: all criteria.",
  },
  {
    id: "zt-13-partially-met-1",
    catalog: "zero_touch",
    controlRef: "ZT-13",
    passage:
      "SAML single sign-on is available only on the Enterprise plan. SCIM provisioning is not supported, so users must be added and removed by hand.",
    expected: "partially_met",
    traits: ["exception", "negation"],
    why: "SAML supported but limited to one tier, and no automated provisioning.",
  },
  {
    id: "zt-13-not-met-1",
    catalog: "zero_touch",
    controlRef: "ZT-13",
    passage:
      "SSO is coming soon! We're building SAML support and expect to launch it later this year. Today, users sign in with an email address and password.",
    expected: "not_met",
    traits: ["planned"],
    why: "SSO not yet available; only planned.",
  },
  {
    id: "zt-13-no-evidence-1",
    catalog: "zero_touch",
    controlRef: "ZT-13",
    passage: "Sign in to the Fernly community forum to ask questions and share tips with other users.",
    expected: "no_evidence",
    traits: ["off_topic"],
    why: "A forum sign-in prompt; nothing about enterprise SSO.",
  },

  // ZT-14 Multi-Factor Authentication for Customer Accounts
  {
    id: "zt-14-met-1",
    catalog: "zero_touch",
    controlRef: "ZT-14",
    passage:
      "Two-step verification\nAny Fernly user can protect their account with an authenticator app (TOTP) or a security key via WebAuthn/FIDO2, including passkeys. Workspace owners can require two-step verification for everyone in the organisation from Settings > Security.",
    expected: "met",
    traits: ["synonyms"],
    why: "MFA for all users, admin enforcement and phishing-resistant factors: all criteria.",
  },
  {
    id: "zt-14-met-2",
    catalog: "zero_touch",
    controlRef: "ZT-14",
    passage:
      "| Feature | Starter | Business | Enterprise |\n|---|---|---|---|\n| Multi-factor authentication | Yes | Yes | Yes |\n| Enforce MFA for all members | Yes | Yes | Yes |\n| Hardware security keys (WebAuthn) | Yes | Yes | Yes |",
    expected: "met",
    traits: ["table"],
    why: "Feature table shows MFA, enforcement and security keys on every plan.",
  },
  {
    id: "zt-14-partially-met-1",
    catalog: "zero_touch",
    controlRef: "ZT-14",
    passage:
      "You can turn on two-factor authentication with SMS codes from your profile settings. Administrators cannot currently require 2FA for their team.",
    expected: "partially_met",
    traits: ["partial", "negation", "synonyms"],
    why: "MFA supported per user, but admins cannot enforce it and only SMS is offered.",
  },
  {
    id: "zt-14-not-met-1",
    catalog: "zero_touch",
    controlRef: "ZT-14",
    passage:
      "Fernly does not support multi-factor authentication. We recommend using a strong, unique password for your account.",
    expected: "not_met",
    traits: ["negation"],
    why: "MFA not supported.",
  },
  {
    id: "zt-14-no-evidence-1",
    catalog: "zero_touch",
    controlRef: "ZT-14",
    passage: "Requests to the Fernly API are authenticated with bearer tokens generated in the developer console.",
    expected: "no_evidence",
    traits: ["off_topic"],
    why: "API token authentication; says nothing about MFA for user accounts.",
  },

  // ZT-15 Encryption Claims
  {
    id: "zt-15-met-1",
    catalog: "zero_touch",
    controlRef: "ZT-15",
    passage:
      "Encryption in transit: TLS 1.2 and 1.3 only\nEncryption at rest: AES-256, keys managed in AWS KMS and rotated annually\nCustomer-managed keys: available on Enterprise",
    expected: "met",
    traits: ["table"],
    why: "Rows state TLS 1.2+, AES-256 at rest and key management.",
  },
  {
    id: "zt-15-partially-met-1",
    catalog: "zero_touch",
    controlRef: "ZT-15",
    passage:
      "Connections to the Fernly app are secured with HTTPS. Customer data is stored in our databases without encryption at rest; we rely on the physical security of our hosting provider.",
    expected: "partially_met",
    traits: ["partial", "negation"],
    why: "Transit encryption claimed, while the next sentence says data at rest is not encrypted.",
  },
  {
    id: "zt-15-not-met-1",
    catalog: "zero_touch",
    controlRef: "ZT-15",
    passage:
      "We do not currently encrypt stored customer data, and the legacy API endpoint still accepts plain HTTP connections.",
    expected: "not_met",
    traits: ["negation"],
    why: "No encryption at rest and unencrypted transport allowed.",
  },
  {
    id: "zt-15-no-evidence-1",
    catalog: "zero_touch",
    controlRef: "ZT-15",
    passage: "Security Whitepaper\n\n1. Overview\n2. Encryption\n3. Access Control\n4. Compliance",
    expected: "no_evidence",
    traits: ["heading"],
    why: "Contents list only.",
  },

  // ZT-16 Web and TLS Security Posture
  {
    id: "zt-16-met-1",
    catalog: "zero_touch",
    controlRef: "ZT-16",
    passage:
      "External scan of app.fernly.com\n| Check | Result |\n|---|---|\n| Protocols | TLS 1.3, TLS 1.2 (TLS 1.0 and 1.1 disabled) |\n| Certificate | Valid, 61 days remaining |\n| HSTS | max-age=31536000; includeSubDomains; preload |\n| SSL scanner grade | A+ |",
    expected: "met",
    traits: ["table"],
    why: "Only TLS 1.2+, valid certificate, HSTS set and an A+ grade: all criteria.",
  },
  {
    id: "zt-16-partially-met-1",
    catalog: "zero_touch",
    controlRef: "ZT-16",
    passage:
      "| Check | Result |\n|---|---|\n| Protocols | TLS 1.2, TLS 1.3 |\n| Certificate | Valid |\n| Strict-Transport-Security header | Missing |",
    expected: "partially_met",
    traits: ["table", "partial"],
    why: "Good protocols and certificate, but HSTS is missing.",
  },
  {
    id: "zt-16-not-met-1",
    catalog: "zero_touch",
    controlRef: "ZT-16",
    passage:
      "SSL scan for portal.fernly.com\nGrade: C\nProtocols: TLS 1.0, TLS 1.1, TLS 1.2\nCertificate: expired 12 days ago\nHSTS: not set",
    expected: "not_met",
    traits: ["table", "negation"],
    why: "Legacy protocols, expired certificate, no HSTS and a poor grade.",
  },

  // ZT-17 Email Domain Security
  {
    id: "zt-17-met-1",
    catalog: "zero_touch",
    controlRef: "ZT-17",
    passage:
      'DNS TXT records for fernly.com\nfernly.com. TXT "v=spf1 include:_spf.google.com include:sendgrid.net -all"\ngoogle._domainkey.fernly.com. TXT "v=DKIM1; k=rsa; p=MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA..."\n_dmarc.fernly.com. TXT "v=DMARC1; p=reject; rua=mailto:dmarc@fernly.com"',
    expected: "met",
    traits: ["plain"],
    why: "SPF, DKIM and DMARC with p=reject published.",
  },
  {
    id: "zt-17-partially-met-1",
    catalog: "zero_touch",
    controlRef: "ZT-17",
    passage:
      'fernly.com. TXT "v=spf1 include:_spf.google.com ~all"\n_dmarc.fernly.com. TXT "v=DMARC1; p=none; rua=mailto:reports@fernly.com"',
    expected: "partially_met",
    traits: ["partial"],
    why: "SPF published, but DMARC is monitor-only (p=none), not quarantine or reject.",
  },
  {
    id: "zt-17-not-met-1",
    catalog: "zero_touch",
    controlRef: "ZT-17",
    passage:
      "No SPF record found for fernly.com.\nNo DMARC record found at _dmarc.fernly.com.\nDKIM: no selector responded.",
    expected: "not_met",
    traits: ["negation"],
    why: "None of the email authentication records exist.",
  },

  // ZT-18 Privacy Regulatory Compliance Statements
  {
    id: "zt-18-met-1",
    catalog: "zero_touch",
    controlRef: "ZT-18",
    passage:
      "GDPR and CCPA\nFernly complies with the GDPR as a processor and with the CCPA/CPRA as a service provider. We are certified under the EU-U.S. Data Privacy Framework and its UK and Swiss extensions, and our DPA includes the Standard Contractual Clauses as a fallback. For healthcare customers we sign a HIPAA Business Associate Agreement.",
    expected: "met",
    traits: ["plain"],
    why: "GDPR and CCPA statements, DPF and SCC transfer mechanisms, HIPAA BAA: all criteria.",
  },
  {
    id: "zt-18-partially-met-1",
    catalog: "zero_touch",
    controlRef: "ZT-18",
    passage:
      "Fernly complies with the GDPR and acts as a processor of our customers' personal data. We have not adopted a mechanism for international data transfers, as all processing takes place in the United States.",
    expected: "partially_met",
    traits: ["partial", "negation"],
    why: "GDPR statement present, but no lawful transfer mechanism despite processing in the US.",
  },
  {
    id: "zt-18-not-met-1",
    catalog: "zero_touch",
    controlRef: "ZT-18",
    passage:
      "We are preparing for GDPR compliance and plan to publish our compliance statement and transfer mechanism before we start selling in Europe.",
    expected: "not_met",
    traits: ["planned"],
    why: "Compliance statement and transfer mechanism are future work.",
  },
  {
    id: "zt-18-no-evidence-1",
    catalog: "zero_touch",
    controlRef: "ZT-18",
    passage:
      "Regulatory reporting made easy: Fernly helps your finance team prepare the filings your local tax authority requires.",
    expected: "no_evidence",
    traits: ["off_topic"],
    why: "A product feature about tax filings; nothing about privacy compliance.",
  },

  // ZT-19 Penetration Testing Disclosure
  {
    id: "zt-19-met-1",
    catalog: "zero_touch",
    controlRef: "ZT-19",
    passage:
      "Penetration testing\nAn independent CREST-certified firm tests the Fernly application, API and cloud infrastructure every year, with additional tests after major releases. An executive summary of the latest report and a letter of attestation are available in our Trust Center.",
    expected: "met",
    traits: ["plain"],
    why: "Annual third-party testing and an available summary and attestation letter.",
  },
  {
    id: "zt-19-partially-met-1",
    catalog: "zero_touch",
    controlRef: "ZT-19",
    passage:
      "Our application is penetration tested each year by an external security firm. We do not share the results, or any summary of them, with customers.",
    expected: "partially_met",
    traits: ["partial", "negation"],
    why: "Annual third-party testing, but no summary or attestation available.",
  },
  {
    id: "zt-19-not-met-1",
    catalog: "zero_touch",
    controlRef: "ZT-19",
    passage:
      "Fernly has not engaged a third party to carry out a penetration test. Our engineers review security internally before major releases.",
    expected: "not_met",
    traits: ["negation"],
    why: "No independent penetration test; internal review is not a substitute.",
  },
  {
    id: "zt-19-no-evidence-1",
    catalog: "zero_touch",
    controlRef: "ZT-19",
    passage: "## Penetration Testing\n\n## Responsible Disclosure\n\n## Contact",
    expected: "no_evidence",
    traits: ["heading"],
    why: "Headings with no text.",
  },

  // ZT-20 Data Retention and Deletion Commitments
  {
    id: "zt-20-met-1",
    catalog: "zero_touch",
    controlRef: "ZT-20",
    passage:
      "Data retention and deletion\nAfter your subscription ends, your data is kept for 30 days so you can export it from Settings > Export. After that it is permanently deleted from our production systems, and it is purged from backups within a further 60 days.",
    expected: "met",
    traits: ["synonyms"],
    why: "Post-termination retention period, export and deletion timeframe, and backup purge: all criteria.",
  },
  {
    id: "zt-20-partially-met-1",
    catalog: "zero_touch",
    controlRef: "ZT-20",
    passage: "You can export your data at any time in CSV format from the Reports page.",
    expected: "partially_met",
    traits: ["partial"],
    why: "Export only; no retention period or deletion commitment.",
  },
  {
    id: "zt-20-not-met-1",
    catalog: "zero_touch",
    controlRef: "ZT-20",
    passage:
      "We retain customer data indefinitely after an account is closed in case the customer wishes to return, and deletion requests cannot be honoured for data held in backups.",
    expected: "not_met",
    traits: ["negation"],
    why: "Indefinite retention and no deletion from backups.",
  },
  {
    id: "zt-20-no-evidence-1",
    catalog: "zero_touch",
    controlRef: "ZT-20",
    passage: "12. Term and Termination\n12.1 Term\n12.2 Termination for Cause\n12.3 Effect of Termination",
    expected: "no_evidence",
    traits: ["heading"],
    why: "Contract headings only; the content of 'Effect of Termination' is not included.",
  },
];
