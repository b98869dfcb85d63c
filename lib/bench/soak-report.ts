import { percentile } from "./percentile";
import { printGrowthReport } from "./soak-growth";
import { MINUTE_MS, type MinuteTally } from "./soak-recorder";
import type { SoakSample } from "./soak-sampler";

/** The soak's figures per minute, its verdict (no non-2xx, p99 stable, no growth) and their report. */

const P99_LIMIT = 1.5;
const RSS_GROWTH_LIMIT_MB = 64;

export interface SoakMinute {
  minute: number;
  requests: number;
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  rssMb: number;
  openFds: number;
  dbConnections: number;
}

export interface SoakResult {
  minutes: SoakMinute[];
  /** non2xx counts network errors too, which have no status. */
  byOperation: Record<string, { requests: number; non2xx: number }>;
  /** The first 20 distinct "status operation code" lines or error messages. */
  failures: string[];
  verdict: {
    zeroNon2xx: boolean;
    /** The last minute's p99 at most P99_LIMIT × the second minute's (the first warms up). */
    p99Stable: boolean;
    /** The second half's mean RSS at most RSS_GROWTH_LIMIT_MB above the first half's. */
    rssFlat: boolean;
    connectionsFlat: boolean;
    fdsFlat: boolean;
  };
  /** The 5 s samples behind the per-minute means and the verdict. */
  samples: SoakSample[];
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

export function summarizeMinutes(tallies: MinuteTally[], samples: SoakSample[]): SoakMinute[] {
  return tallies.map((tally, index) => {
    const sorted = [...tally.latencies].sort((a, b) => a - b);
    const inMinute = samples.filter((sample) => Math.ceil(sample.atMs / MINUTE_MS) === index + 1);
    const requests = tally.latencies.length + tally.errors;
    return {
      minute: index + 1,
      requests,
      reqPerSec: requests / (MINUTE_MS / 1000),
      p50Ms: percentile(sorted, 50),
      p99Ms: percentile(sorted, 99),
      non2xx: tally.non2xx,
      errors: tally.errors,
      rssMb: mean(inMinute.map((sample) => sample.rssMb)),
      openFds: mean(inMinute.map((sample) => sample.openFds)),
      dbConnections: mean(inMinute.map((sample) => sample.dbConnections)),
    };
  });
}

function halves(samples: SoakSample[]): [SoakSample[], SoakSample[]] {
  const middle = Math.floor(samples.length / 2);
  return [samples.slice(0, middle), samples.slice(samples.length - middle)];
}

/** The figures each verdict compares, shared by the verdict and the report. */
function verdictFigures(minutes: SoakMinute[], samples: SoakSample[]) {
  const [first, second] = halves(samples);
  const last = minutes[minutes.length - 1];
  // A one-minute check has no second minute: it compares the minute with itself.
  const baseline = minutes[1] ?? minutes[0];
  const of = (half: SoakSample[], key: "rssMb" | "openFds" | "dbConnections") => half.map((sample) => sample[key]);
  return {
    non2xx: minutes.reduce((sum, minute) => sum + minute.non2xx, 0),
    errors: minutes.reduce((sum, minute) => sum + minute.errors, 0),
    lastP99: last?.p99Ms ?? Number.NaN,
    baselineP99: baseline?.p99Ms ?? Number.NaN,
    rssFirst: mean(of(first, "rssMb")),
    rssSecond: mean(of(second, "rssMb")),
    // Pool sizes and in-flight uploads make these fluctuate; growth is a second half whose mean is
    // above anything the first half reached.
    connectionsFirstMax: Math.max(...of(first, "dbConnections")),
    connectionsSecond: mean(of(second, "dbConnections")),
    fdsFirstMax: Math.max(...of(first, "openFds")),
    fdsSecond: mean(of(second, "openFds")),
  };
}

export function judge(minutes: SoakMinute[], samples: SoakSample[]): SoakResult["verdict"] {
  const figures = verdictFigures(minutes, samples);
  return {
    zeroNon2xx: figures.non2xx === 0 && figures.errors === 0,
    p99Stable: figures.lastP99 <= P99_LIMIT * figures.baselineP99,
    rssFlat: figures.rssSecond - figures.rssFirst <= RSS_GROWTH_LIMIT_MB,
    connectionsFlat: figures.connectionsSecond <= figures.connectionsFirstMax,
    fdsFlat: figures.fdsSecond <= figures.fdsFirstMax,
  };
}

const fixed = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : "n/a");
const passFail = (ok: boolean) => (ok ? "PASS" : "FAIL");

function markdownTable(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(" | ")} |`;
  return [line(header), line(header.map((_, index) => (index === 0 ? "---" : "---:"))), ...rows.map(line)].join("\n");
}

export function printSoakReport(result: SoakResult): void {
  const totalRequests = result.minutes.reduce((sum, minute) => sum + minute.requests, 0);
  console.log(`\n## Soak: ${result.minutes.length} min, ${totalRequests} requests\n`);
  console.log(
    markdownTable(
      ["minute", "requests", "req/s", "p50 ms", "p99 ms", "non-2xx", "errors", "RSS MB", "open fds", "DB connections"],
      result.minutes.map((minute) => [
        String(minute.minute),
        String(minute.requests),
        fixed(minute.reqPerSec),
        fixed(minute.p50Ms),
        fixed(minute.p99Ms),
        String(minute.non2xx),
        String(minute.errors),
        fixed(minute.rssMb),
        fixed(minute.openFds),
        fixed(minute.dbConnections),
      ]),
    ),
  );
  console.log("");
  console.log(
    markdownTable(
      ["operation", "requests", "share", "non-2xx"],
      Object.entries(result.byOperation).map(([label, counts]) => [
        label,
        String(counts.requests),
        `${fixed((100 * counts.requests) / totalRequests)}%`,
        String(counts.non2xx),
      ]),
    ),
  );
  if (result.failures.length > 0) {
    console.log("\nFirst distinct failures:");
    for (const failure of result.failures) {
      console.log(`- ${failure}`);
    }
  }
  printGrowthReport(result.samples[0], result.samples.at(-1));
  const figures = verdictFigures(result.minutes, result.samples);
  const { verdict } = result;
  console.log("\nVerdict:");
  console.log(`- 0 non-2xx: ${passFail(verdict.zeroNon2xx)} (${figures.non2xx} non-2xx, ${figures.errors} errors)`);
  console.log(
    `- p99 stable: ${passFail(verdict.p99Stable)} (last minute ${fixed(figures.lastP99)} ms, ` +
      `at most ${P99_LIMIT} × second minute ${fixed(figures.baselineP99)} ms)`,
  );
  console.log(
    `- RSS flat: ${passFail(verdict.rssFlat)} (second half mean ${fixed(figures.rssSecond)} MB, ` +
      `first half ${fixed(figures.rssFirst)} MB, growth at most ${RSS_GROWTH_LIMIT_MB} MB)`,
  );
  console.log(
    `- DB connections flat: ${passFail(verdict.connectionsFlat)} (second half mean ` +
      `${fixed(figures.connectionsSecond)}, first half max ${figures.connectionsFirstMax})`,
  );
  console.log(
    `- open fds flat: ${passFail(verdict.fdsFlat)} (second half mean ${fixed(figures.fdsSecond)}, ` +
      `first half max ${figures.fdsFirstMax})`,
  );
}
