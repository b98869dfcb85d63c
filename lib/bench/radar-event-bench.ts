import { performance } from "node:perf_hooks";
import type pg from "pg";
import { newId } from "@/lib/ids";
import { withDatabaseClient } from "./database-client";
import { call, expectStatus, type SeededOrg } from "./seed";

/**
 * An event linking 1,000 vendors: the time from sending POST /v1/radar/events to its answer (after
 * the event with its first batch of links and alerts has committed) and to all 1,000 alerts committed
 * (the rest come from the worker's radar.link_event_vendors job, a batch per transaction: the bench
 * reads the count every few milliseconds), beside a bare transaction inserting the same rows with
 * one multi-row INSERT per table (the source item, the event, its 1,000 vendor links and 1,000
 * alerts, copied from what the app wrote). Runs alternate, after warm-up runs on both sides; medians.
 */

const VENDORS_PER_EVENT = 1_000;
const WARMUP_RUNS = 2;
const RUNS = 7;

export interface RadarEventBenchResult {
  vendors: number;
  runs: number;
  /** Send to answer. */
  answerMs: number[];
  /** Send to every alert committed. */
  oursMs: number[];
  bareMs: number[];
}

interface AlertCopy {
  vendor_id: string;
  detector_id: string;
  source_id: string;
  impact_type: string | null;
  summary: string;
  severity: string;
  confidence: string;
  should_alert: boolean;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

async function createThroughApi(appUrl: string, org: SeededOrg, vendorIds: string[], run: number): Promise<string> {
  const event = await expectStatus<{ id: string }>(
    `radar event with ${vendorIds.length} vendors`,
    201,
    await call(appUrl, "/v1/radar/events", {
      token: org.token,
      body: {
        name: `Breach at a shared payments processor (${run})`,
        summary: "A processor used by a thousand of the portfolio's vendors disclosed unauthorised access.",
        primary_impact_type: "Infosec",
        secondary_impact_types: ["Reputational"],
        vendor_ids: vendorIds,
        source_url: `https://news.example/processor-breach-${run}`,
        source_name: "Bench news",
      },
    }),
  );
  return event.id;
}

/** The same rows the app wrote for `eventId`, under new IDs, in one transaction of multi-row INSERTs. */
async function insertBare(client: pg.Client, orgId: string, eventId: string): Promise<number> {
  const { rows: events } = await client.query(
    `SELECT source_id, name, summary, primary_impact_type, secondary_impact_types, source_url, source_name, occurred_at
     FROM radar_events WHERE org_id = $1 AND id = $2`,
    [orgId, eventId],
  );
  const event = events[0];
  const { rows: alerts } = await client.query<AlertCopy>(
    `SELECT vendor_id, detector_id, source_id, impact_type, summary, severity, confidence, should_alert
     FROM radar_alerts WHERE org_id = $1 AND event_id = $2`,
    [orgId, eventId],
  );
  const newEventId = newId("radarEvent");
  const dataId = newId("radarSourceData");
  const started = performance.now();
  await client.query("BEGIN");
  await client.query(
    `INSERT INTO radar_source_data (id, org_id, source_id, external_key, title, url, summary, event_id)
     VALUES ($1, $2, $3, $1, $4, $5, $6, $7)`,
    [dataId, orgId, event.source_id, event.name, event.source_url, event.summary, newEventId],
  );
  await client.query(
    `INSERT INTO radar_events (id, org_id, source_id, data_id, name, summary, primary_impact_type,
       secondary_impact_types, source_url, source_name, occurred_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      newEventId,
      orgId,
      event.source_id,
      dataId,
      event.name,
      event.summary,
      event.primary_impact_type,
      event.secondary_impact_types,
      event.source_url,
      event.source_name,
      event.occurred_at,
    ],
  );
  const links = alerts.map((_, i) => `($1, $${i + 3}, $2)`).join(", ");
  await client.query(`INSERT INTO radar_event_vendors (event_id, vendor_id, org_id) VALUES ${links}`, [
    newEventId,
    orgId,
    ...alerts.map((alert) => alert.vendor_id),
  ]);
  const values: unknown[] = [orgId, dataId, newEventId];
  const tuples = alerts.map((alert) => {
    const at = values.length;
    values.push(
      newId("radarAlert"),
      alert.vendor_id,
      alert.detector_id,
      alert.source_id,
      alert.impact_type,
      alert.summary,
      alert.severity,
      alert.confidence,
      alert.should_alert,
    );
    const p = (offset: number) => `$${at + offset}`;
    return `(${p(1)}, $1, ${p(2)}, ${p(3)}, ${p(4)}, $2, $3, ${p(5)}, ${p(6)}, ${p(7)}, ${p(8)}, ${p(9)})`;
  });
  await client.query(
    `INSERT INTO radar_alerts (id, org_id, vendor_id, detector_id, source_id, data_id, event_id, impact_type, summary,
       severity, confidence, should_alert) VALUES ${tuples.join(", ")}`,
    values,
  );
  await client.query("COMMIT");
  return performance.now() - started;
}

export async function runRadarEventBench(
  appUrl: string,
  databaseUrl: string,
  org: SeededOrg,
): Promise<RadarEventBenchResult> {
  return withDatabaseClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ id: string }>(
      "SELECT id FROM vendors WHERE org_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2",
      [org.orgId, VENDORS_PER_EVENT],
    );
    if (rows.length < VENDORS_PER_EVENT) {
      throw new Error(`the bench org has ${rows.length} vendors, fewer than ${VENDORS_PER_EVENT}`);
    }
    const vendorIds = rows.map((row) => row.id);
    const result: RadarEventBenchResult = {
      vendors: VENDORS_PER_EVENT,
      runs: RUNS,
      answerMs: [],
      oursMs: [],
      bareMs: [],
    };
    const alertsOf = async (eventId: string) =>
      Number(
        (
          await client.query<{ count: string }>(
            "SELECT count(*) AS count FROM radar_alerts WHERE org_id = $1 AND event_id = $2",
            [org.orgId, eventId],
          )
        ).rows[0]?.count,
      );
    for (let run = 0; run < WARMUP_RUNS + RUNS; run += 1) {
      const started = performance.now();
      const eventId = await createThroughApi(appUrl, org, vendorIds, run);
      const answerMs = performance.now() - started;
      const deadline = performance.now() + 60_000;
      while ((await alertsOf(eventId)) < VENDORS_PER_EVENT) {
        if (performance.now() > deadline) {
          throw new Error(`event ${eventId}: not all ${VENDORS_PER_EVENT} alerts committed within a minute`);
        }
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      const oursMs = performance.now() - started;
      const bareMs = await insertBare(client, org.orgId, eventId);
      if (run >= WARMUP_RUNS) {
        result.answerMs.push(answerMs);
        result.oursMs.push(oursMs);
        result.bareMs.push(bareMs);
      }
    }
    return result;
  });
}

export function printRadarEventReport(result: RadarEventBenchResult): void {
  const ours = median(result.oursMs);
  const bare = median(result.bareMs);
  const list = (values: number[]) => values.map((value) => value.toFixed(0)).join(", ");
  console.log(
    `\nRadar event linking ${result.vendors.toLocaleString("en-US")} vendors (median of ${result.runs} runs)\n`,
  );
  console.log(
    `  POST /v1/radar/events, send to answer (first batch of alerts committed): ${median(result.answerMs).toFixed(1)} ms (runs ${list(result.answerMs)})`,
  );
  console.log(
    `  POST /v1/radar/events, send to all alerts committed: ${ours.toFixed(1)} ms (runs ${list(result.oursMs)})`,
  );
  console.log(
    `  bare multi-row INSERT of the same rows, one transaction:  ${bare.toFixed(1)} ms (runs ${list(result.bareMs)})`,
  );
  console.log(`  ratio ours/bare: ${(ours / bare).toFixed(2)} (no target; reported)`);
}
