import type pg from "pg";
import type { ProcessGroupUsage } from "./process-group";

/**
 * Where the soak's memory goes: each process's RSS and the jobs waiting by type, sampled with the
 * rest (soak-sampler.ts), and printed as the first sample beside the last. A queue that grows while the
 * process that runs it grows is a backlog held in memory, not a leak.
 */

export interface GrowthSample {
  /** MB by process, `label (pid)`. */
  processRssMb: Record<string, number>;
  /** Queued jobs by type, in the soak's database. */
  queuedJobs: Record<string, number>;
}

const MB = 1024 * 1024;

export async function sampleGrowth(client: pg.Client, usage: ProcessGroupUsage | undefined): Promise<GrowthSample> {
  const { rows } = await client.query<{ type: string; queued: number }>(
    "SELECT type, count(*)::int AS queued FROM jobs WHERE status = 'queued' GROUP BY type",
  );
  return {
    processRssMb: Object.fromEntries(
      (usage?.processes ?? []).map((process) => [`${process.label} (${process.pid})`, process.rssBytes / MB]),
    ),
    queuedJobs: Object.fromEntries(rows.map((row) => [row.type, row.queued])),
  };
}

const fixed = (value: number | undefined) => (value === undefined ? "–" : value.toFixed(0));

export function printGrowthReport(first: GrowthSample | undefined, last: GrowthSample | undefined): void {
  if (!first || !last) {
    return;
  }
  const growthTable = (title: string, before: Record<string, number>, after: Record<string, number>) => {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
    console.log(`\n${title}\n`);
    console.log("| | first sample | last sample | growth |\n|---|---:|---:|---:|");
    for (const key of keys) {
      const growth = (after[key] ?? 0) - (before[key] ?? 0);
      console.log(
        `| ${key} | ${fixed(before[key])} | ${fixed(after[key])} | ${growth >= 0 ? "+" : ""}${fixed(growth)} |`,
      );
    }
  };
  growthTable("RSS by process (MB):", first.processRssMb, last.processRssMb);
  growthTable("Jobs queued by type:", first.queuedJobs, last.queuedJobs);
}
