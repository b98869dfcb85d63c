import { eq, sql } from "drizzle-orm";
import type { Queryable } from "@/lib/db/client";
import { inOrg } from "@/lib/db/tenant";
import type { DomainEventListener, RecordedEvent } from "@/lib/events/record";
import { startRun } from "./runs";
import { workflowDefinitions } from "./tables";

/** The org's enabled definitions triggered by events of this type. */
function triggeredDefinitions(tx: Queryable, orgId: string, eventType: string) {
  return tx
    .select()
    .from(workflowDefinitions)
    .where(
      inOrg(
        workflowDefinitions,
        orgId,
        eq(workflowDefinitions.enabled, true),
        sql`${workflowDefinitions.trigger}->>'type' = 'event'`,
        sql`${workflowDefinitions.trigger}->>'event_type' = ${eventType}`,
      ),
    );
}

/**
 * Enabled definitions triggered by this event start a run, committed with the event itself. A batch
 * of events (one org, one type) looks the definitions up once.
 */
export const startTriggeredWorkflows: DomainEventListener = Object.assign(
  async (tx: Queryable, event: RecordedEvent) => {
    await startRuns(tx, await triggeredDefinitions(tx, event.orgId, event.eventType), [event]);
  },
  {
    forBatch: async (tx: Queryable, events: readonly RecordedEvent[]) => {
      const [first] = events;
      if (first) {
        await startRuns(tx, await triggeredDefinitions(tx, first.orgId, first.eventType), events);
      }
    },
  },
);

async function startRuns(
  tx: Queryable,
  definitions: Awaited<ReturnType<typeof triggeredDefinitions>>,
  events: readonly RecordedEvent[],
): Promise<void> {
  for (const event of events) {
    for (const definition of definitions) {
      await startRun(tx, definition, {}, { event_id: event.id, event_type: event.eventType, data: event.data });
    }
  }
}
