import { performance } from "node:perf_hooks";
import { Pool } from "undici";
import { MINUTE_MS, Recorder } from "./soak-recorder";
import { judge, type SoakResult, summarizeMinutes } from "./soak-report";
import { send, soakOperations, weightedPicker } from "./soak-requests";
import { startSampler } from "./soak-sampler";
import type { SoakFixture } from "./soak-seed";

export { printSoakReport, type SoakMinute, type SoakResult } from "./soak-report";
export type { SoakSample } from "./soak-sampler";
export { type SoakFixture, seedSoak } from "./soak-seed";

/**
 * The soak test: `connections` client loops against the real server for `minutes`, 75% reads (vendor
 * list and detail, the radar alert list, the zero touch leaderboard) and 25% writes (vendor create
 * and update, alert dismissal, document upload), each loop sending one request at a time. Reported per
 * minute: throughput, p50/p99, failures, and the app's process group RSS, open file descriptors and
 * database connections (sampled every 5 s). The verdict: no non-2xx, p99 stable, no growth.
 *
 * Its parts: the request mix and sending (soak-requests.ts), the outcomes by minute
 * (soak-recorder.ts), the 5 s samples (soak-sampler.ts, soak-growth.ts), the per-minute figures,
 * verdict and report (soak-report.ts), and the organization it runs on (soak-seed.ts).
 */

export interface SoakOptions {
  appUrl: string;
  /** The app's process group (spawned detached); its background-lane child is in it. */
  processGroupId: number;
  databaseUrl: string;
  /** A standard ak_ key of the seeded organization. */
  secret: string;
  /** An admin dashboard session token of the same organization (the leaderboard is dashboard-only). */
  sessionToken: string;
  orgId: string;
  minutes: number;
  connections: number;
}

export async function runSoak(options: SoakOptions, fixture: SoakFixture): Promise<SoakResult> {
  const operations = soakOperations(fixture);
  const nextOperation = weightedPicker(operations);
  const pool = new Pool(options.appUrl, { connections: options.connections, pipelining: 1 });
  const durationMs = options.minutes * MINUTE_MS;
  const startedAt = performance.now();
  const recorder = new Recorder(startedAt, options.minutes);
  const sampler = startSampler(options, startedAt, durationMs);
  const loop = async () => {
    while (performance.now() < startedAt + durationMs) {
      await send(pool, options, nextOperation(), recorder);
    }
  };
  try {
    await Promise.all(Array.from({ length: options.connections }, loop));
  } catch (error) {
    await sampler.cancel();
    throw error;
  } finally {
    await pool.close();
  }
  const samples = await sampler.done;
  const minutes = summarizeMinutes(recorder.tallies, samples);
  return {
    minutes,
    byOperation: recorder.byOperation,
    failures: recorder.failureList(),
    verdict: judge(minutes, samples),
    samples,
  };
}
