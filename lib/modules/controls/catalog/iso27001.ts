import type { ControlSetTemplate } from "./types";

/** Core subset of ISO/IEC 27001:2022 Annex A controls most relevant to assessing a service provider. */
export const iso27001ControlSet: ControlSetTemplate = {
  key: "iso27001",
  name: "ISO 27001 Annex A Core",
  description:
    "A core subset of ISO/IEC 27001:2022 Annex A controls (organizational, people, physical and technological), evaluated against ISO certificates, Statements of Applicability, policies and technical evidence.",
  isZeroTouch: false,
  domains: ["Organizational controls", "People controls", "Physical controls", "Technological controls"],
  controls: [
    {
      ref: "A.5.1",
      title: "Policies for Information Security",
      description:
        "The vendor defines an information security policy and topic-specific policies that are approved by management, communicated and reviewed at planned intervals.",
      criteria: [
        "A top-level information security policy is approved by top management",
        "Topic-specific policies exist (e.g. access control, cryptography, supplier security)",
        "Policies are reviewed at least annually or after significant change and communicated to personnel",
      ],
      keywords: ["information security policy", "policies", "top management", "policy review", "isms", "approved by"],
      weight: 1,
    },
    {
      ref: "A.5.9",
      title: "Inventory of Information and Associated Assets",
      description:
        "The vendor maintains an inventory of information and associated assets, including hardware, software and cloud resources, each with an assigned owner.",
      criteria: [
        "An asset inventory covers hardware, software, cloud resources and information assets",
        "Each asset has a designated owner responsible for its protection",
        "The inventory is kept current through automated discovery or periodic review",
      ],
      keywords: [
        "asset inventory",
        "asset register",
        "asset owner",
        "cmdb",
        "inventory",
        "software inventory",
        "cloud resources",
      ],
      weight: 1,
    },
    {
      ref: "A.5.12",
      title: "Classification of Information",
      description:
        "The vendor classifies information according to confidentiality, integrity and availability needs and applies labeling and handling rules per level.",
      criteria: [
        "A classification scheme defines levels and associated handling requirements",
        "Customer data is assigned to an appropriate (confidential or higher) classification",
        "Labeling or handling procedures are defined for each classification level",
      ],
      keywords: ["classification", "data classification", "labelling", "labeling", "confidential", "handling"],
      weight: 1,
    },
    {
      ref: "A.5.15",
      title: "Access Control",
      description:
        "The vendor establishes and implements rules to control physical and logical access to information based on business and security requirements.",
      criteria: [
        "An access control policy defines need-to-know and least privilege principles",
        "Access rights are granted through a formal request and approval process",
        "Access rights are reviewed at regular intervals and removed promptly on termination",
      ],
      keywords: ["access control policy", "least privilege", "need-to-know", "access rights", "access review", "rbac"],
      weight: 2,
    },
    {
      ref: "A.5.19",
      title: "Information Security in Supplier Relationships",
      description:
        "The vendor manages information security risks associated with its own suppliers and subprocessors throughout the supplier lifecycle.",
      criteria: [
        "Suppliers are assessed for information security risk before engagement",
        "Supplier agreements include security requirements, confidentiality and incident notification",
        "Critical suppliers are monitored and re-assessed periodically",
      ],
      keywords: ["supplier", "supplier security", "subprocessor", "vendor", "supplier agreement", "due diligence"],
      weight: 1,
    },
    {
      ref: "A.5.23",
      title: "Information Security for Use of Cloud Services",
      description:
        "The vendor defines processes for acquiring, using, managing and exiting cloud services in line with its information security requirements.",
      criteria: [
        "Cloud service providers in use are identified and assessed (e.g. against ISO 27017 or SOC 2)",
        "Shared responsibilities between the vendor and its cloud providers are documented",
        "Cloud configurations are monitored against a security baseline (e.g. CIS benchmarks or CSPM)",
      ],
      keywords: [
        "cloud services",
        "shared responsibility",
        "amazon web services",
        "azure",
        "google cloud",
        "iso 27017",
        "cspm",
        "cis benchmark",
      ],
      weight: 1,
    },
    {
      ref: "A.5.24",
      title: "Incident Management Planning and Preparation",
      description:
        "The vendor plans and prepares for managing information security incidents by defining processes, roles and responsibilities, including customer communication.",
      criteria: [
        "An incident management procedure defines detection, triage, containment, eradication and recovery",
        "Roles and contacts for incident response are defined and exercised at least annually",
        "Customer and regulator notification obligations and timeframes are documented",
      ],
      keywords: ["incident management", "incident response", "triage", "containment", "notification", "tabletop"],
      weight: 2,
    },
    {
      ref: "A.5.30",
      title: "ICT Readiness for Business Continuity",
      description:
        "The vendor plans, implements, maintains and tests ICT readiness based on business continuity objectives and requirements.",
      criteria: [
        "A business impact analysis defines RTO and RPO for critical services",
        "ICT continuity and disaster recovery plans are documented for the in-scope services",
        "Continuity and recovery plans are tested at least annually with results documented",
      ],
      keywords: [
        "business continuity",
        "ict readiness",
        "business impact analysis",
        "disaster recovery",
        "recovery time objective",
        "recovery point objective",
      ],
      weight: 1,
    },
    {
      ref: "A.5.34",
      title: "Privacy and Protection of PII",
      description:
        "The vendor identifies and meets requirements for preserving privacy and protecting personally identifiable information under applicable laws and contracts.",
      criteria: [
        "Applicable privacy laws (e.g. GDPR, CCPA) are identified and a privacy program owner is assigned",
        "A data processing agreement and records of processing activities are maintained",
        "Data subject requests and cross-border transfer mechanisms are addressed by documented procedures",
      ],
      keywords: ["pii", "personal data", "privacy", "gdpr", "ccpa", "data processing agreement", "data subject"],
      weight: 1,
    },
    {
      ref: "A.5.35",
      title: "Independent Review of Information Security",
      description:
        "The vendor's approach to managing information security and its implementation is reviewed independently at planned intervals and after significant changes.",
      criteria: [
        "A valid ISO/IEC 27001 certificate from an accredited certification body covers the in-scope services",
        "Internal ISMS audits are performed at least annually",
        "Audit nonconformities are tracked to corrective action and closure",
      ],
      keywords: ["certification body", "accredited", "internal audit", "iso 27001", "nonconformity", "certificate"],
      weight: 1,
    },
    {
      ref: "A.6.1",
      title: "Screening",
      description:
        "The vendor performs background verification checks on candidates before they join, in proportion to business requirements and the classification of information accessed.",
      criteria: [
        "Background verification is performed for all personnel prior to joining, as permitted by law",
        "Screening depth is proportionate to role and access to sensitive information",
        "Screening requirements extend to contractors through contractual terms",
      ],
      keywords: ["screening", "verification", "background check", "pre-employment", "criminal record", "vetting"],
      weight: 1,
    },
    {
      ref: "A.6.3",
      title: "Information Security Awareness, Education and Training",
      description:
        "Personnel and relevant interested parties receive appropriate security awareness, education and training, and regular updates on policies relevant to their role.",
      criteria: [
        "Security awareness training is completed at onboarding and at least annually",
        "Role-based training is provided for engineers and administrators (e.g. secure coding)",
        "Completion rates are tracked and reported to management",
      ],
      keywords: ["awareness", "security training", "education", "phishing simulation", "secure coding", "completion"],
      weight: 1,
    },
    {
      ref: "A.7.1",
      title: "Physical Security Perimeters",
      description:
        "The vendor defines and uses security perimeters to protect areas containing information and information processing facilities, or relies on certified hosting providers.",
      criteria: [
        "Facilities hosting customer data have defined perimeters with controlled entry",
        "Entry is logged and limited to authorized personnel; visitors are escorted",
        "Hosting providers' physical controls are covered by an ISO 27001 or SOC 2 attestation",
      ],
      keywords: ["physical security", "security perimeter", "data centre", "data center", "access badge", "cctv"],
      weight: 0.5,
    },
    {
      ref: "A.8.2",
      title: "Privileged Access Rights",
      description:
        "The vendor restricts and manages the allocation and use of privileged access rights to systems holding customer data.",
      criteria: [
        "Privileged access is granted only to named individuals on an approved, documented basis",
        "Administrators use separate privileged accounts or just-in-time elevation",
        "Privileged activity is logged and privileged access is reviewed at least quarterly",
      ],
      keywords: [
        "privileged access",
        "administrator",
        "admin accounts",
        "just-in-time",
        "privileged access management",
        "break-glass",
        "elevation",
      ],
      weight: 2,
    },
    {
      ref: "A.8.5",
      title: "Secure Authentication",
      description:
        "The vendor implements secure authentication technologies and procedures based on access restrictions and its access control policy.",
      criteria: [
        "MFA is enforced for remote access, privileged access and access to production systems",
        "Password policy requires minimum length and blocks common or breached passwords",
        "Failed login attempts are limited and logged",
      ],
      keywords: ["multi-factor authentication", "mfa", "2fa", "password policy", "saml", "lockout", "passkey"],
      weight: 2,
    },
    {
      ref: "A.8.8",
      title: "Management of Technical Vulnerabilities",
      description:
        "The vendor obtains information about technical vulnerabilities, evaluates its exposure and takes timely remediation measures.",
      criteria: [
        "Systems and applications are scanned for vulnerabilities at least monthly",
        "Independent penetration tests are performed at least annually and findings remediated",
        "Patches for critical vulnerabilities are applied within a defined timeframe (e.g. 14 to 30 days)",
      ],
      keywords: ["vulnerability", "vulnerability scanning", "penetration test", "patch management", "cve", "cvss"],
      weight: 2,
    },
    {
      ref: "A.8.13",
      title: "Information Backup",
      description:
        "The vendor maintains backup copies of information, software and systems and regularly tests them in accordance with an agreed backup policy.",
      criteria: [
        "A backup policy defines scope, frequency and retention for customer data",
        "Backups are encrypted and stored in a physically or logically separate location",
        "Restoration from backup is tested at least annually",
      ],
      keywords: ["backup", "backup policy", "restore", "restoration test", "offsite", "immutable", "backup frequency"],
      weight: 2,
    },
    {
      ref: "A.8.15",
      title: "Logging and Monitoring",
      description:
        "The vendor produces, stores, protects and analyzes logs of activities, exceptions and security events, and monitors systems for anomalous behavior.",
      criteria: [
        "Security events including logins, privileged actions and configuration changes are logged",
        "Logs are protected against tampering and retained per a defined retention period",
        "Logs are monitored with automated alerting for anomalous or malicious activity",
      ],
      keywords: ["logging", "event logs", "audit trail", "siem", "log retention", "monitoring", "tamper"],
      weight: 1,
    },
    {
      ref: "A.8.20",
      title: "Networks Security",
      description:
        "The vendor secures, manages and controls networks and network devices to protect information in systems and applications.",
      criteria: [
        "Network traffic is filtered by firewalls or security groups using deny-by-default rules",
        "Production networks are segregated from corporate and non-production networks",
        "Network device configurations and rules are reviewed periodically",
      ],
      keywords: ["network security", "firewall", "segregation", "segmentation", "security groups", "vpn"],
      weight: 1,
    },
    {
      ref: "A.8.24",
      title: "Use of Cryptography",
      description:
        "The vendor defines and implements rules for the effective use of cryptography, including encryption of data and cryptographic key management.",
      criteria: [
        "A cryptography policy specifies approved algorithms and key lengths",
        "Customer data is encrypted in transit (TLS 1.2+) and at rest (AES-256 or equivalent)",
        "Cryptographic keys are generated, stored, rotated and revoked through a managed KMS or HSM",
      ],
      keywords: ["cryptography", "encryption", "tls", "aes-256", "key management", "kms", "key rotation", "hsm"],
      weight: 2,
    },
    {
      ref: "A.8.25",
      title: "Secure Development Life Cycle",
      description:
        "The vendor establishes and applies rules for the secure development of software and systems, including security testing before release.",
      criteria: [
        "A secure SDLC defines security requirements, threat modeling and secure coding standards",
        "Automated security testing (SAST, DAST or dependency scanning) runs in the build pipeline",
        "Development, test and production environments are separated",
      ],
      keywords: [
        "secure development",
        "sdlc",
        "secure coding",
        "sast",
        "dast",
        "threat modeling",
        "dependency scanning",
        "owasp",
      ],
      weight: 1,
    },
    {
      ref: "A.8.32",
      title: "Change Management",
      description:
        "Changes to information processing facilities and systems are subject to a change management procedure covering approval, testing and rollback.",
      criteria: [
        "Changes are recorded, risk-assessed and approved before implementation",
        "Changes are tested prior to production deployment and include a rollback plan",
        "Emergency changes follow a defined procedure with retrospective approval",
      ],
      keywords: [
        "change management",
        "change request",
        "change approval",
        "rollback",
        "change control",
        "peer review",
        "change advisory board",
      ],
      weight: 1,
    },
  ],
};
