import type { Topic } from "./topic";

// Technical and operational practices: SOC 2 CC6-CC8, A1 and C1, ISO 27001 A.7 and A.8.

export const authentication: Topic = {
  heading: "Authentication",
  full: [
    () =>
      "Multi-factor authentication (MFA) is enforced for all remote access, privileged access and access to production environments.",
    () => "Each user has a unique account, and shared or generic accounts are prohibited.",
    () =>
      "Password requirements follow a documented standard with a minimum length of 14 characters, a check against breached passwords and lockout after five failed attempts.",
    (c) =>
      `Access to production is brokered through single sign-on (SAML) with ${c.identityProvider} as the centralized identity provider.`,
    (c) =>
      `${c.service} supports multi-factor authentication for all customer user accounts, and customer administrators can enforce it for every user in their organization; security keys (WebAuthn) are supported as a factor.`,
  ],
  partial: [
    () => "Multi-factor authentication (MFA) is enforced for access to production environments.",
    () => "Each user has a unique account, and shared or generic accounts are prohibited.",
  ],
  absent: [() => "MFA is not enforced for all users; multi-factor authentication is optional for employee accounts."],
  exception: () => "Multi-factor authentication is not enforced on the legacy reporting console used by support staff.",
};

export const provisioning: Topic = {
  heading: "Provisioning and deprovisioning",
  full: [
    () => "Access requests are approved by the system owner or the requester's manager before provisioning.",
    () => "Access is revoked within 24 hours of termination, per the documented SLA, through the offboarding workflow.",
    () => "Role changes trigger a review by the new manager and the removal of access no longer needed.",
  ],
  partial: [() => "Access requests are approved by the system owner or the requester's manager before provisioning."],
  absent: [() => "Deprovisioning is not performed automatically and depends on managers raising tickets."],
  exception: () =>
    "Exception noted: for 2 of 25 terminated employees sampled, access had not been revoked within 24 hours.",
};

export const accessReviews: Topic = {
  heading: "Least privilege and access reviews",
  full: [
    () =>
      "Following the principle of least privilege, access is assigned through roles aligned to job responsibilities (RBAC).",
    () => "User access to production and customer data is reviewed at least quarterly by system owners.",
    () => "Privileged and administrative accounts are limited to a small, named group and reviewed every quarter.",
  ],
  partial: [
    () =>
      "Following the principle of least privilege, access is assigned through roles aligned to job responsibilities (RBAC).",
  ],
  absent: [() => "Periodic user access reviews are not performed; access granted at onboarding is kept until exit."],
};

export const privileged: Topic = {
  heading: "Privileged access",
  full: [
    () => "Privileged access is granted only to named individuals on an approved, documented basis.",
    () => "Administrators use separate privileged accounts with just-in-time elevation.",
    () => "Privileged activity is logged, and privileged access is reviewed at least quarterly.",
  ],
  partial: [() => "Privileged access is granted only to named individuals on an approved, documented basis."],
  absent: [() => "Administrators do not use separate privileged accounts; admin rights are held by daily accounts."],
};

export const physical: Topic = {
  heading: "Physical security",
  full: [
    (c) =>
      `Production systems are hosted by ${c.hosting}, where data center access is restricted to authorized personnel using badges and biometrics.`,
    () => "Physical access lists are reviewed periodically, and visitors are logged and escorted at all times.",
    (c) =>
      `Because hosting is outsourced, ${c.vendor} reviews the provider's SOC 2 report covering physical security every year.`,
  ],
  partial: [
    (c) =>
      `Production systems are hosted by ${c.hosting}, where data center access is restricted to authorized personnel using badges and biometrics.`,
  ],
  absent: [(c) => `${c.vendor} has not reviewed the physical security controls of its data center provider.`],
};

export const network: Topic = {
  heading: "Network security",
  full: [
    () =>
      "Firewalls and security groups restrict inbound traffic to required ports and services with deny-by-default rules.",
    () => "Production networks are segmented from corporate and development environments in separate VPCs.",
    () => "Firewall and security group rules are reviewed at least annually by the infrastructure team.",
    (c) => `Internet-facing services are protected by a WAF and DDoS mitigation from ${c.edge}.`,
  ],
  partial: [
    () =>
      "Firewalls and security groups restrict inbound traffic to required ports and services with deny-by-default rules.",
    () => "Production networks are segmented from corporate and development environments in separate VPCs.",
  ],
  absent: [() => "Network segmentation has not been implemented: production and office systems share one network."],
};

export const encryption: Topic = {
  heading: "Encryption",
  full: [
    () => "Customer data in transit over public networks is encrypted using TLS 1.2 or higher.",
    () => "Customer data at rest in databases, storage and backups is encrypted using AES-256.",
    () => "Encryption keys are managed in a KMS with restricted access and automatic rotation.",
    () => "The cryptography policy specifies approved algorithms and key lengths.",
  ],
  partial: [() => "Customer data in transit over public networks is encrypted using TLS 1.2 or higher."],
  absent: [() => "Customer data at rest is not encrypted in the reporting database; encryption at rest is planned."],
};

export const endpoints: Topic = {
  heading: "Endpoint protection",
  full: [
    (c) =>
      `EDR from ${c.edr} is deployed on all endpoints and applicable servers, with signatures and detection rules kept current.`,
    () => "Endpoints are centrally managed through MDM with full-disk encryption and screen lock enforced.",
    () => "Installation of unauthorized software is restricted and monitored.",
  ],
  partial: [
    (c) =>
      `EDR from ${c.edr} is deployed on all endpoints and applicable servers, with signatures and detection rules kept current.`,
  ],
  absent: [(c) => `${c.vendor} does not use an MDM or EDR tool on company laptops.`],
};

