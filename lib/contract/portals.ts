/** The request types a portal (a request sent to a vendor) can have, in the specification's order. */
export const portalTypes = [
  "assessment",
  "informational",
  "irq",
  "findings_commitment",
  "vendor_onboarding",
  "rfp",
  "case",
] as const;
export type PortalType = (typeof portalTypes)[number];

/** A portal's derived state (02 "Portal object"). */
export const portalStates = ["open", "overdue", "submitted", "closed"] as const;
export type PortalState = (typeof portalStates)[number];

/** How each type reads to people: in a request's default name, its emails and the pages. */
export const portalTypeLabels: Record<PortalType, string> = {
  assessment: "Assessment",
  informational: "Information request",
  irq: "Inherent risk questionnaire",
  findings_commitment: "Findings commitment",
  vendor_onboarding: "Vendor onboarding",
  rfp: "Request for proposal",
  case: "Case",
};
