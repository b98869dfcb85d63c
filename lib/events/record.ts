import type { Queryable } from "@/lib/db/client";
import { newId } from "@/lib/ids";
import type { EventData, EventType } from "./catalog";
import { domainEvents } from "./tables";

export type DomainEventListener = (tx: Queryable, event: RecordedEvent) => Promise<void>;

export interface RecordedEvent {
  id: string;
  orgId: string;
  eventType: EventType;
  data: Record<string, unknown>;
}

/** Filled from the module list at startup (registerModules). */
const listeners: DomainEventListener[] = [];

/**
 * Consumers (webhook fan-out, event-triggered workflows) are listed by their module and run inside
 * the transaction that records the event, so whatever they enqueue commits with the change.
 */
export function onDomainEvent(listener: DomainEventListener): void {
  listeners.push(listener);
}

export function clearDomainEventListeners(): void {
  listeners.length = 0;
}

/** Records a catalog event in the caller's transaction. */
export async function recordDomainEvent<T extends EventType>(
  tx: Queryable,
  orgId: string,
  eventType: T,
  data: EventData<T>,
): Promise<RecordedEvent> {
  const event: RecordedEvent = { id: newId("domainEvent"), orgId, eventType, data };
  await tx.insert(domainEvents).values({ id: event.id, orgId, eventType, data });
  for (const listener of listeners) {
    await listener(tx, event);
  }
  return event;
}
