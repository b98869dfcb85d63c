import { sql } from "drizzle-orm";
import type { Queryable } from "@/lib/db/client";
import { newId } from "@/lib/ids";
import type { EventData, EventType } from "./catalog";
import { domainEvents } from "./tables";

/**
 * Runs for each recorded event. A listener that can handle many events of one type at once (one
 * subscription lookup for a thousand alerts) also offers `forBatch`, which recordDomainEvents calls
 * instead of calling it per event.
 */
export interface DomainEventListener {
  (tx: Queryable, event: RecordedEvent): Promise<void>;
  forBatch?: (tx: Queryable, events: readonly RecordedEvent[]) => Promise<void>;
}

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

/**
 * Records many events of one type in the caller's transaction with one insert, then lets
 * each listener see them: as one batch when it offers `forBatch`, else one event at a time.
 */
export async function recordDomainEvents<T extends EventType>(
  tx: Queryable,
  orgId: string,
  eventType: T,
  dataList: readonly EventData<T>[],
): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = dataList.map((data) => ({ id: newId("domainEvent"), orgId, eventType, data }));
  if (events.length === 0) {
    return events;
  }
  // Two arrays unnested into rows: one short statement however many events.
  await tx.execute(sql`
    insert into domain_events (id, org_id, event_type, data)
    select e.id, ${orgId}, ${eventType}, e.data::jsonb
    from unnest(${sql.param(events.map((event) => event.id))}::text[],
      ${sql.param(events.map((event) => JSON.stringify(event.data)))}::text[]) as e(id, data)`);
  for (const listener of listeners) {
    if (listener.forBatch) {
      await listener.forBatch(tx, events);
    } else {
      for (const event of events) {
        await listener(tx, event);
      }
    }
  }
  return events;
}