export const vulnerabilities: Topic = {
  heading: "Vulnerability management",
  full: [
    (c) => `Infrastructure and application vulnerability scans are performed ${c.scanCadence}.`,
    (c) => `An independent third-party penetration test is performed at least annually by ${c.pentester}.`,
    () => "Vulnerabilities are remediated within defined SLAs: critical within 15 days and high within 30 days.",
  ],
  partial: [(c) => `Infrastructure and application vulnerability scans are performed ${c.scanCadence}.`],
  absent: [() => "We do not currently perform penetration testing by an independent third party."],
};

export const logging: Topic = {
  heading: "Logging and monitoring",
  full: [
    () => "Audit logs capture authentication events, privileged actions and changes to production systems.",
    (c) => `Logs are centralized in ${c.siem}, protected from tampering and retained for at least one year.`,
    () => "Alerts are configured for suspicious activity and are triaged 24/7 by on-call and SOC personnel.",
  ],
  partial: [() => "Audit logs capture authentication events, privileged actions and changes to production systems."],
  absent: [() => "Centralized logging is not in place; application logs are kept for 14 days on individual servers."],
};

export const incidents: Topic = {
  heading: "Incident response",
  full: [
    () =>
      "A documented incident response plan defines roles, severity levels, escalation paths and communication steps.",
    () => "The plan is tested through a tabletop exercise at least annually.",
    (c) => `Customers are notified of security incidents affecting their data within ${c.notifyHours} hours.`,
    () => "Post-incident reviews document the root cause and corrective actions.",
  ],
  partial: [
    () =>
      "A documented incident response plan defines roles, severity levels, escalation paths and communication steps.",
  ],
  absent: [() => "The incident response plan has not been tested, and no tabletop exercise has been held."],
};

export const changes: Topic = {
  heading: "Change management",
  full: [
    () => "Code changes require peer review and approval in a pull request before merge to the production branch.",
    () => "Changes are tested in a non-production staging environment before release, with a rollback plan.",
    () =>
      "Branch protection enforces segregation of duties, so developers cannot deploy unreviewed changes directly to production.",
    () => "Emergency changes are documented and retroactively reviewed by the change advisory board.",
  ],
  partial: [
    () => "Code changes require peer review and approval in a pull request before merge to the production branch.",
  ],
  absent: [
    () => "Code review is not required for infrastructure changes, which engineers apply directly in production.",
  ],
};

export const development: Topic = {
  heading: "Secure development",
  full: [
    () =>
      "The secure SDLC defines security requirements, threat modeling and secure coding standards based on OWASP guidance.",
    () => "Automated security testing (SAST and dependency scanning) runs in the build pipeline.",
    () => "Development, test and production environments are separated.",
  ],
  partial: [() => "Automated security testing (SAST and dependency scanning) runs in the build pipeline."],
  absent: [() => "Threat modeling is not performed, and no SAST or DAST tool has been adopted."],
};

export const backups: Topic = {
  heading: "Backups",
  full: [
    (c) => `Customer data is backed up daily to ${c.backup}, and backups are encrypted.`,
    () => "Backups are stored in a separate region from primary data.",
    () => "Backups are tested by restore at least annually and the results are documented.",
  ],
  partial: [(c) => `Customer data is backed up daily to ${c.backup}, and backups are encrypted.`],
  absent: [() => "Backups have not been tested by restore in the last twelve months."],
};

export const continuity: Topic = {
  heading: "Business continuity and disaster recovery",
  full: [
    (c) =>
      `The business continuity and disaster recovery (BC/DR) plan, based on a business impact analysis, defines an RTO of ${c.rtoHours} hours and an RPO of ${c.rpoHours} hour(s) for the in-scope services.`,
    () => "The disaster recovery plan is tested at least annually, and lessons learned are recorded.",
    () => "Production infrastructure is deployed across multiple availability zones.",
  ],
  partial: [() => "Production infrastructure is deployed across multiple availability zones."],
  absent: [() => "The disaster recovery plan has not been tested."],
};

export const classification: Topic = {
  heading: "Data classification",
  full: [
    () =>
      "The data classification policy defines four levels (public, internal, confidential and restricted) and handling rules for each.",
    () => "Customer data is identified as confidential, and access is restricted accordingly on a need to know basis.",
    () => "Use of production customer data in non-production environments is prohibited; test data is masked.",
  ],
  partial: [
    () =>
      "The data classification policy defines four levels (public, internal, confidential and restricted) and handling rules for each.",
  ],
  absent: [() => "There is no data classification policy; production data is copied to test environments as needed."],
};

export const retention: Topic = {
  heading: "Data retention and disposal",
  full: [
    () => "The data retention schedule defines retention periods for customer data and system logs.",
    (c) => `Customer data is deleted within ${c.deletionDays} days after contract termination or on request.`,
    () => "Media and devices are sanitized or destroyed using NIST 800-88 methods, with destruction records retained.",
  ],
  partial: [() => "The data retention schedule defines retention periods for customer data and system logs."],
  absent: [() => "A data retention schedule has not been defined, and customer data is kept after the contract ends."],
};
