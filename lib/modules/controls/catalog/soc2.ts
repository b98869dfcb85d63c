import type { ControlSetTemplate } from "./types";

/** SOC 2 Trust Services Criteria (2017, revised points of focus) security baseline: CC1-CC9, A1 and C1. */
export const soc2ControlSet: ControlSetTemplate = {
  key: "soc2",
  name: "SOC 2 Security Baseline",
  description:
    "Core controls drawn from the AICPA Trust Services Criteria (Common Criteria CC1-CC9, Availability A1 and Confidentiality C1), evaluated against SOC 2 Type II reports, bridge letters, policies and supporting evidence.",
  isZeroTouch: false,
  domains: ["Security", "Availability", "Confidentiality", "Processing integrity", "Privacy"],
  controls: [
    {
      ref: "CC1.1",
      title: "Code of Conduct and Ethical Values",
      description:
        "The vendor maintains a documented code of conduct that sets expectations for integrity and ethical behavior, and workforce members formally acknowledge it.",
      criteria: [
        "A code of conduct or ethics policy exists and has been approved by management",
        "Employees and contractors acknowledge the code of conduct at hire and at least annually",
        "A mechanism exists for reporting violations (e.g. whistleblower hotline) and violations are subject to disciplinary action",
      ],
      keywords: ["code of conduct", "ethics", "ethical", "integrity", "whistleblower", "acknowledge", "disciplinary"],
      weight: 0.5,
    },
    {
      ref: "CC1.4",
      title: "Personnel Screening and Competence",
      description:
        "The vendor screens personnel before granting access to systems or customer data and defines the roles and competence required for security responsibilities.",
      criteria: [
        "Background checks are performed on new hires prior to or upon hire, as permitted by local law",
        "Job descriptions define security responsibilities for key roles",
        "Contractors with system access are subject to equivalent screening or contractual requirements",
      ],
      keywords: ["background check", "background checks", "screening", "new hires", "job descriptions", "onboarding"],
      weight: 1,
    },
    {
      ref: "CC2.2",
      title: "Security Awareness Training",
      description:
        "The vendor communicates security responsibilities to its workforce through mandatory security and privacy awareness training.",
      criteria: [
        "All personnel complete security awareness training upon hire and at least annually",
        "Training completion is tracked and overdue training is followed up",
        "Phishing simulations or role-specific training (e.g. secure coding for engineers) are conducted",
      ],
      keywords: [
        "security awareness",
        "awareness training",
        "annual training",
        "phishing",
        "secure coding",
        "completion",
      ],
      weight: 1,
    },
    {
      ref: "CC3.2",
      title: "Risk Assessment",
      description:
        "The vendor performs a formal risk assessment at least annually to identify, analyze and respond to risks affecting its service commitments, including fraud risk.",
      criteria: [
        "A documented risk assessment is performed at least annually and after significant changes",
        "Identified risks are rated for likelihood and impact and recorded in a risk register",
        "Each significant risk has an owner and a documented treatment or acceptance decision",
      ],
      keywords: [
        "risk assessment",
        "risk register",
        "likelihood",
        "impact",
        "risk treatment",
        "risk owner",
        "fraud risk",
        "threat assessment",
      ],
      weight: 1,
    },
    {
      ref: "CC4.1",
      title: "Control Monitoring and Internal Audit",
      description:
        "The vendor evaluates whether its internal controls are present and functioning through ongoing monitoring and periodic independent assessments.",
      criteria: [
        "Internal audits or control self-assessments are performed at least annually",
        "An independent third-party audit (e.g. SOC 2 Type II) covers the in-scope services",
        "Control deficiencies are tracked to remediation with owners and due dates",
      ],
      keywords: [
        "internal audit",
        "control monitoring",
        "self-assessment",
        "deficiencies",
        "remediation",
        "control testing",
        "corrective action",
      ],
      weight: 0.5,
    },
    {
      ref: "CC5.3",
      title: "Information Security Policies",
      description:
        "The vendor deploys control activities through documented information security policies and procedures that are approved, communicated and periodically reviewed.",
      criteria: [
        "An information security policy set exists covering access control, encryption, incident response and acceptable use",
        "Policies are reviewed and approved by management at least annually",
        "Policies are published to personnel and policy exceptions are documented and approved",
      ],
      keywords: [
        "information security policy",
        "policies",
        "procedures",
        "acceptable use",
        "reviewed annually",
        "policy review",
      ],
      weight: 1,
    },
    {
      ref: "CC6.1",
      title: "Authentication and Multi-Factor Authentication",
      description:
        "The vendor restricts logical access to production systems and customer data with unique user IDs, strong authentication and centralized identity management.",
      criteria: [
        "MFA is enforced for all remote access, privileged access and access to production environments",
        "Each user has a unique account; shared or generic accounts are prohibited or tightly controlled",
        "Password requirements meet a documented standard (length, complexity or passphrase, lockout)",
        "Access to production is brokered through SSO or a centralized identity provider",
      ],
      keywords: ["multi-factor authentication", "mfa", "single sign-on", "saml", "unique user", "identity provider"],
      weight: 2,
    },
    {
      ref: "CC6.2",
      title: "User Access Provisioning and Deprovisioning",
      description:
        "The vendor authorizes access before it is granted and removes access promptly when personnel change roles or leave.",
      criteria: [
        "Access requests are approved by the system owner or manager before provisioning",
        "Access is revoked within 24 hours (or a documented SLA) of termination",
        "Role changes trigger a review and removal of access no longer needed",
      ],
      keywords: ["provisioning", "deprovisioning", "access request", "termination", "offboarding", "revoked"],
      weight: 1,
    },
    {
      ref: "CC6.3",
      title: "Least Privilege and Periodic Access Reviews",
      description:
        "The vendor grants access based on least privilege and role-based access control and periodically reviews user and privileged access.",
      criteria: [
        "Access is assigned through roles aligned to job responsibilities (RBAC)",
        "User access to production and customer data is reviewed at least quarterly",
        "Privileged/administrative accounts are limited to a small, named group and reviewed",
      ],
      keywords: ["least privilege", "role-based access", "rbac", "access review", "user access review", "quarterly"],
      weight: 2,
    },
    {
      ref: "CC6.4",
      title: "Physical Access Controls",
      description:
        "The vendor restricts physical access to facilities and data centers housing systems and customer data, or inherits these controls from a reviewed hosting provider.",
      criteria: [
        "Data center access is restricted to authorized personnel using badges or biometrics",
        "Physical access lists are reviewed periodically and visitors are logged and escorted",
        "Where hosting is outsourced, the provider's SOC 2 report covering physical security is reviewed",
      ],
      keywords: ["physical access", "data center", "badge", "biometric", "visitor log", "cctv", "colocation"],
      weight: 0.5,
    },
    {
      ref: "CC6.6",
      title: "Network Security and Boundary Protection",
      description:
        "The vendor protects system boundaries against threats from outside the network using firewalls, segmentation and controlled remote access.",
      criteria: [
        "Firewalls or security groups restrict inbound traffic to required ports and services",
        "Production networks are segmented from corporate and development environments",
        "Firewall and security group rules are reviewed at least annually",
        "Internet-facing services are protected by a WAF or DDoS mitigation",
      ],
      keywords: [
        "firewall",
        "security groups",
        "network segmentation",
        "vpc",
        "waf",
        "ddos",
        "intrusion detection",
        "intrusion prevention",
      ],
      weight: 1,
    },
    {
      ref: "CC6.7",
      title: "Encryption of Data in Transit and at Rest",
      description:
        "The vendor protects customer data using strong encryption when transmitted over networks and when stored, with managed cryptographic keys.",
      criteria: [
        "Data in transit over public networks is encrypted using TLS 1.2 or higher",
        "Customer data at rest (databases, storage, backups) is encrypted using AES-256 or equivalent",
        "Encryption keys are managed in a KMS or HSM with restricted access and rotation",
      ],
      keywords: ["encryption in transit", "encryption at rest", "tls 1.2", "aes-256", "kms", "key management", "hsm"],
      weight: 2,
    },
    {
      ref: "CC6.8",
      title: "Malware and Endpoint Protection",
      description:
        "The vendor prevents and detects malicious software on servers and workforce endpoints and manages endpoint configuration centrally.",
      criteria: [
        "Anti-malware or EDR is deployed on all endpoints and applicable servers with current signatures",
        "Endpoints are centrally managed (MDM) with full-disk encryption and screen lock enforced",
        "Installation of unauthorized software is restricted or monitored",
      ],
      keywords: ["anti-malware", "antivirus", "edr", "mdm", "full-disk encryption", "endpoint protection"],
      weight: 1,
    },
    {
      ref: "CC7.1",
      title: "Vulnerability Management and Penetration Testing",
      description:
        "The vendor identifies and remediates vulnerabilities through regular scanning and independent penetration testing, within defined timeframes.",
      criteria: [
        "Infrastructure and application vulnerability scans are performed at least monthly",
        "An independent third-party penetration test is performed at least annually",
        "Vulnerabilities are remediated within defined SLAs (e.g. critical within 30 days or less)",
      ],
      keywords: [
        "vulnerability scan",
        "vulnerability management",
        "penetration test",
        "pen test",
        "patching",
        "remediation sla",
        "cvss",
      ],
      weight: 2,
    },
    {
      ref: "CC7.2",
      title: "Security Logging and Monitoring",
      description:
        "The vendor logs security-relevant events across its systems and monitors them to detect anomalies and potential security incidents.",
      criteria: [
        "Audit logs capture authentication, privileged actions and changes to production systems",
        "Logs are centralized (e.g. SIEM), protected from tampering and retained for at least one year",
        "Alerts are configured for suspicious activity and are triaged by on-call or SOC personnel",
      ],
      keywords: ["logging", "audit logs", "siem", "monitoring", "alerting", "log retention", "anomaly", "24/7"],
      weight: 2,
    },
    {
      ref: "CC7.4",
      title: "Incident Response",
      description:
        "The vendor maintains and tests a security incident response plan and notifies affected customers of incidents within committed timeframes.",
      criteria: [
        "A documented incident response plan defines roles, severity levels, escalation and communication",
        "The plan is tested through a tabletop exercise or simulation at least annually",
        "Customers are notified of security incidents affecting their data within a defined timeframe (e.g. 72 hours)",
        "Post-incident reviews produce documented root cause and corrective actions",
      ],
      keywords: ["incident response", "tabletop", "breach notification", "root cause", "escalation", "post-incident"],
      weight: 2,
    },
    {
      ref: "CC8.1",
      title: "Change Management and Secure Development",
      description:
        "The vendor authorizes, tests and approves changes to infrastructure and software before deployment to production, following a secure development process.",
      criteria: [
        "Code changes require peer review and approval before merge to the production branch",
        "Changes are tested in a non-production environment before release",
        "Developers cannot deploy unreviewed changes directly to production (segregation of duties)",
        "Emergency changes are documented and retroactively reviewed",
      ],
      keywords: ["change management", "peer review", "pull request", "code review", "sdlc", "segregation of duties"],
      weight: 1,
    },
    {
      ref: "CC9.2",
      title: "Vendor and Subservice Organization Management",
      description:
        "The vendor assesses and monitors the security of its own vendors and subservice organizations that process customer data.",
      criteria: [
        "Third parties handling customer data are risk-assessed before onboarding",
        "SOC 2 reports or equivalent assurance for critical subprocessors are reviewed at least annually",
        "Contracts with subprocessors include security, confidentiality and breach notification obligations",
      ],
      keywords: [
        "vendor management",
        "third-party risk",
        "subservice organization",
        "subprocessor",
        "vendor review",
        "complementary subservice",
      ],
      weight: 1,
    },
    {
      ref: "A1.2",
      title: "Backup and Data Recovery",
      description:
        "The vendor backs up customer data and system configurations and verifies that data can be restored to meet recovery objectives.",
      criteria: [
        "Customer data is backed up at least daily and backups are encrypted",
        "Backups are stored in a separate location or region from primary data",
        "Backups are tested by restore at least annually and results are documented",
      ],
      keywords: ["backup", "backups", "restore test", "snapshots", "replication", "point-in-time recovery"],
      weight: 2,
    },
    {
      ref: "A1.3",
      title: "Business Continuity and Disaster Recovery Testing",
      description:
        "The vendor maintains business continuity and disaster recovery plans with defined recovery objectives and tests them regularly.",
      criteria: [
        "A BC/DR plan exists with defined RTO and RPO for the in-scope services",
        "The disaster recovery plan is tested at least annually and lessons learned are recorded",
        "Production infrastructure is deployed across multiple availability zones or sites",
      ],
      keywords: [
        "business continuity",
        "disaster recovery",
        "recovery time objective",
        "recovery point objective",
        "failover",
        "availability zones",
        "dr test",
      ],
      weight: 1,
    },
    {
      ref: "C1.1",
      title: "Identification and Protection of Confidential Information",
      description:
        "The vendor classifies information, including customer data, and applies handling requirements that protect confidential information from unauthorized disclosure.",
      criteria: [
        "A data classification policy defines levels (e.g. public, internal, confidential) and handling rules",
        "Customer data is identified as confidential and access is restricted accordingly",
        "Use of production customer data in non-production environments is prohibited or masked",
      ],
      keywords: [
        "data classification",
        "confidential",
        "confidentiality",
        "data handling",
        "non-disclosure",
        "need to know",
        "masking",
      ],
      weight: 1,
    },
    {
      ref: "C1.2",
      title: "Confidential Data Retention and Disposal",
      description:
        "The vendor retains confidential information only as long as required and securely disposes of it, including upon customer contract termination.",
      criteria: [
        "A data retention schedule defines retention periods for customer data",
        "Customer data is deleted within a defined period after contract termination or on request",
        "Media and devices are sanitized or destroyed using recognized methods (e.g. NIST 800-88) with records retained",
      ],
      keywords: ["data retention", "data deletion", "disposal", "secure deletion", "destruction", "nist 800-88"],
      weight: 1,
    },
  ],
};
