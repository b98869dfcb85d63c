import { eventTypes } from "@/lib/contract/event-catalog";

export interface EventGroup {
  resource: string;
  events: string[];
}

/** The catalog grouped by resource ("Vendor.Created" → "Vendor"), for the event picker. */
export function eventGroups(): EventGroup[] {
  const groups = new Map<string, string[]>();
  for (const event of eventTypes) {
    const resource = event.split(".")[0] ?? event;
    groups.set(resource, [...(groups.get(resource) ?? []), event]);
  }
  return [...groups].map(([resource, events]) => ({ resource, events }));
}

/** A group's select-all box: every event chosen, none, or some (shown as mixed). */
export type GroupState = "all" | "none" | "some";

export function groupState(group: EventGroup, selected: readonly string[]): GroupState {
  const chosen = group.events.filter((event) => selected.includes(event)).length;
  return chosen === 0 ? "none" : chosen === group.events.length ? "all" : "some";
}

/**
 * The selection after the group's select-all box is clicked: a group with every event chosen is
 * cleared, any other (none or some) gets all of its events. Events of other groups (and any the
 * catalog no longer lists) are kept, in their order; the group's are added in the catalog's order.
 */
export function toggleGroup(group: EventGroup, selected: readonly string[]): string[] {
  const rest = selected.filter((event) => !group.events.includes(event));
  return groupState(group, selected) === "all" ? rest : [...rest, ...group.events];
}

/** One event checked or unchecked, without duplicates. */
export function toggleEvent(event: string, checked: boolean, selected: readonly string[]): string[] {
  const rest = selected.filter((value) => value !== event);
  return checked ? [...rest, event] : rest;
}
