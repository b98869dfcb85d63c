import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { workflowRuns } from "@/lib/modules/workflows/tables";
import type { Schemas } from "@/lib/testing/api-call-types";
import { uploadedDocument } from "@/lib/testing/documents";
import {
  createKey,
  createOrg,
  createService,
  createUser,
  createVendor,
  createWorkflow,
  type TestOrg,
} from "@/lib/testing/fixtures";
import { bodyAt, call, callApi, expectStatus } from "@/lib/testing/http";
import { insertPortal } from "@/lib/testing/records";
import { controlSetId, createAssessmentCall, eventsOf, getAssessmentCall } from "./testing";

const OBJECT_FIELDS = [
  "approved_at",
  "approved_by",
  "archived_at",
  "assignee_id",
  "control_set_ids",
  "created_at",
  "findings_count",
  "id",
  "initiated_at",
  "is_archived",
  "is_zero_touch",
  "name",
  "progress",
  "score_percent",
  "service_ids",
  "status",
  "status_reason",
  "supporting_document_ids",
  "updated_at",
  "vendor_id",
];

async function setup() {
  const org = await createOrg();
  const vendor = await createVendor(org, { name: "Globex Cloud" });
  const soc2 = await controlSetId(org, /SOC 2/);
  return { org, vendor, soc2 };
}

const rejection = (error: string | RegExp) => ({ detail: { error: expect.stringMatching(error) } });

const assessmentTotal = async (token: string) => bodyAt(await callApi("get", "/v1/assessments", { token }), 200).total;

