import { spawn } from "node:child_process";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { inOrg } from "@/lib/db/tenant";
import { vendorsReport } from "@/lib/modules/export/reports/vendors";
import { seed } from "./seed";
import { seedVendors } from "./seed-vendors";

/**
 * Export of a 100,000-vendor organization through the running app over HTTP
 * (GET /v1/export/vendors?limit=100000, the maximum per call, as JSON and as CSV), against a plain
 * `COPY (SELECT <the report's own query>) TO STDOUT` of the same rows through psql. The app
 * process's resident memory is sampled from /proc (VmRSS every 10 ms, and VmHWM after resetting it
 * through clear_refs) to show that the response streams: growth stays flat whatever the row count.
 */

export const EXPORT_VENDORS = 100_000;
/** Peak resident memory growth of the app during one full export. */
export const EXPORT_RSS_TARGET_MB = 64;

interface ExportRun {
  label: string;
  rows: number;
  bytes: number;
  seconds: number;
  rssGrowthMb: number;
  hwmGrowthMb: number | null;
}

export interface ExportBenchResult {
  runs: ExportRun[];
  copy: { rows: number; bytes: number; seconds: number };
}

function statusKb(pid: number, field: "VmRSS" | "VmHWM"): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status);
  return match ? Number(match[1]) : 0;
}

function childrenOf(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((task) =>
      readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number),
    );
  } catch {
    return [];
  }
}

/** tsx runs the server in a child node process: the process of the tree holding the most memory. */
export function serverPid(rootPid: number): number {
  const tree = [rootPid];
  for (let index = 0; index < tree.length; index++) {
    tree.push(...childrenOf(tree[index] as number));
  }
  return tree.reduce((best, pid) => (statusKb(pid, "VmRSS") > statusKb(best, "VmRSS") ? pid : best), rootPid);
}

/** Resets VmHWM to the current RSS (Linux clear_refs "5"); false when the kernel does not allow it. */
function resetHighWaterMark(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, "5");
    return true;
  } catch {
    return false;
  }
}

async function measureExport(appUrl: string, secret: string, pid: number, label: string, query: string) {
  const baseline = statusKb(pid, "VmRSS");
  const hwmReset = resetHighWaterMark(pid);
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, statusKb(pid, "VmRSS"));
  }, 10);
  const started = performance.now();
  const response = await fetch(`${appUrl}/v1/export/vendors${query}`, {
    headers: { authorization: `Bearer ${secret}` },
  });
  if (response.status !== 200 || !response.body) {
    clearInterval(sampler);
    throw new Error(`export ${label}: ${response.status} ${await response.text()}`);
  }
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  const reader = response.body.getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    chunks.push(next.value);
    bytes += next.value.byteLength;
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, statusKb(pid, "VmRSS"));
  const hwm = hwmReset ? statusKb(pid, "VmHWM") : null;
  const text = Buffer.concat(chunks).toString("utf8");
  const rows = query.includes("format=csv")
    ? text.split("\r\n").filter(Boolean).length - 1
    : (JSON.parse(text) as { data: unknown[] }).data.length;
  return {
    label,
    rows,
    bytes,
    seconds,
    rssGrowthMb: (peak - baseline) / 1024,
    hwmGrowthMb: hwm === null ? null : (hwm - baseline) / 1024,
  };
}

/** The vendors report's own SELECT (all rows, same order), with the org ID inlined for COPY. */
function reportSelectSql(orgId: string): string {
  const source = vendorsReport.source;
  if (!source || !/^cborg_[0-9a-f]{32}$/.test(orgId)) {
    throw new Error("vendors report has no source, or the org ID is malformed");
  }
  const fields = sql.join(
    Object.entries(source.fields).map(([name, expression]) => sql`${expression} as ${sql.identifier(name)}`),
    sql`, `,
  );
  const query = new PgDialect().sqlToQuery(
    sql`select ${fields} from ${source.from} where ${inOrg(source, sql.raw(`'${orgId}'`))} order by ${source.createdAt}, ${source.id}`,
  );
  if (query.params.length > 0) {
    throw new Error("the report query has parameters COPY cannot take");
  }
  return query.sql;
}

