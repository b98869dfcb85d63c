import type { Topic } from "./topic";

// Governance, people and third parties: SOC 2 CC1-CC5 and CC9, ISO 27001 A.5 and A.6.

export const conduct: Topic = {
  heading: "Code of conduct",
  full: [
    (c) => `${c.vendor} maintains a Code of Conduct and ethics policy that has been approved by management.`,
    () => "Employees and contractors acknowledge the code of conduct at hire and at least annually thereafter.",
    () =>
      "A confidential whistleblower hotline is available for reporting violations, and confirmed violations are subject to disciplinary action.",
  ],
  partial: [(c) => `${c.vendor} maintains a Code of Conduct and ethics policy that has been approved by management.`],
  absent: [
    (c) =>
      `${c.vendor} has not yet formalized a code of conduct; ethical expectations are communicated informally by managers.`,
  ],
};

export const screening: Topic = {
  heading: "Personnel screening",
  full: [
    () => "Background checks are performed on all new hires prior to their start date, as permitted by local law.",
    () =>
      "Job descriptions define the security responsibilities of key roles, including engineering, support and operations staff.",
    () =>
      "Contractors with system access are subject to equivalent screening or to contractual screening requirements.",
  ],
  partial: [
    () => "Background checks are performed on all new hires prior to their start date, as permitted by local law.",
  ],
  absent: [() => "Background checks are not performed for contractors or for staff hired outside the United States."],
};

export const training: Topic = {
  heading: "Security awareness training",
  full: [
    () => "All personnel complete security awareness training upon hire and at least annually.",
    () => "Training completion is tracked in the learning platform, and overdue training is followed up by managers.",
    () => "Quarterly phishing simulations are conducted, and engineers receive role-specific secure coding training.",
  ],
  partial: [() => "All personnel complete security awareness training upon hire and at least annually."],
  absent: [(c) => `${c.vendor} does not provide security awareness training beyond the onboarding handbook.`],
  exception: () =>
    "Exception noted: for 3 of 40 employees sampled, annual awareness training had not been completed by the due date.",
};

export const risk: Topic = {
  heading: "Risk assessment",
  full: [
    () =>
      "A documented risk assessment, including fraud risk, is performed at least annually and after significant changes to the system.",
    () => "Identified risks are rated for likelihood and impact and recorded in the risk register.",
    () =>
      "Each significant risk has a named owner and a documented treatment or acceptance decision reviewed by the security committee.",
  ],
  partial: [() => "Identified risks are rated for likelihood and impact and recorded in the risk register."],
  absent: [
    () => "There is currently no formal risk assessment process; risks are discussed ad hoc in leadership meetings.",
  ],
};

export const monitoring: Topic = {
  heading: "Monitoring of controls",
  full: [
    () => "Internal audits and control self-assessments are performed at least annually by the compliance team.",
    (c) =>
      `An independent third-party audit, the SOC 2 Type II examination by ${c.auditor}, covers the in-scope services each year.`,
    () => "Control deficiencies are tracked to remediation with owners and due dates in the compliance tracker.",
  ],
  partial: [
    () => "Control deficiencies are tracked to remediation with owners and due dates in the compliance tracker.",
  ],
  absent: [
    (c) => `${c.vendor} does not have an internal audit function, and control deficiencies are tracked informally.`,
  ],
};

export const policies: Topic = {
  heading: "Information security policies",
  full: [
    () =>
      "The information security policy set covers access control, encryption, incident response and acceptable use.",
    () => "Policies are reviewed and approved by management at least annually.",
    () =>
      "Policies are published to all personnel on the intranet, and policy exceptions are documented and approved by the CISO.",
  ],
  partial: [
    () =>
      "The information security policy set covers access control, encryption, incident response and acceptable use.",
  ],
  absent: [() => "Security policies have not been reviewed or approved by management since 2022."],
};

export const suppliers: Topic = {
  heading: "Subprocessors and suppliers",
  full: [
    () =>
      "Under the vendor management program, third parties handling customer data are risk-assessed before onboarding.",
    () => "SOC 2 reports or equivalent assurance for critical subprocessors are reviewed at least annually.",
    () => "Contracts with subprocessors include security, confidentiality and breach notification obligations.",
  ],
  partial: [
    () => "Contracts with subprocessors include security, confidentiality and breach notification obligations.",
  ],
  absent: [(c) => `${c.vendor} does not perform vendor reviews of its subprocessors once they are onboarded.`],
};

export const privacy: Topic = {
  heading: "Privacy and personal data",
  full: [
    (c) =>
      `Applicable privacy laws, including the GDPR and the CCPA, are identified in Annex I, and ${c.vendor} has assigned its Data Protection Officer as privacy program owner.`,
    (c) => `${c.vendor} maintains this data processing agreement and records of processing activities.`,
    () =>
      "Data subject requests are handled under a documented procedure, and cross-border transfers rely on the EU Standard Contractual Clauses.",
  ],
  partial: [(c) => `${c.vendor} maintains this data processing agreement and records of processing activities.`],
  absent: [() => "Records of processing activities for personal data have not been documented."],
};

export const certification: Topic = {
  heading: "Certification",
  full: [
    (c) =>
      `${c.certificationBody} is an accredited certification body; this ISO/IEC 27001 certificate is valid and covers the in-scope services listed above.`,
    () => "Internal ISMS audits are performed at least annually according to the audit programme.",
    () => "Audit nonconformities are tracked to corrective action and closure before the next surveillance audit.",
  ],
  partial: [
    (c) =>
      `${c.certificationBody} is an accredited certification body; this ISO/IEC 27001 certificate is valid and covers the in-scope services listed above.`,
  ],
  absent: [() => "The internal ISMS audit for this cycle has not been performed."],
};

export const assets: Topic = {
  heading: "Asset management",
  full: [
    () => "An asset inventory covers hardware, software, cloud resources and information assets.",
    () => "Each asset in the inventory has a designated owner responsible for its protection.",
    () => "The inventory is kept current through automated discovery and a periodic review.",
  ],
  partial: [() => "An asset inventory covers hardware, software, cloud resources and information assets."],
  absent: [() => "There is no complete asset inventory; cloud resources are tracked per team in spreadsheets."],
};

export const cloud: Topic = {
  heading: "Use of cloud services",
  full: [
    (c) => `Cloud services in use, including ${c.hosting}, are identified and assessed against SOC 2 and ISO 27017.`,
    (c) =>
      `Shared responsibilities between ${c.vendor} and its cloud providers are documented in a shared responsibility matrix.`,
    () => "Cloud configurations are monitored against CIS benchmarks with a CSPM tool.",
  ],
  partial: [
    (c) => `Cloud services in use, including ${c.hosting}, are identified and assessed against SOC 2 and ISO 27017.`,
  ],
  absent: [() => "Cloud configurations are not monitored against a security baseline such as a CIS benchmark."],
};