describe("POST /v1/assessments", () => {
  it("creates an assessment in status created, with workflow_run_id on the create response only", async () => {
    const { org, vendor, soc2 } = await setup();
    const key = await createKey(org);
    const created = await createAssessmentCall(key.secret, { vendor_id: vendor.id, control_set_ids: [soc2] });
    expectStatus(created, 201);
    expect(Object.keys(created.body).sort()).toEqual([...OBJECT_FIELDS, "workflow_run_id"].sort());
    const today = new Date().toISOString().slice(0, 10);
    expect(created.body).toMatchObject({
      vendor_id: vendor.id,
      name: `Globex Cloud assessment ${today}`,
      status: "created",
      control_set_ids: [soc2],
      service_ids: [],
      assignee_id: null,
      score_percent: null,
      findings_count: 0,
      initiated_at: null,
      workflow_run_id: null,
      is_archived: false,
    });
    expect(created.body.id).toMatch(/^cbqsrw_[0-9a-f]{32}$/);
    const read = await getAssessmentCall(key.secret, created.body.id);
    expectStatus(read, 200);
    expect(Object.keys(read.body).sort()).toEqual([...OBJECT_FIELDS, "custom_fields"].sort());
    expect(read.body.custom_fields).toEqual([]);
    expect(read.body.progress).toEqual({ controls_evaluated: 0, controls_total: 22 });
    expect(await eventsOf(org, "Assessment.Created")).toEqual([
      { type: "Assessment.Created", data: { assessment_id: created.body.id } },
    ]);
  });

  it("accepts an empty control_set_ids and the unspecified create options", async () => {
    const { org, vendor } = await setup();
    const body = {
      vendor_id: vendor.id,
      control_set_ids: [],
      risk_type: "cyber",
      doc_collection_mode: "x",
      products: ["a"],
    };
    const created = await createAssessmentCall(org.token, body);
    expectStatus(created, 201);
    expect(created.body.control_set_ids).toEqual([]);
  });

  it("names the assessment from name, else the template's placeholders", async () => {
    const { org, vendor, soc2 } = await setup();
    const service = await createService(org, vendor.id, { name: "Payroll API" });
    const named = await createAssessmentCall(org.token, {
      vendor_id: vendor.id,
      control_set_ids: [soc2],
      name: "  Annual review  ",
      assessment_name_format: "{vendor_name} ignored",
    });
    expect(bodyAt(named, 201).name).toBe("Annual review");
    const templated = await createAssessmentCall(org.token, {
      vendor_id: vendor.id,
      control_set_ids: [soc2],
      service_ids: [service.id],
      assessment_name_format: "{vendor_name} {year} {quarter} ({month}): {control_sets} / {services}",
    });
    const now = new Date();
    const quarter = `Q${Math.floor(now.getUTCMonth() / 3) + 1}`;
    const month = String(now.getUTCMonth() + 1).padStart(2, "0");
    expectStatus(templated, 201);
    expect(templated.body.name).toBe(
      `Globex Cloud ${now.getUTCFullYear()} ${quarter} (${month}): SOC 2 Security Baseline / Payroll API`,
    );
    expect(templated.body.service_ids).toEqual([service.id]);
  });

  it("answers 422 validation arrays for schema failures", async () => {
    const { org, vendor } = await setup();
    const missingVendor = await callApi("post", "/v1/assessments", {
      token: org.token,
      uncheckedBody: { control_set_ids: [] },
    });
    expectStatus(missingVendor, 422);
    expect(missingVendor.body.detail[0]?.loc).toEqual(["body", "vendor_id"]);
    const missingSets = await callApi("post", "/v1/assessments", {
      token: org.token,
      uncheckedBody: { vendor_id: vendor.id },
    });
    expectStatus(missingSets, 422);
    expect(missingSets.body.detail[0]?.loc).toEqual(["body", "control_set_ids"]);
  });

  it("rejects bad references with 400 {detail: {error}}, checked vendor → control sets → services → assignee → documents", async () => {
    const { org, vendor, soc2 } = await setup();
    const other = await createOrg("Other");
    const foreignVendor = await createVendor(other);
    const otherVendor = await createVendor(org, { name: "Initech" });
    const otherService = await createService(org, otherVendor.id);
    const foreignUser = await createUser(other);
    const otherDocument = await uploadedDocument(
      org.token,
      { name: "a.txt", bytes: "text" },
      { vendor_id: otherVendor.id },
    );
    const cases: [Schemas["CreateAssessment"], RegExp][] = [
      [{ vendor_id: "cbvndr_missing", control_set_ids: ["cbctst_missing"] }, /^vendor_id: unknown vendor/],
      [{ vendor_id: foreignVendor.id, control_set_ids: [soc2] }, /^vendor_id: unknown vendor/],
      [
        { vendor_id: vendor.id, control_set_ids: [soc2, "cbctst_missing"], service_ids: ["x"] },
        /^control_set_ids: unknown control set cbctst_missing/,
      ],
      [
        { vendor_id: vendor.id, control_set_ids: [soc2], service_ids: [otherService.id] },
        /^service_ids: .* not one of this vendor's services/,
      ],
      [
        { vendor_id: vendor.id, control_set_ids: [soc2], assignee_id: foreignUser.id },
        /^assignee_id contains unknown user IDs/,
      ],
      [
        { vendor_id: vendor.id, control_set_ids: [soc2], supporting_document_ids: ["cbvdoc_missing"] },
        /^supporting_document_ids: unknown document/,
      ],
      [
        { vendor_id: vendor.id, control_set_ids: [soc2], supporting_document_ids: [otherDocument.id] },
        /belongs to another vendor/,
      ],
      [
        { vendor_id: vendor.id, control_set_ids: [soc2], assessment_name_format: "{vendor} review" },
        /^assessment_name_format: unknown placeholder \{vendor\}/,
      ],
      [{ vendor_id: vendor.id, control_set_ids: [soc2], assessment_name_format: "  " }, /renders an empty name/],
    ];
    for (const [body, error] of cases) {
      const result = await createAssessmentCall(org.token, body);
      expect([result.status, result.body], JSON.stringify(body)).toEqual([400, rejection(error)]);
    }
    expect(await assessmentTotal(org.token)).toBe(0);
  });

  it("starts trigger_workflow with the assessment as input; 404 and 409 create nothing", async () => {
    const { org, vendor, soc2 } = await setup();
    const workflow = await createWorkflow(org, { steps: [] });
    const created = await createAssessmentCall(org.token, {
      vendor_id: vendor.id,
      control_set_ids: [soc2],
      trigger_workflow: workflow.name,
    });
    expectStatus(created, 201);
    expect(created.body.workflow_run_id).toMatch(/^cbwr_/);
    const [run] = await db()
      .select()
      .from(workflowRuns)
      .where(eq(workflowRuns.id, created.body.workflow_run_id ?? ""));
    expect(run?.input).toEqual({ assessment_id: created.body.id, vendor_id: vendor.id });
    expect(Object.keys((await getAssessmentCall(org.token, created.body.id)).body)).not.toContain("workflow_run_id");

    const unknown = await createAssessmentCall(org.token, {
      vendor_id: vendor.id,
      control_set_ids: [],
      trigger_workflow: "nope",
    });
    expectStatus(unknown, 404);
    expect(unknown.body.detail.code).toBe("workflow_not_found");
    const disabled = await createWorkflow(org, { enabled: false });
    const refused = await createAssessmentCall(org.token, {
      vendor_id: vendor.id,
      control_set_ids: [],
      trigger_workflow: disabled.name,
    });
    expectStatus(refused, 409);
    expect(refused.body.detail.code).toBe("workflow_disabled");
    expect(await assessmentTotal(org.token)).toBe(1);
  });

  it("honors Idempotency-Key: a retry replays the first response and creates nothing", async () => {
    const { org, vendor, soc2 } = await setup();
    const body = { vendor_id: vendor.id, control_set_ids: [soc2] };
    const headers = { "Idempotency-Key": "assessment-retry-1" };
    const first = await createAssessmentCall(org.token, body, headers);
    const replay = await createAssessmentCall(org.token, body, headers);
    expect([replay.status, replay.text]).toEqual([201, first.text]);
    expect(await assessmentTotal(org.token)).toBe(1);
  });

  it("links supporting documents to the assessment", async () => {
    const { org, vendor, soc2 } = await setup();
    const document = await uploadedDocument(org.token, { name: "soc2.txt", bytes: "report" }, { vendor_id: vendor.id });
    const created = await createAssessmentCall(org.token, {
      vendor_id: vendor.id,
      control_set_ids: [soc2],
      supporting_document_ids: [document.id],
    });
    expectStatus(created, 201);
    expect(created.body.supporting_document_ids).toEqual([document.id]);
    const listed = await callApi("get", `/v1/documents?assessment_id=${created.body.id}`, { token: org.token });
    expectStatus(listed, 200);
    expect(listed.body.data.map((doc) => doc.id)).toEqual([document.id]);
  });
});

