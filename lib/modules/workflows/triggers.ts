import { eq, sql } from "drizzle-orm";
import { inOrg } from "@/lib/db/tenant";
import type { DomainEventListener } from "@/lib/events/record";
import { startRun } from "./runs";
import { workflowDefinitions } from "./tables";

/** Enabled definitions triggered by this event start a run, committed with the event itself. */
export const startTriggeredWorkflows: DomainEventListener = async (tx, event) => {
  const definitions = await tx
    .select()
    .from(workflowDefinitions)
    .where(
      inOrg(
        workflowDefinitions,
        event.orgId,
        eq(workflowDefinitions.enabled, true),
        sql`${workflowDefinitions.trigger}->>'type' = 'event'`,
        sql`${workflowDefinitions.trigger}->>'event_type' = ${event.eventType}`,
      ),
    );
  for (const definition of definitions) {
    await startRun(tx, definition, {}, { event_id: event.id, event_type: event.eventType, data: event.data });
  }
};
