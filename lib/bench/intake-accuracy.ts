import { evaluateIntakeCases, measureIntakeAccuracy } from "@/lib/modules/intake/answerer/accuracy";
import { heldOutCases, intakeCases } from "@/lib/modules/intake/answerer/labelled-set";

/**
 * `npm run eval:intake`: the offline intake answerer over the labelled intake cases
 * (lib/modules/intake/answerer/labelled-set), every question of the inherent risk questionnaire
 * for every case. Prints accuracy per question, the share answered "no evidence" (and the share
 * labelled so), the selections the text contradicts, overall accuracy (and apart, on the held-out
 * cases the rules were never tuned on) and, with --misses, every miss (with --why, its reasoning).
 * No database, no model.
 */

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

const started = performance.now();
const results = evaluateIntakeCases(intakeCases);
const elapsed = performance.now() - started;
const report = measureIntakeAccuracy(results);

const lines: string[] = [];
lines.push(
  `Intake answerer (offline) on ${intakeCases.length} labelled contexts × ${report.perQuestion.length} questions = ${report.total} answers, ${elapsed.toFixed(0)} ms`,
);
lines.push("");
lines.push("| question | correct | accuracy | no evidence (answered) | no evidence (labelled) | contradictions |");
lines.push("|---|---|---|---|---|---|");
for (const row of report.perQuestion) {
  lines.push(
    `| ${row.key} | ${row.correct}/${row.total} | ${percent(row.accuracy)} | ${percent(row.noEvidenceShare)} | ${percent(row.expectedNoEvidenceShare)} | ${row.contradictions} |`,
  );
}
lines.push("");
lines.push(`Overall accuracy: ${percent(report.accuracy)} (${report.correct} of ${report.total})`);
const heldOutIds = new Set(heldOutCases.map((item) => item.id));
for (const [name, keep] of [
  ["development cases", false],
  ["held-out cases (never tuned on)", true],
] as const) {
  const part = measureIntakeAccuracy(results.filter((result) => heldOutIds.has(result.caseId) === keep));
  lines.push(`  ${name}: ${percent(part.accuracy)} (${part.correct} of ${part.total})`);
}
lines.push(`Contradicted selections: ${report.contradictions.length}`);
for (const item of report.contradictions) {
  lines.push(`  ${item.caseId} ${item.key}: ${item.options.join(", ")}`);
}
lines.push(`Citation offset problems: ${report.citationProblems.length}`);
if (process.argv.includes("--misses") || process.argv.includes("--why")) {
  lines.push("");
  lines.push(`Misses (${report.misses.length}):`);
  for (const miss of report.misses) {
    const expected = typeof miss.expected === "string" ? miss.expected : JSON.stringify(miss.expected);
    const got =
      miss.answer.selected_options.length > 0
        ? miss.answer.selected_options.join(", ")
        : (miss.answer.answer_text ?? "no evidence");
    lines.push(`  ${miss.caseId} ${miss.key}: expected ${expected}, got ${got}`);
    if (process.argv.includes("--why")) {
      lines.push(`      ${miss.answer.reasoning}`);
    }
  }
}
console.log(lines.join("\n"));