describe("GET /v1/assessments and PATCH /v1/assessments/{id}", () => {
  it("lists newest first with filters, and another organization's assessment is 404", async () => {
    const { org, vendor, soc2 } = await setup();
    const other = await createVendor(org, { name: "Initech" });
    const user = await createUser(org);
    const a = bodyAt(await createAssessmentCall(org.token, { vendor_id: vendor.id, control_set_ids: [soc2] }), 201);
    const b = bodyAt(
      await createAssessmentCall(org.token, { vendor_id: other.id, control_set_ids: [], assignee_id: user.id }),
      201,
    );
    const ids = async (query: "" | `?${string}`) =>
      bodyAt(await callApi("get", `/v1/assessments${query}`, { token: org.token }), 200).items.map((item) => item.id);
    expect(await ids("")).toEqual([b.id, a.id]);
    expect(await ids(`?vendor_id=${vendor.id}`)).toEqual([a.id]);
    expect(await ids(`?assignee_id=${user.id}`)).toEqual([b.id]);
    expect(await ids("?status=created&status=complete")).toEqual([b.id, a.id]);
    expect(await ids("?status=complete")).toEqual([]);
    expect(await ids("?limit=1&offset=1")).toEqual([a.id]);
    expect((await call("/v1/assessments?status=bogus", { token: org.token })).status).toBe(422);
    const stranger = await createOrg("Stranger");
    expect((await getAssessmentCall(stranger.token, a.id)).status).toBe(404);
    expect(await assessmentTotal(stranger.token)).toBe(0);
  });

  it("renames and reassigns, emitting Assessment.AssigneeChanged only when the assignee changes", async () => {
    const { org, vendor } = await setup();
    const user = await createUser(org);
    const created = bodyAt(await createAssessmentCall(org.token, { vendor_id: vendor.id, control_set_ids: [] }), 201);
    const patch = (body: Schemas["UpdateAssessment"]) =>
      callApi("patch", `/v1/assessments/${created.id}`, { token: org.token, body });
    const assigned = await patch({ assignee_id: user.id, name: "Renamed" });
    expectStatus(assigned, 200);
    expect([assigned.body.assignee_id, assigned.body.name]).toEqual([user.id, "Renamed"]);
    await patch({ assignee_id: user.id });
    await patch({ assignee_id: null });
    expect(bodyAt(await patch({ name: null }), 200).name).toBe("Renamed");
    expect(bodyAt(await patch({ name: " " }), 400).detail.code).toBe("invalid_update");
    expect(bodyAt(await patch({ assignee_id: "cbuser_missing" }), 400).detail.code).toBe("invalid_update");
    expect((await eventsOf(org, "Assessment.AssigneeChanged")).map((event) => event.data)).toEqual(
      expect.arrayContaining([
        { assessment_id: created.id, old_assignee_id: null, new_assignee_id: user.id },
        { assessment_id: created.id, old_assignee_id: user.id, new_assignee_id: null },
      ]),
    );
    expect(await eventsOf(org, "Assessment.AssigneeChanged")).toHaveLength(2);
  });

  it("sets custom field values on assessments through the dashboard route", async () => {
    const { org, vendor } = await setup();
    const field = bodyAt(
      await callApi("post", "/v1/custom-fields", {
        token: org.token,
        body: { field_name: "Review cycle", field_type: "string", applies_to: ["assessment"] },
      }),
      201,
    );
    const created = bodyAt(await createAssessmentCall(org.token, { vendor_id: vendor.id, control_set_ids: [] }), 201);
    const put = await callApi("put", `/v1/custom-field-values/assessment/${created.id}`, {
      token: org.token,
      body: { values: { [field.id]: "Annual" } },
    });
    expect(put.status).toBe(200);
    const read = bodyAt(await getAssessmentCall(org.token, created.id), 200);
    expect(read.custom_fields).toEqual([
      { config_id: field.id, field_name: "Review cycle", field_type: "string", value: "Annual" },
    ]);
    const listed = await callApi("get", "/v1/assessments?include_custom_fields=true", { token: org.token });
    expectStatus(listed, 200);
    expect(listed.body.items[0]?.custom_fields).toHaveLength(1);
  });
});

