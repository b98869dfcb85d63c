import { performance } from "node:perf_hooks";
import { sleep } from "./app-process";
import { withDatabaseClient } from "./database-client";
import { processGroupUsage } from "./process-group";
import { type GrowthSample, sampleGrowth } from "./soak-growth";

/** What the soak watches beside its requests: the app's process group and its database connections. */

const SAMPLE_INTERVAL_MS = 5_000;
const MB = 1024 * 1024;

export interface SoakSample extends GrowthSample {
  /** When it was scheduled, in milliseconds since the soak started: 5,000, 10,000, … to the end. */
  atMs: number;
  rssMb: number;
  openFds: number;
  dbConnections: number;
}

/** The app's process group (spawned detached) and the database it uses. */
interface SampledApp {
  processGroupId: number;
  databaseUrl: string;
}

/**
 * Samples the group and the database every SAMPLE_INTERVAL_MS of the soak, the last at its end; a
 * sample's atMs is its scheduled time, so it falls in the minute it closes ((m - 1) min, m min].
 */
export function startSampler(app: SampledApp, startedAt: number, durationMs: number) {
  const samples: SoakSample[] = [];
  let cancelled = false;
  const done = withDatabaseClient(app.databaseUrl, async (client) => {
    for (let at = SAMPLE_INTERVAL_MS; at <= durationMs && !cancelled; at += SAMPLE_INTERVAL_MS) {
      await sleep(Math.max(0, startedAt + at - performance.now()));
      const { rows } = await client.query<{ count: string }>(
        `SELECT count(*) AS count FROM pg_stat_activity
           WHERE datname = current_database() AND pid <> pg_backend_pid()`,
      );
      const usage = processGroupUsage(app.processGroupId);
      samples.push({
        ...(await sampleGrowth(client, usage)),
        atMs: at,
        rssMb: (usage?.rssBytes ?? 0) / MB,
        openFds: usage?.openFds ?? 0,
        dbConnections: Number(rows[0]?.count ?? 0),
      });
    }
    return samples;
  });
  return {
    done,
    cancel() {
      cancelled = true;
      return done.catch(() => samples);
    },
  };
}
