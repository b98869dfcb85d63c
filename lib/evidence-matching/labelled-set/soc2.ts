import type { LabelledCase } from "./types";

/** Labelled cases for the SOC 2 catalog (lib/modules/controls/catalog/soc2.ts). */
export const soc2Cases: LabelledCase[] = [
  // CC1.1 Code of Conduct and Ethical Values
  {
    id: "soc2-cc1.1-met-1",
    catalog: "soc2",
    controlRef: "CC1.1",
    passage:
      "All workforce members, contractors included, read and electronically sign the Code of Business Ethics when they join and again every year during the annual policy attestation cycle. The Code is owned by the General Counsel and was last approved by the executive leadership team in February. Concerns can be raised anonymously through an ethics line run by an outside provider, and substantiated breaches lead to disciplinary measures up to and including dismissal.",
    expected: "met",
    traits: ["plain", "synonyms"],
    why: "Approved code, signed at hire and yearly, anonymous reporting line and discipline: all three criteria.",
  },
  {
    id: "soc2-cc1.1-not-met-1",
    catalog: "soc2",
    controlRef: "CC1.1",
    passage:
      "The company does not maintain a written code of conduct. Expectations about behaviour are explained informally by managers during a new starter's first week, and staff are not asked to acknowledge any ethics document.",
    expected: "not_met",
    traits: ["negation"],
    why: "States outright that no written code exists and nothing is acknowledged.",
  },
  {
    id: "soc2-cc1.1-no-evidence-1",
    catalog: "soc2",
    controlRef: "CC1.1",
    passage:
      "Our culture is built on curiosity, ownership and customer obsession. We hire people who love building great products, and we celebrate wins together at our quarterly all-hands.",
    expected: "no_evidence",
    traits: ["off_topic"],
    why: "Culture and values marketing; says nothing about a code of conduct, acknowledgement or reporting of violations.",
  },

  // CC1.4 Personnel Screening and Competence
  {
    id: "soc2-cc1.4-met-1",
    catalog: "soc2",
    controlRef: "CC1.4",
    passage:
      "Control CC1.4.1: New hires undergo a background check before their start date, to the extent permitted by local law.\nTest performed: For a sample of 20 new hires selected from the population of hires during the examination period, inspected the background check completion record and the start date. Result: No exceptions noted.\n\nControl CC1.4.2: Job descriptions for security-relevant roles document information security responsibilities.\nTest performed: Inspected the job descriptions for the CISO, site reliability engineer and security engineer roles. Result: No exceptions noted.",
    expected: "met",
    traits: ["plain"],
    why: "Auditor tested pre-hire background checks and security responsibilities in job descriptions with no exceptions: two criteria.",
  },
  {
    id: "soc2-cc1.4-partially-met-1",
    catalog: "soc2",
    controlRef: "CC1.4",
    passage:
      "Employment screening (identity, right to work and, where lawful, criminal record) is completed for all full-time employees in the United States and the United Kingdom before they start. Staff engaged through our employer-of-record partner in other countries are not currently screened.",
    expected: "partially_met",
    traits: ["exception", "negation"],
    why: "Pre-hire screening in place but a named population (employer-of-record staff) is excluded.",
  },
  {
    id: "soc2-cc1.4-not-met-1",
    catalog: "soc2",
    controlRef: "CC1.4",
    passage:
      "Q: Are background checks performed on employees and contractors before they are given access to systems?\nA: No. As an early-stage company we rely on interviews and reference calls; formal background verification isn't part of our hiring process.",
    expected: "not_met",
    traits: ["negation", "synonyms"],
    why: "Questionnaire answer says no background verification is done.",
  },

  // CC2.2 Security Awareness Training
  {
    id: "soc2-cc2.2-met-1",
    catalog: "soc2",
    controlRef: "CC2.2",
    passage:
      "Every employee and contractor completes security and privacy awareness modules within their first 30 days and every year after that. The People team tracks completion in the learning platform and escalates anyone more than 14 days overdue to their manager. Engineers also take a secure coding course, and simulated phishing campaigns run across the company each quarter.",
    expected: "met",
    traits: ["plain"],
    why: "Training at hire and annually, tracked with follow-up, plus phishing simulations and secure coding: all criteria.",
  },
  {
    id: "soc2-cc2.2-met-2",
    catalog: "soc2",
    controlRef: "CC2.2",
    passage:
      "| Programme | Audience | Frequency |\n|---|---|---|\n| Security awareness | All staff and contractors | At onboarding and annually |\n| Secure coding (OWASP Top 10) | Engineering | Annually |\n| Completion tracking | People Ops | Monthly report to the CISO, overdue staff chased |",
    expected: "met",
    traits: ["table"],
    why: "Table rows show onboarding and annual training, role-specific training and tracked completion.",
  },
  {
    id: "soc2-cc2.2-partially-met-1",
    catalog: "soc2",
    controlRef: "CC2.2",
    passage: "New starters attend an information security induction session during their first week.",
    expected: "partially_met",
    traits: ["partial", "synonyms"],
    why: "Only training at hire is evidenced; nothing on annual refresh, tracking or phishing/role training.",
  },
  {
    id: "soc2-cc2.2-not-met-1",
    catalog: "soc2",
    controlRef: "CC2.2",
    passage:
      "A company-wide security awareness programme is on our 2027 roadmap. Until it launches, security tips are shared ad hoc in the #security chat channel.",
    expected: "not_met",
    traits: ["planned"],
    why: "Training programme is only on the roadmap; ad hoc chat tips are not training.",
  },

  // CC3.2 Risk Assessment
  {
    id: "soc2-cc3.2-met-1",
    catalog: "soc2",
    controlRef: "CC3.2",
    passage:
      "The Security and Risk Committee performs a formal enterprise risk assessment every year and whenever a major change occurs, such as an acquisition or a new hosting region. Each risk is scored on a five-point likelihood scale and a five-point impact scale and entered in the risk register with a named owner and a treatment decision (mitigate, transfer, avoid or accept). Accepted risks require sign-off from the CTO.",
    expected: "met",
    traits: ["plain"],
    why: "Annual and change-driven assessment, scored register, owners and treatment decisions: all criteria.",
  },
  {
    id: "soc2-cc3.2-not-met-1",
    catalog: "soc2",
    controlRef: "CC3.2",
    passage:
      "We have never carried out a structured review of the threats to our service. When a founder worries about something, it gets fixed if there is time, but nothing is written down, rated or given an owner.",
    expected: "not_met",
    traits: ["negation", "synonyms"],
    why: "Never any structured assessment; risks are not recorded, rated or owned.",
  },
  {
    id: "soc2-cc3.2-no-evidence-1",
    catalog: "soc2",
    controlRef: "CC3.2",
    passage: "3. Risk Management\n\n3.1 Risk Assessment Methodology\n\n3.2 Risk Treatment\n\n4. Asset Management",
    expected: "no_evidence",
    traits: ["heading"],
    why: "Section headings only, with no content describing any practice.",
  },

  // CC4.1 Control Monitoring and Internal Audit
  {
    id: "soc2-cc4.1-met-1",
    catalog: "soc2",
    controlRef: "CC4.1",
    passage:
      "We engage an independent CPA firm to perform an annual SOC 2 Type II examination of the platform and its supporting infrastructure. Between examinations, the compliance team tests key controls each quarter. Any deficiency found is logged in our GRC tool with an owner and a target remediation date and reviewed monthly until it is closed.",
    expected: "met",
    traits: ["plain"],
    why: "Independent Type II audit, quarterly internal testing and tracked remediation: all criteria.",
  },
  {
    id: "soc2-cc4.1-partially-met-1",
    catalog: "soc2",
    controlRef: "CC4.1",
    passage:
      "Our SOC 2 Type II report, issued by an independent auditor, covers the hosted application. We do not currently carry out internal audits or control self-assessments between the external examinations.",
    expected: "partially_met",
    traits: ["partial", "negation"],
    why: "Independent audit present but internal monitoring explicitly absent: one of three criteria.",
  },
  {
    id: "soc2-cc4.1-not-met-1",
    catalog: "soc2",
    controlRef: "CC4.1",
    passage:
      "| Assurance activity | Status |\n|---|---|\n| Internal audit function | None |\n| External SOC 2 / ISO audit | Not yet undertaken |\n| Deficiency tracking | Not performed |",
    expected: "not_met",
    traits: ["table", "negation"],
    why: "Every row says the monitoring activity is absent.",
  },

  // CC5.3 Information Security Policies
  {
    id: "soc2-cc5.3-met-1",
    catalog: "soc2",
    controlRef: "CC5.3",
    passage:
      "Our information security policy set includes the Access Control, Cryptography, Incident Response and Acceptable Use policies, among others. The CISO and CEO review and re-approve each policy every twelve months, and the current versions are published on the intranet, where new employees acknowledge them. Policy exceptions are requested through a ticket, approved by the CISO and logged with an expiry date.",
    expected: "met",
    traits: ["plain"],
    why: "Policy set covers the named topics, annual approval, publication and approved exceptions: all criteria.",
  },
  {
    id: "soc2-cc5.3-partially-met-1",
    catalog: "soc2",
    controlRef: "CC5.3",
    passage:
      "We maintain an Information Security Policy and an Acceptable Use Policy, both available to staff on the intranet. The policies were written in 2019 and have not been revised since.",
    expected: "partially_met",
    traits: ["partial", "negation"],
    why: "Policies exist and are published, but they are not reviewed: periodic approval missing.",
  },
  {
    id: "soc2-cc5.3-no-evidence-1",
    catalog: "soc2",
    controlRef: "CC5.3",
    passage:
      "Questions about any of the policies referenced in this Order Form should be sent to legal@northwind.io. Northwind may update its online terms from time to time.",
    expected: "no_evidence",
    traits: ["off_topic"],
    why: "Contract boilerplate mentioning policies without any statement about security policies.",
  },

  // CC6.1 Authentication and Multi-Factor Authentication
  {
    id: "soc2-cc6.1-met-1",
    catalog: "soc2",
    controlRef: "CC6.1",
    passage:
      "Access to production infrastructure is brokered exclusively through our corporate identity provider using SAML single sign-on. A second factor, either a FIDO2 security key or a push approval, is required at every sign-in, including VPN and cloud console access. Every engineer has an individually assigned account; shared logins are prohibited by policy and checked for during quarterly reviews.",
    expected: "met",
    traits: ["synonyms"],
    why: "Second factor enforced for remote and production access, SSO via IdP and unique accounts: three criteria.",
  },
  {
    id: "soc2-cc6.1-partially-met-1",
    catalog: "soc2",
    controlRef: "CC6.1",
    passage:
      "Inspected the identity provider configuration and determined that two-step verification was enforced for all users reaching the production environment through SSO. Inspected the list of database accounts and noted that one legacy shared administrative account was in use on the reporting database without a second factor. Exception noted.",
    expected: "partially_met",
    traits: ["exception", "synonyms"],
    why: "MFA enforced via SSO, but the auditor found a shared admin account without MFA: in place with an exception.",
  },
  {
    id: "soc2-cc6.1-not-met-1",
    catalog: "soc2",
    controlRef: "CC6.1",
    passage:
      "Multi-factor authentication is available to staff but optional, and most engineers sign in to the cloud console with a username and password. The team also shares a single root login for the hosting account.",
    expected: "not_met",
    traits: ["negation"],
    why: "MFA optional (not enforced) and a shared root login is used: neither core criterion holds.",
  },
  {
    id: "soc2-cc6.1-no-evidence-1",
    catalog: "soc2",
    controlRef: "CC6.1",
    passage:
      "We take security seriously. Your data is protected by industry-leading safeguards and a world-class team that works around the clock to keep it safe.",
    expected: "no_evidence",
    traits: ["off_topic"],
    why: "Generic marketing; no statement about authentication, MFA or accounts.",
  },

  // CC6.2 User Access Provisioning and Deprovisioning
  {
    id: "soc2-cc6.2-met-1",
    catalog: "soc2",
    controlRef: "CC6.2",
    passage:
      "Access to any system is requested through the service desk and must be approved by the requester's manager and the system owner before IT grants it. HR offboarding tickets automatically trigger deprovisioning, and all accounts are revoked on the employee's last working day. When someone moves team, their previous entitlements are reviewed and removed within five business days.",
    expected: "met",
    traits: ["synonyms"],
    why: "Approval before grant, revocation on last working day and role-change review: all criteria.",
  },
  {
    id: "soc2-cc6.2-partially-met-1",
    catalog: "soc2",
    controlRef: "CC6.2",
    passage:
      "For a sample of 25 terminated employees, inspected deprovisioning tickets and identity provider logs to determine whether access was removed within 24 hours of termination. Access for 23 of the 25 sampled users was removed within 24 hours. For the remaining two users, access was removed 6 and 11 days after termination.\nResult: Exception noted.",
    expected: "partially_met",
    traits: ["exception"],
    why: "Deprovisioning control operates but the auditor noted two late removals.",
  },
  {
    id: "soc2-cc6.2-not-met-1",
    catalog: "soc2",
    controlRef: "CC6.2",
    passage:
      "New accounts are created by any administrator on request over chat; no approval is recorded. When people leave, IT removes their access whenever it is noticed, usually at the next quarterly clean-up.",
    expected: "not_met",
    traits: ["negation"],
    why: "No approval before provisioning and no timely revocation (up to a quarter later).",
  },

  // CC6.3 Least Privilege and Periodic Access Reviews
  {
    id: "soc2-cc6.3-met-1",
    catalog: "soc2",
    controlRef: "CC6.3",
    passage:
      "Permissions are granted only through predefined roles mapped to job functions; no user receives direct grants. Managers recertify access to production and customer data every quarter, and the review evidence is retained. Administrative rights are limited to six named members of the infrastructure team and are re-approved quarterly by the VP of Engineering.",
    expected: "met",
    traits: ["plain", "synonyms"],
    why: "RBAC, quarterly recertification and a small named admin group that is reviewed: all criteria.",
  },
  {
    id: "soc2-cc6.3-partially-met-1",
    catalog: "soc2",
    controlRef: "CC6.3",
    passage:
      "Access is granted on a role basis aligned to job function. User access reviews are performed once a year.",
    expected: "partially_met",
    traits: ["partial"],
    why: "RBAC is in place but reviews are annual, short of the quarterly requirement; nothing on privileged accounts.",
  },
  {
    id: "soc2-cc6.3-not-met-1",
    catalog: "soc2",
    controlRef: "CC6.3",
    passage:
      "We are in the process of defining role-based access groups. Until that project completes, engineers hold broad administrator permissions across the cloud organisation, and periodic access recertification will start once the roles exist.",
    expected: "not_met",
    traits: ["planned"],
    why: "Roles and reviews are future work; everyone is broadly privileged today.",
  },

  // CC6.4 Physical Access Controls
  {
    id: "soc2-cc6.4-met-1",
    catalog: "soc2",
    controlRef: "CC6.4",
    passage:
      "The platform is hosted entirely in AWS; we operate no data centres of our own, and our offices hold no customer data. Physical security of the hosting facilities is inherited from AWS. Each year the security team obtains and reviews the AWS SOC 2 Type II report, including its physical and environmental controls, and maps the complementary user entity controls.",
    expected: "met",
    traits: ["synonyms"],
    why: "Hosting is outsourced and the provider's SOC 2 report is reviewed annually, the criterion that matters here.",
  },
  {
    id: "soc2-cc6.4-partially-met-1",
    catalog: "soc2",
    controlRef: "CC6.4",
    passage:
      "Entry to our colocation cage requires a proximity badge and a fingerprint scan, and only members of the infrastructure team are enrolled. We do not keep a visitor log, and the enrolled access list has not been reviewed since the cage was commissioned.",
    expected: "partially_met",
    traits: ["partial", "negation"],
    why: "Badge and biometric restriction in place, but no visitor logging or access list review.",
  },
  {
    id: "soc2-cc6.4-no-evidence-1",
    catalog: "soc2",
    controlRef: "CC6.4",
    passage:
      "Section 6 - Physical and Environmental Security\n\nSection 7 - Operations Security\n\nSection 8 - Communications Security",
    expected: "no_evidence",
    traits: ["heading"],
    why: "Headings with no text beneath them.",
  },

  // CC6.6 Network Security and Boundary Protection
  {
    id: "soc2-cc6.6-met-1",
    catalog: "soc2",
    controlRef: "CC6.6",
    passage:
      "Production workloads run in dedicated VPCs isolated from the corporate network and from the staging and development accounts. Security groups deny all inbound traffic by default and permit only HTTPS on port 443 through the load balancer. Public endpoints sit behind a web application firewall with DDoS protection, and the infrastructure team reviews firewall rules every six months.",
    expected: "met",
    traits: ["plain"],
    why: "Restricted inbound rules, segmentation, WAF/DDoS and semi-annual rule reviews: all criteria.",
  },
  {
    id: "soc2-cc6.6-partially-met-1",
    catalog: "soc2",
    controlRef: "CC6.6",
    passage:
      "Inbound traffic to our servers is filtered by host firewalls that allow only ports 22 and 443. However, the production servers share a flat network with office laptops and development machines; there is no segmentation between them.",
    expected: "partially_met",
    traits: ["negation", "partial"],
    why: "Inbound filtering exists, but the negated sentence says production is not segmented.",
  },
  {
    id: "soc2-cc6.6-no-evidence-1",
    catalog: "soc2",
    controlRef: "CC6.6",
    passage:
      "| Area | Status |\n|---|---|\n| Background checks | Performed at hire |\n| Security awareness training | Annual |\n| Code of conduct | Signed by all staff |",
    expected: "no_evidence",
    traits: ["table", "off_topic"],
    why: "Table rows cover HR controls only; nothing about network boundaries.",
  },

  // CC6.7 Encryption of Data in Transit and at Rest
  {
    id: "soc2-cc6.7-met-1",
    catalog: "soc2",
    controlRef: "CC6.7",
    passage:
      "| Data state | Protection |\n|---|---|\n| In transit over public networks | TLS 1.2 or higher enforced; TLS 1.0 and 1.1 disabled |\n| At rest (databases, object storage, backups) | AES-256 |\n| Key management | Cloud KMS, automatic annual rotation, access limited to three administrators |",
    expected: "met",
    traits: ["table"],
    why: "Rows cover transit, at rest and key management: all criteria.",
  },
  {
    id: "soc2-cc6.7-partially-met-1",
    catalog: "soc2",
    controlRef: "CC6.7",
    passage: "All connections to the web application and the public API are protected with HTTPS using TLS 1.2 or 1.3.",
    expected: "partially_met",
    traits: ["partial"],
    why: "Only encryption in transit is evidenced; nothing on storage encryption or keys.",
  },
  {
    id: "soc2-cc6.7-not-met-1",
    catalog: "soc2",
    controlRef: "CC6.7",
    passage:
      "Customer files are stored unencrypted on our storage servers so that they can be indexed for full-text search. Traffic between the load balancer and the application servers is also sent in plaintext inside the data centre.",
    expected: "not_met",
    traits: ["negation", "synonyms"],
    why: "Customer data at rest is explicitly unencrypted; no encryption claim is made anywhere.",
  },
  {
    id: "soc2-cc6.7-no-evidence-1",
    catalog: "soc2",
    controlRef: "CC6.7",
    passage: "See the encryption section below for details on how we protect your data.",
    expected: "no_evidence",
    traits: ["off_topic"],
    why: "A pointer to another section; no statement of practice.",
  },

  // CC6.8 Malware and Endpoint Protection
  {
    id: "soc2-cc6.8-met-1",
    catalog: "soc2",
    controlRef: "CC6.8",
    passage:
      "All company laptops are enrolled in device management, which enforces full-disk encryption, a five-minute screen lock and operating system updates. An EDR agent runs on every laptop and production host, and its alerts go to our managed SOC. Staff do not have local administrator rights, so unapproved software cannot be installed.",
    expected: "met",
    traits: ["synonyms", "negation"],
    why: "EDR everywhere, MDM with disk encryption and screen lock, software installation restricted: the negation supports the control.",
  },
  {
    id: "soc2-cc6.8-partially-met-1",
    catalog: "soc2",
    controlRef: "CC6.8",
    passage:
      "Endpoint protection (Microsoft Defender for Endpoint) is installed on all Windows laptops. Engineers' macOS and Linux workstations are excluded from central management.",
    expected: "partially_met",
    traits: ["exception"],
    why: "Anti-malware deployed, but a named group of workstations is excluded.",
  },
  {
    id: "soc2-cc6.8-not-met-1",
    catalog: "soc2",
    controlRef: "CC6.8",
    passage:
      "We are currently evaluating EDR vendors and expect to select one by the end of next quarter. Laptops are personally owned and are not enrolled in any device management.",
    expected: "not_met",
    traits: ["planned", "negation"],
    why: "EDR is only being evaluated and endpoints are unmanaged.",
  },
  {
    id: "soc2-cc6.8-no-evidence-1",
    catalog: "soc2",
    controlRef: "CC6.8",
    passage:
      "Customers often ask whether they need to install an agent on their laptops. Our product is entirely browser-based and requires no software installation.",
    expected: "no_evidence",
    traits: ["off_topic"],
    why: "About the product's deployment model, not the vendor's own endpoint protection.",
  },

  // CC7.1 Vulnerability Management and Penetration Testing
  {
    id: "soc2-cc7.1-met-1",
    catalog: "soc2",
    controlRef: "CC7.1",
    passage:
      "Authenticated vulnerability scans of all production hosts and container images run weekly, and the application is scanned with a DAST tool before each major release. An independent, CREST-accredited firm performs a full penetration test of the platform every year. Findings are triaged by CVSS score: critical issues must be fixed within 7 days and high within 30 days.",
    expected: "met",
    traits: ["plain"],
    why: "Weekly scanning, annual third-party pen test and remediation SLAs: all criteria.",
  },
  {
    id: "soc2-cc7.1-partially-met-1",
    catalog: "soc2",
    controlRef: "CC7.1",
    passage:
      "| Activity | Frequency | Last performed |\n|---|---|---|\n| External penetration test | Annual | March, by an independent firm |\n| Internal vulnerability scanning | Not performed | - |\n| Remediation SLAs | Not defined | - |",
    expected: "partially_met",
    traits: ["table", "partial", "negation"],
    why: "Annual independent pen test is in place; scanning and remediation SLAs are not.",
  },
  {
    id: "soc2-cc7.1-not-met-1",
    catalog: "soc2",
    controlRef: "CC7.1",
    passage: "Vulnerability scanning: No\nThird-party penetration test: Not performed\nPatch SLA: None defined",
    expected: "not_met",
    traits: ["table", "negation"],
    why: "Each row states the practice is absent.",
  },

  // CC7.2 Security Logging and Monitoring
  {
    id: "soc2-cc7.2-met-1",
    catalog: "soc2",
    controlRef: "CC7.2",
    passage:
      "Cloud API activity, database audit logs and application sign-in events are shipped to a central SIEM, where they are kept in write-once storage for 400 days. Detection rules alert on suspicious behaviour such as impossible travel, privilege escalation and bulk data export, and alerts are triaged around the clock by the on-call security engineers.",
    expected: "met",
    traits: ["synonyms"],
    why: "Security events captured, centralised, tamper-protected and kept over a year, with triaged alerts: all criteria.",
  },
  {
    id: "soc2-cc7.2-not-met-1",
    catalog: "soc2",
    controlRef: "CC7.2",
    passage:
      "Application and server logs are kept on each host for seven days for debugging. We do not aggregate logs centrally and have no alerting on security events.",
    expected: "not_met",
    traits: ["negation"],
    why: "Only short-lived local debug logs; no central collection and no security alerting.",
  },
  {
    id: "soc2-cc7.2-no-evidence-1",
    catalog: "soc2",
    controlRef: "CC7.2",
    passage:
      "Contents\n1. Introduction .......... 3\n2. Scope .......... 4\n7. Logging and Monitoring .......... 18\n8. Incident Response .......... 21",
    expected: "no_evidence",
    traits: ["heading"],
    why: "Table-of-contents entry only.",
  },

  // CC7.4 Incident Response
  {
    id: "soc2-cc7.4-met-1",
    catalog: "soc2",
    controlRef: "CC7.4",
    passage:
      "Our Security Incident Response Plan defines four severity levels, an incident commander role, escalation paths and communication templates. The plan is exercised every year through a tabletop scenario run by an external firm, and lessons learned are tracked to closure.\n\nWhere a confirmed incident affects customer data, we notify affected customers within 48 hours. Every Sev-1 and Sev-2 incident ends with a blameless post-mortem documenting root cause and corrective actions.",
    expected: "met",
    traits: ["plain"],
    why: "Documented plan, annual tabletop, 48-hour notification and post-mortems: all criteria.",
  },
  {
    id: "soc2-cc7.4-partially-met-1",
    catalog: "soc2",
    controlRef: "CC7.4",
    passage:
      "An incident response plan describing roles and escalation paths was approved in January. It has not yet been tested, and we have not committed to a specific customer notification timeframe.",
    expected: "partially_met",
    traits: ["partial", "negation"],
    why: "Plan exists; testing and notification commitment are explicitly missing.",
  },
  {
    id: "soc2-cc7.4-not-met-1",
    catalog: "soc2",
    controlRef: "CC7.4",
    passage:
      "We intend to formalise an incident response procedure during the coming year as part of our SOC 2 readiness project. Today, incidents are handled by whichever engineer happens to be on call.",
    expected: "not_met",
    traits: ["planned"],
    why: "The procedure is only intended; handling today is ad hoc.",
  },

  // CC8.1 Change Management and Secure Development
  {
    id: "soc2-cc8.1-met-1",
    catalog: "soc2",
    controlRef: "CC8.1",
    passage:
      "All changes to application code and infrastructure-as-code go through pull requests. Branch protection requires an approving review from someone other than the author and a green CI run, including deployment to staging, before merge to main. Engineers have no direct write access to production; releases run only through the deployment pipeline. Emergency hotfixes are logged and reviewed within two business days.",
    expected: "met",
    traits: ["plain", "negation"],
    why: "Peer review, pre-release testing, segregation of duties and emergency change review: the negation supports the control.",
  },
  {
    id: "soc2-cc8.1-partially-met-1",
    catalog: "soc2",
    controlRef: "CC8.1",
    passage:
      "Inspected a sample of 40 production changes and determined that each had a peer-approved pull request and passing tests, except for three changes deployed by an administrator who bypassed branch protection. Management stated these were emergency changes; no retrospective review was documented.\nResult: Exception noted.",
    expected: "partially_met",
    traits: ["exception"],
    why: "Change review operates, but the auditor found bypassed changes without retrospective review.",
  },
  {
    id: "soc2-cc8.1-no-evidence-1",
    catalog: "soc2",
    controlRef: "CC8.1",
    passage:
      "Release notes for every version of the product are published on our changelog page and list new features, improvements and bug fixes.",
    expected: "no_evidence",
    traits: ["off_topic"],
    why: "Product release notes say nothing about how changes are approved or tested.",
  },

  // CC9.2 Vendor and Subservice Organization Management
  {
    id: "soc2-cc9.2-met-1",
    catalog: "soc2",
    controlRef: "CC9.2",
    passage:
      "Before we engage any supplier that will handle customer data, the security team completes a risk assessment that includes a security questionnaire and a review of any available audit reports. SOC 2 Type II reports for critical subprocessors are reviewed every year and their complementary user entity controls are mapped to our own controls. Supplier contracts require confidentiality, appropriate security measures and breach notification within 72 hours.",
    expected: "met",
    traits: ["plain"],
    why: "Pre-onboarding assessment, annual report review and contractual security terms: all criteria.",
  },
  {
    id: "soc2-cc9.2-partially-met-1",
    catalog: "soc2",
    controlRef: "CC9.2",
    passage:
      "Our agreements with subprocessors contain confidentiality obligations and require notice of any security breach. We do not perform security reviews of suppliers before onboarding, nor do we request their audit reports.",
    expected: "partially_met",
    traits: ["partial", "negation"],
    why: "Contract terms in place, but assessment and report review are explicitly not done.",
  },
  {
    id: "soc2-cc9.2-not-met-1",
    catalog: "soc2",
    controlRef: "CC9.2",
    passage:
      "Vendor selection is handled by procurement on the basis of cost and functionality. Information security is not part of the evaluation, and we have never requested a SOC 2 report from a supplier.",
    expected: "not_met",
    traits: ["negation"],
    why: "No security assessment of vendors and never any assurance review.",
  },
  {
    id: "soc2-cc9.2-no-evidence-1",
    catalog: "soc2",
    controlRef: "CC9.2",
    passage:
      "Northwind acts as a subprocessor for many of its customers. Customers can download our standard Order Form and Master Subscription Agreement from the legal portal.",
    expected: "no_evidence",
    traits: ["off_topic"],
    why: "About the vendor being a subprocessor to others, not how it manages its own suppliers.",
  },

  // A1.2 Backup and Data Recovery
  {
    id: "soc2-a1.2-met-1",
    catalog: "soc2",
    controlRef: "A1.2",
    passage:
      "Production databases are snapshotted hourly and a full encrypted backup is taken every night. Backups are copied to a separate region under a different cloud account. Restores are tested every quarter, and the results, including time to restore, are recorded in the recovery runbook.",
    expected: "met",
    traits: ["plain"],
    why: "Daily encrypted backups, stored in a separate region, restore-tested quarterly: all criteria.",
  },
  {
    id: "soc2-a1.2-partially-met-1",
    catalog: "soc2",
    controlRef: "A1.2",
    passage:
      "Customer databases are backed up nightly using encrypted snapshots, which are kept in the same region as the primary cluster. We have never performed a test restore.",
    expected: "partially_met",
    traits: ["partial", "negation"],
    why: "Daily encrypted backups exist, but not off-site and never restore-tested.",
  },
  {
    id: "soc2-a1.2-not-met-1",
    catalog: "soc2",
    controlRef: "A1.2",
    passage:
      "Automated backups for the document store will be enabled in Q3, once the migration to managed storage is complete. Until then, documents live on a single volume.",
    expected: "not_met",
    traits: ["planned"],
    why: "Backups are scheduled for the future; no copy exists today.",
  },

  // A1.3 Business Continuity and Disaster Recovery Testing
  {
    id: "soc2-a1.3-met-1",
    catalog: "soc2",
    controlRef: "A1.3",
    passage:
      "The Business Continuity and Disaster Recovery Plan sets a recovery time objective of 4 hours and a recovery point objective of 1 hour for the core platform. The service runs across three availability zones. A full regional failover exercise was carried out in September, and its findings were documented and assigned to owners.",
    expected: "met",
    traits: ["plain"],
    why: "Plan with RTO/RPO, annual failover test with lessons recorded, multi-AZ deployment: all criteria.",
  },
  {
    id: "soc2-a1.3-partially-met-1",
    catalog: "soc2",
    controlRef: "A1.3",
    passage:
      "The application is deployed across two availability zones with automatic database failover. A written disaster recovery plan has not been developed.",
    expected: "partially_met",
    traits: ["partial", "negation"],
    why: "Multi-zone deployment in place but no DR plan (and so no test).",
  },
  {
    id: "soc2-a1.3-not-met-1",
    catalog: "soc2",
    controlRef: "A1.3",
    passage:
      "We don't have a documented business continuity or disaster recovery plan, and recovery objectives have not been set. All services run in a single data centre.",
    expected: "not_met",
    traits: ["negation"],
    why: "No plan, no objectives, single site.",
  },
  {
    id: "soc2-a1.3-no-evidence-1",
    catalog: "soc2",
    controlRef: "A1.3",
    passage: "## Business Continuity\n\n## Disaster Recovery\n\n## Appendix A: Contacts",
    expected: "no_evidence",
    traits: ["heading"],
    why: "Markdown headings with nothing under them.",
  },

  // C1.1 Identification and Protection of Confidential Information
  {
    id: "soc2-c1.1-met-1",
    catalog: "soc2",
    controlRef: "C1.1",
    passage:
      "Information is classified as Public, Internal, Confidential or Restricted, and the Data Classification Standard sets handling rules for each level, including encryption and sharing limits. All customer data is classified as Restricted and is accessible only to personnel with a documented business need. Production data may not be copied into development or test environments; synthetic or masked datasets are used instead.",
    expected: "met",
    traits: ["plain"],
    why: "Classification levels with handling rules, customer data restricted, no production data in non-production: all criteria.",
  },
  {
    id: "soc2-c1.1-not-met-1",
    catalog: "soc2",
    controlRef: "C1.1",
    passage:
      "A data classification scheme is being drafted by the compliance team and is expected to be approved next year. For now, all information is handled in the same way.",
    expected: "not_met",
    traits: ["planned"],
    why: "Classification still being drafted; no differentiated handling today.",
  },
  {
    id: "soc2-c1.1-no-evidence-1",
    catalog: "soc2",
    controlRef: "C1.1",
    passage:
      "Confidentiality of terms. Each party shall keep the pricing and terms of this Agreement confidential and shall not disclose them to a third party without the other party's prior written consent.",
    expected: "no_evidence",
    traits: ["off_topic"],
    why: "A contract clause about keeping the deal terms secret, not about classifying or protecting customer data.",
  },

  // C1.2 Confidential Data Retention and Disposal
  {
    id: "soc2-c1.2-met-1",
    catalog: "soc2",
    controlRef: "C1.2",
    passage:
      "Our Data Retention Schedule sets retention periods for each category of customer and business data. Customer content is purged within 30 days of contract end or of a written request. Decommissioned drives are destroyed by a certified contractor following NIST SP 800-88, and certificates of destruction are filed.",
    expected: "met",
    traits: ["plain", "synonyms"],
    why: "Retention schedule, deletion within 30 days of termination and sanitisation with records: all criteria.",
  },
  {
    id: "soc2-c1.2-partially-met-1",
    catalog: "soc2",
    controlRef: "C1.2",
    passage: "When a subscription ends, customer data is deleted from production systems within 30 days.",
    expected: "partially_met",
    traits: ["partial"],
    why: "Only post-termination deletion is evidenced; no retention schedule or media disposal.",
  },
  {
    id: "soc2-c1.2-not-met-1",
    catalog: "soc2",
    controlRef: "C1.2",
    passage:
      "Customer data is kept indefinitely, including after a customer leaves, because we have no retention schedule. Old hard drives are stored in a cupboard in the office until someone has time to deal with them.",
    expected: "not_met",
    traits: ["negation"],
    why: "Indefinite retention, no schedule, no media sanitisation.",
  },
  {
    id: "soc2-c1.2-no-evidence-1",
    catalog: "soc2",
    controlRef: "C1.2",
    passage: "8.4 Data Retention and Disposal\n\n8.5 Return of Assets",
    expected: "no_evidence",
    traits: ["heading"],
    why: "Headings only.",
  },
];