describe("DELETE /v1/assessments/{id}", () => {
  async function archived(org: TestOrg, id: string) {
    return callApi("delete", `/v1/assessments/${id}`, { token: org.token });
  }

  it("cancels and archives, archives its findings, closes its portals, cancels its runs; a repeat returns the same envelope", async () => {
    const { org, vendor, soc2 } = await setup();
    const workflow = await createWorkflow(org, {
      steps: [{ component_name: "Tier", action_type: "tier_vendor", settings: {} }],
    });
    const created = await createAssessmentCall(org.token, {
      vendor_id: vendor.id,
      control_set_ids: [soc2],
      trigger_workflow: workflow.name,
    });
    expectStatus(created, 201);
    const id = created.body.id;
    const finding = bodyAt(
      await callApi("post", "/v1/findings", { token: org.token, body: { title: "Gap", assessment_id: id } }),
      201,
    );
    expect(finding.vendor_id).toBe(vendor.id);
    const portalId = await insertPortal(org, vendor.id, { assessmentId: id });

    const first = await archived(org, id);
    expectStatus(first, 200);
    expect(Object.keys(first.body).sort()).toEqual(["archived_at", "id", "is_archived", "status"]);
    expect(first.body).toMatchObject({ id, status: "canceled", is_archived: true });
    const again = await archived(org, id);
    expect(again.body).toEqual(first.body);

    const read = bodyAt(await getAssessmentCall(org.token, id), 200);
    expect(read).toMatchObject({ status: "canceled", is_archived: true, archived_at: first.body.archived_at });
    expect(bodyAt(await callApi("get", `/v1/findings/${finding.id}`, { token: org.token }), 200).is_archived).toBe(
      true,
    );
    expect(read.findings_count).toBe(0);
    expect(bodyAt(await callApi("get", `/v1/portals/${portalId}`, { token: org.token }), 200).status).toBe("closed");
    const run = bodyAt(
      await callApi("get", `/v1/workflows/runs/${created.body.workflow_run_id}`, { token: org.token }),
      200,
    );
    expect(run.status).toBe("canceled");
    expect(run.completed_at).toEqual(expect.any(Number));
    expect(await eventsOf(org, "Assessment.StatusChanged")).toEqual([
      { type: "Assessment.StatusChanged", data: { assessment_id: id, old_status: "created", new_status: "canceled" } },
    ]);
    const patch = await callApi("patch", `/v1/assessments/${id}`, { token: org.token, body: { name: "x" } });
    expectStatus(patch, 409);
    expect(patch.body.detail.code).toBe("invalid_assessment_status");
  });

  it("answers 404 assessment_not_found for an unknown or another organization's assessment", async () => {
    const { org } = await setup();
    const result = await archived(org, "cbqsrw_0123456789abcdef0123456789abcdef");
    expectStatus(result, 404);
    expect(result.body.detail.code).toBe("assessment_not_found");
  });
});

describe("approve and reopen", () => {
  it("refuse an assessment not in a reviewable status with 409 invalid_assessment_status", async () => {
    const { org, vendor } = await setup();
    const created = bodyAt(await createAssessmentCall(org.token, { vendor_id: vendor.id, control_set_ids: [] }), 201);
    for (const action of [
      () => callApi("post", `/v1/assessments/${created.id}/approve`, { token: org.token }),
      () => callApi("post", `/v1/assessments/${created.id}/reopen`, { token: org.token }),
    ]) {
      const result = await action();
      expectStatus(result, 409);
      expect(result.body.detail.code).toBe("invalid_assessment_status");
    }
  });
});
