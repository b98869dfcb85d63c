import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { batchesOf } from "@/lib/db/batches";
import { db } from "@/lib/db/client";
import { inOrg } from "@/lib/db/tenant";
import { watchTransactions } from "@/lib/db/transaction-watch";
import { domainEvents } from "@/lib/events/tables";
import { controlSets } from "@/lib/modules/controls/tables";
import type { Schemas } from "@/lib/testing/api-call-types";
import { changesOf } from "@/lib/testing/change-log";
import { createKey, createMember, createOrg, createVendor, type TestOrg } from "@/lib/testing/fixtures";
import { bodyAt, call, callApi, errorDetail, expectStatus } from "@/lib/testing/http";
import { createRadarEvent } from "@/lib/testing/radar";
import { LAUNCHES_PER_TRANSACTION } from "./launch-bulk";
import { zeroTouchAudit } from "./tables";
import {
  auditOf,
  completedRun,
  componentOf,
  getRun,
  launch,
  runJobs,
  securityPageText,
  uploadVendorDocument,
  writeConfig,
} from "./testing";

const component = componentOf;

/** The vendor as GET /v1/vendors/{vendor_id} answers it. */
const vendorOf = async (org: TestOrg, vendorId: string) =>
  bodyAt(await callApi("get", `/v1/vendors/${vendorId}`, { token: org.token }), 200);

/** detail.error of an error answer: what invalid_zero_touch_request names (an extension of the envelope). */
const detailError = (body: unknown) => {
  const detail = errorDetail(body);
  return "error" in detail ? detail.error : undefined;
};

