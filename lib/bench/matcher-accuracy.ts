import { type AccuracyReport, evaluateCases, measureAccuracy } from "@/lib/evidence-matching/accuracy";
import { labelledCases } from "@/lib/evidence-matching/labelled-set";

/**
 * `npm run eval:matcher`: the offline evidence matcher over the labelled set
 * (lib/evidence-matching/labelled-set), each passage as the only document of its control. Prints
 * precision and recall per verdict, overall and per catalog accuracy, the met verdicts given on a
 * negated passage, quote rule breaches and every miss with its id. No database, no model.
 */

const percent = (value: number | null) => (value === null ? "-" : `${(value * 100).toFixed(1)}%`);
const pad = (text: string, width: number) => text.padEnd(width);

function print(report: AccuracyReport, milliseconds: number) {
  const lines: string[] = [];
  lines.push(`Evidence matcher (offline) on ${report.total} labelled cases, ${milliseconds.toFixed(0)} ms`);
  lines.push("");
  lines.push("| verdict | labelled | predicted | correct | precision | recall |");
  lines.push("|---|---|---|---|---|---|");
  for (const row of report.perVerdict) {
    lines.push(
      `| ${row.verdict} | ${row.labelled} | ${row.predicted} | ${row.correct} | ${percent(row.precision)} | ${percent(row.recall)} |`,
    );
  }
  lines.push("");
  lines.push(`Overall accuracy: ${percent(report.accuracy)} (${report.correct} of ${report.total})`);
  for (const catalog of report.perCatalog) {
    lines.push(`  ${pad(catalog.catalog, 11)} ${percent(catalog.accuracy)} (${catalog.correct} of ${catalog.total})`);
  }
  lines.push(
    `Met on a negated passage: ${report.metOnNegation.length}${report.metOnNegation.length ? ` (${report.metOnNegation.join(", ")})` : ""}`,
  );
  lines.push(`Quote rule breaches: ${report.quoteViolations.length}`);
  for (const violation of report.quoteViolations) {
    lines.push(`  ${violation.id}: ${violation.problem}`);
  }
  lines.push("");
  lines.push(`Misses (${report.misses.length}):`);
  for (const miss of report.misses) {
    lines.push(
      `  ${pad(miss.id, 34)} expected ${pad(miss.expected, 13)} got ${pad(miss.actual, 13)} [${miss.traits.join(", ")}]`,
    );
    if (process.argv.includes("--why")) {
      lines.push(`      ${miss.rationale}`);
    }
  }
  console.log(lines.join("\n"));
}

const started = performance.now();
const report = measureAccuracy(evaluateCases(labelledCases));
print(report, performance.now() - started);
