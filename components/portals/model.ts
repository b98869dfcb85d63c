import type { BadgeVariant } from "@/components/ui/badge";
import type { SelectOption } from "@/components/ui/select";
import { type PortalState, type PortalType, portalStates, portalTypeLabels, portalTypes } from "@/lib/contract/portals";
import type { Portal } from "@/lib/web/portals";

// The API's value lists and type labels, shared with it through lib/contract.
export const PORTAL_TYPES: readonly PortalType[] = portalTypes;
export const PORTAL_STATES: readonly PortalState[] = portalStates;
export const PORTAL_TYPE_LABELS: Record<PortalType, string> = portalTypeLabels;

export const PORTAL_STATE_LABELS: Record<PortalState, string> = {
  open: "Open",
  overdue: "Overdue",
  submitted: "Submitted",
  closed: "Closed",
};

export const PORTAL_STATE_VARIANTS: Record<PortalState, BadgeVariant> = {
  open: "info",
  overdue: "danger",
  submitted: "success",
  closed: "neutral",
};

export const TYPE_OPTIONS: SelectOption[] = PORTAL_TYPES.map((value) => ({ value, label: PORTAL_TYPE_LABELS[value] }));
export const STATE_OPTIONS: SelectOption[] = PORTAL_STATES.map((value) => ({
  value,
  label: PORTAL_STATE_LABELS[value],
}));

/** A type or state the page does not know yet reads as itself, made readable ("new_type" → "New type"). */
function humanize(code: string): string {
  const words = code.replace(/_/g, " ").trim();
  return words ? `${words[0]?.toUpperCase() ?? ""}${words.slice(1)}` : code;
}

export function portalTypeLabel(type: string): string {
  return Object.hasOwn(PORTAL_TYPE_LABELS, type) ? PORTAL_TYPE_LABELS[type as PortalType] : humanize(type);
}

export function portalStateLabel(state: string): string {
  return Object.hasOwn(PORTAL_STATE_LABELS, state) ? PORTAL_STATE_LABELS[state as PortalState] : humanize(state);
}

export function portalStateVariant(state: string): BadgeVariant {
  return Object.hasOwn(PORTAL_STATE_VARIANTS, state) ? PORTAL_STATE_VARIANTS[state as PortalState] : "neutral";
}

/** The request's name: its display name, else its type ("Inherent risk questionnaire"). */
export function portalName(portal: Pick<Portal, "display_name" | "type">): string {
  return portal.display_name?.trim() || portalTypeLabel(portal.type);
}

/** Submitted or closed: no pause, resume, new due date or reminder. */
export function isFinished(portal: Pick<Portal, "status">): boolean {
  return portal.status === "submitted" || portal.status === "closed";
}

export function progressText(answered: number, total: number): string {
  return `${answered} of ${total} question${total === 1 ? "" : "s"} answered`;
}