describe("zero touch runs: access, launch and the run lifecycle", () => {
  let org: TestOrg;

  beforeAll(async () => {
    org = await createOrg("Zero Touch Runs Org");
  });

  it("accepts dashboard session tokens only: an ak_ key gets 401 Unauthorized role.", async () => {
    const key = await createKey(org, { name: "integration" });
    const vendor = await createVendor(org);
    const answers = [
      [
        "GET /v1/zero_touch_assessment/leaderboard",
        await callApi("get", "/v1/zero_touch_assessment/leaderboard", { token: key.secret }),
      ],
      [
        "POST /v1/zero_touch_assessment",
        await callApi("post", "/v1/zero_touch_assessment", { token: key.secret, body: { vendor_id: vendor.id } }),
      ],
    ] as const;
    for (const [path, result] of answers) {
      expect(result.status, path).toBe(401);
      expectStatus(result, 401);
      expect(result.body.detail).toBe("Unauthorized role.");
    }
  });

  it("answers 404 not_enabled on every route while the module is off", async () => {
    const other = await createOrg("Zero Touch Off Org");
    const off = await callApi("post", `/v1/org/${other.orgId}`, {
      token: other.token,
      body: { modules: { zero_touch: false } },
    });
    expectStatus(off, 200);
    // The module switch answers before any route: its 404 is not in the operation's document.
    const result = await call<unknown>("/v1/zero_touch_assessment/leaderboard", { token: other.token });
    expect(result.status).toBe(404);
    expect(errorDetail(result.body).code).toBe("not_enabled");
  });

  it("rejects an unknown vendor, service or template with 400 and an error key", async () => {
    const unknownVendor = await callApi("post", "/v1/zero_touch_assessment", {
      token: org.token,
      body: { vendor_id: "cbvndr_nope" },
    });
    expectStatus(unknownVendor, 400);
    expect(unknownVendor.body.detail.code).toBe("invalid_zero_touch_request");
    expect(detailError(unknownVendor.body)).toContain("cbvndr_nope");
    const vendor = await createVendor(org);
    const foreign = await createVendor(await createOrg("Foreign Org"));
    expect(
      (await callApi("post", "/v1/zero_touch_assessment", { token: org.token, body: { vendor_id: foreign.id } }))
        .status,
    ).toBe(400);
    const badService = await callApi("post", "/v1/zero_touch_assessment", {
      token: org.token,
      body: { vendor_id: vendor.id, service_ids: ["cbsvc_nope"] },
    });
    expect(badService.status).toBe(400);
    const badTemplate = await callApi("post", "/v1/zero_touch_assessment", {
      token: org.token,
      body: { vendor_id: vendor.id, template_key: "nope" },
    });
    expectStatus(badTemplate, 400);
    expect(detailError(badTemplate.body)).toContain("nope");
  });

  it("runs queued → complete in the background, scores on read before, and keeps a snapshot after", async () => {
    const vendor = await createVendor(org, { name: "Snapshot Vendor", website: "https://snapshot.example" });
    await uploadVendorDocument(org, vendor.id, securityPageText, "soc2_type2");
    await runJobs(org);
    const summary = await launch(org, { vendor_id: vendor.id });
    expect(summary).toMatchObject({ vendor_id: vendor.id, status: "queued", composite_score: null });
    expect(summary.id).toMatch(/^cbqsrw_[0-9a-f]{32}$/);

    const live = await getRun(org, summary.id);
    expect(live.status).toBe("queued");
    expect(live.result.composite_score).toEqual(expect.any(Number));
    expect(live.result.push_skipped_reason).toContain("Scored on read");

    await runJobs(org);
    const run = await getRun(org, summary.id);
    expect(run).toMatchObject({ status: "complete", vendor_name: "Snapshot Vendor", review_status: "unreviewed" });
    expect(run.completed_at).toEqual(expect.any(Number));
    expect(run.result.composite_score).toBeGreaterThan(0);
    expect(run.result.composite_score).toBeLessThanOrEqual(100);
    expect(run.result.profile).toMatchObject({ company_name: "Snapshot Vendor", url: "https://snapshot.example" });
    expect(run.result.coverage!.percent).toBeGreaterThan(0);
    expect(run.result.profile!.risk_tier).toBe(
      run.result.coverage!.is_sufficient
        ? expect.stringMatching(/critical|high|moderate|low|minimal/)
        : "insufficient_evidence",
    );

    const controls = component(run, "controls");
    expect(controls.status).toBe("scored");
    expect(controls.inputs.some((input) => input.kind === "control" && input.effect > 0)).toBe(true);
    expect(component(run, "security")).toMatchObject({ status: "scored" });
    expect(component(run, "security").inputs[0]).toMatchObject({
      kind: "document",
      label: "SOC 2 Type II report on file",
      effect: 25,
    });

    const assessment = await callApi("get", `/v1/assessments/${summary.id}`, { token: org.token });
    expect(assessment.body).toMatchObject({ status: "review_evals", is_zero_touch: true });
  });

  it("evaluates a large evidence set on a thread with the same outcome as in place", async () => {
    const small = await createVendor(org, { name: "Small Evidence Vendor" });
    const large = await createVendor(org, { name: "Large Evidence Vendor" });
    await uploadVendorDocument(org, small.id, securityPageText, "other");
    // Past THREAD_THRESHOLD_CHARS: filler lines that match no control around the same passages.
    const filler = "Quarterly newsletter about office plants and the cafeteria menu.\n".repeat(3_500);
    await uploadVendorDocument(org, large.id, `${filler}${securityPageText}\n${filler}`, "other");
    await runJobs(org);
    const [inPlace, onThread] = [await completedRun(org, small.id), await completedRun(org, large.id)];
    const results = (run: Schemas["ZeroTouchRun"]) => component(run, "controls").inputs.map((input) => input.label);
    expect(results(onThread)).toEqual(results(inPlace));
    expect(component(onThread, "controls").score).toBe(component(inPlace, "controls").score);
  });

  it("excludes components without data and renormalises the weights over those that resolved", async () => {
    const vendor = await createVendor(org, { name: "Bare Vendor" });
    await uploadVendorDocument(org, vendor.id, securityPageText, "other");
    await runJobs(org);
    const run = await completedRun(org, vendor.id);
    const statuses = Object.fromEntries(run.result.components.map((entry) => [entry.key, entry.status]));
    expect(statuses).toMatchObject({
      controls: "scored",
      financial_health: "unavailable",
      registration: "unavailable",
    });
    const scored = run.result.components.filter((entry) => entry.status === "scored");
    const weightSum = scored.reduce((sum, entry) => sum + entry.weight, 0);
    expect(weightSum).toBeCloseTo(1, 3);
    for (const entry of run.result.components.filter((candidate) => candidate.status !== "scored")) {
      expect(entry).toMatchObject({ score: null, weight: 0 });
    }
    // Only the controls resolved: the composite is the controls score, not diluted by zeros.
    if (scored.length === 1) {
      expect(run.result.composite_score).toBe(component(run, "controls").score);
    }
  });

  it("reports reputation not_screened when nothing was searched, and people unavailable without deduction", async () => {
    const quiet = await createOrg("Quiet Zero Touch Org");
    const vendor = await createVendor(quiet, { name: "Unscreened Vendor" });
    const run = await completedRun(quiet, vendor.id);
    expect(run.result.reputation?.overall).toBe("not_screened");
    expect(run.result.reputation!.dimensions.every((dimension) => dimension.standing === "not_screened")).toBe(true);
    expect(component(run, "people").status).toBe("unavailable");
    expect(run.result.composite_score).toBeNull();
    const web = run.result.sources.filter((source) => source.kind === "web");
    expect(web.every((source) => source.status === "unavailable")).toBe(true);
    expect(run.result.sources.find((source) => source.kind === "infrastructure")?.status).toBe("unavailable");
  });

  it("turns radar events on the vendor into reputation findings and people deductions", async () => {
    const vendor = await createVendor(org, { name: "Embattled Vendor" });
    await createRadarEvent(org, [vendor.id], {
      name: "CEO charged with fraud",
      summary: "The founder and CEO of Embattled Vendor was charged with securities fraud.",
      primary_impact_type: "Legal",
    });
    await createRadarEvent(org, [vendor.id], { name: "Data breach", primary_impact_type: "Infosec" });
    const run = await completedRun(org, vendor.id);
    const reputation = run.result.reputation!;
    expect(reputation.overall).toBe("adverse");
    expect(reputation.finding_count).toBe(2);
    expect(reputation.findings[0]?.is_material).toBe(true);
    const conduct = reputation.dimensions.find((dimension) => dimension.key === "executive_conduct");
    expect(conduct).toMatchObject({ standing: "adverse", finding_count: 1 });
    expect(reputation.dimensions.find((dimension) => dimension.key === "regulatory")?.standing).toBe("clear");
    const people = component(run, "people");
    expect(people.status).toBe("scored");
    expect(people.score).toBeLessThan(100);
    expect(people.inputs.some((input) => input.kind === "radar_event" && input.effect < 0)).toBe(true);
    const security = component(run, "security");
    expect(security.inputs.some((input) => input.kind === "radar_event" && input.effect < 0)).toBe(true);
  });

  it("answers 409 when no zero touch control set is designated", async () => {
    const bare = await createOrg("No Scope Org");
    await db().update(controlSets).set({ isZeroTouch: false }).where(inOrg(controlSets, bare.orgId));
    const vendor = await createVendor(bare);
    const result = await callApi("post", "/v1/zero_touch_assessment", {
      token: bare.token,
      body: { vendor_id: vendor.id },
    });
    expectStatus(result, 409);
    expect(result.body.detail.code).toBe("zero_touch_not_configured");
    const config = await callApi("get", "/v1/zero_touch_assessment/config", { token: bare.token });
    expect(config.body).toMatchObject({ is_ready: false, control_sets: [], active_template_key: null });
  });

  it("lists runs through POST /v1/assessment/query with the is_zero_touch rule", async () => {
    const vendor = await createVendor(org, { name: "Query Vendor" });
    const summary = await launch(org, { vendor_id: vendor.id });
    const full = await callApi("post", "/v1/assessments", {
      token: org.token,
      body: { vendor_id: vendor.id, control_set_ids: [] },
    });
    expectStatus(full, 201);
    const query = (rules: Schemas["AssessmentQuery"]["rules"]) =>
      callApi("post", "/v1/assessment/query", { token: org.token, body: { rules, limit: 50, offset: 0 } });
    const vendorRule = { path: "vendor_id", op: "eq", value: vendor.id } as const;
    const runs = await query([vendorRule, { path: "is_zero_touch", op: "eq", value: true }]);
    expectStatus(runs, 200);
    expect(runs.body.items.map((item) => item.id)).toEqual([summary.id]);
    const fullOnly = await query([vendorRule, { path: "is_zero_touch", op: "eq", value: false }]);
    expect(bodyAt(fullOnly, 200).items.map((item) => item.id)).toEqual([full.body.id]);
    expect(bodyAt(await query([vendorRule]), 200).total).toBe(2);
    const unknownRule = {
      token: org.token,
      uncheckedBody: { rules: [{ path: "nope", op: "eq", value: 1 }], limit: 50, offset: 0 },
    };
    expect((await callApi("post", "/v1/assessment/query", unknownRule)).status).toBe(422);
    await runJobs(org);
  });
});

