import { eventTypes } from "@/lib/contract/event-catalog";

/** The catalog grouped by resource ("Vendor.Created" → "Vendor"), for the event picker. */
export function eventGroups(): { resource: string; events: string[] }[] {
  const groups = new Map<string, string[]>();
  for (const event of eventTypes) {
    const resource = event.split(".")[0] ?? event;
    groups.set(resource, [...(groups.get(resource) ?? []), event]);
  }
  return [...groups].map(([resource, events]) => ({ resource, events }));
}
