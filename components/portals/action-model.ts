import type { Portal, PortalAction } from "@/lib/web/portals";

// What the customer may do with a request and the buttons' words: all the list's rows need to show
// them. Running an action (./run-action, ./action-messages) and the due date's input (./due-input)
// load when first used.

export type { PortalAction };

/** What the customer may do with a request now, in the order the buttons show them. */
export function availableActions(portal: Pick<Portal, "status" | "paused">): PortalAction[] {
  if (portal.status === "closed") {
    return ["reopen"];
  }
  if (portal.status === "submitted") {
    return ["reopen", "close"];
  }
  return portal.paused ? ["resume", "extend", "close"] : ["pause", "extend", "remind", "close"];
}

/** The visible words of each action's button. */
export const ACTION_LABELS: Record<PortalAction, string> = {
  pause: "Pause",
  resume: "Resume",
  extend: "Extend due date",
  remind: "Send reminder",
  // Not just "Close": a dialog's × button is "Close".
  close: "Close request",
  reopen: "Reopen",
};