describe("zero touch: bulk launch, leaderboard and previous runs", () => {
  let org: TestOrg;

  beforeAll(async () => {
    org = await createOrg("Zero Touch Leaderboard Org");
  });

  it("creates every vendor once and reports the failures, always 200", async () => {
    const vendors = [await createVendor(org, { name: "Bulk A" }), await createVendor(org, { name: "Bulk B" })];
    const result = await callApi("post", "/v1/zero_touch_assessment/bulk", {
      token: org.token,
      body: { vendor_ids: [vendors[0]!.id, vendors[1]!.id, vendors[0]!.id, "cbvndr_missing"] },
    });
    expectStatus(result, 200);
    expect(result.body.created.map((run) => run.vendor_id).sort()).toEqual(vendors.map((vendor) => vendor.id).sort());
    expect(result.body.failed).toEqual([
      { vendor_id: "cbvndr_missing", error: expect.stringContaining("cbvndr_missing") },
    ]);
    const tooMany = await callApi("post", "/v1/zero_touch_assessment/bulk", {
      token: org.token,
      body: { vendor_ids: Array.from({ length: 201 }, (_, index) => `cbvndr_${index}`) },
    });
    expect(tooMany.status).toBe(422);
    const summaries = await callApi("post", "/v1/zero_touch_assessment/summaries", {
      token: org.token,
      body: { ids: result.body.created.map((run) => run.id) },
    });
    expect(bodyAt(summaries, 200).items).toHaveLength(2);
    await runJobs(org);
  });

  it("launches a larger bulk in the order asked, an unknown vendor among them reported alone", async () => {
    const vendors = [];
    for (let index = 0; index < 30; index += 1) {
      vendors.push(await createVendor(org, { name: `Bulk ${index}` }));
    }
    const ids = vendors.map((vendor) => vendor.id as string);
    const requested = [...ids.slice(0, 10), "cbvndr_unknown_in_bulk", ...ids.slice(10)];
    const watch = watchTransactions();
    const result = await callApi("post", "/v1/zero_touch_assessment/bulk", {
      token: org.token,
      body: { vendor_ids: requested },
    });
    watch.stop();
    expectStatus(result, 200);
    // A batch of vendors per transaction, never the whole bulk.
    const launching = watch.transactions.filter((transaction) => transaction.writes.zero_touch_runs);
    expect(launching.map((transaction) => transaction.writes.zero_touch_runs)).toEqual(
      batchesOf(requested, LAUNCHES_PER_TRANSACTION).map((batch) => batch.filter((id) => ids.includes(id)).length),
    );
    expect(
      Math.max(...watch.transactions.map((transaction) => transaction.writes.assessments ?? 0)),
    ).toBeLessThanOrEqual(LAUNCHES_PER_TRANSACTION);
    expect(result.body.created.map((run) => run.vendor_id)).toEqual(ids);
    expect(result.body.failed).toEqual([
      { vendor_id: "cbvndr_unknown_in_bulk", error: expect.stringContaining("cbvndr_unknown_in_bulk") },
    ]);
    // Every run reported as created exists, once, with its job queued.
    const summaries = await callApi("post", "/v1/zero_touch_assessment/summaries", {
      token: org.token,
      body: { ids: result.body.created.map((run) => run.id) },
    });
    expect(
      bodyAt(summaries, 200)
        .items.map((run) => run.vendor_id)
        .sort(),
    ).toEqual([...ids].sort());
    await runJobs(org);
    const ended = await callApi("post", "/v1/zero_touch_assessment/summaries", {
      token: org.token,
      body: { ids: result.body.created.map((run) => run.id) },
    });
    expect(new Set(bodyAt(ended, 200).items.map((run) => run.status))).toEqual(new Set(["complete"]));
  });

  it("writes for each vendor of a bulk what a single launch writes: event, change log, superseded run", async () => {
    const vendors = [
      await createVendor(org, { name: "Bulk Rerun A" }),
      await createVendor(org, { name: "Bulk Rerun B" }),
      await createVendor(org, { name: "Bulk First C" }),
    ];
    const ids = vendors.map((vendor) => vendor.id as string);
    const earlier = [await completedRun(org, ids[0] as string), await completedRun(org, ids[1] as string)];
    const result = await callApi("post", "/v1/zero_touch_assessment/bulk", {
      token: org.token,
      body: { vendor_ids: ids },
    });
    expectStatus(result, 200);
    expect(result.body.failed).toEqual([]);
    const created = result.body.created;
    const runs = await Promise.all(created.map((run) => getRun(org, run.id)));
    expect(runs.map((run) => [run.vendor_id, run.previous_run_id, run.status])).toEqual([
      [ids[0], earlier[0]!.id, "queued"],
      [ids[1], earlier[1]!.id, "queued"],
      [ids[2], null, "queued"],
    ]);
    const single = await launch(org, { vendor_id: ids[2]! });
    expect(Object.keys(single).sort()).toEqual(Object.keys(created[0]!).sort());

    for (const [index, previous] of earlier.entries()) {
      const trail = await auditOf(org, previous.id);
      expect(trail.at(-1)).toMatchObject({
        action: "rerun_requested",
        note: `Superseded by run ${created[index]!.id}.`,
        composite_before: previous.result.composite_score,
        composite_after: previous.result.composite_score,
      });
    }
    for (const run of created) {
      const assessment = await callApi("get", `/v1/assessments/${run.id}`, { token: org.token });
      expectStatus(assessment, 200);
      expect(assessment.body).toMatchObject({ vendor_id: run.vendor_id, status: "created", is_zero_touch: true });
      expect(assessment.body.name).toBe(`Zero touch: ${vendors.find((vendor) => vendor.id === run.vendor_id)?.name}`);
      const log = await changesOf(org, "assessment", run.id);
      expect(log.map((entry) => [entry.action, entry.actor.type])).toEqual([["created", "user"]]);
    }
    const events = await db()
      .select({ data: domainEvents.data })
      .from(domainEvents)
      .where(and(eq(domainEvents.orgId, org.orgId), eq(domainEvents.eventType, "Assessment.Created")));
    const announced = new Set(events.map((event) => (event.data as { assessment_id: string }).assessment_id));
    expect(created.every((run) => announced.has(run.id))).toBe(true);

    await runJobs(org);
    const board = bodyAt(
      await callApi("get", "/v1/zero_touch_assessment/leaderboard?limit=200", { token: org.token }),
      200,
    );
    for (const run of created.slice(0, 2)) {
      expect(board.items.filter((row) => row.vendor_id === run.vendor_id)).toEqual([
        expect.objectContaining({ assessment_id: run.id }),
      ]);
    }
  });

  it("tries each vendor alone when the bulk as a whole fails, so that only the vendor at fault fails", async () => {
    const vendors = [
      await createVendor(org, { name: "Fallback A" }),
      await createVendor(org, { name: "Fallback Faulty" }),
      await createVendor(org, { name: "Fallback C" }),
    ];
    const ids = vendors.map((vendor) => vendor.id as string);
    const faulty = ids[1] as string;
    // A real failure inside the database for one vendor's run row, which no validation foresees.
    const trigger = `zt_bulk_fault_${faulty.replace(/\W/g, "_")}`;
    await db().execute(
      sql.raw(`create function ${trigger}() returns trigger language plpgsql as $$
        begin
          if new.vendor_id = '${faulty}' then raise exception 'refused for the test'; end if;
          return new;
        end $$`),
    );
    await db().execute(
      sql.raw(`create trigger ${trigger} before insert on zero_touch_runs for each row execute function ${trigger}()`),
    );
    try {
      const result = await callApi("post", "/v1/zero_touch_assessment/bulk", {
        token: org.token,
        body: { vendor_ids: ids },
      });
      expectStatus(result, 200);
      expect(result.body.created.map((run) => run.vendor_id)).toEqual([ids[0], ids[2]]);
      expect(result.body.failed).toEqual([{ vendor_id: faulty, error: "The run could not be created; try again." }]);
    } finally {
      await db().execute(sql.raw(`drop trigger ${trigger} on zero_touch_runs`));
      await db().execute(sql.raw(`drop function ${trigger}()`));
    }
    // Nothing of the faulty vendor's attempt is left behind: neither a run nor its assessment.
    const assessments = await callApi("get", `/v1/assessments?vendor_id=${faulty}`, { token: org.token });
    expect(bodyAt(assessments, 200).items).toEqual([]);
    await runJobs(org);
  });

  it("ranks one row per vendor across the organization, unscored last, and keeps ranks under search", async () => {
    const strong = await createVendor(org, { name: "Leader Strong" });
    await uploadVendorDocument(org, strong.id, securityPageText, "soc2_type2");
    const weak = await createVendor(org, { name: "Leader Weak" });
    await createRadarEvent(org, [weak.id], { name: "Weak breach", primary_impact_type: "Infosec" });
    await runJobs(org);
    await completedRun(org, strong.id);
    await completedRun(org, weak.id);
    const second = await completedRun(org, strong.id);

    const board = await callApi("get", "/v1/zero_touch_assessment/leaderboard?limit=200", { token: org.token });
    expectStatus(board, 200);
    const rows = board.body.items;
    expect(rows.filter((row) => row.vendor_id === strong.id)).toHaveLength(1);
    expect(rows.find((row) => row.vendor_id === strong.id)?.assessment_id).toBe(second.id);
    expect(rows.map((row) => row.rank)).toEqual(rows.map((_, index) => index + 1));
    const scores = rows.map((row) => row.composite_score);
    const firstNull = scores.indexOf(null);
    if (firstNull >= 0) {
      expect(scores.slice(firstNull).every((score) => score === null)).toBe(true);
    }
    const numeric = scores.filter((score): score is number => score !== null);
    expect(numeric).toEqual([...numeric].sort((a, b) => b - a));
    expect(rows[0]?.components).toHaveLength(5);

    const strongRank = rows.find((row) => row.vendor_id === strong.id)!.rank;
    const searched = await callApi("get", "/v1/zero_touch_assessment/leaderboard?search=leader%20strong", {
      token: org.token,
    });
    expectStatus(searched, 200);
    expect(searched.body.items).toEqual([expect.objectContaining({ vendor_id: strong.id, rank: strongRank })]);
    expect(searched.body.total).toBe(1);
    const sliced = await callApi("get", "/v1/zero_touch_assessment/leaderboard?limit=1&offset=1", { token: org.token });
    expectStatus(sliced, 200);
    expect(sliced.body.items[0]?.rank).toBe(2);
    expect(sliced.body.total).toBe(rows.length);

    expect(second.previous_run_id).toEqual(expect.stringMatching(/^cbqsrw_/));
    expect(second.result.changes_since_previous).toMatchObject({ previous_run_id: second.previous_run_id });
    const previousAudit = await auditOf(org, second.previous_run_id!);
    expect(previousAudit.map((entry) => entry.action)).toContain("rerun_requested");
  });

  it("shows what moved since the previous run and why", async () => {
    const vendor = await createVendor(org, { name: "Improving Vendor" });
    await completedRun(org, vendor.id);
    await uploadVendorDocument(org, vendor.id, securityPageText, "soc2_type2");
    await runJobs(org);
    const run = await completedRun(org, vendor.id);
    const changes = run.result.changes_since_previous!;
    expect(changes.composite_after).toBe(run.result.composite_score);
    const security = changes.components.find((change) => change.key === "security");
    expect(security?.before).toBeNull();
    expect(security?.reason).toContain("unavailable → scored");
    expect(changes.summary).toContain("Composite");
  });
});

