import type { Queryable } from "@/lib/db/client";
import { newId } from "@/lib/ids";
import type { EventData, EventType } from "./catalog";
import { domainEvents } from "./tables";

type EventListener = (tx: Queryable, event: RecordedEvent) => Promise<void>;

export interface RecordedEvent {
  id: string;
  orgId: string;
  eventType: EventType;
  data: Record<string, unknown>;
}

const listenersKey = Symbol.for("vrp.events.listeners");
type Holder = typeof globalThis & { [listenersKey]?: EventListener[] };

function listeners(): EventListener[] {
  const holder = globalThis as Holder;
  holder[listenersKey] ??= [];
  return holder[listenersKey];
}

/**
 * Consumers (webhook fan-out, event-triggered workflows) register here and run inside the
 * transaction that records the event, so whatever they enqueue commits with the change.
 */
export function onDomainEvent(listener: EventListener): void {
  listeners().push(listener);
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
  for (const listener of listeners()) {
    await listener(tx, event);
  }
  return event;
}
