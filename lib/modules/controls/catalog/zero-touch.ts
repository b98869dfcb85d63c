import type { ControlSetTemplate } from "./types";

/**
 * Controls assessable without vendor participation, from publicly available information: trust center,
 * security and privacy pages, legal terms, status pages, security.txt, breach databases and news.
 */
export const zeroTouchControlSet: ControlSetTemplate = {
  key: "zero_touch",
  name: "Zero Touch Public Evidence",
  description:
    "Outside-in assessment of a vendor's security and privacy posture using only publicly available evidence, for low-risk vendors or as a pre-screen before a full questionnaire.",
  isZeroTouch: true,
  domains: [
    "Trust and certifications",
    "Privacy and data protection",
    "Incident history and response",
    "Availability",
    "Access security",
    "Public infrastructure",
  ],
  controls: [
    {
      ref: "ZT-01",
      title: "Public Trust Center or Security Page",
      description:
        "The vendor publishes a trust center or security page describing its security program, controls and how customers can request further assurance documents.",
      criteria: [
        "A trust center or security page is reachable from the vendor's main website",
        "The page describes concrete security practices rather than only marketing statements",
        "The page explains how to request audit reports or security documentation (e.g. under NDA)",
      ],
      keywords: [
        "trust center",
        "security page",
        "security overview",
        "trust portal",
        "security program",
        "request access",
      ],
      weight: 1,
    },
    {
      ref: "ZT-02",
      title: "Publicly Listed Security Certifications",
      description:
        "The vendor publicly states current independent security attestations or certifications relevant to the services it provides.",
      criteria: [
        "The vendor publicly lists a SOC 2 Type II report and/or ISO/IEC 27001 certification",
        "The stated attestation or certificate is current (audit period or certificate validity within the last 12 months)",
        "ISO certificates name an accredited certification body and a scope covering the service in use",
      ],
      keywords: [
        "soc 2",
        "type ii",
        "iso 27001",
        "iso/iec 27001",
        "certified",
        "attestation",
        "certification body",
        "audit report",
      ],
      weight: 2,
    },
    {
      ref: "ZT-03",
      title: "Published Privacy Policy",
      description:
        "The vendor publishes a current privacy policy describing what personal data it collects, how it is used and shared, and how individuals exercise their rights.",
      criteria: [
        "A privacy policy is publicly available and shows a last-updated date within the last 24 months",
        "The policy describes categories of personal data collected, purposes and sharing with third parties",
        "The policy provides a privacy contact or DPO and a process for data subject requests",
      ],
      keywords: [
        "privacy policy",
        "personal data",
        "data protection officer",
        "dpo",
        "data subject",
        "last updated",
        "privacy notice",
      ],
      weight: 1,
    },
    {
      ref: "ZT-04",
      title: "Data Processing Agreement Availability",
      description:
        "The vendor offers a data processing agreement (DPA) to customers that sets out its obligations as a processor of customer personal data.",
      criteria: [
        "A DPA is publicly downloadable or explicitly offered to all customers",
        "The DPA includes security measures, subprocessor terms, audit rights and breach notification",
        "The DPA incorporates an international transfer mechanism (e.g. Standard Contractual Clauses)",
      ],
      keywords: [
        "data processing agreement",
        "dpa",
        "data processing addendum",
        "processor",
        "standard contractual clauses",
        "sccs",
      ],
      weight: 1,
    },
    {
      ref: "ZT-05",
      title: "Published Subprocessor List",
      description:
        "The vendor publishes the subprocessors that process customer data and commits to notifying customers of changes.",
      criteria: [
        "A list of subprocessors is publicly available with each subprocessor's purpose and location",
        "The vendor offers advance notice of new subprocessors (e.g. email subscription, 30 days notice)",
      ],
      keywords: [
        "subprocessors",
        "sub-processors",
        "subprocessor list",
        "third-party processors",
        "notice of changes",
        "subprocessor notification",
      ],
      weight: 1,
    },
    {
      ref: "ZT-06",
      title: "Vulnerability Disclosure Program",
      description:
        "The vendor provides a documented channel for security researchers to report vulnerabilities, including a security.txt file.",
      criteria: [
        "A vulnerability disclosure policy is published with a reporting channel (email or form)",
        "A valid /.well-known/security.txt file is served on the primary domain and is not expired",
        "The policy includes safe harbor language for good-faith research",
      ],
      keywords: [
        "vulnerability disclosure",
        "security.txt",
        "responsible disclosure",
        "safe harbor",
        "report a vulnerability",
        "security contact",
      ],
      weight: 1,
    },
    {
      ref: "ZT-07",
      title: "Bug Bounty Program",
      description:
        "The vendor runs a public or private bug bounty program that rewards researchers for reporting security vulnerabilities.",
      criteria: [
        "A bug bounty program is listed on the vendor site or a platform such as HackerOne, Bugcrowd or Intigriti",
        "The program scope covers the vendor's production applications and APIs",
      ],
      keywords: ["bug bounty", "hackerone", "bugcrowd", "intigriti", "yeswehack", "rewards", "security researchers"],
      weight: 0.5,
    },
    {
      ref: "ZT-08",
      title: "Breach and Incident History",
      description:
        "The vendor has no undisclosed or poorly handled material security breaches in public records, and any past incidents were transparently disclosed and remediated.",
      criteria: [
        "No material data breach involving the vendor is reported in public sources within the last 36 months",
        "Any disclosed incident includes a published post-mortem or customer notice describing root cause and remediation",
        "No regulatory enforcement actions or fines for security or privacy failures are publicly recorded in the last 36 months",
      ],
      keywords: [
        "no known breaches",
        "post-mortem",
        "incident report",
        "root cause",
        "remediation",
        "transparency report",
      ],
      weight: 2,
    },
    {
      ref: "ZT-09",
      title: "Incident Notification Commitment",
      description:
        "The vendor publicly commits, in its terms, DPA or security page, to notify customers of security incidents affecting their data within a defined timeframe.",
      criteria: [
        "Public terms or the DPA commit to notify customers of personal data breaches without undue delay",
        "A specific notification timeframe is stated (e.g. within 72 hours or less)",
      ],
      keywords: [
        "notify",
        "notification",
        "without undue delay",
        "72 hours",
        "security incident",
        "breach notification",
      ],
      weight: 1,
    },
    {
      ref: "ZT-10",
      title: "Public Status Page and Uptime History",
      description:
        "The vendor operates a public status page showing current service health, historical uptime and incident communications.",
      criteria: [
        "A public status page exists covering the vendor's customer-facing services",
        "Historical uptime of at least 99.9% is shown for the last 90 days",
        "Past incidents are posted with timelines and resolution updates",
      ],
      keywords: [
        "status page",
        "uptime",
        "system status",
        "all systems operational",
        "incident history",
        "degraded performance",
        "99.9",
      ],
      weight: 1,
    },
    {
      ref: "ZT-11",
      title: "Published Service Level Agreement",
      description:
        "The vendor publishes a service level agreement with an availability commitment and remedies if it is not met.",
      criteria: [
        "A public SLA states a monthly availability commitment (e.g. 99.9%)",
        "The SLA defines service credits or other remedies for missed commitments",
      ],
      keywords: [
        "service level agreement",
        "service level",
        "availability",
        "service credits",
        "uptime commitment",
        "99.9%",
      ],
      weight: 0.5,
    },
    {
      ref: "ZT-12",
      title: "Data Residency and Hosting Locations",
      description:
        "The vendor publicly discloses where customer data is hosted and processed and, where relevant, offers regional data residency options.",
      criteria: [
        "Hosting providers and regions where customer data is stored are publicly stated",
        "Regional data residency (e.g. EU or US only) is available where required",
      ],
      keywords: [
        "data residency",
        "data center locations",
        "hosted in",
        "region",
        "eu data",
        "data localization",
        "hosting provider",
      ],
      weight: 1,
    },
    {
      ref: "ZT-13",
      title: "Single Sign-On Support",
      description:
        "The vendor's product supports enterprise single sign-on so customers can enforce their own identity and access policies.",
      criteria: [
        "SAML 2.0 or OpenID Connect SSO is documented as supported",
        "SCIM or equivalent automated user provisioning and deprovisioning is supported",
        "SSO is available on the plan tier relevant to the customer, or enforcement of SSO-only login is possible",
      ],
      keywords: ["single sign-on", "saml", "openid connect", "oidc", "scim", "okta", "entra id", "identity provider"],
      weight: 1,
    },
    {
      ref: "ZT-14",
      title: "Multi-Factor Authentication for Customer Accounts",
      description:
        "The vendor's product supports multi-factor authentication for customer users and allows administrators to enforce it.",
      criteria: [
        "MFA is documented as supported for all customer user accounts",
        "Customer administrators can enforce MFA for all users in their organization",
        "Phishing-resistant factors (e.g. WebAuthn, security keys) are supported",
      ],
      keywords: [
        "multi-factor authentication",
        "mfa",
        "two-factor",
        "2fa",
        "authenticator app",
        "webauthn",
        "security keys",
      ],
      weight: 2,
    },
    {
      ref: "ZT-15",
      title: "Encryption Claims",
      description:
        "The vendor publicly states that customer data is encrypted in transit and at rest using industry-standard algorithms.",
      criteria: [
        "Public documentation states encryption in transit using TLS 1.2 or higher",
        "Public documentation states encryption at rest using AES-256 or equivalent",
        "Key management practices are described (e.g. cloud KMS, key rotation, customer-managed keys option)",
      ],
      keywords: [
        "encryption in transit",
        "encryption at rest",
        "encrypted",
        "tls 1.2",
        "aes-256",
        "key management",
        "byok",
      ],
      weight: 2,
    },
    {
      ref: "ZT-16",
      title: "Web and TLS Security Posture",
      description:
        "The vendor's public web properties and application endpoints use a hardened TLS configuration and standard HTTP security headers.",
      criteria: [
        "Public endpoints accept only TLS 1.2 or higher and present valid, unexpired certificates",
        "HTTP Strict Transport Security (HSTS) is enabled on the primary application domain",
        "No critical issues (e.g. grade below A on an SSL scanner, exposed admin panels) are observed externally",
      ],
      keywords: [
        "hsts",
        "strict-transport-security",
        "tls 1.3",
        "ssl labs",
        "security headers",
        "content-security-policy",
      ],
      weight: 1,
    },
    {
      ref: "ZT-17",
      title: "Email Domain Security",
      description:
        "The vendor protects its email domains against spoofing and phishing by publishing SPF, DKIM and an enforcing DMARC policy.",
      criteria: [
        "An SPF record is published for the vendor's primary email domain",
        "DKIM signing is in use for outbound mail",
        "A DMARC record is published with a policy of quarantine or reject",
      ],
      keywords: ["spf", "dkim", "dmarc", "p=reject", "p=quarantine", "email authentication", "anti-spoofing"],
      weight: 0.5,
    },
    {
      ref: "ZT-18",
      title: "Privacy Regulatory Compliance Statements",
      description:
        "The vendor publicly describes its compliance with applicable privacy regulations and lawful mechanisms for international data transfers.",
      criteria: [
        "The vendor publishes GDPR and, where relevant, CCPA/CPRA compliance statements",
        "A lawful international transfer mechanism is stated (e.g. EU-U.S. Data Privacy Framework or SCCs)",
        "Sector-specific commitments are stated where relevant (e.g. HIPAA BAA availability)",
      ],
      keywords: [
        "gdpr",
        "ccpa",
        "cpra",
        "data privacy framework",
        "standard contractual clauses",
        "hipaa",
        "baa",
        "uk gdpr",
      ],
      weight: 1,
    },
    {
      ref: "ZT-19",
      title: "Penetration Testing Disclosure",
      description:
        "The vendor publicly states that independent penetration tests are performed regularly and makes a summary or attestation available.",
      criteria: [
        "The vendor states that third-party penetration testing is performed at least annually",
        "A penetration test summary or letter of attestation is available to customers on request or in the trust center",
      ],
      keywords: [
        "penetration test",
        "pen test",
        "pentest",
        "third-party testing",
        "letter of attestation",
        "executive summary",
      ],
      weight: 1,
    },
    {
      ref: "ZT-20",
      title: "Data Retention and Deletion Commitments",
      description:
        "The vendor publicly commits to how long customer data is retained and to deleting or returning it after contract termination.",
      criteria: [
        "Public terms or documentation state the retention period for customer data after termination",
        "Customers can export their data and request deletion, with deletion completed within a stated timeframe (e.g. 30 to 90 days)",
        "Deletion extends to backups within a stated period",
      ],
      keywords: ["data retention", "data deletion", "delete", "data export", "termination", "return of data", "purge"],
      weight: 1,
    },
  ],
};
