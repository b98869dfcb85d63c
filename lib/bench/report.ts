import type autocannon from "autocannon";

export const TARGET_RATIO = 0.6;
/** Our p99 latency at most this multiple of the bare server's. */
export const TARGET_P99_MULTIPLE = 1.5;

export interface Measurement {
  endpoint: string;
  server: "ours" | "bare";
  result: autocannon.Result;
}

/** Problems that make a run invalid: anything but 2xx, or socket errors and timeouts. */
export function measurementProblems(m: Measurement): string[] {
  const problems: string[] = [];
  if (m.result.non2xx > 0) {
    const codes = Object.entries(m.result.statusCodeStats ?? {})
      .map(([code, stats]) => `${code}×${stats.count ?? 0}`)
      .join(", ");
    problems.push(`${m.endpoint} on ${m.server}: ${m.result.non2xx} non-2xx responses (${codes})`);
  }
  if (m.result.errors > 0 || m.result.timeouts > 0) {
    problems.push(`${m.endpoint} on ${m.server}: ${m.result.errors} errors, ${m.result.timeouts} timeouts`);
  }
  return problems;
}

function table(header: string[], rows: string[][]): string {
  const widths = header.map((cell, i) => Math.max(cell.length, ...rows.map((row) => (row[i] ?? "").length)));
  const numeric = header.map((_, i) => rows.every((row) => /^-?[0-9.]+$/.test(row[i] ?? "")));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (numeric[i] ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0)))
      .join("  ")
      .trimEnd();
  return [line(header), widths.map((width) => "-".repeat(width)).join("  "), ...rows.map(line)].join("\n");
}

/** The results table, then ours/bare per endpoint against the target. Returns whether all runs were valid. */
export function printReport(measurements: Measurement[], settings: { connections: number; seconds: number }): boolean {
  console.log(`\nconnections ${settings.connections}, duration ${settings.seconds} s per run, runs one at a time\n`);
  console.log(
    table(
      ["endpoint", "server", "req/s (avg)", "p99 ms", "requests", "non2xx", "errors"],
      measurements.map((m) => [
        m.endpoint,
        m.server,
        m.result.requests.average.toFixed(1),
        m.result.latency.p99.toFixed(1),
        String(m.result.requests.total),
        String(m.result.non2xx),
        String(m.result.errors + m.result.timeouts),
      ]),
    ),
  );

  const endpoints = [...new Set(measurements.map((m) => m.endpoint))];
  const ratioRows = endpoints.map((endpoint) => {
    const ours = measurements.find((m) => m.endpoint === endpoint && m.server === "ours");
    const bare = measurements.find((m) => m.endpoint === endpoint && m.server === "bare");
    if (!ours || !bare || bare.result.requests.average === 0 || bare.result.latency.p99 === 0) {
      return [endpoint, "n/a", "n/a", "n/a"];
    }
    const ratio = ours.result.requests.average / bare.result.requests.average;
    const p99Multiple = ours.result.latency.p99 / bare.result.latency.p99;
    const valid = measurementProblems(ours).length === 0 && measurementProblems(bare).length === 0;
    const met = ratio >= TARGET_RATIO && p99Multiple <= TARGET_P99_MULTIPLE;
    const verdict = !valid ? "INVALID (see problems)" : met ? "PASS" : "BELOW TARGET";
    return [endpoint, ratio.toFixed(2), p99Multiple.toFixed(2), verdict];
  });
  console.log(
    `\ntarget: req/s ratio >= ${TARGET_RATIO} and p99 multiple <= ${TARGET_P99_MULTIPLE} (ours ÷ bare; informational)\n`,
  );
  console.log(table(["endpoint", "req/s ours/bare", "p99 ours/bare", "verdict"], ratioRows));

  const problems = measurements.flatMap(measurementProblems);
  if (problems.length > 0) {
    console.log("\nproblems:");
    for (const problem of problems) {
      console.log(`  ${problem}`);
    }
  }
  return problems.length === 0;
}

/**
 * Of the rounds whose endpoint label starts with `label`: the median req/s ratio and, on its own,
 * the median p99 multiple (a noisy moment on a shared machine moves one round's p99, not the median).
 */
/** `target`: the part's own bar when the issue set a stricter one than TARGET_RATIO and TARGET_P99_MULTIPLE. */
export function printMedianRound(
  measurements: Measurement[],
  label: string,
  target = { ratio: TARGET_RATIO, p99Multiple: TARGET_P99_MULTIPLE },
): void {
  const rounds = [...new Set(measurements.map((m) => m.endpoint).filter((endpoint) => endpoint.startsWith(label)))];
  const ratios = rounds.flatMap((endpoint) => {
    const ours = measurements.find((m) => m.endpoint === endpoint && m.server === "ours");
    const bare = measurements.find((m) => m.endpoint === endpoint && m.server === "bare");
    if (!ours || !bare || bare.result.requests.average === 0 || bare.result.latency.p99 === 0) {
      return [];
    }
    return [
      {
        ratio: ours.result.requests.average / bare.result.requests.average,
        p99Multiple: ours.result.latency.p99 / bare.result.latency.p99,
      },
    ];
  });
  if (ratios.length === 0) {
    return;
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
  const ratio = median(ratios.map((round) => round.ratio));
  const p99Multiple = median(ratios.map((round) => round.p99Multiple));
  const met = ratio >= target.ratio && p99Multiple <= target.p99Multiple;
  console.log(
    `\n${label}: medians of ${ratios.length} rounds: ` +
      `req/s ${ratio.toFixed(2)} of bare (target ${target.ratio}), p99 ${p99Multiple.toFixed(2)}x ` +
      `(target ${target.p99Multiple}x): ${met ? "PASS" : "BELOW TARGET"}`,
  );
}
