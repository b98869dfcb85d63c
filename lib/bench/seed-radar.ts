import { severityByImpactType } from "@/lib/modules/radar/detector";
import { impactTypes } from "@/lib/modules/radar/schemas";
import { withDatabaseClient } from "./database-client";
import { call, expectStatus, type SeededOrg } from "./seed";

/** Events the seeded alerts belong to; each links ALERTS_PER_EVENT vendors. */
const ALERTS_PER_EVENT = 100;
/** Seconds between two seeded alerts: 100,000 of them span about four months. */
const ALERT_SPACING_SECONDS = 100;

/**
 * The radar the alert list is measured on: `total` alerts in the bench org, on its vendors, from
 * total / 100 events spread over all impact types (so a quarter of them high), about four months
 * of them, a fifth dismissed and some recorded under a suppression. One event is created through
 * POST /v1/radar/events so the org's detector and manual source exist; the rest are inserted by SQL
 * with the detector's severities, since 1,000 events through the API would take longer than the
 * benchmark.
 */
export async function seedRadarAlerts(
  appUrl: string,
  databaseUrl: string,
  org: SeededOrg,
  total: number,
): Promise<{ events: number }> {
  return withDatabaseClient(databaseUrl, async (client) => {
    try {
      const { rows: vendors } = await client.query<{ id: string }>(
        "SELECT id FROM vendors WHERE org_id = $1 ORDER BY id LIMIT 2",
        [org.orgId],
      );
      await expectStatus(
        "radar event",
        201,
        await call(appUrl, "/v1/radar/events", {
          token: org.token,
          body: {
            name: "Bench event",
            summary: "The event the benchmark's alerts are modelled on.",
            primary_impact_type: "Infosec",
            vendor_ids: vendors.map((vendor) => vendor.id),
          },
        }),
      );
      const { rows: model } = await client.query<{ detector_id: string; source_id: string; confidence: string }>(
        "SELECT detector_id, source_id, confidence FROM radar_alerts WHERE org_id = $1 LIMIT 1",
        [org.orgId],
      );
      const template = model[0];
      if (!template) {
        throw new Error("the seeding events raised no alert: is the radar detector running?");
      }
      const events = Math.ceil(total / ALERTS_PER_EVENT);
      const params = {
        org: org.orgId,
        impacts: [...impactTypes],
        severities: impactTypes.map((impact) => severityByImpactType[impact]),
        events,
        total,
        spacing: ALERT_SPACING_SECONDS,
      };
      await client.query("BEGIN");
      // Event e (1-based) happened at the time of its oldest alert; impact types go round.
      await client.query(
        `INSERT INTO radar_source_data (id, org_id, source_id, external_key, title, summary, published_at, event_id, created_at)
       SELECT 'cbrdata_' || md5('bench-data-' || $1 || e), $1, $2, 'bench-' || e, 'Bench event ' || e,
         'Something happened to a hundred vendors (' || e || ').', now() - make_interval(secs => e * $4 * $5),
         'cbrevent_' || md5('bench-event-' || $1 || e), now() - make_interval(secs => e * $4 * $5)
       FROM generate_series(1, $3::int) AS e`,
        [params.org, template.source_id, events, ALERTS_PER_EVENT, params.spacing],
      );
      await client.query(
        `INSERT INTO radar_events (id, org_id, source_id, data_id, name, summary, primary_impact_type, source_url,
         source_name, occurred_at, created_at, updated_at)
       SELECT 'cbrevent_' || md5('bench-event-' || $1 || e), $1, $2, 'cbrdata_' || md5('bench-data-' || $1 || e),
         'Bench event ' || e, 'Something happened to a hundred vendors (' || e || ').',
         ($3::text[])[1 + e % array_length($3::text[], 1)], 'https://news.example/bench/' || e, 'Bench news',
         now() - make_interval(secs => e * $5 * $6), now() - make_interval(secs => e * $5 * $6),
         now() - make_interval(secs => e * $5 * $6)
       FROM generate_series(1, $4::int) AS e`,
        [params.org, template.source_id, params.impacts, events, ALERTS_PER_EVENT, params.spacing],
      );
      // Alert g belongs to event 1 + (g - 1) / 100; stepping by 7919 (prime to the vendor count) gives
      // each of an event's alerts its own vendor. Every fifth alert is dismissed, every 17th suppressed.
      await client.query(
        `WITH v AS (SELECT array_agg(id ORDER BY id) AS ids FROM vendors WHERE org_id = $1),
       a AS (
         SELECT g, 1 + (g - 1) / $7 AS e, v.ids[1 + (g * 7919) % array_length(v.ids, 1)] AS vendor_id
         FROM generate_series(1, $6::int) AS g, v
       ),
       ins AS (
         INSERT INTO radar_event_vendors (event_id, vendor_id, org_id, impact, created_at)
         SELECT 'cbrevent_' || md5('bench-event-' || $1 || e), vendor_id, $1, 'primary', now() - make_interval(secs => g * $8)
         FROM a
       )
       INSERT INTO radar_alerts (id, org_id, vendor_id, detector_id, source_id, data_id, event_id, impact_type, summary,
         severity, confidence, should_alert, is_dismissed, dismiss_reason, dismissed_at, created_at, updated_at)
       SELECT 'cbrdrres_' || md5('bench-alert-' || $1 || g), $1, vendor_id, $2, $3,
         'cbrdata_' || md5('bench-data-' || $1 || e), 'cbrevent_' || md5('bench-event-' || $1 || e),
         ($4::text[])[1 + e % array_length($4::text[], 1)], 'Something happened to a hundred vendors (' || e || ').',
         ($5::text[])[1 + e % array_length($5::text[], 1)], $9, g % 17 <> 0, g % 5 = 0,
         CASE WHEN g % 5 = 0 THEN 'Not relevant to our use of this vendor.' END,
         CASE WHEN g % 5 = 0 THEN now() - make_interval(secs => g * $8 - 3600) END,
         now() - make_interval(secs => g * $8), now() - make_interval(secs => g * $8)
       FROM a`,
        [
          params.org,
          template.detector_id,
          template.source_id,
          params.impacts,
          params.severities,
          params.total,
          ALERTS_PER_EVENT,
          params.spacing,
          template.confidence,
        ],
      );
      await client.query("COMMIT");
      await client.query("VACUUM ANALYZE");
      return { events };
    } catch (error) {
      await client.query("ROLLBACK").catch(() => undefined);
      throw error;
    }
  });
}
