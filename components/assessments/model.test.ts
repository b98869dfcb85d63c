import { describe, expect, it } from "vitest";
import { assessmentStatuses, evaluationResults } from "@/lib/modules/assessments/schemas";
import { assessmentListSearch } from "@/lib/web/hooks/assessments";
import { clearedAssessmentFilters, hasAssessmentFilters, readAssessmentFilters, toAssessmentQuery } from "./list-state";
import {
  canApprove,
  canReopen,
  countResults,
  EVALUATION_RESULTS,
  filterEvaluations,
  progressPercent,
  readResultFilter,
  reopenLabel,
  resultFilterOptions,
  statusAnnouncement,
  stepperSteps,
} from "./model";
import { renderNameTemplate } from "./name-template";
import { ASSESSMENT_STATUSES, formatScore } from "./status";

const states = (status: Parameters<typeof stepperSteps>[0]) =>
  stepperSteps(status).map((step) => `${step.label}:${step.state}`);

describe("assessment status model", () => {
  it("knows the API's statuses and results, in the engine's order", () => {
    expect(ASSESSMENT_STATUSES).toEqual(assessmentStatuses);
    expect(EVALUATION_RESULTS).toEqual(evaluationResults);
  });

  it("marks the steps before the status done, the status current and the rest upcoming", () => {
    expect(states("indexing_supporting_documents")).toEqual([
      "Created:done",
      "Collecting documents:done",
      "Indexing documents:current",
      "Analyzing:upcoming",
      "In review:upcoming",
      "Complete:upcoming",
    ]);
    expect(states("complete").at(-1)).toBe("Complete:current");
    expect(
      states("complete")
        .slice(0, -1)
        .every((state) => state.endsWith(":done")),
    ).toBe(true);
  });

  it("ends a failed or canceled assessment in a stopped step, claiming nothing before it done", () => {
    for (const status of ["failed", "canceled"] as const) {
      const steps = stepperSteps(status);
      expect(steps).toHaveLength(6);
      expect(steps.at(-1)).toMatchObject({ key: status, state: "stopped" });
      expect(steps.slice(0, -1).every((step) => step.state === "upcoming")).toBe(true);
    }
  });

  it("announces the status with its meaning, a failure with its reason", () => {
    expect(statusAnnouncement({ status: "review_evals", status_reason: null })).toMatch(/^Status: In review\. /);
    expect(statusAnnouncement({ status: "failed", status_reason: "No document has any text." })).toBe(
      "Status: Failed. No document has any text.",
    );
  });

  it("offers approve only in review and reopen after the analysis, never once archived", () => {
    expect(canApprove({ status: "review_evals", is_archived: false })).toBe(true);
    expect(canApprove({ status: "complete", is_archived: false })).toBe(false);
    expect(canApprove({ status: "review_evals", is_archived: true })).toBe(false);
    const reopenable = ASSESSMENT_STATUSES.filter((status) => canReopen({ status, is_archived: false }));
    expect(reopenable).toEqual(["review_evals", "complete", "failed"]);
    expect(canReopen({ status: "failed", is_archived: true })).toBe(false);
    expect([reopenLabel("complete"), reopenLabel("failed")]).toEqual(["Reopen", "Re-run analysis"]);
  });

  it("shows scores and progress as whole percentages", () => {
    expect([formatScore(null), formatScore(0), formatScore(0.7234), formatScore(1)]).toEqual([
      "—",
      "0%",
      "72%",
      "100%",
    ]);
    expect(progressPercent({ controls_evaluated: 0, controls_total: 0 })).toBe(0);
    expect(progressPercent({ controls_evaluated: 7, controls_total: 20 })).toBe(35);
    expect(progressPercent({ controls_evaluated: 21, controls_total: 20 })).toBe(100);
  });
});

describe("evaluations", () => {
  const evaluations = [{ result: "met" }, { result: "not_met" }, { result: "met" }, { result: "no_evidence" }] as const;

  it("counts and filters by result; the URL's filter accepts known results only", () => {
    const counts = countResults(evaluations);
    expect(counts).toEqual({ met: 2, partially_met: 0, not_met: 1, no_evidence: 1 });
    expect(resultFilterOptions(counts).map((option) => option.label)).toEqual([
      "Met (2)",
      "Partially met (0)",
      "Not met (1)",
      "No evidence (1)",
    ]);
    expect(filterEvaluations(evaluations, "met")).toHaveLength(2);
    expect(filterEvaluations(evaluations, "")).toHaveLength(4);
    expect([readResultFilter("not_met"), readResultFilter("bogus"), readResultFilter(undefined)]).toEqual([
      "not_met",
      "",
      "",
    ]);
  });
});

describe("assessments list state", () => {
  const page = { limit: 50, offset: 50 };

  it("lists active assessments by default and maps the URL's filters to the API's names", () => {
    const none = readAssessmentFilters({ page: "2" });
    expect(hasAssessmentFilters(none)).toBe(false);
    expect(assessmentListSearch(toAssessmentQuery(none, page))).toBe("limit=50&offset=50&is_archived=false");
    const set = readAssessmentFilters({
      assessment_status: "review_evals",
      vendor: "cbvndr_1",
      assignee: "cbuser_1",
      archived: "all",
    });
    expect(assessmentListSearch(toAssessmentQuery(set, page))).toBe(
      "limit=50&offset=50&vendor_id=cbvndr_1&assignee_id=cbuser_1&status=review_evals",
    );
    expect(clearedAssessmentFilters()).toEqual({
      assessment_status: null,
      vendor: null,
      assignee: null,
      archived: null,
    });
  });

  it("repeats status for the in-progress group, ignores an unknown status, and lets the vendor tab win", () => {
    const running = toAssessmentQuery(readAssessmentFilters({ assessment_status: "in_progress" }), page);
    expect(assessmentListSearch(running)).toBe(
      "limit=50&offset=50&status=created&status=collecting_documents&status=indexing_supporting_documents&status=analyzing_questionnaire&is_archived=false",
    );
    expect(toAssessmentQuery(readAssessmentFilters({ assessment_status: "done" }), page).status).toBeUndefined();
    const filters = readAssessmentFilters({ vendor: "cbvndr_other" });
    expect(toAssessmentQuery(filters, { ...page, vendorId: "cbvndr_mine" }).vendor_id).toBe("cbvndr_mine");
  });
});

describe("name template preview", () => {
  const values = {
    vendorName: "Globex",
    controlSets: ["SOC 2 Security Baseline", "ISO 27001"],
    services: ["Payroll"],
    now: new Date(Date.UTC(2025, 7, 9, 23, 30)),
  };

  it("renders every placeholder as the API does (UTC dates)", () => {
    expect(renderNameTemplate("{vendor_name} {year} {quarter} {month} review ({date})", values)).toEqual({
      name: "Globex 2025 Q3 08 review (2025-08-09)",
    });
    expect(renderNameTemplate("{control_sets} for {services}", values)).toEqual({
      name: "SOC 2 Security Baseline, ISO 27001 for Payroll",
    });
  });

  it("refuses an unknown placeholder and a name that comes out empty", () => {
    const unknown = renderNameTemplate("{vendor} review", values);
    expect(unknown).toMatchObject({ error: expect.stringContaining("Unknown placeholder {vendor}") });
    expect(renderNameTemplate("  {services} ", { ...values, services: [] })).toEqual({
      error: "This template makes an empty name.",
    });
  });
});
