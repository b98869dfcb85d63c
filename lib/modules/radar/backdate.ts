import { sql } from "drizzle-orm";
import type { Queryable } from "@/lib/db/client";
import { inOrg } from "@/lib/db/tenant";
import { radarAlerts, radarEvents, radarEventVendors, radarSourceData, radarSuppressions } from "./tables";

/** A radar event's recording time and its alerts' dismissal times. */
export interface RadarDates {
  eventId: string;
  at: Date;
  dismissals: { alertId: string; at: Date }[];
}

const valuesOf = (rows: { id: string; at: Date }[]) =>
  sql.join(
    rows.map((row) => sql`(${row.id}, ${row.at.toISOString()}::timestamptz)`),
    sql`, `,
  );

/**
 * Radar events recorded when they happened rather than now (the sample data's history; no service
 * sets creation times): the event, its source item, vendor links and alerts take the event's time;
 * dismissed alerts and the suppressions they recorded take the dismissal's.
 */
export async function backdateRadarEvents(tx: Queryable, orgId: string, radar: RadarDates[]): Promise<void> {
  if (radar.length === 0) {
    return;
  }
  const events = valuesOf(radar.map((dates) => ({ id: dates.eventId, at: dates.at })));
  await tx.execute(
    sql`update ${radarEvents} set created_at = v.at, updated_at = v.at from (values ${events}) as v(id, at) where ${inOrg(radarEvents, orgId)} and ${radarEvents.id} = v.id`,
  );
  for (const table of [radarSourceData, radarEventVendors] as const) {
    await tx.execute(
      sql`update ${table} set created_at = v.at from (values ${events}) as v(id, at) where ${inOrg(table, orgId)} and ${table.eventId} = v.id`,
    );
  }
  await tx.execute(
    sql`update ${radarAlerts} set created_at = v.at, updated_at = v.at from (values ${events}) as v(id, at) where ${inOrg(radarAlerts, orgId)} and ${radarAlerts.eventId} = v.id`,
  );
  const dismissals = radar.flatMap((dates) =>
    dates.dismissals.map((dismissal) => ({ id: dismissal.alertId, at: dismissal.at })),
  );
  if (dismissals.length === 0) {
    return;
  }
  const dismissed = valuesOf(dismissals);
  await tx.execute(
    sql`update ${radarAlerts} set dismissed_at = v.at, updated_at = v.at from (values ${dismissed}) as v(id, at) where ${inOrg(radarAlerts, orgId)} and ${radarAlerts.id} = v.id`,
  );
  await tx.execute(
    sql`update ${radarSuppressions} set created_at = v.at from (values ${dismissed}) as v(id, at) where ${inOrg(radarSuppressions, orgId)} and ${radarSuppressions.alertId} = v.id`,
  );
}