describe("zero touch: review, correction, rescore and the audit trail", () => {
  let org: TestOrg;

  beforeAll(async () => {
    org = await createOrg("Zero Touch Review Org");
  });

  it("refuses approval before the run finishes, then approves, sets the vendor status and writes the trail", async () => {
    const vendor = await createVendor(org, { name: "Review Vendor" });
    const summary = await launch(org, { vendor_id: vendor.id });
    const early = await callApi("post", `/v1/zero_touch_assessment/${summary.id}/review`, {
      token: org.token,
      body: { action: "approved" },
    });
    expectStatus(early, 409);
    expect(early.body.detail.code).toBe("zero_touch_run_unfinished");
    await runJobs(org);

    const statuses = bodyAt(await callApi("get", "/v1/statuses?entity=vendor", { token: org.token }), 200);
    const active = statuses.items.find((status) => status.name === "Active")!;
    const approved = await callApi("post", `/v1/zero_touch_assessment/${summary.id}/review`, {
      token: org.token,
      body: { action: "approved", note: "Looks fine.", vendor_status_id: active.id },
    });
    expectStatus(approved, 200);
    expect(approved.body.review_status).toBe("approved");
    const vendorAfter = await callApi("get", `/v1/vendors/${vendor.id}`, { token: org.token });
    expect(bodyAt(vendorAfter, 200).status_id).toBe(active.id);
    const assessment = await callApi("get", `/v1/assessments/${summary.id}`, { token: org.token });
    expect(bodyAt(assessment, 200).status).toBe("complete");

    const tooLong = await callApi("post", `/v1/zero_touch_assessment/${summary.id}/review`, {
      token: org.token,
      body: { action: "note", note: "x".repeat(4001) },
    });
    expect(tooLong.status).toBe(422);
    const badStatus = await callApi("post", `/v1/zero_touch_assessment/${summary.id}/review`, {
      token: org.token,
      body: { action: "note", vendor_status_id: "cbst_nope" },
    });
    expect(badStatus.status).toBe(400);

    const trail = await auditOf(org, summary.id);
    expect(trail).toEqual([
      expect.objectContaining({
        action: "approved",
        note: "Looks fine.",
        changes: [{ field: "vendor_status", before: null, after: "Active" }],
        actor: expect.objectContaining({ type: "user", name: "Ada Admin" }),
      }),
    ]);
  });

  it("corrects the website, rescoring the run; a no-op still writes an entry with empty changes", async () => {
    const vendor = await createVendor(org, { name: "Wrong Site Inc", website: "https://wrong.example" });
    const run = await completedRun(org, vendor.id);
    const preview = await callApi("post", `/v1/zero_touch_assessment/${run.id}/correct/preview`, {
      token: org.token,
      body: { instruction: "The website is https://right.example" },
    });
    expect(bodyAt(preview, 200).changes).toEqual([
      { field: "website", before: "https://wrong.example", after: "https://right.example" },
    ]);
    expect((await vendorOf(org, vendor.id)).website).toBe("https://wrong.example");

    const corrected = await callApi("post", `/v1/zero_touch_assessment/${run.id}/correct`, {
      token: org.token,
      body: { instruction: "The website is https://right.example" },
    });
    expectStatus(corrected, 200);
    expect(corrected.body.result.profile?.url).toBe("https://right.example");
    expect((await vendorOf(org, vendor.id)).website).toBe("https://right.example");

    const noop = await callApi("post", `/v1/zero_touch_assessment/${run.id}/correct`, {
      token: org.token,
      body: { instruction: "Nothing to change here" },
    });
    expect(noop.status).toBe(200);
    const trail = await auditOf(org, run.id);
    expect(trail.map((entry) => entry.action)).toEqual(["corrected", "corrected"]);
    expect(trail[0]).toMatchObject({
      instruction: "The website is https://right.example",
      changes: [{ field: "website", before: "https://wrong.example", after: "https://right.example" }],
      composite_before: run.result.composite_score,
    });
    expect(trail[1]).toMatchObject({ changes: [], instruction: "Nothing to change here" });
    const tooLong = await callApi("post", `/v1/zero_touch_assessment/${run.id}/correct`, {
      token: org.token,
      body: { instruction: "x".repeat(2001) },
    });
    expect(tooLong.status).toBe(422);
  });

  it("applies a launch instruction to the vendor before the run starts", async () => {
    const vendor = await createVendor(org, { name: "Old Name Ltd" });
    const summary = await launch(org, { vendor_id: vendor.id, instruction: "The company name is New Name Ltd." });
    expect((await vendorOf(org, vendor.id)).name).toBe("New Name Ltd");
    const trail = await auditOf(org, summary.id);
    expect(trail[0]).toMatchObject({
      action: "corrected",
      changes: [{ field: "name", before: "Old Name Ltd", after: "New Name Ltd" }],
    });
    await runJobs(org);
  });

  it("serialises a concurrent rescore and correction on one run", async () => {
    const vendor = await createVendor(org, { name: "Race Vendor" });
    const run = await completedRun(org, vendor.id);
    await uploadVendorDocument(org, vendor.id, securityPageText, "soc2_type2");
    await runJobs(org);
    const [rescored, corrected] = await Promise.all([
      callApi("post", `/v1/zero_touch_assessment/${run.id}/rescore`, { token: org.token }),
      callApi("post", `/v1/zero_touch_assessment/${run.id}/correct`, {
        token: org.token,
        body: { instruction: "The website is https://race.example" },
      }),
    ]);
    expect(rescored.status, rescored.text).toBe(200);
    expect(corrected.status, corrected.text).toBe(200);
    const trail = await auditOf(org, run.id);
    expect(trail).toHaveLength(2);
    // Each entry starts from the composite the other left: the two ran one after the other.
    expect(trail[1]?.composite_before).toBe(trail[0]?.composite_after);
    expect(trail[0]?.composite_before).toBe(run.result.composite_score);
    expect((await getRun(org, run.id)).result.composite_score).toBe(trail[1]?.composite_after);
  });

  it("archives a run: the vendor's previous run takes its leaderboard place", async () => {
    const vendor = await createVendor(org, { name: "Archive Vendor" });
    const first = await completedRun(org, vendor.id);
    const second = await completedRun(org, vendor.id);
    const archived = await callApi("post", `/v1/zero_touch_assessment/${second.id}/review`, {
      token: org.token,
      body: { action: "archived" },
    });
    expectStatus(archived, 200);
    expect(archived.body).toMatchObject({ review_status: "archived", is_archived: true });
    const board = await callApi("get", "/v1/zero_touch_assessment/leaderboard?search=archive%20vendor", {
      token: org.token,
    });
    expect(bodyAt(board, 200).items.map((row) => row.assessment_id)).toEqual([first.id]);
    const again = await callApi("post", `/v1/zero_touch_assessment/${second.id}/rescore`, { token: org.token });
    expectStatus(again, 409);
    expect(again.body.detail.code).toBe("zero_touch_run_archived");
  });

  it("keeps the audit append-only: the database refuses updates and deletes", async () => {
    const vendor = await createVendor(org, { name: "Append Vendor" });
    const run = await completedRun(org, vendor.id);
    await callApi("post", `/v1/zero_touch_assessment/${run.id}/review`, {
      token: org.token,
      body: { action: "note", note: "n" },
    });
    await expect(
      db().update(zeroTouchAudit).set({ note: "changed" }).where(eq(zeroTouchAudit.assessmentId, run.id)),
    ).rejects.toThrow();
    await expect(db().delete(zeroTouchAudit).where(eq(zeroTouchAudit.assessmentId, run.id))).rejects.toThrow();
    const [row] = await db()
      .select({ count: sql<number>`count(*)::int` })
      .from(zeroTouchAudit)
      .where(eq(zeroTouchAudit.assessmentId, run.id));
    expect(row?.count).toBe(1);
  });

  it("lets members review but not configure, and answers another organization's run with 404", async () => {
    const member = await createMember(org, "org:member");
    const vendor = await createVendor(org, { name: "Member Vendor" });
    const run = await completedRun(org, vendor.id);
    const note = await callApi("post", `/v1/zero_touch_assessment/${run.id}/review`, {
      token: member.token,
      body: { action: "note", note: "member note" },
    });
    expect(note.status).toBe(200);
    const config = await callApi("post", "/v1/zero_touch_assessment/config", {
      token: member.token,
      body: { control_weight: 10 },
    });
    expect(config.status).toBe(403);
    const stranger = await createOrg("Stranger Org");
    for (const result of [
      await callApi("get", `/v1/zero_touch_assessment/${run.id}`, { token: stranger.token }),
      await callApi("get", `/v1/zero_touch_assessment/${run.id}/audit`, { token: stranger.token }),
    ]) {
      expectStatus(result, 404);
      expect(result.body.detail.code).toBe("zero_touch_run_not_found");
    }
  });
});