function copyToStdout(databaseUrl: string, select: string): Promise<{ rows: number; bytes: number; seconds: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const psql = spawn(
      "psql",
      [databaseUrl, "-X", "-v", "ON_ERROR_STOP=1", "-c", `COPY (${select}) TO STDOUT (FORMAT csv)`],
      {
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let bytes = 0;
    let rows = 0;
    let errors = "";
    psql.stdout.on("data", (chunk: Buffer) => {
      bytes += chunk.byteLength;
      for (const byte of chunk) {
        if (byte === 10) {
          rows += 1;
        }
      }
    });
    psql.stderr.on("data", (chunk: Buffer) => {
      errors += chunk.toString();
    });
    psql.on("error", reject);
    psql.on("close", (code) => {
      if (code !== 0) {
        reject(new Error(`psql COPY failed (${code}): ${errors}`));
        return;
      }
      resolve({ rows, bytes, seconds: (performance.now() - started) / 1000 });
    });
  });
}

export async function runExportBench(
  appUrl: string,
  databaseUrl: string,
  appRootPid: number,
): Promise<ExportBenchResult> {
  const org = await seed(appUrl, 0);
  console.log(`seeding ${EXPORT_VENDORS} vendors in a second organization…`);
  await seedVendors(appUrl, databaseUrl, org, EXPORT_VENDORS);
  const pid = serverPid(appRootPid);
  // Warm-up: code paths loaded and the JIT settled before memory is measured.
  await measureExport(appUrl, org.secret, pid, "warm-up", "?limit=5000");
  const runs: ExportRun[] = [];
  for (const [label, query] of [
    ["JSON, limit 100,000", `?limit=${EXPORT_VENDORS}`],
    ["CSV, limit 100,000", `?format=csv&limit=${EXPORT_VENDORS}`],
  ] as const) {
    console.log(`export ${label}…`);
    const run = await measureExport(appUrl, org.secret, pid, label, query);
    if (run.rows !== EXPORT_VENDORS) {
      throw new Error(`export ${label} returned ${run.rows} rows, expected ${EXPORT_VENDORS}`);
    }
    runs.push(run);
  }
  console.log("COPY (SELECT …) TO STDOUT of the same rows…");
  await copyToStdout(databaseUrl, `${reportSelectSql(org.orgId)} limit 5000`);
  const copy = await copyToStdout(databaseUrl, reportSelectSql(org.orgId));
  if (copy.rows < EXPORT_VENDORS) {
    throw new Error(`COPY returned ${copy.rows} lines, expected at least ${EXPORT_VENDORS}`);
  }
  return { runs, copy: { ...copy, rows: EXPORT_VENDORS } };
}

export function printExportReport(result: ExportBenchResult): boolean {
  const copyRate = result.copy.rows / result.copy.seconds;
  console.log(
    `\nexport of ${EXPORT_VENDORS.toLocaleString("en")} vendors (GET /v1/export/vendors over HTTP, streamed):`,
  );
  let met = true;
  for (const run of result.runs) {
    const rate = run.rows / run.seconds;
    const growth = Math.max(run.rssGrowthMb, run.hwmGrowthMb ?? 0);
    met &&= growth <= EXPORT_RSS_TARGET_MB;
    console.log(
      `  ${run.label.padEnd(16)} ${Math.round(rate).toLocaleString("en").padStart(9)} rows/s` +
        ` (${run.seconds.toFixed(2)} s, ${(run.bytes / 1_048_576).toFixed(1)} MiB),` +
        ` app peak RSS growth ${run.rssGrowthMb.toFixed(1)} MB sampled` +
        `${run.hwmGrowthMb === null ? "" : `, ${run.hwmGrowthMb.toFixed(1)} MB by VmHWM`};` +
        ` ratio to COPY ${(rate / copyRate).toFixed(2)}`,
    );
  }
  console.log(
    `  COPY … TO STDOUT  ${Math.round(copyRate).toLocaleString("en").padStart(9)} rows/s` +
      ` (${result.copy.seconds.toFixed(2)} s, ${(result.copy.bytes / 1_048_576).toFixed(1)} MiB CSV via psql, same SELECT)`,
  );
  console.log(`  peak RSS growth target <= ${EXPORT_RSS_TARGET_MB} MB: ${met ? "PASS" : "ABOVE TARGET"}`);
  return met;
}
