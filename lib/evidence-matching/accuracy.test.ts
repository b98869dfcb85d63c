import { describe, expect, it } from "vitest";
import { type EvaluatedCase, evaluateCases, measureAccuracy, quoteProblems } from "./accuracy";
import { labelledCases } from "./labelled-set";

/**
 * The offline matcher over the labelled set (npm run eval:matcher prints the same figures). The floors
 * are what the matcher reaches, rounded down to a whole percent: a change that loses ground fails here.
 */
const ACCURACY_FLOOR = 0.95;

describe("the offline evidence matcher on the labelled set", () => {
  const report = measureAccuracy(evaluateCases(labelledCases));

  it(`gets at least ${ACCURACY_FLOOR * 100}% of verdicts right`, () => {
    expect(report.total).toBe(labelledCases.length);
    expect(
      report.accuracy,
      report.misses.map((miss) => `${miss.id}: ${miss.actual}`).join("\n"),
    ).toBeGreaterThanOrEqual(ACCURACY_FLOOR);
  });

  it("never calls met a passage whose negation denies the practice", () => {
    expect(report.metOnNegation).toEqual([]);
  });

  it("keeps the quote rule on every case: no quote for no evidence, verbatim quotes for every other verdict", () => {
    expect(report.quoteViolations).toEqual([]);
  });
});

describe("measureAccuracy", () => {
  const item = (
    id: string,
    expected: EvaluatedCase["expected"],
    actual: EvaluatedCase["expected"],
    quote?: string,
  ) => ({
    id,
    catalog: "soc2" as const,
    controlRef: "CC6.1",
    passage: "MFA is enforced. No exceptions noted.",
    expected,
    traits: id.startsWith("neg") ? ["negation"] : ["plain"],
    evaluation: {
      result: actual,
      rationale: `${actual} because`,
      evidence: quote ? [{ document_id: "d", document_name: "d.txt", quote }] : [],
    },
  });

  it("gives precision and recall per verdict, accuracy per catalog, met on negated cases and the misses", () => {
    const report = measureAccuracy([
      item("a", "met", "met", "MFA is enforced."),
      item("b", "met", "partially_met", "MFA is enforced."),
      item("neg-c", "not_met", "met", "MFA is enforced."),
      item("d", "no_evidence", "no_evidence"),
    ]);
    expect(report).toMatchObject({ total: 4, correct: 2, accuracy: 0.5, metOnNegation: ["neg-c"] });
    expect(report.perVerdict.find((row) => row.verdict === "met")).toEqual({
      verdict: "met",
      labelled: 2,
      predicted: 2,
      correct: 1,
      precision: 0.5,
      recall: 0.5,
    });
    expect(report.perVerdict.find((row) => row.verdict === "partially_met")).toMatchObject({
      precision: 0,
      recall: null,
    });
    expect(report.perCatalog.find((row) => row.catalog === "soc2")).toEqual({
      catalog: "soc2",
      total: 4,
      correct: 2,
      accuracy: 0.5,
    });
    expect(report.misses.map((miss) => [miss.id, miss.expected, miss.actual])).toEqual([
      ["b", "met", "partially_met"],
      ["neg-c", "not_met", "met"],
    ]);
  });

  it("finds quotes on no evidence, verdicts without quotes and quotes the passage does not hold", () => {
    expect(quoteProblems(item("a", "no_evidence", "no_evidence", "MFA is enforced."))).toEqual([
      "no_evidence with a quote",
    ]);
    expect(quoteProblems(item("a", "met", "met"))).toEqual(["met without a quote"]);
    expect(quoteProblems(item("a", "met", "met", "MFA is required."))).toEqual([
      'quote not verbatim: "MFA is required."',
    ]);
    expect(quoteProblems(item("a", "met", "met", "No exceptions noted."))).toEqual([]);
  });
});