describe("zero touch: configuration, templates and the score push", () => {
  let org: TestOrg;

  beforeAll(async () => {
    org = await createOrg("Zero Touch Config Org");
  });

  it("reads the defaults, writes partial changes and switches components off", async () => {
    const initial = await callApi("get", "/v1/zero_touch_assessment/config", { token: org.token });
    expectStatus(initial, 200);
    expect(initial.body).toMatchObject({
      is_ready: true,
      active_template_key: "zero_touch",
      config: { control_weight: 40, score_target: "none", push_risk_tier_to_vendor: false, verification_pass: true },
    });
    expect(initial.body.control_sets).toEqual([
      expect.objectContaining({ name: "Zero Touch Public Evidence", control_count: 20 }),
    ]);
    const written = await writeConfig(org, { include_security_score: false, people_weight: 0 });
    expect(written.config).toMatchObject({ include_security_score: false, people_weight: 0, control_weight: 40 });
    expect(
      (await callApi("post", "/v1/zero_touch_assessment/config", { token: org.token, body: { control_weight: 101 } }))
        .status,
    ).toBe(422);
    expect(
      (await callApi("post", "/v1/zero_touch_assessment/config", { token: org.token, uncheckedBody: { unknown: 1 } }))
        .status,
    ).toBe(422);

    const vendor = await createVendor(org, { name: "Switched Vendor" });
    await uploadVendorDocument(org, vendor.id, securityPageText, "soc2_type2");
    await runJobs(org);
    const run = await completedRun(org, vendor.id);
    expect(component(run, "security")).toMatchObject({ status: "disabled", weight: 0, score: null });
    await writeConfig(org, { include_security_score: true, people_weight: 10 });
  });

  it("lists templates and switches the scope; a custom set blocks the switch with 409", async () => {
    const templates = bodyAt(await callApi("get", "/v1/zero_touch_assessment/templates", { token: org.token }), 200);
    expect(templates.active_template_key).toBe("zero_touch");
    expect(templates.items.map((item) => item.key)).toEqual(["soc2", "iso27001", "zero_touch"]);
    expect(templates.items[2]?.domains.length).toBeGreaterThan(0);
    const switched = await callApi("post", "/v1/zero_touch_assessment/template", {
      token: org.token,
      body: { template_key: "soc2" },
    });
    expectStatus(switched, 200);
    expect(switched.body.active_template_key).toBe("soc2");
    expect(
      (await callApi("post", "/v1/zero_touch_assessment/template", { token: org.token, body: { template_key: "x" } }))
        .status,
    ).toBe(400);
    const vendor = await createVendor(org, { name: "Template Vendor" });
    await launch(org, { vendor_id: vendor.id, template_key: "zero_touch" });
    expect(
      bodyAt(await callApi("get", "/v1/zero_touch_assessment/templates", { token: org.token }), 200)
        .active_template_key,
    ).toBe("zero_touch");

    const custom = await createOrg("Custom Set Org");
    await db()
      .update(controlSets)
      .set({ templateKey: null })
      .where(inOrg(controlSets, custom.orgId, eq(controlSets.isZeroTouch, true)));
    const blocked = await callApi("post", "/v1/zero_touch_assessment/template", {
      token: custom.token,
      body: { template_key: "soc2" },
    });
    expectStatus(blocked, 409);
    expect(blocked.body.detail.code).toBe("zero_touch_custom_control_set");
    expect(
      bodyAt(await callApi("get", "/v1/zero_touch_assessment/templates", { token: custom.token }), 200)
        .active_template_key,
    ).toBeNull();
    await runJobs(org);
  });

  it("writes only the chosen score target, and the tier push stands down for vendor_inherent", async () => {
    // Coverage is not what this test is about: a document alone is enough to push here.
    await writeConfig(org, { score_target: "vendor_inherent", push_risk_tier_to_vendor: true, minimum_coverage: 10 });
    const vendor = await createVendor(org, { name: "Pushed Vendor" });
    await uploadVendorDocument(org, vendor.id, securityPageText, "soc2_type2");
    await runJobs(org);
    const run = await completedRun(org, vendor.id);
    expect(run.result.push).toMatchObject({ score_target: "vendor_inherent", pushed: true });
    expect(run.result.risk_tier_push_skipped_reason).toContain("Not needed");
    const levels = bodyAt(await callApi("get", "/v1/risk_levels", { token: org.token }), 200).items;
    const pushed = levels.find((level) => level.name === run.result.push.risk_level_name)!;
    const after = await vendorOf(org, vendor.id);
    expect(after.inherent_risk_level_id).toBe(pushed.id);
    expect(after.residual_risk_level_id ?? null).toBeNull();

    await writeConfig(org, { score_target: "vendor_residual", push_risk_tier_to_vendor: false });
    const rescored = await callApi("post", `/v1/zero_touch_assessment/${run.id}/rescore`, { token: org.token });
    expectStatus(rescored, 200);
    expect(rescored.body.result.push).toMatchObject({ score_target: "vendor_residual", pushed: true });
    expect(rescored.body.result.risk_tier_push_skipped_reason).toBe(
      "Pushing the risk tier to the vendor is switched off in the zero touch settings.",
    );
    expect((await vendorOf(org, vendor.id)).residual_risk_level_id).toBe(pushed.id);

    await writeConfig(org, { score_target: "none" });
    const none = await callApi("post", `/v1/zero_touch_assessment/${run.id}/rescore`, { token: org.token });
    expectStatus(none, 200);
    expect(none.body.result.push_skipped_reason).toContain("write the score nowhere");
    const trail = await auditOf(org, run.id);
    expect(trail.map((entry) => entry.action)).toEqual(["rescored", "rescored"]);
  });
});
